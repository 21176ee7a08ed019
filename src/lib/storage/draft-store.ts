import { codec as appCodec, type Codec } from './codec';
import type { KvStore } from './kv-store';
import { onPageLeave, pageTargets, type PageLifecycleTargets } from './page-leave';
import { DRAFTS_DB } from './names';
import { draftValueOf } from './stored-copy';
import { vault } from './vault';

/**
 * What the worker types, kept across reloads and app restarts (architecture guide).
 * Reads are synchronous from memory; writes go to disk debounced, and are flushed when
 * the page is hidden or left so a closed tab loses nothing.
 *
 * Values must be JSON-serialisable. Records are encrypted by ./codec and expire with the
 * rest of the personal data, a set time after the last activity (./vault).
 */
import { DRAFT_DEBOUNCE_MS } from './write-timing';

export { DRAFT_DEBOUNCE_MS };
export { DRAFTS_DB };

/** A wrapper, so a stored `null` differs from a deletion (null in `pending`). */
interface DraftRecord {
  value: unknown;
  /** Its encrypted form, begun in the task after the change (or by its write); `sealed` once it is done. */
  sealing?: Promise<string>;
  sealed?: string;
}

export interface DraftStore {
  get: <T>(key: string) => T | undefined;
  /** The keys of the drafts in memory (loaded or set), e.g. every link's flow state. */
  keys: () => string[];
  set: (key: string, value: unknown) => void;
  remove: (key: string) => void;
  /** Writes pending changes now. Never rejects: a failed write is reported and dropped. */
  flush: () => Promise<void>;
  clear: () => Promise<void>;
  /**
   * Reads stored drafts into memory, deleting records that cannot be decrypted or parsed
   * (expired data was already wiped by the vault). Values set before it finishes keep
   * priority. Never rejects: unreadable storage means no drafts.
   */
  load: () => Promise<void>;
  /**
   * Reads one draft again from disk (another tab may have written it), unless this tab has an
   * unsaved change to it. Never rejects.
   */
  reload: (key: string) => Promise<void>;
  /**
   * The freshest value of a draft across tabs: this tab's unsaved change to it, or else what the
   * disk holds once this tab's writes in progress have landed (another tab may have written it
   * since). Never rejects.
   */
  readLatest: <T>(key: string) => Promise<T | undefined>;
  subscribe: (listener: () => void) => () => void;
}

export interface DraftStoreOptions {
  kv?: KvStore;
  codec?: Codec;
  debounceMs?: number;
  /**
   * Tells the other tabs of this app which drafts were written, so they read them again from
   * disk (only key names travel, never values). Default: a BroadcastChannel where available.
   */
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'> | null;
}

const DRAFTS_CHANNEL = 'fgts-app-drafts';

