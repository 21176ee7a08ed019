import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { RESUBMISSION_FLAGS, RETRY_CREATE_ACTIONS, proposalRequestFrom, resubmissionFor, retryRequestFor } from '../../../src/lib/fgts/resubmission';

type Proposal = components['schemas']['Proposal'];

const proposal = {
  id: 'prop-1',
  balanceSolicitationId: 'sol-1',
  selfServiceId: 'ss-demo',
  naturalPersonId: 'np-1',
  NaturalPerson: { name: 'MARIA DA SILVA' },
  BankDetail: { pixKeyType: 'DOCUMENT' },
  chosenFinancialInfo: { proposalId: 'sim-1' },
  UnicoData: null,
  customStatus: '{}',
} as unknown as Proposal;

describe('resubmission wrapper (spec sections 3 and 4)', () => {
  it('should send createProposalBank true for the bank card and the correction, identity only for the identity card', () => {
    expect(RESUBMISSION_FLAGS).toEqual({
      'bank-retry': { createProposalBank: true, createIdentitySecurity: false },
      'identity-retry': { createProposalBank: false, createIdentitySecurity: true },
      correction: { createProposalBank: true, createIdentitySecurity: false },
      'additional-data-retry': { createProposalBank: true, createIdentitySecurity: false },
      'simulation-retry': { createProposalBank: true, createIdentitySecurity: false },
    });
  });

  it('should retry the bank step alone, without data, for the additional data and the simulation not found (retry-create-proposal)', () => {
    expect([...RETRY_CREATE_ACTIONS].sort()).toEqual(['additional-data-retry', 'simulation-retry']);
    expect(retryRequestFor('additional-data-retry')).toEqual({ createProposalBank: true, createIdentitySecurity: false });
    expect(retryRequestFor('simulation-retry')).toEqual({ createProposalBank: true, createIdentitySecurity: false });
  });

  it('should wrap the request as {proposalRequest, createProposalBank, createIdentitySecurity}', () => {
    const request = proposalRequestFrom(proposal, 'ss-other');
    expect(resubmissionFor('identity-retry', request)).toEqual({
      proposalRequest: request,
      createProposalBank: false,
      createIdentitySecurity: true,
    });
  });

  it('should rebuild the request from the proposal read back, with the link id when the answer has none', () => {
    expect(proposalRequestFrom(proposal, 'ss-other')).toEqual({
      selfServiceId: 'ss-demo',
      balanceSolicitationId: 'sol-1',
      NaturalPerson: proposal.NaturalPerson,
      chosenFinancialInfo: proposal.chosenFinancialInfo,
      BankDetail: proposal.BankDetail,
    });
    const { selfServiceId: _, ...withoutId } = proposal;
    expect(proposalRequestFrom(withoutId as Proposal, 'ss-other').selfServiceId).toBe('ss-other');
  });
});
