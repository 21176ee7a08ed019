import { api } from '../../api/client';
import type { SelfServiceConfig } from '../../api/queries/self-service';
import { unwrap } from '../../api/errors';
import { onlyDigits } from '../../lib/br/digits';
import type { Worker } from '../../lib/flow/flow-state';

/**
 * POST /api/leads with digits-only phone and document (spec section 2, landing). The seller is the
 * configuration's User (spec sections 3 and 7): the only seller id a BFF is bound to send.
 */
export function createLead(worker: Worker, config: SelfServiceConfig) {
  return unwrap(
    api.POST('/api/leads', {
      body: {
        name: worker.name.trim(),
        phone: onlyDigits(worker.phone),
        document: onlyDigits(worker.cpf),
        selfServiceId: config.id,
        sellerId: config.User.id,
      },
    }),
  );
}
