import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { createStore, entries, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, getAuthState, getRefreshToken, getSession, setAuthenticated, setTokens } from '../../../src/lib/auth';
import { DRAFTS_DB, draftStore } from '../../../src/lib/storage/draft-store';
import { createIdbKv } from '../../../src/lib/storage/kv-store';
import { QUERY_CACHE_DB, personalQuery, persistOptions, persistedQuery } from '../../../src/lib/storage/query-persister';
import { readItem } from '../../../src/lib/storage/safe-local-storage';
import { KEY_DB } from '../../../src/lib/storage/vault';
import { wipePersonalData } from '../../../src/lib/privacy/wipe';
import { WIPE_CHANNEL, announceWipe, onWipeElsewhere } from '../../../src/lib/privacy/wipe-channel';
import { OUTBOX_DB, OUTBOX_LOCK } from '../../../src/lib/sw-protocol/background-names';
import { fakeLocks } from '../fake-locks';

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
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 1 })
      .execute({ cpf: user.document });
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

describe("'Limpar meus dados' and the app's other holders of the data", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should wait for a send the service worker is making › and delete the answer it writes back', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    const outbox = createStore(OUTBOX_DB, 'kv');
    // The worker holds the outbox's lock while it sends; its answer is written before it lets go.
    let answered!: () => void;
    const answer = new Promise<void>((resolve) => (answered = resolve));
    const sending = locks.request(OUTBOX_LOCK, async () => {
      await answer;
      await set('k-1', 'the sealed answer, with what was sent', outbox);
    });
    const queryClient = new QueryClient();
    const wiped = wipePersonalData(queryClient);
    // The wipe asked for the same lock, so it runs once the send is over.
    expect(locks.names).toEqual([OUTBOX_LOCK, OUTBOX_LOCK]);
    answered();
    await Promise.all([sending, wiped]);
    expect(await entries(outbox)).toEqual([]);
    queryClient.clear();
  });

  it("should tell the app's other tabs, and hear theirs › never its own", async () => {
    const otherTab = new BroadcastChannel(WIPE_CHANNEL);
    const heardThere = new Promise<unknown>((resolve) => (otherTab.onmessage = (event) => resolve(event.data)));
    const heardHere = vi.fn();
    const stop = onWipeElsewhere(heardHere);
    try {
      announceWipe();
      expect(await heardThere).toEqual({ type: 'wiped' });
      otherTab.postMessage({ type: 'wiped' });
      otherTab.postMessage({ type: 'something else' });
      await vi.waitFor(() => expect(heardHere).toHaveBeenCalledTimes(1));
      // Its own announcement came back to no one here: still once.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heardHere).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      otherTab.close();
    }
  });
});
