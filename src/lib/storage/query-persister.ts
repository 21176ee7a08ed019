import type { PersistQueryClientProviderProps, PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { DATA_TTL_MS } from '../env';
import { codec as appCodec, type Codec } from './codec';
import type { KvStore } from './kv-store';
import { QUERY_CACHE_BUSTER, QUERY_CACHE_DB, QUERY_CACHE_KEY } from './names';
import { onPageLeave, type PageLifecycleTargets } from './page-leave';
import { vault as appVault, type Vault } from './vault';

/**
 * Persistence of the TanStack Query cache, so a worker who closes the tab during the
 * bank consultation comes back to the same data (architecture guide).
 *
 * Persistence rule: only queries that opt in with `meta: { persist: true }` and ended
 * in success are written. Opt-in (rather than a key prefix list kept here) keeps the
 * decision next to the query that knows what it holds; spread `persistedQuery` into
 * such queries' options, or `personalQuery` when the data is about the worker (those are
 * also dropped from memory by 'Limpar meus dados'). Errors, pending queries and mutations
 * (whose variables hold personal data and cannot resume without mutation defaults) are
 * never written. The whole cache is one record, encrypted by ./codec.
 */
export const QUERY_CACHE_MAX_AGE_MS = DATA_TTL_MS;
export { QUERY_CACHE_BUSTER, QUERY_CACHE_DB };
import { QUERY_CACHE_THROTTLE_MS } from './write-timing';
/**
 * A cache unchanged this long is written again when the app uses it, so its timestamp (which the
 * restore's maxAge reads) follows the worker's last activity, as the vault's expiry does.
 */
const REFRESH_MS = 10 * 60 * 1000;

/**
 * Options for queries that should survive a reload. The 5-minute default gcTime would
 * drop them from memory (and so from the next save) long before the persisted copy expires.
 */
export const persistedQuery = {
  meta: { persist: true },
  gcTime: QUERY_CACHE_MAX_AGE_MS,
} as const;

/** persistedQuery for data about the worker. */
export const personalQuery = {
  meta: { persist: true, personal: true },
  gcTime: QUERY_CACHE_MAX_AGE_MS,
} as const;

const queryCacheKv = appVault.store(QUERY_CACHE_DB);

/** The structural part of a Query this rule reads (works across query-core copies). */
interface PersistCandidate {
  state: { status: string };
  meta?: Record<string, unknown> | undefined;
}

export function shouldPersistQuery(query: PersistCandidate): boolean {
  return query.state.status === 'success' && query.meta?.persist === true;
}

export interface PersisterOptions {
  codec?: Codec;
  vault?: Pick<Vault, 'wiped'>;
  throttleMs?: number;
}

export interface QueryPersister extends Persister {
  removeClient(): Promise<void>;
  /** Starts the save that is waiting for the throttle now (the page is being hidden or left). */
  flush(): Promise<void> | undefined;
}

/** What an empty cache, or nothing stored, saves. */
const NOTHING = '';

/**
 * What a save would change on disk: each persisted query's data version, not the cache events'
 * noise (a fetch starting, pausing offline or failing writes nothing new; one that answers does,
 * even with the same data: its time is new). Mutations are never saved (persistOptions).
 */
function contentOf({ buster, clientState: { queries } }: PersistedClient): string {
  return queries.length === 0
    ? NOTHING
    : JSON.stringify([buster, queries.map(({ queryHash, state: s }) => [queryHash, s.dataUpdatedAt, s.dataUpdateCount, s.isInvalidated])]);
}

/**
 * Saves the cache when what it holds changes: at once when nothing was saved in the last
 * `throttleMs`, otherwise once that time is up (one write for a burst of changes), and at once when
 * the page is hidden or left (`flush`). A first answer (the link's configuration on the landing) is
 * then on disk within the encryption's milliseconds, not a second later: a worker who closes the
 * app right after finds it there, offline. Saves and removals run one after another;
 * removeClient() also drops the client waiting to be saved, and after a wipe nothing is saved
 * until the vault seals a record again (the worker typing).
 */
export function createIdbPersister(kv: KvStore = queryCacheKv, options: PersisterOptions = {}): QueryPersister {
  const { codec = appCodec, vault = appVault, throttleMs = QUERY_CACHE_THROTTLE_MS } = options;
  let latest: PersistedClient | undefined;
  /** contentOf what is on disk or on its way there; undefined when unknown (nothing read yet, a failed save). */
  let saved: string | undefined;
  /** The timestamp of that record. */
  let savedAt = -Infinity;
  let lastSaveAt = -Infinity;
  /** The save waiting for the throttle, its timer, and what starts it early. */
  let due: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let start: (() => void) | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(operation: () => Promise<T>): Promise<T> => {
    const run = queue.then(operation);
    queue = run.catch(() => undefined);
    return run;
  };

  /** Resolves once written, or failed (the next change tries again). */
  const save = async (): Promise<void> => {
    due = start = undefined;
    const job = latest;
    latest = undefined;
    if (!job) return;
    lastSaveAt = Date.now();
    // A record being sealed when a wipe begins is refused by the vault, so a save cannot
    // land after removeClient() with what was wiped.
    await enqueue(async () => kv.setMany([[QUERY_CACHE_KEY, await codec.serialize(job)]])).catch(() => (saved = undefined));
  };

  return {
    /** Resolves once the save it joined is written (or failed: the next change tries again). */
    persistClient(client) {
      if (vault.wiped()) return;
      const content = contentOf(client);
      if (content !== saved || (content !== NOTHING && client.timestamp - savedAt >= REFRESH_MS)) {
        saved = content;
        savedAt = client.timestamp;
        latest = client;
        // At most the throttle, also when the system clock went back.
        const wait = Math.min(throttleMs, lastSaveAt + throttleMs - Date.now());
        if (wait <= 0 && !due) return save();
        due ??= new Promise<void>((go) => (timer = setTimeout((start = go), wait))).then(save);
      }
      return due;
    },
    flush() {
      clearTimeout(timer);
      start?.();
      return due;
    },
    async restoreClient() {
      saved = NOTHING;
      const text = await kv.get(QUERY_CACHE_KEY);
      if (!text) return undefined;
      try {
        const client = (await codec.deserialize(text)) as PersistedClient;
        saved = contentOf(client);
        savedAt = client.timestamp;
        return client;
      } catch {
        // No key, another key or altered: nothing stored.
        await kv.delMany([QUERY_CACHE_KEY]);
        return undefined;
      }
    },
    removeClient() {
      latest = undefined;
      saved = NOTHING;
      return enqueue(() => kv.delMany([QUERY_CACHE_KEY]));
    },
  };
}

/**
 * True when what the worker does survives a reload (IndexedDB with WebCrypto); false when only
 * memory is left, so the UI can warn that progress will not be kept.
 */
export async function isPersistentStorageAvailable(kv: KvStore = queryCacheKv): Promise<boolean> {
  return (await kv.kind()) !== 'memory';
}

const persister = createIdbPersister();

/** Saves a change waiting for the throttle as soon as the page is hidden or left. */
export const installQueryCacheFlush = (targets?: PageLifecycleTargets): (() => void) => onPageLeave(() => void persister.flush(), targets);

/** Deletes the saved cache and drops a save that is waiting (used by the wipe). */
export const clearPersistedQueryCache = (): Promise<void> => persister.removeClient();

export const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister,
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
