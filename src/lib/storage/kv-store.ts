import { clear, createStore, delMany, entries, get, setMany, type UseStore } from 'idb-keyval';
import { KV_STORE } from './names';
import { isLocalStorageUsable } from './safe-local-storage';

/** Where persisted data actually lives on this device. */
export type StorageKind = 'indexeddb' | 'localstorage' | 'memory';

/** A string key-value store: what the query cache and the drafts need from a disk. */
export interface KvStore {
  get: (key: string) => Promise<string | undefined>;
  setMany: (items: ReadonlyArray<readonly [string, string]>) => Promise<void>;
  delMany: (keys: readonly string[]) => Promise<void>;
  entries: () => Promise<Array<[string, string]>>;
  clear: () => Promise<void>;
  kind: () => Promise<StorageKind>;
}

export function createIdbKv(dbName: string): KvStore {
  // One database per store: idb-keyval creates a store only when the database is
  // first created, so two stores in one database would leave the second missing.
  const store: UseStore = createStore(dbName, KV_STORE);
  return {
    get: async (key) => {
      const value: unknown = await get(key, store);
      return typeof value === 'string' ? value : undefined;
    },
    setMany: (items) =>
      setMany(
        items.map(([key, value]) => [key, value]),
        store,
      ),
    delMany: (keys) => delMany([...keys], store),
    entries: async () => {
      const all = await entries<IDBValidKey, unknown>(store);
      return all.filter((pair): pair is [string, string] => typeof pair[0] === 'string' && typeof pair[1] === 'string');
    },
    clear: () => clear(store),
    kind: () => Promise.resolve('indexeddb'),
  };
}

/** localStorage under a key prefix; errors (quota) reach the caller. */
export function createLocalStorageKv(prefix: string): KvStore {
  const storage = (): Storage => globalThis.localStorage;
  const ownKeys = (): string[] => {
    const keys: string[] = [];
    for (let i = 0; i < storage().length; i += 1) {
      const key = storage().key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  };
  return {
    get: async (key) => storage().getItem(prefix + key) ?? undefined,
    setMany: async (items) => items.forEach(([key, value]) => storage().setItem(prefix + key, value)),
    delMany: async (keys) => keys.forEach((key) => storage().removeItem(prefix + key)),
    entries: async () =>
      ownKeys().flatMap((key) => {
        const value = storage().getItem(key);
        return value === null ? [] : [[key.slice(prefix.length), value] as [string, string]];
      }),
    clear: async () => ownKeys().forEach((key) => storage().removeItem(key)),
    kind: () => Promise.resolve('localstorage'),
  };
}

export function createMemoryKv(): KvStore {
  const map = new Map<string, string>();
  return {
    get: async (key) => map.get(key),
    setMany: async (items) => items.forEach(([key, value]) => map.set(key, value)),
    delMany: async (keys) => keys.forEach((key) => map.delete(key)),
    entries: async () => [...map.entries()],
    clear: async () => map.clear(),
    kind: () => Promise.resolve('memory'),
  };
}

/**
 * IndexedDB when it works, else localStorage, else memory (data lost on reload).
 * IndexedDB can exist and still fail to open (Firefox private windows before v115,
 * storage disabled by policy), so the choice is made by opening it, once, on first use.
 */
export function createFallbackKv(options: { dbName: string; localStoragePrefix: string }): KvStore {
  let chosen: Promise<KvStore> | undefined;
  const backend = (): Promise<KvStore> => (chosen ??= choose(options));
  return {
    get: async (key) => (await backend()).get(key),
    setMany: async (items) => (await backend()).setMany(items),
    delMany: async (keys) => (await backend()).delMany(keys),
    entries: async () => (await backend()).entries(),
    clear: async () => (await backend()).clear(),
    kind: async () => (await backend()).kind(),
  };
}

async function choose({ dbName, localStoragePrefix }: { dbName: string; localStoragePrefix: string }): Promise<KvStore> {
  if (typeof indexedDB !== 'undefined') {
    const idb = createIdbKv(dbName);
    try {
      await idb.get('__probe__');
      return idb;
    } catch {
      // Fall through to the next backend.
    }
  }
  if (isLocalStorageUsable()) return createLocalStorageKv(localStoragePrefix);
  return createMemoryKv();
}
