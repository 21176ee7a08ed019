import { api, idempotencyHeader, sentOnceIfHanded } from '../client';
import type { SelfServiceConfig } from './get-link-config';
import { unwrap } from '../errors';
import { isId, isRecord } from '../hand-checks';
import { onlyDigits } from '../../lib/br/digits';
import type { Worker } from '../../lib/flow/flow-state';

/** Spec section 7: the lead's `{id}`, which the consultation is asked for. */
export const isCreatedLead = (data: unknown): boolean => isRecord(data) && isId(data.id);

export const CREATE_LEAD_PATH = '/api/leads';

/**
 * The lead's body: digits-only phone and document (spec section 2, landing). The seller is the
 * configuration's User (spec sections 3 and 7): the only seller id a BFF is bound to send.
 */
export const leadBody = (worker: Worker, config: SelfServiceConfig) => ({
  name: worker.name.trim(),
  phone: onlyDigits(worker.phone),
  document: onlyDigits(worker.cpf),
  selfServiceId: config.id,
  sellerId: config.User.id,
});

/**
 * POST /api/leads. The idempotency key makes a repeat after a lost answer the same lead (see
 * lib/flow/idempotency-key); `handedOver`: tapped offline, the service worker may have sent it.
 */
export function createLead(worker: Worker, config: SelfServiceConfig, idempotencyKey?: string, handedOver = false): Promise<{ id: string }> {
  const send = () =>
    unwrap(api.POST(CREATE_LEAD_PATH, { params: { header: idempotencyHeader(idempotencyKey) }, body: leadBody(worker, config) }), isCreatedLead);
  return sentOnceIfHanded(handedOver, idempotencyKey, send, isCreatedLead);
}
