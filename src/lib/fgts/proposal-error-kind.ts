import { UNKNOWN_PROPOSAL_ERROR, proposalErrorKeyOf, type ProposalErrorKey } from './proposal-errors';

/**
 * What a worker can do about a refused proposal, so the creation error screen offers more than
 * 'Revisar meus dados' where reviewing cannot help:
 * - `review`: something in the data the worker typed (the bank, the Pix key, their age, the
 *   simulation's value): back to the review;
 * - `new-consultation`: the balance query cannot be used ('Faça uma nova consulta de saldo.');
 * - `open-proposal`: this CPF already has a proposal under way: its status, or the support chat;
 * - `temporary`: the partner or the system failed for now: send the same proposal again;
 * - `unknown`: the generic error: send again, or review;
 * - `support`: nothing the worker can change (the link's product is gone): the support chat.
 */
export type ProposalErrorKind = 'review' | 'new-consultation' | 'open-proposal' | 'temporary' | 'unknown' | 'support';

const KINDS: Record<Exclude<ProposalErrorKey, 'unknown'>, ProposalErrorKind> = {
  activeProposal: 'open-proposal',
  productMissing: 'temporary',
  productNotFound: 'support',
  noInvestor: 'review',
  financialInfoRequired: 'review',
  nullProposal: 'temporary',
  partnerError: 'temporary',
  pixKeyEmpty: 'review',
  zeroTacPix: 'review',
  emailLowercase: 'review',
  keyMismatch: 'review',
  bank: 'review',
  account: 'review',
  solicitationNotFound: 'new-consultation',
  solicitationUsed: 'new-consultation',
  solicitationNotSuccess: 'new-consultation',
  documentMismatch: 'new-consultation',
  noBalance: 'new-consultation',
};

/**
 * The kind of a message stored as the flow's `proposalError` (lib/fgts/proposal-errors' text). A
 * message passed through as the server wrote it (spec section 8: the payout rules) is about the
 * data, so `review`; the generic text is `unknown`.
 */
export function proposalErrorKind(message: string): ProposalErrorKind {
  const key = proposalErrorKeyOf(message);
  if (key !== 'unknown') return KINDS[key];
  return message === UNKNOWN_PROPOSAL_ERROR ? 'unknown' : 'review';
}
