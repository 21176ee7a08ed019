import { linkClosed, proposalKey } from '../../../api/query-keys';
import type { FrameRule } from '../../../lib/frame';
import { correctionDraftKey, postConfirmationDraftKey } from '../../../lib/flow/proposal-draft-keys';
import { isRecord, restoredData, type CopyRules } from '../../../lib/storage/stored-copy';
import { correctionReasonOf, type CorrectionReasonText } from './correction-reason';

/**
 * What the correction form (step 6, `correcao`) shows above its fields from the phone's copy, or
 * null: the screen opens at all (the flow's proposal, lib/flow/guards; a link with a
 * configuration), on its form (no saved correction waiting to be taken in, no resubmission on its
 * way: use-resubmit's `sending`; the worker's own draft of this proposal, which the first open
 * makes after a render of its own), and the stored proposal's bank asks for a correction with a
 * message or a list (`correctionReasonOf`, the screen's own reading).
 */
export function readyCorrectionOf({ flow, client, post, correction }: { flow: unknown; client: unknown; post: unknown; correction: unknown }, rules: CopyRules, link: string): CorrectionReasonText | null {
  if (!isRecord(flow) || linkClosed(client, rules, link)) return null;
  const id = flow.proposalId;
  if (typeof id !== 'string' || id === '') return null;
  if (post !== undefined && (!isRecord(post) || post.correctionSaved === id || (Boolean(post.tap) && !(isRecord(post.tap) && post.tap.failed)))) return null;
  if (!isRecord(correction) || correction.proposalId !== id || !isRecord(correction.values)) return null;
  const data = restoredData(client, proposalKey(id), rules);
  try {
    return data ? correctionReasonOf(data as Parameters<typeof correctionReasonOf>[0]) : null;
  } catch {
    return null;
  }
}

/** The correction form's frame (./correction-frame): the bank's message and lines as text. */
export default {
  drafts: (link) => [postConfirmationDraftKey(link), correctionDraftKey(link)],
  ready: ({ flow, client, drafts }, { rules, link }) => {
    const reason = readyCorrectionOf({ flow, client, post: drafts[postConfirmationDraftKey(link)], correction: drafts[correctionDraftKey(link)] }, rules, link);
    return reason && { variant: `${reason.mensagem ? 'message' : ''} ${reason.resultado.length > 0 ? 'list' : ''}`, slots: { mensagem: reason.mensagem ?? '', item: reason.resultado } };
  },
} satisfies FrameRule;
