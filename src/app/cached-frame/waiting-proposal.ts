import { cardsOf } from '../../lib/fgts/proposal-cards';
import type { StoredRecords } from './read-stored';
import { isRecord, linkClosed, restoredData, storedCopyOf, type CopyRules, type StoredCopy, type StoredRules } from './stored-copy';

/**
 * The number of the proposal whose step 5 the frame may paint from the phone's copy, or null: only
 * when the app would restore that copy (this build's, not older than the maximum age), it is the
 * proposal of the link's flow, the flow has nothing else to say on step 5 (a change that did not
 * reach the proposal), the link is not one the BFF has no configuration for (the app goes to /404),
 * and both cards are still validating, the state `ProposalWaitingFrame` draws.
 * Anything else (a card that asks for the worker, a link, an end) keeps the startup spinner until
 * the app draws it.
 */
export function waitingProposalOf({ flow, client }: StoredCopy, rules: CopyRules, link: string): string | null {
  if (!isRecord(flow) || flow.proposalChangeLost || linkClosed(client, rules, link)) return null;
  const id = flow.proposalId;
  if (typeof id !== 'string' || id === '') return null;
  const data = restoredData(client, ['proposal', id], rules);
  if (!data) return null;
  const { bank, identity } = cardsOf(data as Parameters<typeof cardsOf>[0]);
  return bank.kind === 'validating' && identity.kind === 'validating' ? id : null;
}

/** The records as read from IndexedDB (./read-stored) to the proposal to paint, or null (./stored-copy's `storedCopyOf`, then `waitingProposalOf`). */
export async function proposalToPaint(records: StoredRecords | null, rules: StoredRules, link: string): Promise<string | null> {
  const copy = await storedCopyOf(records, rules);
  return copy && waitingProposalOf(copy, rules, link);
}
