import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser, type BrowserStubs } from '../auth/browser-stubs';
import { fakeLocks } from '../fake-locks';
import { createFakeBff, deferred, json } from './fake-bff';

const BASE = 'http://localhost:5173';
const REFRESH = '/api/auth/refresh-token';
const maria = { id: 'u-1', name: 'MARIA', document: '52998224725', phone: '11987654321' };
const lead = { name: 'MARIA DA SILVA', phone: '11987654321', document: '52998224725', selfServiceId: 'ss-1', sellerId: null };

// Fresh modules per test: token storage, auth store and the event bus are module state.
async function load() {
  vi.resetModules();
  const [client, tokens, auth, events] = await Promise.all([
    import('../../../src/api/client'),
    import('../../../src/lib/auth/tokens'),
    import('../../../src/lib/auth/auth'),
    import('../../../src/lib/events'),
  ]);
  return { ...client, ...tokens, ...auth, ...events };
}

type Loaded = Awaited<ReturnType<typeof load>>;

describe('API client', () => {
  let stubs: BrowserStubs;
  let m: Loaded;

  beforeEach(async () => {
    stubs = stubBrowser({ href: `${BASE}/acme/joao/consulta?etapa=2#topo`, cookie: 'session=abc; XSRF-TOKEN=xsrf%2Fvalue' });
    m = await load();
  });
  afterEach(() => vi.unstubAllGlobals());

  describe('request headers', () => {
    it('should send the stored session as a bearer token › when a session is stored', async () => {
      const bff = createFakeBff({ validSession: 'new-session' });
      m.setSession('new-session');
      const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });
      await api.GET('/api/balance-solicitation/{id}', { params: { path: { id: 'b-1' } } });
      expect(bff.calls[0]?.authorization).toBe('Bearer new-session');
    });

    it('should send no Authorization header › when no session is stored', async () => {
      const bff = createFakeBff();
      const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });
      await api.GET('/api/balance-solicitation/{id}', { params: { path: { id: 'b-1' } } });
      expect(bff.calls[0]?.authorization).toBeNull();
    });

    it("should send the page's origin and path in X-Page-Url › on every request, never its query or fragment", async () => {
      const bff = createFakeBff();
      const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });
      await api.GET('/api/balance-solicitation/{id}', { params: { path: { id: 'b-1' } } });
      await api.POST('/api/leads', { body: lead });
      expect(bff.calls.map((call) => call.headers.get('X-Page-Url'))).toEqual([`${BASE}/acme/joao/consulta`, `${BASE}/acme/joao/consulta`]);
    });

    it('should omit X-Page-Url › when there is no window', async () => {
      vi.stubGlobal('window', undefined);
      const bff = createFakeBff();
      const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });
      await api.GET('/api/balance-solicitation/{id}', { params: { path: { id: 'b-1' } } });
      expect(bff.calls[0]?.headers.has('X-Page-Url')).toBe(false);
    });

    it('should mirror the decoded XSRF-TOKEN cookie in X-XSRF-TOKEN › when the cookie is present', async () => {
      const bff = createFakeBff();
      const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });
      await api.POST('/api/leads', { body: lead });
      expect(bff.calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf/value');
    });

    it('should send no X-XSRF-TOKEN › when the cookie is absent', async () => {
      stubs.document.cookie = 'XSRF-TOKEN=; Max-Age=0';
      const bff = createFakeBff();
      const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });
      await api.POST('/api/leads', { body: lead });
      expect(bff.calls[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    });

    it('should not leak the XSRF token › when the request goes to another origin', async () => {
      const bff = createFakeBff();
      const api = m.createApiClient({ baseUrl: 'https://elsewhere.example', fetch: bff.fetch });
      await api.POST('/api/leads', { body: lead });
      expect(bff.calls[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    });

    it('should send a JSON body with a JSON content type › when posting', async () => {
      const bff = createFakeBff();
      const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });
      await api.POST('/api/leads', { body: lead });
      expect(bff.calls[0]?.headers.get('Content-Type')).toBe('application/json');
      expect(JSON.parse(bff.calls[0]?.body ?? '')).toEqual(lead);
    });
  });

  describe('401 handling', () => {
    const grantNewTokens = () => json(200, { session: 'new-session', refreshToken: 'new-refresh' });

    it('should refresh once and retry all five with the new token › when five concurrent requests get 401', async () => {
      const release = deferred<void>();
      const bff = createFakeBff({
        refresh: async () => {
          await release.promise;
          return grantNewTokens();
        },
      });
      m.setTokens({ session: 'old-session', refreshToken: 'old-refresh' });
      const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });

      const results = Promise.all([1, 2, 3, 4, 5].map((n) => api.GET('/api/balance-solicitation/{id}', { params: { path: { id: `b-${n}` } } })));
      // Hold the refresh until every request has had its 401, so all five must wait on it.
      await vi.waitFor(() => {
        expect(bff.calls.filter((call) => call.authorization === 'Bearer old-session' && call.path !== REFRESH)).toHaveLength(5);
        expect(bff.callsTo(REFRESH)).toHaveLength(1);
      });
      release.resolve();
      const settled = await results;

      expect(bff.callsTo(REFRESH)).toHaveLength(1);
      expect(JSON.parse(bff.callsTo(REFRESH)[0]?.body ?? '')).toEqual({ refreshToken: 'old-refresh' });
      expect(settled.map((result) => result.response.status)).toEqual([200, 200, 200, 200, 200]);
      const retries = bff.calls.filter((call) => call.authorization === 'Bearer new-session');
      expect(retries.map((call) => call.path).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `/api/balance-solicitation/b-${n}`));
      expect(m.getSession()).toBe('new-session');
      expect(m.getRefreshToken()).toBe('new-refresh');
    });

    it("should refresh once across the app's tabs › the tab that waited for the lock takes the token the other stored", async () => {
      // One lock for both tabs (the browser's), one storage (the origin's localStorage).
      const locks = fakeLocks();
      vi.stubGlobal('navigator', { locks });
      // A BFF that rotates refresh tokens: a refresh token works once.
      const release = deferred<void>();
      let valid = 'refresh-1';
      let issued = 1;
      const bff = createFakeBff({
        validSession: 'session-2',
        refresh: async (body) => {
          const given = (body as { refreshToken?: string }).refreshToken;
          await release.promise;
          if (given !== valid) return json(401, { message: 'refresh token already used' });
          issued += 1;
          valid = `refresh-${issued}`;
          return json(200, { session: `session-${issued}`, refreshToken: valid });
        },
      });
      m.setTokens({ session: 'session-1', refreshToken: 'refresh-1' });
      m.setAuthenticated(true, maria);
      const onExpired = vi.fn();
      m.on('session-expired', onExpired);
      const tabA = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });
      const tabB = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });

      const both = Promise.all([
        tabA.GET('/api/balance-solicitation/{id}', { params: { path: { id: 'b-a' } } }),
        tabB.GET('/api/balance-solicitation/{id}', { params: { path: { id: 'b-b' } } }),
      ]);
      // Both tabs have had their 401 while the first refresh is held.
      await vi.waitFor(() => {
        expect(bff.calls.filter((call) => call.authorization === 'Bearer session-1' && call.path !== REFRESH)).toHaveLength(2);
        expect(bff.callsTo(REFRESH)).toHaveLength(1);
      });
      release.resolve();
      const [a, b] = await both;

      expect([a.response.status, b.response.status]).toEqual([200, 200]);
      expect(bff.callsTo(REFRESH)).toHaveLength(1);
      expect(locks.names.filter((name) => name === m.REFRESH_LOCK)).toHaveLength(2);
      expect(m.getSession()).toBe('session-2');
      expect(m.getRefreshToken()).toBe('refresh-2');
      expect(onExpired).not.toHaveBeenCalled();
    });

    it('should resend the POST body intact with every header › when the request is retried', async () => {
      const bff = createFakeBff({ refresh: grantNewTokens });
      m.setTokens({ session: 'old-session', refreshToken: 'old-refresh' });
      const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });

      const { data, response } = await api.POST('/api/leads', { body: lead });

      expect(response.status).toBe(200);
      expect(data).toMatchObject({ echo: lead });
      const [first, , retry] = bff.calls;
      expect(retry?.authorization).toBe('Bearer new-session');
      expect(retry?.body).toBe(first?.body);
      expect(retry?.headers.get('X-Page-Url')).toBe(first?.headers.get('X-Page-Url'));
      expect(retry?.headers.get('X-XSRF-TOKEN')).toBe('xsrf/value');
      expect(retry?.headers.get('Content-Type')).toBe('application/json');
    });

    it('should retry with the stored token without refreshing › when a 401 arrives for a token already replaced', async () => {
      const bff = createFakeBff({ refresh: grantNewTokens });
      m.setTokens({ session: 'new-session', refreshToken: 'new-refresh' });
      const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });
      // Simulates a request that left with the old token before another request's refresh finished.
      api.use({ onRequest: ({ request }) => void request.headers.set('Authorization', 'Bearer old-session') });

      const { response } = await api.GET('/api/balance-solicitation/{id}', { params: { path: { id: 'b-1' } } });

      expect(response.status).toBe(200);
      expect(bff.callsTo(REFRESH)).toHaveLength(0);
      expect(bff.calls.map((call) => call.authorization)).toEqual(['Bearer old-session', 'Bearer new-session']);
    });

    describe('when the refresh fails', () => {
      it('should clear tokens, log out, emit session-expired once and return the 401 › when the refresh is rejected', async () => {
        const bff = createFakeBff({ refresh: () => json(401, { message: 'expired' }) });
        m.setTokens({ session: 'old-session', refreshToken: 'old-refresh' });
        m.setAuthenticated(true, maria);
        const onExpired = vi.fn();
        m.on('session-expired', onExpired);
        const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });

        const results = await Promise.all([1, 2, 3].map((n) => api.GET('/api/balance-solicitation/{id}', { params: { path: { id: `b-${n}` } } })));

        expect(results.map((result) => result.response.status)).toEqual([401, 401, 401]);
        expect(results[0]?.error).toEqual({ message: 'Unauthorized' });
        expect(bff.callsTo(REFRESH)).toHaveLength(1);
        expect(onExpired).toHaveBeenCalledTimes(1);
        expect(m.getSession()).toBeNull();
        expect(m.getRefreshToken()).toBeNull();
        expect(m.getAuthState()).toEqual({ authenticated: false, user: { id: '', name: '', document: '', phone: '' } });
        expect(stubs.localStorage.getItem('session')).toBeNull();
        expect(stubs.document.cookie).not.toMatch(/(^|; )session=/);
      });

      it('should expire the session › when the refresh answers 200 without tokens', async () => {
        const bff = createFakeBff({ refresh: () => json(200, { session: '' }) });
        m.setTokens({ session: 'old-session', refreshToken: 'old-refresh' });
        const onExpired = vi.fn();
        m.on('session-expired', onExpired);
        const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });
        const { response } = await api.GET('/api/balance-solicitation/{id}', { params: { path: { id: 'b-1' } } });
        expect(response.status).toBe(401);
        expect(onExpired).toHaveBeenCalledTimes(1);
        expect(m.getSession()).toBeNull();
      });

      it('should expire without calling refresh › when no refresh token is stored', async () => {
        const bff = createFakeBff({ refresh: grantNewTokens });
        m.setSession('old-session');
        m.setAuthenticated(true, maria);
        const onExpired = vi.fn();
        m.on('session-expired', onExpired);
        const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });

        const results = await Promise.all([1, 2].map((n) => api.GET('/api/balance-solicitation/{id}', { params: { path: { id: `b-${n}` } } })));

        expect(results.map((result) => result.response.status)).toEqual([401, 401]);
        expect(bff.callsTo(REFRESH)).toHaveLength(0);
        expect(onExpired).toHaveBeenCalledTimes(1);
        expect(m.getSession()).toBeNull();
        expect(m.getAuthState().authenticated).toBe(false);
      });

      it('should not loop › when the refresh call itself answers 401', async () => {
        const bff = createFakeBff({ refresh: () => json(401, { message: 'expired' }) });
        m.setTokens({ session: 'old-session', refreshToken: 'old-refresh' });
        const onExpired = vi.fn();
        m.on('session-expired', onExpired);
        const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });

        const { response } = await api.GET('/api/balance-solicitation/{id}', { params: { path: { id: 'b-1' } } });

        expect(response.status).toBe(401);
        expect(bff.callsTo(REFRESH)).toHaveLength(1);
        expect(bff.calls).toHaveLength(2); // the original request and one refresh, no retry
        expect(onExpired).toHaveBeenCalledTimes(1);
      });

      it('should pass a 401 through untouched › when app code calls the refresh endpoint directly', async () => {
        const bff = createFakeBff({ refresh: () => json(401, { message: 'expired' }) });
        m.setTokens({ session: 'old-session', refreshToken: 'old-refresh' });
        const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });
        const { response } = await api.POST(REFRESH, { body: { refreshToken: 'old-refresh' } });
        expect(response.status).toBe(401);
        expect(bff.calls).toHaveLength(1);
        expect(m.getSession()).toBe('old-session');
      });
    });

    it('should keep the tokens and fail like a network error › when the refresh call gets no answer', async () => {
      const bff = createFakeBff();
      const offline = async (request: Request): Promise<Response> => {
        if (new URL(request.url).pathname === REFRESH) throw new TypeError('Failed to fetch');
        return bff.fetch(request);
      };
      m.setTokens({ session: 'old-session', refreshToken: 'old-refresh' });
      const onExpired = vi.fn();
      m.on('session-expired', onExpired);
      const api = m.createApiClient({ baseUrl: BASE, fetch: offline });

      await expect(api.GET('/api/balance-solicitation/{id}', { params: { path: { id: 'b-1' } } })).rejects.toThrow(TypeError);
      expect(m.getSession()).toBe('old-session');
      expect(m.getRefreshToken()).toBe('old-refresh');
      expect(onExpired).not.toHaveBeenCalled();
    });

    it('should return the second 401 without refreshing again › when the retried request is also refused', async () => {
      const bff = createFakeBff({ validSession: 'never', refresh: grantNewTokens });
      m.setTokens({ session: 'old-session', refreshToken: 'old-refresh' });
      const api = m.createApiClient({ baseUrl: BASE, fetch: bff.fetch });
      const { response } = await api.GET('/api/balance-solicitation/{id}', { params: { path: { id: 'b-1' } } });
      expect(response.status).toBe(401);
      expect(bff.calls.map((call) => call.path)).toEqual(['/api/balance-solicitation/b-1', REFRESH, '/api/balance-solicitation/b-1']);
    });
  });
});
