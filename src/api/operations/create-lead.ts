import { api, idempotencyHeader } from '../client';
import type { SelfServiceConfig } from './get-link-config';
import { unwrap } from '../errors';
import { isId, isRecord } from '../hand-checks';
import { onlyDigits } from '../../lib/br/digits';
import type { Worker } from '../../lib/flow/flow-state';

/** Spec section 7: the lead's `{id}`, which the consultation is asked for. */
export const isCreatedLead = (data: unknown): boolean => isRecord(data) && isId(data.id);

/**
 * POST /api/leads with digits-only phone and document (spec section 2, landing). The seller is the
 * configuration's User (spec sections 3 and 7): the only seller id a BFF is bound to send. The
 * idempotency key makes a repeat after a lost answer the same lead (see lib/flow/idempotency-key).
 */
export function createLead(worker: Worker, config: SelfServiceConfig, idempotencyKey?: string) {
  return unwrap(
    api.POST('/api/leads', {
      params: { header: idempotencyHeader(idempotencyKey) },
      body: {
        name: worker.name.trim(),
        phone: onlyDigits(worker.phone),
        document: onlyDigits(worker.cpf),
        selfServiceId: config.id,
        sellerId: config.User.id,
      },
    }),
    isCreatedLead,
  );
}
