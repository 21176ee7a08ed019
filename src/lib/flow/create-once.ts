import { flushDrafts, getDraft, readLatestDraft, setDraft } from '../storage/draft-store';
import { createSingleFlight } from '../single-flight';
import { flowKey, type FlowState } from './flow-state';
import { forgetIdempotencyKey, idempotencyKeyFor, settleFailedSend, wasHandedOver } from './idempotency-key';

/** The Web Lock a link's creation of one kind is made under, in every tab (and its hand-over, ./hand-over-creation). */
export const creationLock = (lock: string, base: string) => `fgts:${lock}:${base}`;

/** In this tab, a second call while the first is in flight (a double tap, StrictMode) shares it. */
const inThisTab = createSingleFlight<unknown>();

/**
 * No second lead or solicitation from a reopen, a reload, a double tap or two open tabs.
 * The creation runs under a lock shared by every tab of this app (Web Locks); inside it, the
 * link's flow state is read as it stands latest (this tab's unsaved change, else what the disk
 * holds), so a tab that waited for another one finds what that one created and reuses it, and a
 * lead this tab has just closed is never reused from an older record. This tab's memory is asked
 * too, for a creation whose write to disk failed. What is created is written to disk before the lock is released.
 * With `idempotentOf`, the request carries an idempotency key kept with the data until the answer
 * is recorded: a lost answer or a reload mid-request repeats the same creation, not a new one; a
 * refusal, or a repeat answered with the failure the key got before, ends the key (settleFailedSend).
 * Without Web Locks (old browsers) the in-tab guards and the BFF's idempotency remain.
 */
export async function createOnceAcrossTabs<T>(options: {
  /** Lock name: the kind of creation and the link. */
  lock: string;
  base: string;
  /** What this flow state already has, or undefined to create. */
  reuse: (flow: FlowState | undefined) => Promise<T> | T | undefined;
  /**
   * What the creation is made of (a hash of the data, the lead id...): the creation then gets an
   * idempotency key kept in the drafts for that data (./idempotency-key), passed to `create` to
   * send as `Idempotency-Key`, so a repeat after a lost answer or a reload is the same creation.
   */
  idempotentOf?: string;
  /** `handedOver`: the request with this key was handed to the service worker (see sentOnceIfHanded in api/client). */
  create: (idempotencyKey: string | undefined, handedOver: boolean) => Promise<T>;
  /** The flow state with the creation recorded. */
  record: (flow: FlowState | undefined, created: T) => FlowState | undefined;
}): Promise<T> {
  const key = flowKey(options.base);
  const run = async (): Promise<T> => {
    const existing = (await options.reuse(await readLatestDraft<FlowState>(key))) ?? (await options.reuse(getDraft<FlowState>(key)));
    if (existing !== undefined) return existing;
    const idempotencyKey = options.idempotentOf === undefined ? undefined : await idempotencyKeyFor(options.base, options.lock, options.idempotentOf);
    let created: T;
    try {
      created = await options.create(idempotencyKey, idempotencyKey !== undefined && wasHandedOver(options.base, options.lock, idempotencyKey));
    } catch (error) {
      // A refusal, or the same failure answered twice on the key, ends the key (isFinalAnswer).
      if (idempotencyKey !== undefined) await settleFailedSend(options.base, options.lock, idempotencyKey, error);
      throw error;
    }
    const next = options.record(getDraft<FlowState>(key), created);
    if (next) setDraft(key, next);
    if (idempotencyKey !== undefined) forgetIdempotencyKey(options.base, options.lock, idempotencyKey);
    await flushDrafts();
    return created;
  };
  const name = creationLock(options.lock, options.base);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return (await inThisTab(name, () => (locks ? locks.request(name, run) : run()))) as T;
}
