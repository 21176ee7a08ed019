import { api, idempotencyHeader } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type ProposalRequest = components['schemas']['ProposalRequest'];

/**
 * POST /api/v2/proposal/create-proposta (spec section 7): answers the new proposal's id. The
 * idempotency key (optional in the contract) makes a repeat after a lost answer, a reload or a
 * second tab the same proposal (see lib/flow/create-once).
 */
export async function createProposal(request: ProposalRequest, idempotencyKey?: string): Promise<string> {
  const created = await unwrap(
    api.POST('/api/v2/proposal/create-proposta', { params: { header: idempotencyHeader(idempotencyKey) }, body: request }),
  );
  return created.id;
}
