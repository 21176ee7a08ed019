import { CPF_MASKED_LENGTH } from '../../lib/br/cpf';
import { LONG_PENDING_MS, pendingSince } from '../../lib/fgts/next-step';
import { supportLink } from '../../lib/support-link';
import type { StoredRecords } from './read-stored';
import { isRecord, linkClosed, linkConfigKey, restoredData, restoredQuery, storedCopyOf, type CopyRules, type StoredCopy, type StoredRules } from './stored-copy';

/** What the Corban `/loading` frame draws: whether the consultation has waited over a minute, and whether the support chat then shows. */
export interface WaitingConsultation {
  long: boolean;
  support: boolean;
}

/**
 * Whether the frame may paint the Corban `/loading` (features/consultation/loading-screen) from the
 * phone's copy, and how, or null: only when the app would restore that copy (this build's, not
 * older than the maximum age), the link's flow has the worker's CPF and a consultation, and that
 * consultation's last answer is PENDING, the state `CorbanWaitingFrame` draws. `long` as the screen
 * counts it (`useLongPending`: from the consultation's creation, when the BFF gives a usable one);
 * `support` where the screen then shows the support chat at once (`useSupportPhone`: the link's
 * stored configuration's phone, or its tenant's where the link has none). Anything else (no answer
 * kept, a result, a closed consultation) keeps the startup spinner until the app draws it.
 */
export function waitingConsultationOf({ flow, client }: StoredCopy, rules: CopyRules, link: string): WaitingConsultation | null {
  if (!isRecord(flow) || !isRecord(flow.worker)) return null;
  const { cpf } = flow.worker;
  if (typeof cpf !== 'string' || cpf.length !== CPF_MASKED_LENGTH) return null;
  const long = pendingLong(flow, client, rules);
  return long === null ? null : { long, support: long && supportLink(supportPhoneOf(client, rules, link)) !== null };
}

/**
 * The same for the self-service consultation (`/consulta`, features/consultation/consultation-screen,
 * `ConsultationWaitingFrame`): the flow must have its lead (lib/flow/guards), the link must not be
 * one the BFF has no configuration for (the app goes to /404), and the consultation's last answer
 * PENDING. Its support chat comes below what the frame paints: no room to keep.
 */
export function waitingSelfServiceOf({ flow, client }: StoredCopy, rules: CopyRules, link: string): { long: boolean } | null {
  if (!isRecord(flow) || typeof flow.leadId !== 'string' || flow.leadId === '' || linkClosed(client, rules, link)) return null;
  const long = pendingLong(flow, client, rules);
  return long === null ? null : { long };
}

/**
 * Whether the flow's consultation, PENDING in the stored cache, has waited over a minute; null when
 * there is none PENDING, or when its checks had failed twice in a row (the screens then say so
 * first: use-solicitation's `checksFailing`).
 */
function pendingLong(flow: Record<string, unknown>, client: unknown, rules: CopyRules): boolean | null {
  const id = flow.solicitationId;
  if (typeof id !== 'string' || id === '') return null;
  const stored = restoredQuery(client, ['balance-solicitation', id], rules);
  const data = isRecord(stored?.data) ? stored.data : undefined;
  if (!data || data.status !== 'PENDING' || stored!.failures >= 2) return null;
  const createdAt = typeof data.createdAt === 'string' ? data.createdAt : null;
  return rules.now >= pendingSince(createdAt, rules.now) + LONG_PENDING_MS;
}

/**
 * The support phone the screen reads from the stored configurations (hooks/use-link-config's
 * `useSupportPhone`): the link's own, else its tenant's (the link's first slug) if the phone holds it.
 */
function supportPhoneOf(client: unknown, rules: CopyRules, link: string): string | null {
  const phoneOf = (data: unknown) => (isRecord(data) && typeof data.supportPhone === 'string' ? data.supportPhone : null);
  const key = linkConfigKey(link);
  return phoneOf(restoredQuery(client, key, rules)?.data) ?? phoneOf(restoredData(client, ['selfservice', key[1], null, null], rules));
}

/** The records as read from IndexedDB (./read-stored) for the link `link` to what the frame paints, or null (./stored-copy's `storedCopyOf`, then `waitingConsultationOf`). */
export async function consultationToPaint(records: StoredRecords | null, rules: StoredRules, link: string): Promise<WaitingConsultation | null> {
  const copy = await storedCopyOf(records, rules);
  return copy && waitingConsultationOf(copy, rules, link);
}

/** The records as read from IndexedDB (./read-stored) to what `/consulta`'s frame paints, or null. */
export async function selfServiceToPaint(records: StoredRecords | null, rules: StoredRules, link: string): Promise<{ long: boolean } | null> {
  const copy = await storedCopyOf(records, rules);
  return copy && waitingSelfServiceOf(copy, rules, link);
}
