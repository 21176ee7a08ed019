import { clear, createStore, get, set, update, type UseStore } from 'idb-keyval';
import { env } from '../env';
import { decrypt, encrypt, generateKey, isUsableKey } from './crypto-box';
import { createIdbKv, createMemoryKv, type KvStore, type StorageKind } from './kv-store';

/**
 * Personal data at rest (README, "What is kept on the phone"). Every record the drafts and the
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
  /** Encrypts a record and counts as activity. */
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
  /** Changes on every forget(): work queued before a wipe must not be written after it. */
  generation(): number;
}

export interface VaultOptions {
  keyDbName?: string;
  ttlMs?: number;
  now?: () => number;
}

const KEY = 'key';
const LAST_ACTIVITY = 'lastActivity';
/** Where earlier versions kept drafts and the cache when IndexedDB failed, unencrypted. */
const LEGACY_PREFIXES = ['fgts-draft:', 'fgts-query:'];

export const KEY_DB = 'fgts-app-key';
export const HOUR_MS = 3_600_000;

export function createVault({ keyDbName = KEY_DB, ttlMs = env.dataTtlHours * HOUR_MS, now = Date.now }: VaultOptions = {}): Vault {
  const names: string[] = [];
  const backends = new Map<string, KvStore>();
  /** The key database; undefined means memory only. */
  let keys: UseStore | undefined;
  let started: Promise<void> | undefined;
  let generation = 0;
  let wiped = false;
  let forgetting: Promise<unknown> = Promise.resolve();
  let touching = false;

  const backend = (name: string): KvStore => {
    let kv = backends.get(name);
    if (!kv) backends.set(name, (kv = keys ? createIdbKv(name) : createMemoryKv()));
    return kv;
  };

  async function clearAll(): Promise<void> {
    dropLegacyCopies();
    await Promise.all(names.map((name) => backend(name).clear()));
    if (keys) await clear(keys);
  }

  async function start(): Promise<void> {
    if (typeof indexedDB === 'undefined' || !globalThis.crypto?.subtle) return dropLegacyCopies();
    try {
      const store = createStore(keyDbName, 'kv');
      const last = await get<unknown>(LAST_ACTIVITY, store);
      keys = store;
      if (typeof last !== 'number' || Math.abs(now() - last) > ttlMs) await clearAll();
      else dropLegacyCopies();
      // Opening the app counts as activity.
      await set(LAST_ACTIVITY, now(), store);
    } catch {
      // Refused (private mode, policy) or failed mid-way: keep this page's data in memory only.
      keys = undefined;
      backends.clear();
    }
  }

  const ready = (): Promise<void> => (started ??= start());

  async function key(store: UseStore, create: boolean): Promise<CryptoKey | undefined> {
    await forgetting;
    const stored = await get<unknown>(KEY, store);
    if (isUsableKey(stored)) return stored;
    if (!create) return undefined;
    const fresh = await generateKey();
    let winner = fresh;
    // Another tab may have stored a key meanwhile: one transaction keeps whichever came first.
    await update<unknown>(KEY, (old) => (winner = isUsableKey(old) ? old : fresh), store);
    return winner;
  }

  /** One activity write for the records of a batch, skipped when a wipe came first. */
  function touch(store: UseStore): void {
    if (touching) return;
    touching = true;
    const at = generation;
    queueMicrotask(() => {
      touching = false;
      if (at === generation) set(LAST_ACTIVITY, now(), store).catch(() => undefined);
    });
  }

  return {
    ready,
    kind: async () => {
      await ready();
      return keys ? 'indexeddb' : 'memory';
    },
    async seal(text) {
      await ready();
      wiped = false;
      const store = keys;
      if (!store) return text;
      const sealed = await encrypt((await key(store, true))!, text);
      touch(store);
      return sealed;
    },
    async open(record) {
      await ready();
      if (!keys) return record;
      const found = await key(keys, false);
      if (!found) throw new Error('no key');
      return decrypt(found, record);
    },
    store(name) {
      names.push(name);
      const on = async (): Promise<KvStore> => {
        await ready();
        return backend(name);
      };
      return {
        get: async (k) => (await on()).get(k),
        setMany: async (items) => (await on()).setMany(items),
        delMany: async (ks) => (await on()).delMany(ks),
        entries: async () => (await on()).entries(),
        clear: async () => (await on()).clear(),
        kind: async () => (await on()).kind(),
      };
    },
    async forget(first) {
      generation += 1;
      wiped = true;
      const settled = first?.().catch(() => undefined);
      const run = ready().then(() => settled).then(clearAll);
      forgetting = run.catch(() => undefined);
      await run;
    },
    wiped: () => wiped,
    generation: () => generation,
  };
}

function dropLegacyCopies(): void {
  try {
    const storage = globalThis.localStorage;
    for (let i = storage.length - 1; i >= 0; i -= 1) {
      const name = storage.key(i);
      if (name && LEGACY_PREFIXES.some((prefix) => name.startsWith(prefix))) storage.removeItem(name);
    }
  } catch {
    // No usable localStorage: nothing of ours is in it.
  }
}

/** The app's vault; the drafts and the query cache keep their stores in it. */
export const vault = createVault();

export const getStorageKind = (): Promise<StorageKind> => vault.kind();
