/**
 * The two cards of a proposal (spec section 4: the bank's validation and the identity check), as
 * step 5, the correction and the service worker's status checks read them from `customStatus`, and
 * the notification when they change: what the page shows while it is hidden and what the status
 * checks show while the app is closed (fixed texts, no personal data, one tag for both).
 */
import type { components } from '../../api/schema.gen';
import type { CardKinds } from '../sw-protocol/status-watch-protocol';
import { BANK_ACTION_KINDS, bankCardOf, identityCardOf, parseCustomStatus, type BankCard, type IdentityCard } from './custom-status';

type Proposal = components['schemas']['Proposal'];

export interface Cards {
  bank: BankCard;
  identity: IdentityCard;
}

/** Which card a resubmission of step 5 sends again: the identity process, or the bank proposal. */
export type CardName = keyof Cards;

/**
 * The two cards of a proposal as read (customStatus parsed defensively: never throws). `retrying`:
 * the card of a retry the server has answered but whose read-back has not moved yet shows
 * validating, as the retry's toast says.
 */
export function cardsOf(proposal: Pick<Proposal, 'customStatus'>, retrying: CardName | null = null): Cards {
  const status = parseCustomStatus(proposal.customStatus);
  const cards: Cards = { bank: bankCardOf(status), identity: identityCardOf(status) };
  return retrying ? { ...cards, [retrying]: { kind: 'validating' } } : cards;
}

/** The cards' kinds, as the service worker's status checks remember them. */
export const cardKinds = (cards: Cards): CardKinds => ({ bank: cards.bank.kind, identity: cards.identity.kind });

/** Whether a card asks the worker to do something (a retry, a correction). */
export function cardsNeedAction(cards: Cards): boolean {
  return BANK_ACTION_KINDS.has(cards.bank.kind) || cards.identity.kind === 'failure';
}

/** The tag of step 5's notifications. */
export const PROPOSAL_TAG = 'proposta';

/** The notification when a proposal's cards change, or null when the change is not news. */
export function cardChangeNotice(before: Cards, after: Cards): { title: string; body: string } | null {
  if (before.bank.kind === after.bank.kind && before.identity.kind === after.identity.kind) return null;
  if (cardsNeedAction(after)) {
    return { title: 'Sua proposta precisa de você', body: 'Toque para ver o que fazer para continuar.' };
  }
  if (after.identity.kind === 'success') {
    return { title: 'Seu link de formalização está pronto', body: 'Toque para continuar com a sua proposta.' };
  }
  if (after.bank.kind === 'success') return { title: 'Proposta validada no banco', body: 'Toque para acompanhar a sua proposta.' };
  return null;
}
