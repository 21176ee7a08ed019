import { api, idempotencyHeader, sentOnceIfHanded } from '../client';
import { anyAnswer, unwrap } from '../errors';
import type { components } from '../schema.gen';

export type ProposalResubmission = components['schemas']['ProposalResubmission'];

/**
 * The resubmission of spec section 7 (verb and path not shown; bff.yaml: PUT /api/v2/proposal/{id})
 * with the wrapper `{proposalRequest, createProposalBank, createIdentitySecurity}`: the bank
 * card's and the identity card's 'tentar novamente' and the correction form's save. The answer is
 * not read (the spec shows none); the client polls the proposal. The idempotency key makes a
 * repeat of one tap (a reload, a lost answer) the same resubmission.
 */
export async function resubmitProposal(id: string, body: ProposalResubmission, idempotencyKey?: string, handedOver = false): Promise<void> {
  // Tapped offline, the service worker may have sent it meanwhile (lib/background/outbox).
  await sentOnceIfHanded(
    handedOver,
    idempotencyKey,
    () => unwrap(api.PUT('/api/v2/proposal/{id}', { params: { path: { id }, header: idempotencyHeader(idempotencyKey) }, body }), anyAnswer),
    anyAnswer,
  );
}

/** The path of a proposal's resubmission, as the service worker sends it. */
export const resubmissionPath = (id: string) => `/api/v2/proposal/${encodeURIComponent(id)}`;