export function createDraftStore(options: DraftStoreOptions = {}): DraftStore {
  const kv = options.kv ?? vault.store(DRAFTS_DB);
  const { serialize, deserialize } = options.codec ?? appCodec;
  const debounceMs = options.debounceMs ?? DRAFT_DEBOUNCE_MS;
  const channel =
    options.channel !== undefined
      ? options.channel
      : typeof window !== 'undefined' && typeof BroadcastChannel === 'function'
        ? new BroadcastChannel(DRAFTS_CHANNEL)
        : null;

  const records = new Map<string, DraftRecord>();
  /** Keys changed since the last write; null marks a deletion. */
  const pending = new Map<string, DraftRecord | null>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Disk operations run one after another, so a slow write can never land after a
  // newer one or after clear() and bring old data back.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (operation: () => Promise<void>): Promise<void> => {
    const run = queue.then(operation);
    queue = run.catch(() => undefined); // one failure must not block later writes
    return run;
  };

  const notify = (): void => listeners.forEach((listener) => listener());

  function schedule(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void flush(), debounceMs);
  }

  function seal(record: DraftRecord): Promise<string> {
    if (!record.sealing) {
      record.sealing = serialize({ value: record.value });
      record.sealing.then(
        (text) => (record.sealed = text),
        () => undefined,
      );
    }
    return record.sealing;
  }

  /** Records changed since the last sealing task, the latest per key. */
  const unsealed = new Map<string, DraftRecord>();
  let sealTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Encrypted almost at once (WebCrypto is asynchronous); only the disk write waits for the
   * debounce. A flush on pagehide then starts its write within the event's microtasks, before the
   * page is torn down, instead of after an encryption that would never finish. The sealing runs
   * in the next task rather than in the keystroke's own, which a cheap phone must keep short, and
   * keys typed within one task are sealed once.
   */
  function sealSoon(key: string, record: DraftRecord): void {
    unsealed.set(key, record);
    sealTimer ??= setTimeout(() => {
      sealTimer = undefined;
      for (const waiting of unsealed.values()) void seal(waiting);
      unsealed.clear();
    }, 0);
  }

  function change(key: string, record: DraftRecord | null): void {
    if (record) {
      records.set(key, record);
      sealSoon(key, record);
    } else {
      records.delete(key);
      unsealed.delete(key);
    }
    pending.set(key, record);
    notify();
    schedule();
  }

  function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return queue;
    const batch = [...pending];
    pending.clear();
    return enqueue(() => write(batch));
  }

  async function write(batch: Array<[string, DraftRecord | null]>): Promise<void> {
    try {
      const saved = batch.flatMap(([key, record]) => (record ? [[key, record] as const] : []));
      const writes = saved.every(([, record]) => record.sealed)
        ? saved.map(([key, record]) => [key, record.sealed!] as const)
        : await Promise.all(saved.map(async ([key, record]) => [key, await seal(record)] as const));
      const deletions = batch.filter(([, record]) => record === null).map(([key]) => key);
      if (writes.length > 0) await kv.setMany(writes);
      if (deletions.length > 0) await kv.delMany(deletions);
      channel?.postMessage({ keys: batch.map(([key]) => key) });
    } catch (error) {
      reportFailure('Draft could not be saved on this device', error);
    }
  }

  async function load(): Promise<void> {
    try {
      const stored = await kv.entries();
      const unreadable: string[] = [];
      for (const [key, text] of stored) {
        const record = await decode(text, deserialize);
        if (!record) unreadable.push(key);
        else if (!records.has(key) && !pending.has(key)) records.set(key, record);
      }
      if (unreadable.length > 0) await enqueue(() => kv.delMany(unreadable));
    } catch (error) {
      // Startup must go on with empty drafts rather than fail.
      reportFailure('Drafts could not be read on this device', error);
    }
    notify();
  }

  async function reload(key: string): Promise<void> {
    try {
      const text = await kv.get(key);
      if (pending.has(key)) return;
      const record = text === undefined ? undefined : await decode(text, deserialize);
      if (pending.has(key)) return;
      if (record) records.set(key, record);
      else records.delete(key);
      notify();
    } catch (error) {
      reportFailure('Draft could not be read again on this device', error);
    }
  }

  async function readLatest<T>(key: string): Promise<T | undefined> {
    // An unsaved change is newer than anything on disk (a stale record there could, say, offer
    // to reuse a lead this tab has just closed).
    const unsaved = (): T | undefined => pending.get(key)?.value as T | undefined;
    if (pending.has(key)) return unsaved();
    try {
      await queue;
      if (pending.has(key)) return unsaved();
      const text = await kv.get(key);
      return text === undefined ? undefined : ((await decode(text, deserialize))?.value as T | undefined);
    } catch {
      return undefined;
    }
  }

  channel?.addEventListener('message', (event: Event) => {
    const keys = (event as MessageEvent<{ keys?: unknown }>).data?.keys;
    if (Array.isArray(keys)) for (const key of keys) if (typeof key === 'string') void reload(key);
  });

  return {
    get: <T>(key: string) => records.get(key)?.value as T | undefined,
    keys: () => [...records.keys()],
    set: (key, value) => change(key, { value }),
    remove: (key) => change(key, null),
    flush,
    async clear() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      // A change not yet sealed must not be sealed after the wipe (a seal counts as activity).
      unsealed.clear();
      pending.clear();
      records.clear();
      notify();
      await enqueue(() => kv.clear());
    },
    load,
    reload,
    readLatest,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// Only the error's name: a storage error message could quote the data involved.
function reportFailure(what: string, error: unknown): void {
  console.warn(what, error instanceof Error ? error.name : 'unknown error');
}

/** Undefined for anything that is not a readable record (no key, altered, corrupt or foreign data). */
async function decode(text: string, deserialize: Codec['deserialize']): Promise<DraftRecord | undefined> {
  try {
    return draftValueOf(await deserialize(text));
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- app instance

export const draftStore = createDraftStore();

export const getDraft = <T>(key: string): T | undefined => draftStore.get<T>(key);
export const draftKeys = (): string[] => draftStore.keys();
export const setDraft = (key: string, value: unknown): void => draftStore.set(key, value);
export const removeDraft = (key: string): void => draftStore.remove(key);
export const flushDrafts = (): Promise<void> => draftStore.flush();
export const clearDrafts = (): Promise<void> => draftStore.clear();
export const loadDrafts = (): Promise<void> => draftStore.load();
export const readLatestDraft = <T>(key: string): Promise<T | undefined> => draftStore.readLatest<T>(key);

// ---------------------------------------------------------------- flush on leave

let uninstall: (() => void) | undefined;

/**
 * Flushes drafts when the page is hidden or left (./page-leave). Installed once: later calls
 * return the same uninstaller.
 */
export function installDraftPersistence(targets: PageLifecycleTargets | undefined = pageTargets(), store: DraftStore = draftStore): () => void {
  if (uninstall) return uninstall;
  if (!targets) return () => undefined;
  const stop = onPageLeave(() => void store.flush(), targets);
  uninstall = () => {
    stop();
    uninstall = undefined;
  };
  return uninstall;
}
