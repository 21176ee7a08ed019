import { describe, expect, it } from 'vitest';
import { PROPOSAL_MESSAGES } from '../../../openapi/sandbox/scenarios';
import { proposalErrorKind } from '../../../src/lib/fgts/proposal-error-kind';
import { UNKNOWN_PROPOSAL_ERROR, mapProposalMessage } from '../../../src/lib/fgts/proposal-errors';

/** The kind of what the worker reads for the server's message (a 4xx unless said: the pass-through needs one). */
const kindOf = (server: string, status = 400) => proposalErrorKind(mapProposalMessage(server, status).message);

describe('proposalErrorKind (what the creation error screen offers)', () => {
  it('should lead the balance-query messages to a new consultation', () => {
    for (const key of ['solicitationNotFound', 'solicitationUsed', 'solicitationNotSuccess', 'documentMismatch', 'noBalance'] as const) {
      expect(kindOf(PROPOSAL_MESSAGES[key].message), key).toBe('new-consultation');
    }
  });

  it('should lead the open proposal to its status or the support', () => {
    expect(kindOf(PROPOSAL_MESSAGES.activeProposal.message)).toBe('open-proposal');
  });

  it('should offer to send again after a temporary failure, and both sending again and reviewing after the generic error', () => {
    expect(kindOf(PROPOSAL_MESSAGES.partnerError.message, PROPOSAL_MESSAGES.partnerError.status)).toBe('temporary');
    expect(kindOf(PROPOSAL_MESSAGES.productMissing.message)).toBe('temporary');
    expect(kindOf(PROPOSAL_MESSAGES.nullProposal.message)).toBe('temporary');
    expect(proposalErrorKind(UNKNOWN_PROPOSAL_ERROR)).toBe('unknown');
    expect(kindOf('Falha inesperada ao processar a proposta', 500)).toBe('unknown');
  });

  it('should send the data problems, passed-through ones included, to the review', () => {
    for (const key of [
      'bankCode',
      'bankName',
      'bankIspb',
      'accountType',
      'agency',
      'account',
      'accountDigit',
      'pixKeyEmpty',
      'zeroTacPix',
      'emailLowercase',
      'keyNotDocument',
      'keyNotPhone',
      'noInvestor',
      'financialInfoRequired',
    ] as const) {
      expect(kindOf(PROPOSAL_MESSAGES[key].message), key).toBe('review');
    }
  });

  it('should leave only the support when the product is gone', () => {
    expect(kindOf(PROPOSAL_MESSAGES.productNotFound.message)).toBe('support');
  });
});
