import { api, idempotencyHeader, sentOnceIfHanded } from '../client';
import { anyAnswer, unwrap } from '../errors';
import type { components } from '../schema.gen';

export type RetryCreateProposalRequest = components['schemas']['RetryCreateProposalRequest'];

/**
 * POST /api/v2/proposal/{id}/retry-create-proposal (spec section 7): runs the named creation steps
 * of a proposal again without changing its data (the bank card's retries of the partner's
 * additional data and of a simulation the bank no longer finds). The answer is not read (the spec
 * shows none); the client polls the proposal. The idempotency key makes a repeat of one tap (a
 * reload, a lost answer) the same retry.
 */
export async function retryCreateProposal(id: string, body: RetryCreateProposalRequest, idempotencyKey?: string, handedOver = false): Promise<void> {
  // Tapped offline, the service worker may have sent it meanwhile (lib/background/outbox).
  await sentOnceIfHanded(
    handedOver,
    idempotencyKey,
    () =>
      unwrap(api.POST('/api/v2/proposal/{id}/retry-create-proposal', { params: { path: { id }, header: idempotencyHeader(idempotencyKey) }, body }), anyAnswer),
    anyAnswer,
  );
}

/** The path of a proposal's retry, as the service worker sends it. */
export const retryCreatePath = (id: string) => `/api/v2/proposal/${encodeURIComponent(id)}/retry-create-proposal`;
