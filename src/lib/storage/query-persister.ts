import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  removeOldestQuery,
  type PersistQueryClientProviderProps,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { deserialize, serialize } from './codec';
import { createFallbackKv, type KvStore } from './kv-store';

/**
 * Persistence of the TanStack Query cache, so a worker who closes the tab during the
 * bank consultation comes back to the same data (architecture guide).
 *
 * Persistence rule: only queries that opt in with `meta: { persist: true }` and ended
 * in success are written. Opt-in (rather than a key prefix list kept here) keeps the
 * decision next to the query that knows what it holds; spread `persistedQuery` into
 * such queries' options. Errors, pending queries and mutations (whose variables hold
 * personal data and cannot resume without mutation defaults) are never written.
 * Personal-data queries will be encrypted by a later issue through ./codec.
 */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const QUERY_CACHE_KEY = 'fgts-query-cache';

/** A new build discards caches written by an older one (shapes may have changed). */
export const QUERY_CACHE_BUSTER: string = import.meta.env.VITE_APP_VERSION ?? 'dev';

/**
 * Options for queries that should survive a reload. The 5-minute default gcTime would
 * drop them from memory (and so from the next save) long before the 24 h maxAge.
 */
export const persistedQuery = {
  meta: { persist: true },
  gcTime: QUERY_CACHE_MAX_AGE_MS,
} as const;

const queryCacheKv = createFallbackKv({ dbName: 'fgts-app-query-cache', localStoragePrefix: 'fgts-query:' });

/** The structural part of a Query this rule reads (works across query-core copies). */
interface PersistCandidate {
  state: { status: string };
  meta?: Record<string, unknown> | undefined;
}

export function shouldPersistQuery(query: PersistCandidate): boolean {
  return query.state.status === 'success' && query.meta?.persist === true;
}

export function createIdbPersister(kv: KvStore = queryCacheKv): Persister {
  return createAsyncStoragePersister({
    storage: {
      getItem: async (key) => (await kv.get(key)) ?? null,
      setItem: (key, value) => kv.setMany([[key, value]]),
      removeItem: (key) => kv.delMany([key]),
    },
    key: QUERY_CACHE_KEY,
    serialize: (client) => serialize(client),
    deserialize: async (text) => (await deserialize(text)) as PersistedClient,
    // A full quota (likely on the localStorage fallback) drops the oldest query and tries again.
    retry: removeOldestQuery,
  });
}

/**
 * True when what the worker does survives a reload (IndexedDB or the localStorage
 * fallback); false when only memory is left, so the UI can warn that progress will
 * not be kept.
 */
export async function isPersistentStorageAvailable(kv: KvStore = queryCacheKv): Promise<boolean> {
  return (await kv.kind()) !== 'memory';
}

export const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister: createIdbPersister(),
  maxAge: QUERY_CACHE_MAX_AGE_MS,
  buster: QUERY_CACHE_BUSTER,
  dehydrateOptions: {
    shouldDehydrateQuery: shouldPersistQuery,
    shouldDehydrateMutation: () => false,
  },
  hydrateOptions: {
    // Restored queries get the default 5-minute gcTime until a screen observes them;
    // keep them as long as the persisted copy is valid instead.
    defaultOptions: { queries: { gcTime: QUERY_CACHE_MAX_AGE_MS } },
  },
};
