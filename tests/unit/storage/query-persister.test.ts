import 'fake-indexeddb/auto';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCodec } from '../../../src/lib/storage/codec';
import {
  QUERY_CACHE_MAX_AGE_MS,
  createIdbPersister,
  installQueryCacheFlush,
  isPersistentStorageAvailable,
  persistOptions,
  persistedQuery,
  shouldPersistQuery,
  type QueryPersister,
} from '../../../src/lib/storage/query-persister';
import { createVault } from '../../../src/lib/storage/vault';
import { plainCodec } from './plain-codec';
import { createSpyKv } from './spy-kv';

let dbCount = 0;
/** An encrypted cache store with its own key, as the app has. */
function freshStore() {
  const vault = createVault({ keyDbName: `query-cache-key-${++dbCount}` });
  const kv = vault.store(`query-cache-test-${dbCount}`);
  return { vault, kv, persister: createIdbPersister(kv, { vault, codec: createCodec(vault), throttleMs: 0 }) };
}

describe('shouldPersistQuery', () => {
  it('should persist › when the query succeeded and opted in with meta.persist', () => {
    expect(shouldPersistQuery({ state: { status: 'success' }, meta: { persist: true } })).toBe(true);
  });

  it.each([
    ['it has no meta', { state: { status: 'success' } }],
    ['meta.persist is not true', { state: { status: 'success' }, meta: { persist: 'yes' } }],
    ['it failed', { state: { status: 'error' }, meta: { persist: true } }],
    ['it is still pending', { state: { status: 'pending' }, meta: { persist: true } }],
  ])('should not persist › when %s', (_label, query) => {
    expect(shouldPersistQuery(query)).toBe(false);
  });
});

describe('persistOptions', () => {
  it('should keep the cache 24 h, bust it per build and never persist mutations › as configured', () => {
    expect(persistOptions.maxAge).toBe(24 * 60 * 60 * 1000);
    expect(persistOptions.buster).toBe(import.meta.env.VITE_APP_VERSION ?? 'dev');
    expect(persistOptions.dehydrateOptions?.shouldDehydrateQuery).toBe(shouldPersistQuery);
    expect(persistOptions.dehydrateOptions?.shouldDehydrateMutation?.({} as never)).toBe(false);
    expect(persistOptions.hydrateOptions?.defaultOptions?.queries?.gcTime).toBe(QUERY_CACHE_MAX_AGE_MS);
  });

  it('should keep opted-in queries in memory as long as the persisted copy › via persistedQuery', () => {
    expect(persistedQuery).toEqual({ meta: { persist: true }, gcTime: QUERY_CACHE_MAX_AGE_MS });
  });
});

describe('createIdbPersister', () => {
  it('should restore only opted-in successful queries into a new client › after a save to IndexedDB', async () => {
    const { persister } = freshStore();
    const options = { persister, buster: 'test', dehydrateOptions: persistOptions.dehydrateOptions };

    const before = new QueryClient();
    await before.fetchQuery({ queryKey: ['whitelabel', 'acme'], queryFn: async () => ({ name: 'Acme' }), ...persistedQuery });
    await before.fetchQuery({ queryKey: ['autocomplete', 'cpf'], queryFn: async () => ({ motherName: 'X' }) });
    await persistQueryClientSave({ queryClient: before, ...options });

    const after = new QueryClient();
    await persistQueryClientRestore({ queryClient: after, persister, buster: 'test', maxAge: QUERY_CACHE_MAX_AGE_MS });

    expect(after.getQueryData(['whitelabel', 'acme'])).toEqual({ name: 'Acme' });
    expect(after.getQueryData(['autocomplete', 'cpf'])).toBeUndefined();
    before.clear();
    after.clear();
  });

  it('should discard the saved cache › when it was written by another build', async () => {
    const { persister } = freshStore();
    const before = new QueryClient();
    await before.fetchQuery({ queryKey: ['whitelabel'], queryFn: async () => 1, ...persistedQuery });
    await persistQueryClientSave({ queryClient: before, persister, buster: 'v1', dehydrateOptions: persistOptions.dehydrateOptions });

    const after = new QueryClient();
    await persistQueryClientRestore({ queryClient: after, persister, buster: 'v2' });
    expect(after.getQueryData(['whitelabel'])).toBeUndefined();
    expect(await persister.restoreClient()).toBeUndefined();
    before.clear();
  });

  it('should restore nothing and delete the cache › when the stored cache cannot be decrypted', async () => {
    const { kv, persister } = freshStore();
    await kv.setMany([['fgts-query-cache', '{not json']]);
    const after = new QueryClient();
    await persistQueryClientRestore({ queryClient: after, persister });
    expect(after.getQueryCache().getAll()).toEqual([]);
    expect(await kv.get('fgts-query-cache')).toBeUndefined();
  });
});

