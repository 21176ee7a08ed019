import { CPF_MASKED_LENGTH } from '../../lib/br/cpf';
import { LONG_PENDING_MS, pendingSince } from '../../lib/fgts/next-step';
import type { StoredRecords } from './read-stored';
import { isRecord, restoredData, storedCopyOf, type CopyRules, type StoredCopy, type StoredRules } from './stored-copy';

/** What the Corban `/loading` frame draws: whether the consultation has waited over a minute. */
export interface WaitingConsultation {
  long: boolean;
}

/**
 * Whether the frame may paint the Corban `/loading` (features/consultation/loading-screen) from the
 * phone's copy, and how, or null: only when the app would restore that copy (this build's, not
 * older than the maximum age), the link's flow has the worker's CPF and a consultation, and that
 * consultation's last answer is PENDING, the state `CorbanWaitingFrame` draws. `long` as the screen
 * counts it (`useLongPending`: from the consultation's creation, when the BFF gives a usable one).
 * Anything else (no answer kept, a result, a closed consultation) keeps the startup spinner until
 * the app draws it.
 */
export function waitingConsultationOf({ flow, client }: StoredCopy, rules: CopyRules): WaitingConsultation | null {
  if (!isRecord(flow) || !isRecord(flow.worker)) return null;
  const { cpf } = flow.worker;
  const id = flow.solicitationId;
  if (typeof cpf !== 'string' || cpf.length !== CPF_MASKED_LENGTH || typeof id !== 'string' || id === '') return null;
  const data = restoredData(client, ['balance-solicitation', id], rules);
  if (!data || data.status !== 'PENDING') return null;
  const createdAt = typeof data.createdAt === 'string' ? data.createdAt : null;
  return { long: rules.now >= pendingSince(createdAt, rules.now) + LONG_PENDING_MS };
}

/** The records as read from IndexedDB (./read-stored) to what the frame paints, or null (./stored-copy's `storedCopyOf`, then `waitingConsultationOf`). */
export async function consultationToPaint(records: StoredRecords | null, rules: StoredRules): Promise<WaitingConsultation | null> {
  const copy = await storedCopyOf(records, rules);
  return copy && waitingConsultationOf(copy, rules);
}
