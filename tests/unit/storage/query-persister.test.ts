import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCodec } from '../../../src/lib/storage/codec';
import {
  QUERY_CACHE_MAX_AGE_MS,
  createIdbPersister,
  isPersistentStorageAvailable,
  persistOptions,
  persistedQuery,
  shouldPersistQuery,
} from '../../../src/lib/storage/query-persister';
import { createVault } from '../../../src/lib/storage/vault';

/**
 * react-query 5.108 and the persist packages (5.104.5) install separate query-core copies,
 * so their QueryClient types differ although the runtime objects are compatible (which
 * these tests prove). PersistQueryClientProvider never hits this; direct calls do.
 */
type PersistClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
const asPersistClient = (client: QueryClient) => client as unknown as PersistClient;

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
    await persistQueryClientSave({ queryClient: asPersistClient(before), ...options });

    const after = new QueryClient();
    await persistQueryClientRestore({ queryClient: asPersistClient(after), persister, buster: 'test', maxAge: QUERY_CACHE_MAX_AGE_MS });

    expect(after.getQueryData(['whitelabel', 'acme'])).toEqual({ name: 'Acme' });
    expect(after.getQueryData(['autocomplete', 'cpf'])).toBeUndefined();
    before.clear();
    after.clear();
  });

  it('should discard the saved cache › when it was written by another build', async () => {
    const { persister } = freshStore();
    const before = new QueryClient();
    await before.fetchQuery({ queryKey: ['whitelabel'], queryFn: async () => 1, ...persistedQuery });
    await persistQueryClientSave({ queryClient: asPersistClient(before), persister, buster: 'v1', dehydrateOptions: persistOptions.dehydrateOptions });

    const after = new QueryClient();
    await persistQueryClientRestore({ queryClient: asPersistClient(after), persister, buster: 'v2' });
    expect(after.getQueryData(['whitelabel'])).toBeUndefined();
    expect(await persister.restoreClient()).toBeUndefined();
    before.clear();
  });

  it('should restore nothing and delete the cache › when the stored cache cannot be decrypted', async () => {
    const { kv, persister } = freshStore();
    await kv.setMany([['fgts-query-cache', '{not json']]);
    const after = new QueryClient();
    await persistQueryClientRestore({ queryClient: asPersistClient(after), persister });
    expect(after.getQueryCache().getAll()).toEqual([]);
    expect(await kv.get('fgts-query-cache')).toBeUndefined();
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
