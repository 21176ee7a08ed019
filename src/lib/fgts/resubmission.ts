import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];
export type ProposalResubmission = Schemas['ProposalResubmission'];
/** A resubmission's `proposalRequest`: the proposal as read back, with the correction's changes. */
export type ResubmittedProposalRequest = Schemas['ResubmittedProposalRequest'];
export type RetryCreateProposalRequest = Schemas['RetryCreateProposalRequest'];

/**
 * The buttons that send a proposal's steps again: the three of spec section 4, which resubmit the
 * proposal, and the bank card's retries of the two actions spec section 4 gives no button (the
 * partner's additional data, the simulation the bank no longer finds), which call
 * `retry-create-proposal` (spec section 7) without data: nothing in them is the worker's to change.
 */
export type ResubmitAction = 'bank-retry' | 'identity-retry' | 'correction' | 'additional-data-retry' | 'simulation-retry';

/** The actions sent as `POST /api/v2/proposal/{id}/retry-create-proposal` rather than the resubmission. */
export const RETRY_CREATE_ACTIONS: ReadonlySet<ResubmitAction> = new Set(['additional-data-retry', 'simulation-retry']);

/**
 * Which steps each button asks the BFF to run again (spec section 4). The bank card's 'tentar
 * novamente' names only `createProposalBank: true`; it leaves the identity step alone like the
 * correction does, since the identity process follows a created bank proposal anyway. The two
 * retries of the bank step alone do the same.
 */
export const RESUBMISSION_FLAGS: Readonly<Record<ResubmitAction, Pick<ProposalResubmission, 'createProposalBank' | 'createIdentitySecurity'>>> = {
  'bank-retry': { createProposalBank: true, createIdentitySecurity: false },
  'identity-retry': { createProposalBank: false, createIdentitySecurity: true },
  correction: { createProposalBank: true, createIdentitySecurity: false },
  'additional-data-retry': { createProposalBank: true, createIdentitySecurity: false },
  'simulation-retry': { createProposalBank: true, createIdentitySecurity: false },
};

/** The body of `retry-create-proposal`: the steps to run again, no data. */
export function retryRequestFor(action: ResubmitAction): RetryCreateProposalRequest {
  return { ...RESUBMISSION_FLAGS[action] };
}

/** The wrapper `{proposalRequest, createProposalBank, createIdentitySecurity}` of spec section 3. */
export function resubmissionFor(action: ResubmitAction, proposalRequest: ResubmittedProposalRequest): ProposalResubmission {
  return { proposalRequest, ...RESUBMISSION_FLAGS[action] };
}

/**
 * The request a retry resends: the proposal as read back, each part as it came (a field the BFF
 * left out of its answer stays out: bff.yaml `ResubmittedProposalRequest`). `selfServiceId` is our
 * addition to the answer (optional), so the link's own id is the fallback.
 */
export function proposalRequestFrom(proposal: Schemas['Proposal'], selfServiceId: string): ResubmittedProposalRequest {
  return {
    selfServiceId: proposal.selfServiceId ?? selfServiceId,
    balanceSolicitationId: proposal.balanceSolicitationId,
    NaturalPerson: proposal.NaturalPerson,
    chosenFinancialInfo: proposal.chosenFinancialInfo,
    BankDetail: proposal.BankDetail,
  };
}
