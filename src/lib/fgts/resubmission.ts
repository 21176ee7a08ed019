import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];
export type ProposalRequest = Schemas['ProposalRequest'];
export type ProposalResubmission = Schemas['ProposalResubmission'];

/** The three buttons of spec section 4 that resubmit a proposal. */
export type ResubmitAction = 'bank-retry' | 'identity-retry' | 'correction';

/**
 * Which steps each button asks the BFF to run again (spec section 4). The bank card's 'tentar
 * novamente' names only `createProposalBank: true`; it leaves the identity step alone like the
 * correction does, since the identity process follows a created bank proposal anyway.
 */
export const RESUBMISSION_FLAGS: Readonly<
  Record<ResubmitAction, Pick<ProposalResubmission, 'createProposalBank' | 'createIdentitySecurity'>>
> = {
  'bank-retry': { createProposalBank: true, createIdentitySecurity: false },
  'identity-retry': { createProposalBank: false, createIdentitySecurity: true },
  correction: { createProposalBank: true, createIdentitySecurity: false },
};

/** The wrapper `{proposalRequest, createProposalBank, createIdentitySecurity}` of spec section 3. */
export function resubmissionFor(action: ResubmitAction, proposalRequest: ProposalRequest): ProposalResubmission {
  return { proposalRequest, ...RESUBMISSION_FLAGS[action] };
}

/**
 * The request a retry resends: the proposal as read back. `selfServiceId` is our addition to the
 * answer (optional), so the link's own id is the fallback.
 */
export function proposalRequestFrom(proposal: Schemas['Proposal'], selfServiceId: string): ProposalRequest {
  return {
    selfServiceId: proposal.selfServiceId ?? selfServiceId,
    balanceSolicitationId: proposal.balanceSolicitationId,
    NaturalPerson: proposal.NaturalPerson,
    chosenFinancialInfo: proposal.chosenFinancialInfo,
    BankDetail: proposal.BankDetail,
  };
}
