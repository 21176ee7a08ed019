import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { DATA_TTL_MS } from '../env';
import { decrypt, encrypt, generateKey } from './crypto-box';
import { createIdbKv, createMemoryKv, type KvStore, type StorageKind } from './kv-store';
import { KEY_DB, KV_STORE, LAST_ACTIVITY, VAULT_KEY as KEY } from './names';
import { isExpired } from './stored-copy';
import { withWebLock } from '../web-lock';

/**
 * Personal data at rest (docs/on-the-phone.md). Every record the drafts and the
 * query cache write goes through `seal` (AES-GCM under a non-extractable key kept as a CryptoKey
 * in its own IndexedDB database) and comes back through `open`.
 *
 * Expiry: the time of the last activity (a record sealed, or the app started) is kept next to the
 * key. The first storage operation of a page checks it: past the TTL, or unknown, every store and
 * the key are deleted before anything is read, so expired data is never restored.
 *
 * Without IndexedDB or WebCrypto a key cannot be kept, so the stores live in memory for the page
 * (kind 'memory'; the UI says progress will not be kept) and records are not encrypted: they never
 * leave the page.
 */
export interface Vault {
  /** Once per page: picks the storage and wipes expired data. Never rejects. */
  ready(): Promise<void>;
  kind(): Promise<StorageKind>;
  /** Encrypts a record and counts as activity. Rejects when a wipe began before it ended. */
  seal(text: string): Promise<string>;
  /** Rejects when the record cannot be decrypted (no key, another key, altered): "nothing stored". */
  open(record: string): Promise<string>;
  /** A store for personal data, in IndexedDB (database `dbName`) or memory; deleted by expiry and forget(). */
  store(dbName: string): KvStore;
  /**
   * Deletes every store's data, the key and the activity time. `first` (the writers' own
   * clean-up: memory, queued writes) starts once the vault counts as wiped and ends before the
   * stores and the key are deleted.
   */
  forget(first?: () => Promise<unknown>): Promise<void>;
  /**
   * True from forget() until the next record is sealed (the worker typing again): writers that
   * only mirror memory, like the query cache, stay quiet so a wiped device stays empty.
   */
  wiped(): boolean;
}

export interface VaultOptions {
  keyDbName?: string;
  ttlMs?: number;
  now?: () => number;
}

const KV_METHODS = ['get', 'setMany', 'delMany', 'entries', 'clear', 'kind'] as const;

export { KEY_DB };
export const HOUR_MS = 3_600_000;

/**
 * The start (expiry check) and the key's read-or-create run under one lock shared by the app's tabs:
 * two tabs opened at once on a new phone would otherwise each create a key, keep their own in
 * memory, and write records the other cannot read (seen: a second tab found no lead and created another).
 */
const acrossTabs = <T>(run: () => Promise<T>): Promise<T> => withWebLock('fgts-vault', run);

export function createVault({ keyDbName = KEY_DB, ttlMs = DATA_TTL_MS, now = Date.now }: VaultOptions = {}): Vault {
  const names: string[] = [];
  const backends = new Map<string, KvStore>();
  /** The key database; undefined means memory only. */
  let keys: UseStore | undefined;
  let started: Promise<void> | undefined;
  let generation = 0;
  let wiped = false;
  /** Wipes running now. */
  let wiping = 0;

  const backend = (name: string): KvStore => {
    let kv = backends.get(name);
    if (!kv) backends.set(name, (kv = keys ? createIdbKv(name) : createMemoryKv()));
    return kv;
  };

  async function clearAll(): Promise<void> {
    await Promise.all(names.map((name) => backend(name).clear()));
    if (keys) await clear(keys);
  }

  async function start(): Promise<void> {
    if (typeof indexedDB === 'undefined' || !globalThis.crypto?.subtle) return;
    try {
      const store = createStore(keyDbName, KV_STORE);
      const last = await get<unknown>(LAST_ACTIVITY, store);
      keys = store;
      if (isExpired(last, now(), ttlMs)) await clearAll();
      // Opening the app counts as activity.
      await set(LAST_ACTIVITY, now(), store);
    } catch {
      // Refused (private mode, policy) or failed mid-way: keep this page's data in memory only.
      keys = undefined;
      backends.clear();
    }
  }

  const ready = (): Promise<void> => (started ??= acrossTabs(start));

  /**
   * The key, read once per page and kept in memory (a seal is then one WebCrypto call, quick enough
   * for a flush on pagehide), or created when there is none. One promise, so concurrent seals
   * never create two. A tab keeps its key after another tab wiped: what it writes then cannot be
   * read back, so the wipe wins.
   */
  let cached: Promise<CryptoKey> | undefined;
  const key = (store: UseStore): Promise<CryptoKey> =>
    (cached ??= acrossTabs(() =>
      get<unknown>(KEY, store).then(async (stored) => {
        // Anything else under that name (corrupt, foreign) counts as no key.
        if (stored instanceof CryptoKey) return stored;
        const fresh = await generateKey();
        await set(KEY, fresh, store);
        return fresh;
      }),
    ).catch((error: unknown) => {
      cached = undefined;
      throw error;
    }));

  return {
    ready,
    kind: async () => {
      await ready();
      return keys ? 'indexeddb' : 'memory';
    },
    async seal(text) {
      const at = generation;
      await ready();
      const store = keys;
      const sealed = store ? await encrypt(await key(store), text) : text;
      // A record begun before or during a wipe is not written: it may hold what was wiped, or
      // use a key the wipe deletes. (Waiting for the wipe instead could wait on this very write.)
      if (at !== generation || wiping > 0) throw Error();
      wiped = false;
      if (store) set(LAST_ACTIVITY, now(), store).catch(() => undefined);
      return sealed;
    },
    async open(record) {
      await ready();
      // Without a stored key this creates one, which cannot decrypt the record: "nothing stored".
      return keys ? decrypt(await key(keys), record) : record;
    },
    store(name) {
      if (!names.includes(name)) names.push(name);
      // Every operation waits for the expiry check, then goes to this page's backend.
      const kv: Record<string, unknown> = {};
      for (const method of KV_METHODS) {
        kv[method] = async (...args: unknown[]) => {
          await ready();
          return (backend(name)[method] as (...a: unknown[]) => unknown)(...args);
        };
      }
      return kv as unknown as KvStore;
    },
    async forget(first) {
      generation += 1;
      wiped = true;
      wiping += 1;
      try {
        await first?.().catch(() => undefined);
        await ready();
        await clearAll();
        cached = undefined;
      } finally {
        wiping -= 1;
      }
    },
    wiped: () => wiped,
  };
}

/** The app's vault; the drafts and the query cache keep their stores in it. */
export const vault = createVault();
