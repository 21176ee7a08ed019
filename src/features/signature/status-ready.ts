import { linkClosed } from '../../api/query-keys';
import type { FrameRule } from '../../lib/frame';
import { opensAt } from '../../lib/flow/guards';
import { selfieRecordKey } from '../../lib/flow/selfie-record';
import { isRecord, type CopyRules } from '../../lib/storage/stored-copy';
import { openProposalOf } from './open-proposal';
import { statusSummaryOf, type StatusSummary } from './status-summary';

/**
 * What the status screen shows from the phone's copy: the proposal's number and the screen's own
 * reading of it (`statusSummaryOf`, with the selfie's record `selfie`: which selfie finished on this
 * phone), or null where the screen would show something else (no proposal, its end, a link /404).
 */
export function statusToShowOf(
  copy: { flow: unknown; client: unknown },
  rules: CopyRules,
  link: string,
  selfie: unknown,
): { id: string; summary: StatusSummary } | null {
  const proposal = !opensAt('status', copy.flow) || linkClosed(copy.client, rules, link) ? null : openProposalOf(copy, rules);
  if (!proposal) return null;
  const finishedFor = isRecord(selfie) && typeof selfie.finishedFor === 'string' ? selfie.finishedFor : undefined;
  return { id: proposal.id, summary: statusSummaryOf(proposal.status, proposal.unico, finishedFor) };
}

/** The status screen's frame (./status-frame): its number and reading as text. */
export default {
  drafts: (link) => [selfieRecordKey(link)],
  ready: (copy, { rules, link }) => {
    const status = statusToShowOf(copy, rules, link, copy.drafts[selfieRecordKey(link)]);
    return status && { slots: { id: status.id, bank: status.summary.bank, identity: status.summary.identity, next: status.summary.next } };
  },
} satisfies FrameRule;
