import { correctionReasonOf, type CorrectionReasonText } from '../../features/proposal/correction/correction-reason';
import type { StoredRecords } from './read-stored';
import { isRecord, linkClosed, restoredData, storedCopyWithDrafts, type CopyRules, type StoredCopy, type StoredRules } from './stored-copy';

/** The phone's copy with the link's resubmissions and correction drafts (their values, undefined where there is none). */
export interface CorrectionCopy extends StoredCopy {
  post: unknown;
  correction: unknown;
}

/**
 * What the correction form (step 6, `correcao`, features/proposal/correction) shows above its fields
 * from the phone's copy, or null: only when the app would restore that copy (this build's, not
 * older than the maximum age), the screen would open at all (the flow's proposal, as lib/flow/guards
 * has it; not a link the BFF has no configuration for), it opens on its form (no saved correction
 * waiting to be taken in, no resubmission on its way: use-resubmit's `sending`; the worker's own
 * draft of this proposal, which the first open makes after a render of its own), and the stored
 * proposal's bank card asks for a correction with a message or a list, the box `CorrectionFrame`
 * draws. Anything else (the wait, an error, a proposal still to read, anything malformed) keeps
 * the startup spinner until the app draws it.
 */
export function readyCorrectionOf({ flow, client, post, correction }: CorrectionCopy, rules: CopyRules, link: string): CorrectionReasonText | null {
  if (!isRecord(flow) || linkClosed(client, rules, link)) return null;
  const id = flow.proposalId;
  if (typeof id !== 'string' || id === '') return null;
  if (post !== undefined && (!isRecord(post) || post.correctionSaved === id || (Boolean(post.tap) && !(isRecord(post.tap) && post.tap.failed)))) return null;
  if (!isRecord(correction) || correction.proposalId !== id || !isRecord(correction.values)) return null;
  const data = restoredData(client, ['proposal', id], rules);
  if (!data) return null;
  try {
    return correctionReasonOf(data as Parameters<typeof correctionReasonOf>[0]);
  } catch {
    // A stored answer of another shape: the app will say what it makes of it.
    return null;
  }
}

/** The records as read from IndexedDB (./read-stored) to the bank's reason to paint on `correcao` of `link`, or null. */
export async function correctionReasonToPaint(records: StoredRecords | null, rules: StoredRules, link: string): Promise<CorrectionReasonText | null> {
  const read = await storedCopyWithDrafts(records, rules, (stored) => [stored.postRecord, stored.correctionRecord]);
  if (!read) return null;
  const [post, correction] = read.drafts;
  return readyCorrectionOf({ ...read.copy, post, correction }, rules, link);
}
