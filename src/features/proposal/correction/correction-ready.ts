import { linkClosed, proposalKey } from '../../../api/query-keys';
import type { FrameRule } from '../../../lib/frame';
import { correctionDraftKey, postConfirmationDraftKey } from '../../../lib/flow/proposal-draft-keys';
import { opensAt } from '../../../lib/flow/guards';
import { isRecord, restoredData, type CopyRules } from '../../../lib/storage/stored-copy';
import { correctionOpening, correctionReasonOf, type CorrectionReasonText } from './correction-reason';

/**
 * What the correction form (step 6, `correcao`) shows above its fields from the phone's copy, or
 * null: the screen opens (lib/flow/guards: the flow's proposal; a link with a configuration) on its
 * form (`correctionOpening`, no resubmission on its way: use-resubmit's `sending`, a tap not failed),
 * and the stored proposal's bank asks for a correction with a message or a list
 * (`correctionReasonOf`, the screen's own reading).
 */
export function readyCorrectionOf(
  { flow, client, post, correction }: { flow: unknown; client: unknown; post: unknown; correction: unknown },
  rules: CopyRules,
  link: string,
): CorrectionReasonText | null {
  if (!isRecord(flow) || !opensAt('correcao', flow) || typeof flow.proposalId !== 'string' || linkClosed(client, rules, link)) return null;
  const id = flow.proposalId;
  const data = restoredData(client, proposalKey(id), rules);
  const saved = post === undefined ? {} : post;
  if (!isRecord(saved) || !isRecord(correction) || !isRecord(correction.values)) return null;
  const sending = Boolean(saved.tap) && !(isRecord(saved.tap) && saved.tap.failed);
  if (correctionOpening(id, saved, correction.proposalId, Boolean(data), sending) !== 'form') return null;
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
    return (
      reason && {
        variant: `${reason.mensagem ? 'message' : ''} ${reason.resultado.length > 0 ? 'list' : ''}`,
        slots: { mensagem: reason.mensagem ?? '', item: reason.resultado },
      }
    );
  },
} satisfies FrameRule;
