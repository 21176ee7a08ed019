import { api, idempotencyHeader } from '../../api/client';
import type { SelfServiceConfig } from '../../api/queries/self-service';
import { unwrap } from '../../api/errors';
import { onlyDigits } from '../../lib/br/digits';
import type { Worker } from '../../lib/flow/flow-state';

/**
<<<<<<< HEAD
 * POST /api/leads with digits-only phone and document (spec section 2, landing). The seller is the
 * configuration's User (spec sections 3 and 7): the only seller id a BFF is bound to send.
 */
export function createLead(worker: Worker, config: SelfServiceConfig) {
=======
 * POST /api/leads with digits-only phone and document (spec section 2, landing). The idempotency
 * key makes a repeat after a lost answer the same lead (see lib/flow/idempotency-key).
 */
export function createLead(worker: Worker, config: SelfServiceConfig, idempotencyKey?: string) {
>>>>>>> 96dc354 (Idempotency-Key on every creation (issue 9 §3.2): optional header in bff.yaml on the lead, the balance solicitation, create-proposta, the resubmission and retry-create-proposal; a key per creation and data kept in the encrypted drafts (lib/flow/idempotency-key) and written before the request leaves, repeated after a lost answer, a 5xx or a reload, forgotten once answered; createOnceAcrossTabs passes it (idempotentOf); lead, self-service and Corban solicitation send it. Sandbox honours it for any operation (same method+path+key → first answer; a repeat in flight waits), records it, and gets /__sandbox/slow (per-CPF slow creations) and /__sandbox/created)
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
  );
}
