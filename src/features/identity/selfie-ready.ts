import { linkClosed, proposalKey } from '../../api/query-keys';
import type { FrameRule } from '../../lib/frame';
import { selfieRecordKey } from '../../lib/flow/selfie-record';
import { isRecord, restoredData, type CopyRules } from '../../lib/storage/stored-copy';
import { identityDataOf } from './identity-data';

/**
 * Whether the selfie opens on 'Tirar Selfie' from the phone's copy, as the screen decides it: the
 * flow's proposal, as the app restores it, with its identity data (`identityDataOf`), where the
 * selfie's record (`selfie`) does not say that check went to the provider's page (back from it, the
 * screen goes on to 'Etapa Final.' at once). Like the screen, it does not look at the proposal's end.
 */
export function selfieReadyOf({ flow, client }: { flow: unknown; client: unknown }, rules: CopyRules, link: string, selfie: unknown): boolean {
  const id = isRecord(flow) ? flow.proposalId : undefined;
  if (linkClosed(client, rules, link) || typeof id !== 'string' || id === '') return false;
  const data = identityDataOf(restoredData(client, proposalKey(id), rules));
  return data !== null && !(isRecord(selfie) && selfie.redirectFor === data.transactionId);
}

/** The selfie's frame (./selfie-frame), as it is. */
export default {
  drafts: (link) => [selfieRecordKey(link)],
  ready: (copy, { rules, link }) => (selfieReadyOf(copy, rules, link, copy.drafts[selfieRecordKey(link)]) ? {} : null),
} satisfies FrameRule;
