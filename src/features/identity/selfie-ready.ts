import { linkClosed, proposalKey } from '../../api/query-keys';
import type { FrameRule } from '../../lib/frame';
import { opensAt } from '../../lib/flow/guards';
import { backFromProvider, selfieRecordKey } from '../../lib/flow/selfie-record';
import { isRecord, restoredData, type CopyRules } from '../../lib/storage/stored-copy';
import { identityDataOf } from './identity-data';

/**
 * Whether the selfie opens on 'Tirar Selfie' from the phone's copy, as the screen decides it: it
 * opens (lib/flow/guards: the flow's proposal), that proposal as the app restores it has its
 * identity data (`identityDataOf`), and the selfie's record (`selfie`) does not say the check went to
 * the provider's page (`backFromProvider`). Like the screen, it does not look at the proposal's end.
 */
export function selfieReadyOf({ flow, client }: { flow: unknown; client: unknown }, rules: CopyRules, link: string, selfie: unknown): boolean {
  if (!isRecord(flow) || !opensAt('selfie', flow) || typeof flow.proposalId !== 'string' || linkClosed(client, rules, link)) return false;
  const data = identityDataOf(restoredData(client, proposalKey(flow.proposalId), rules));
  return data !== null && !backFromProvider(selfie, data.transactionId);
}

/** The selfie's frame (./selfie-frame), as it is. */
export default {
  drafts: (link) => [selfieRecordKey(link)],
  ready: (copy, { rules, link }) => (selfieReadyOf(copy, rules, link, copy.drafts[selfieRecordKey(link)]) ? {} : null),
} satisfies FrameRule;
