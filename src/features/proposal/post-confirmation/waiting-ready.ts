import { linkClosed, proposalKey } from '../../../api/query-keys';
import type { FrameRule } from '../../../lib/frame';
import { isRecord, restoredData, type CopyRules } from '../../../lib/storage/stored-copy';
import { cardsOf } from '../../../lib/fgts/proposal-cards';

/**
 * The number of the proposal whose step 5 may be painted from the phone's copy (./waiting-frame),
 * or null: the proposal of the link's flow, with nothing else to say on step 5 (a change that did
 * not reach the proposal), not on a link the BFF has no configuration for (the app goes to /404),
 * and both its cards validating as the screen reads them (`cardsOf`).
 */
export function waitingProposalOf({ flow, client }: { flow: unknown; client: unknown }, rules: CopyRules, link: string): string | null {
  if (!isRecord(flow) || flow.proposalChangeLost || linkClosed(client, rules, link)) return null;
  const id = flow.proposalId;
  const data = typeof id === 'string' && id !== '' ? restoredData(client, proposalKey(id), rules) : undefined;
  if (!data) return null;
  const { bank, identity } = cardsOf(data as Parameters<typeof cardsOf>[0]);
  return bank.kind === 'validating' && identity.kind === 'validating' ? (id as string) : null;
}

export default {
  ready: (copy, { rules, link, permission }) => {
    const id = waitingProposalOf(copy, rules, link);
    return id === null ? null : { variant: permission, slots: { id } };
  },
} satisfies FrameRule;
