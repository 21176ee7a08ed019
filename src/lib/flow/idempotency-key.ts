import { flushDrafts, getDraft, readLatestDraft, removeDraft, setDraft } from '../storage/draft-store';
import { fnv1a } from './flow-state';

/**
 * Idempotency keys of a link's creations (lead, solicitation, proposal, resubmission): one per kind
 * of creation, tied to the request it sends (`of`: a hash of the body, or what the body is made of,
 * such as the lead id). Kept in the encrypted drafts, so a reload, a reopened app or another tab
 * repeats a creation whose answer was lost with the same key, and a BFF that honours
 * `Idempotency-Key` answers it without creating again. The same body keeps its key; another body
 * gets another key; a key is forgotten once its creation has been answered (a refusal included), or
 * once the server has answered a repeat on it with the failure it gave before (settleFailedSend).
 */
/**
 * `handed`: the request was handed to the service worker (lib/background/outbox), which may have sent it.
 * `failed`: the last failure of unknown outcome answered on this key (failureOf), to recognise it
 * when a repeat gets it again.
 */
type KeyEntry = { of: string; key: string; handed?: true; failed?: string };
type Keys = Record<string, KeyEntry>;

export const idempotencyDraftKey = (base: string) => `idempotency:${base}`;

/**
 * The key for this creation and data: the stored one, or a new one written to disk before it is
 * returned (the request must not leave before its key would survive a reload). Call it where the
 * creation is serialised across tabs (createOnceAcrossTabs does), so two tabs agree on one key.
 */
export async function idempotencyKeyFor(base: string, creation: string, of: string): Promise<string> {
  const draft = idempotencyDraftKey(base);
  const stored = (await readLatestDraft<Keys>(draft)) ?? getDraft<Keys>(draft);
  const entry = stored?.[creation];
  if (entry?.of === of) return entry.key;
  const key = newKey();
  setDraft(draft, { ...stored, [creation]: { of, key } });
  await flushDrafts();
  return key;
}

/**
 * Records that the request keyed `key` was handed to the service worker, so the
 * page's own send first asks the outbox for the worker's answer (api/handed-over), and loads that
 * code only then. Written to disk before the request is handed over.
 */
export async function markHandedOver(base: string, creation: string, key: string): Promise<void> {
  const draft = idempotencyDraftKey(base);
  const stored = getDraft<Keys>(draft);
  const entry = stored?.[creation];
  if (entry?.key !== key || entry.handed) return;
  setDraft(draft, { ...stored, [creation]: { ...entry, handed: true } });
  await flushDrafts();
}

/** Whether the request keyed `key` was handed to the service worker (see markHandedOver). */
export function wasHandedOver(base: string, creation: string, key: string): boolean {
  const entry = getDraft<Keys>(idempotencyDraftKey(base))?.[creation];
  return entry?.key === key && entry.handed === true;
}

/**
 * Forgets the key once its creation has an answer (what it created is recorded, or the server
 * refused it): the next creation of this kind, even for the same data, is a new one. Written with
 * the next flush, together with the record of what was created.
 */
export function forgetIdempotencyKey(base: string, creation: string, key: string): void {
  const draft = idempotencyDraftKey(base);
  const stored = getDraft<Keys>(draft);
  if (stored?.[creation]?.key !== key) return;
  const rest = Object.fromEntries(Object.entries(stored).filter(([name]) => name !== creation));
  if (Object.keys(rest).length === 0) removeDraft(draft);
  else setDraft(draft, rest);
}

/** Errors that are the final answer for their key: the same failure answered on it twice. */
const replayed = new WeakSet<object>();

/**
 * The one rule for what a failed send on a key says about that key (createOnceAcrossTabs runs it
 * for every keyed creation: lead, solicitations, proposal, resubmissions):
 * - a refusal (isRefusal) created nothing: the key is forgotten;
 * - a failure of unknown outcome (a 5xx, 408/429, an answer the app cannot read) is remembered with
 *   the key (failureOf). When a repeat on the same key is answered with that same failure again,
 *   the server has said what it keeps for the key (a BFF that replays every answer by key gives it
 *   for ever): the key is final, so it is forgotten and the error marked (isFinalAnswer); the
 *   next send, even of the same data, goes out on a new key;
 * - no answer (a network failure, status 0) is never the same failure: the key stays as it was.
 * Written to disk before it returns.
 */
export async function settleFailedSend(base: string, creation: string, key: string, error: unknown): Promise<void> {
  const draft = idempotencyDraftKey(base);
  const entry = getDraft<Keys>(draft)?.[creation];
  if (entry?.key !== key) return;
  if (isRefusal(error)) {
    forgetIdempotencyKey(base, creation, key);
  } else {
    const failed = failureOf(error);
    if (failed === undefined) return;
    if (entry.failed === failed) {
      replayed.add(error as object);
      forgetIdempotencyKey(base, creation, key);
    } else {
      setDraft(draft, { ...getDraft<Keys>(draft), [creation]: { ...entry, failed } });
    }
  }
  await flushDrafts();
}

/**
 * Whether the failure is the final answer for the request's key, so nothing is learnt by sending
 * it again on that key: a refusal, or the same failure answered twice on it (settleFailedSend).
 * Whoever keeps the request for a repeat (the proposal's earlier body, a step 5 tap) lets it go.
 */
export function isFinalAnswer(error: unknown): boolean {
  return isRefusal(error) || (typeof error === 'object' && error !== null && replayed.has(error));
}

/**
 * An answered failure that is not a refusal, as a short hash of its status and the server's
 * message (kept in the drafts without the server's words); undefined for no answer (status 0) and
 * for a refusal.
 */
function failureOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || isRefusal(error)) return undefined;
  const { status, serverMessage, message } = error as { status?: unknown; serverMessage?: unknown; message?: unknown };
  if (typeof status !== 'number' || status <= 0) return undefined;
  const said = typeof serverMessage === 'string' ? serverMessage : typeof message === 'string' ? message : '';
  return fnv1a(`${status} ${said}`);
}

/**
 * Whether a failed creation was definitely not carried out: the server answered with a 4xx other
 * than 408/429 (a refusal). No answer, a timeout or a 5xx leaves the outcome unknown, so the key is
 * kept for the repeat (until the repeat gets the same failure again: settleFailedSend).
 */
export function isRefusal(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** A random id (a UUID where the browser has one). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