describe('createIdbPersister › when it writes', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  const wiped = { wiped: () => false };
  /** A spy store and a persister with the app's 1 s throttle; what it wrote last, decoded. */
  function spyStore() {
    const kv = createSpyKv();
    const persister = createIdbPersister(kv, { vault: wiped, codec: plainCodec, throttleMs: 1000 });
    const written = async () => plainCodec.deserialize((await kv.get('fgts-query-cache'))!) as Promise<PersistedClient>;
    return { kv, persister, written };
  }
  /** The cache as TanStack saves it: the configuration's data, `version` times set. */
  function cacheAt(version: number, options: { fetching?: boolean } = {}): PersistedClient {
    const client = new QueryClient();
    for (let n = 1; n <= version; n += 1) client.setQueryData(['whitelabel', 'demo'], { version: n }, { updatedAt: 1000 + n });
    const clientState = dehydrate(client, { shouldDehydrateQuery: () => true });
    if (options.fetching) clientState.queries.forEach((query) => (query.state.fetchStatus = 'fetching'));
    client.clear();
    return { buster: 'b', timestamp: Date.now(), clientState };
  }
  const versionIn = (client: PersistedClient) => (client.clientState.queries[0]?.state.data as { version: number }).version;

  it("should write the first change at once › without waiting for the throttle (the landing's configuration)", async () => {
    const { kv, persister, written } = spyStore();
    await persister.persistClient(cacheAt(1));
    expect(kv.setMany).toHaveBeenCalledTimes(1);
    expect(versionIn(await written())).toBe(1);
  });

  it('should write a burst once, with its last state, 1 s after the write before › when changes follow within the throttle', async () => {
    const { kv, persister, written } = spyStore();
    await persister.persistClient(cacheAt(1));
    await vi.advanceTimersByTimeAsync(400);
    const second = persister.persistClient(cacheAt(2));
    void persister.persistClient(cacheAt(3));
    await vi.advanceTimersByTimeAsync(599);
    expect(kv.setMany).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(kv.setMany).toHaveBeenCalledTimes(2);
    expect(versionIn(await written())).toBe(3);
  });

  it('should write nothing › when a cache event leaves the saved data as it was (a fetch starting)', async () => {
    const { kv, persister } = spyStore();
    await persister.persistClient(cacheAt(1));
    await persister.persistClient(cacheAt(1, { fetching: true }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(kv.setMany).toHaveBeenCalledTimes(1);
  });

  it('should write nothing › when the cache is empty and nothing is stored', async () => {
    const { kv, persister } = spyStore();
    expect(await persister.restoreClient()).toBeUndefined();
    await persister.persistClient({ buster: 'b', timestamp: Date.now(), clientState: { queries: [], mutations: [] } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(kv.setMany).not.toHaveBeenCalled();
  });

  it('should write nothing › when the cache holds what was just restored', async () => {
    const { kv, persister } = spyStore();
    await persister.persistClient(cacheAt(2));
    const restoring = createIdbPersister(kv, { vault: wiped, codec: plainCodec, throttleMs: 1000 });
    await restoring.restoreClient();
    await restoring.persistClient(cacheAt(2));
    await vi.advanceTimersByTimeAsync(5000);
    expect(kv.setMany).toHaveBeenCalledTimes(1);
  });

  it('should write the waiting change at once › when flushed (the page hidden or left)', async () => {
    const { kv, persister, written } = spyStore();
    await persister.persistClient(cacheAt(1));
    const waiting = persister.persistClient(cacheAt(2));
    await persister.flush();
    await waiting;
    expect(kv.setMany).toHaveBeenCalledTimes(2);
    expect(versionIn(await written())).toBe(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(kv.setMany).toHaveBeenCalledTimes(2);
  });

  it("should write the waiting change at once › when the app's page is hidden (installQueryCacheFlush)", async () => {
    const persister = persistOptions.persister as QueryPersister;
    const doc = Object.assign<EventTarget, { visibilityState: DocumentVisibilityState }>(new EventTarget(), { visibilityState: 'visible' });
    const uninstall = installQueryCacheFlush({ window: new EventTarget(), document: doc });
    try {
      await persister.persistClient(cacheAt(1));
      const waiting = persister.persistClient(cacheAt(2));
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
      await waiting;
      expect(versionIn((await persister.restoreClient())!)).toBe(2);
    } finally {
      uninstall();
      await persister.removeClient();
    }
  });

  it('should write the same data again › when what is on disk is 10 minutes old, so it expires a day after the last use', async () => {
    const { kv, persister } = spyStore();
    await persister.persistClient(cacheAt(1));
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    await persister.persistClient(cacheAt(1));
    expect(kv.setMany).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await persister.persistClient(cacheAt(1));
    expect(kv.setMany).toHaveBeenCalledTimes(2);
    expect((await persister.restoreClient())?.timestamp).toBe(Date.now());
  });

  it('should write within the throttle › when the system clock went back after a write', async () => {
    const { kv, persister } = spyStore();
    await persister.persistClient(cacheAt(1));
    vi.setSystemTime(Date.now() - 60 * 60_000);
    void persister.persistClient(cacheAt(2));
    await vi.advanceTimersByTimeAsync(1000);
    expect(kv.setMany).toHaveBeenCalledTimes(2);
  });

  it('should write the same data again › after the saved cache was removed (the wipe)', async () => {
    const { persister } = spyStore();
    await persister.persistClient(cacheAt(1));
    await persister.removeClient();
    await vi.advanceTimersByTimeAsync(1000);
    await persister.persistClient(cacheAt(1));
    expect(versionIn((await persister.restoreClient())!)).toBe(1);
  });

  it('should write a change that comes while the write before is on its way › once that write is done', async () => {
    const { kv, persister, written } = spyStore();
    let release!: () => void;
    const setMany = kv.setMany.getMockImplementation()!;
    kv.setMany.mockImplementationOnce(async (entries) => {
      await new Promise<void>((resolve) => (release = resolve));
      return setMany(entries);
    });
    const first = persister.persistClient(cacheAt(1));
    await vi.advanceTimersByTimeAsync(0);
    const second = persister.persistClient(cacheAt(2));
    release();
    await first;
    await vi.advanceTimersByTimeAsync(1000);
    await second;
    expect(kv.setMany).toHaveBeenCalledTimes(2);
    expect(versionIn(await written())).toBe(2);
  });

  it('should write again › after a save failed, even with the same data', async () => {
    const { kv, persister } = spyStore();
    kv.setMany.mockRejectedValueOnce(new Error('QuotaExceededError'));
    await persister.persistClient(cacheAt(1));
    await vi.advanceTimersByTimeAsync(1000);
    await persister.persistClient(cacheAt(1));
    expect(kv.setMany).toHaveBeenCalledTimes(2);
    expect(await kv.get('fgts-query-cache')).toBeDefined();
  });
});

describe('isPersistentStorageAvailable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should be true › when IndexedDB works', async () => {
    expect(await isPersistentStorageAvailable(freshStore().kv)).toBe(true);
  });

  it('should be false › when only memory is left', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(await isPersistentStorageAvailable(freshStore().kv)).toBe(false);
  });
});
