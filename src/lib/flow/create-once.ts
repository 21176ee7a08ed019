import { flushDrafts, getDraft, readLatestDraft, setDraft } from '../storage/draft-store';
import { createSingleFlight } from '../single-flight';
import { flowKey, type FlowState } from './flow-state';

/** In this tab, a second call while the first is in flight (a double tap, StrictMode) shares it. */
const inThisTab = createSingleFlight<unknown>();

/**
 * Issue 4: no second lead or solicitation from a reopen, a reload, a double tap or two open tabs.
 * The creation runs under a lock shared by every tab of this app (Web Locks); inside it, the
 * link's flow state is read as it stands latest (this tab's unsaved change, else what the disk
 * holds), so a tab that waited for another one finds what that one created and reuses it, and a
 * lead this tab has just closed is never reused from an older record. This tab's memory is asked
 * too, for a creation whose write to disk failed. What is created is written to disk before the lock is released.
 * Without Web Locks (old browsers) the in-tab guards and the BFF's idempotency remain.
 */
export async function createOnceAcrossTabs<T>(options: {
  /** Lock name: the kind of creation and the link. */
  lock: string;
  base: string;
  /** What this flow state already has, or undefined to create. */
  reuse: (flow: FlowState | undefined) => Promise<T> | T | undefined;
  create: () => Promise<T>;
  /** The flow state with the creation recorded. */
  record: (flow: FlowState | undefined, created: T) => FlowState | undefined;
}): Promise<T> {
  const key = flowKey(options.base);
  const run = async (): Promise<T> => {
    const existing = (await options.reuse(await readLatestDraft<FlowState>(key))) ?? (await options.reuse(getDraft<FlowState>(key)));
    if (existing !== undefined) return existing;
    const created = await options.create();
    const next = options.record(getDraft<FlowState>(key), created);
    if (next) setDraft(key, next);
    await flushDrafts();
    return created;
  };
  const name = `fgts:${options.lock}:${options.base}`;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return (await inThisTab(name, () => (locks ? locks.request(name, run) : run()))) as T;
}
