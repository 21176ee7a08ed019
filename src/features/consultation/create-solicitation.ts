import { api, idempotencyHeader } from '../../api/client';
import type { BalanceSolicitation } from '../../api/queries/balance';
import type { SelfServiceConfig } from '../../api/queries/self-service';
import { unwrap } from '../../api/errors';
import { onlyDigits } from '../../lib/br/digits';
import type { Worker } from '../../lib/flow/flow-state';
import { createSingleFlight } from '../../lib/single-flight';

/**
 * GET /api/v2/balance-solicitation (spec section 7): creates the consultation. The BFF answers
 * the same solicitation for a repeated call with the same lead, and the screen stores the id, so
 * a reload or a reopened app polls the one that exists.
 */
export function createSolicitation(worker: Worker, config: SelfServiceConfig, leadId: string, idempotencyKey?: string) {
  return unwrap(
    api.GET('/api/v2/balance-solicitation', {
      params: {
        header: idempotencyHeader(idempotencyKey),
        query: {
          document: onlyDigits(worker.cpf),
          processorName: 'ZIPDIN',
          name: worker.name.trim(),
          phone: onlyDigits(worker.phone),
          origin: 'SELFSERVICE',
          selfServiceId: config.id,
          leadId,
        },
      },
    }),
  );
}

/** One creation in flight per lead. */
const once = createSingleFlight<BalanceSolicitation>();

export function createSolicitationOnce(worker: Worker, config: SelfServiceConfig, leadId: string, idempotencyKey?: string) {
  return once(leadId, () => createSolicitation(worker, config, leadId, idempotencyKey));
}
