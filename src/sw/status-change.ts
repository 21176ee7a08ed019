import { parseCustomStatus, shouldPollProposal } from '../lib/fgts/custom-status';
import { consultationNotice, consultationTag } from '../lib/fgts/consultation-notice';
import { cardChangeNotice, cardKinds, cardsOf, PROPOSAL_TAG, type Cards } from '../lib/fgts/proposal-cards';
import { knownStatus } from '../lib/fgts/solicitation-poll';
import type { WatchItem } from '../lib/sw-protocol/status-watch-protocol';

/** A notification of the status checks: fixed texts, a tag shared with the page's own, the screen to open. */
export type StatusNotice = { title: string; body: string; tag: string; url: string };

/** What one check found: the notification to show (at most one), and what is watched next (null: nothing more). */
export type CheckOutcome = { notice: StatusNotice | null; next: WatchItem | null };

/**
 * The service worker's comparison of what it read with what was last known. A
 * consultation that left PENDING is told once (spec section 8's label, as the page's notification)
 * and no longer watched; a proposal whose cards changed is told as the page tells it while hidden
 * ('Sua proposta precisa de você', 'Seu link de formalização está pronto', 'Proposta validada no
 * banco'), and watched while something is still pending. An answer that is not what the contract
 * says (or a status nobody knows) changes nothing: the next check reads again.
 */
export function checkAnswer(item: WatchItem, answer: unknown): CheckOutcome {
  if (item.kind === 'solicitation') {
    const status = knownStatus(answer);
    if (!status || status === 'PENDING') return { notice: null, next: item };
    return { notice: { ...consultationNotice(status), tag: consultationTag(item.id), url: item.url }, next: null };
  }
  if (!answer || typeof answer !== 'object' || !('customStatus' in answer)) return { notice: null, next: item };
  const proposal = answer as { customStatus: Parameters<typeof cardsOf>[0]['customStatus'] };
  const cards = cardsOf(proposal);
  const before = { bank: { kind: item.last.bank }, identity: { kind: item.last.identity } } as Cards;
  const notice = cardChangeNotice(before, cards);
  const pending = shouldPollProposal(parseCustomStatus(proposal.customStatus));
  return {
    notice: notice ? { ...notice, tag: PROPOSAL_TAG, url: item.url } : null,
    next: pending ? { ...item, last: cardKinds(cards) } : null,
  };
}
