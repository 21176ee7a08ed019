import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { createStore, entries } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, getAuthState, getRefreshToken, getSession, setAuthenticated, setTokens } from '../../../src/lib/auth';
import { DRAFTS_DB, draftStore } from '../../../src/lib/storage/draft-store';
import { createIdbKv } from '../../../src/lib/storage/kv-store';
import { QUERY_CACHE_DB, personalQuery, persistOptions, persistedQuery } from '../../../src/lib/storage/query-persister';
import { readItem } from '../../../src/lib/storage/safe-local-storage';
import { KEY_DB } from '../../../src/lib/storage/vault';
import { wipePersonalData } from '../../../src/lib/privacy/wipe';

const user = { id: 'u1', name: 'MARIA DAS DORES', document: '52998224725', phone: '11987654321' };

describe('wipePersonalData', () => {
  it('should delete drafts, the saved cache, the key, the auth user and tokens › from memory and disk', async () => {
    const queryClient = new QueryClient();
    setAuthenticated(true, user);
    setTokens({ session: 's', refreshToken: 'r' });
    draftStore.set('flow:/demo', { worker: { name: user.name, cpf: '529.982.247-25', phone: '' } });
    await draftStore.flush();
    await queryClient.fetchQuery({ queryKey: ['whitelabel', 'acme'], queryFn: async () => ({ name: 'Acme' }), ...persistedQuery });
    await queryClient.fetchQuery({ queryKey: ['proposal', 'p1'], queryFn: async () => ({ name: user.name }), ...personalQuery });
    await queryClient.fetchQuery({ queryKey: ['solicitation', 's1'], queryFn: async () => ({ document: user.document }) });
    await persistOptions.persister.persistClient({
      timestamp: Date.now(),
      buster: '',
      clientState: { queries: [], mutations: [] },
    });
    await queryClient.getMutationCache().build(queryClient, { mutationFn: async () => 1 }).execute({ cpf: user.document });
    expect(await createIdbKv(DRAFTS_DB).entries()).toHaveLength(1);
    expect(await createIdbKv(QUERY_CACHE_DB).entries()).toHaveLength(1);
    expect(await entries(createStore(KEY_DB, 'kv'))).not.toEqual([]);

    await wipePersonalData(queryClient);

    expect(draftStore.get('flow:/demo')).toBeUndefined();
    expect(await createIdbKv(DRAFTS_DB).entries()).toEqual([]);
    expect(await createIdbKv(QUERY_CACHE_DB).entries()).toEqual([]);
    expect(await entries(createStore(KEY_DB, 'kv'))).toEqual([]);
    expect(getAuthState()).toEqual({ authenticated: false, user: { id: '', name: '', document: '', phone: '' } });
    expect(readItem(AUTH_STORAGE_KEY)).not.toContain('MARIA');
    expect(getSession()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(queryClient.getQueryData(['proposal', 'p1'])).toBeUndefined();
    expect(queryClient.getQueryData(['solicitation', 's1'])).toBeUndefined();
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    // Branding is not personal: the screen keeps its colours.
    expect(queryClient.getQueryData(['whitelabel', 'acme'])).toEqual({ name: 'Acme' });
    queryClient.clear();
  });
});
