/** A query as TanStack's persister stores it: its key, its answer, its state ('success' unless said), its failed reads in a row since. */
export type StoredQuery = [key: unknown[], data: unknown, status?: string, failures?: number];

export const NOW = 1_800_000_000_000;
/** The rules the frames apply (src/app/cached-frame/stored-copy), at `NOW`. */
export const RULES = { now: NOW, maxAgeMs: 24 * 3_600_000, buster: '0.1.0' };

/**
 * The query cache as the app persists it (TanStack's PersistedClient, lib/storage/query-persister),
 * holding `queries` after a query of another kind; written a minute before `NOW` by this build.
 */
export function persistedClient(queries: StoredQuery[], { timestamp = NOW - 60_000, buster = RULES.buster } = {}) {
  const stored = ([queryKey, data, status = 'success', failures = 0]: StoredQuery) => ({ queryKey, queryHash: JSON.stringify(queryKey), state: { status, data, fetchFailureCount: failures } });
  return {
    timestamp,
    buster,
    clientState: { mutations: [], queries: [stored([['link-config', 'demo'], { id: 'x' }]), ...queries.map(stored)] },
  };
}
