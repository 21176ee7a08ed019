import * as v from 'valibot';
import { api, idempotencyHeader, sentOnceIfHanded } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type ProposalRequest = components['schemas']['ProposalRequest'];

export const CREATE_PROPOSAL_PATH = '/api/v2/proposal/create-proposta';

/** Spec section 7: "A proposal id is returned". */
export const CREATED_PROPOSAL_ANSWER = v.object({ id: v.pipe(v.string(), v.nonEmpty()) });

export const isCreatedProposal = (data: unknown): boolean => v.is(CREATED_PROPOSAL_ANSWER, data);

/**
 * POST /api/v2/proposal/create-proposta (spec section 7): answers the new proposal's id. The
 * idempotency key (optional in the contract) makes a repeat after a lost answer, a reload or a
 * second tab the same proposal (see lib/flow/create-once).
 */
export async function createProposal(request: ProposalRequest, idempotencyKey?: string, handedOver = false): Promise<string> {
  // Tapped offline, the request may have been sent by the service worker meanwhile (lib/background/outbox).
  const created = await sentOnceIfHanded(
    handedOver,
    idempotencyKey,
    () => unwrap(api.POST(CREATE_PROPOSAL_PATH, { params: { header: idempotencyHeader(idempotencyKey) }, body: request }), isCreatedProposal),
    isCreatedProposal,
  );
  return created.id;
}
