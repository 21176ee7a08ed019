import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../api/fake-bff';
import { stubBrowser } from './browser-stubs';

const maria = { id: 'u-1', name: 'MARIA DA SILVA', document: '52998224725', phone: '11987654321' };

// Fresh modules per test: the auth store and the storage fallback keep module-level state.
async function load() {
  vi.resetModules();
  const store = await import('../../../src/lib/auth/auth-store');
  const sync = await import('../../../src/lib/auth/cookie-sync');
  return { ...store, ...sync };
}

/** A document whose visibility the test sets, and a Cookie Store that fires change events. */
function targets() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const win = new EventTarget();
  const cookieStore = new EventTarget();
  const cookieChange = (changed: string[], deleted: string[] = []) =>
    cookieStore.dispatchEvent(Object.assign(new Event('change'), { changed: changed.map((name) => ({ name })), deleted: deleted.map((name) => ({ name })) }));
  return { doc, win, cookieStore, cookieChange, targets: { document: doc as unknown as Document, window: win as unknown as Window, cookieStore } };
}

describe('installSessionCookieSync', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('should log out › when the session cookie is gone and the page becomes visible again', async () => {
    const stubs = stubBrowser({ cookie: 'session=abc' });
    const { createAuthStore, installSessionCookieSync } = await load();
    const store = createAuthStore();
    store.setAuthenticated(true, maria);
    const t = targets();
    installSessionCookieSync(store, t.targets);

    stubs.document.cookie = 'session=; Max-Age=0';
    expect(store.getState().authenticated).toBe(true);
    t.doc.visibilityState = 'visible';
    t.doc.dispatchEvent(new Event('visibilitychange'));
    expect(store.getState().authenticated).toBe(false);
  });

  it('should become authenticated › when a session cookie appears and the window gets focus', async () => {
    const stubs = stubBrowser();
    const { createAuthStore, installSessionCookieSync } = await load();
    const store = createAuthStore();
    const t = targets();
    installSessionCookieSync(store, t.targets);
    expect(store.getState().authenticated).toBe(false);
    stubs.document.cookie = 'session=abc';
    t.win.dispatchEvent(new Event('focus'));
    expect(store.getState().authenticated).toBe(true);
  });

  it('should re-read on pageshow (back/forward cache) but not when the page is being hidden', async () => {
    stubBrowser();
    const { installSessionCookieSync } = await load();
    const store = { syncWithSessionCookie: vi.fn() };
    const t = targets();
    installSessionCookieSync(store, t.targets);
    t.doc.visibilityState = 'hidden';
    t.doc.dispatchEvent(new Event('visibilitychange'));
    expect(store.syncWithSessionCookie).not.toHaveBeenCalled();
    t.win.dispatchEvent(new Event('pageshow'));
    expect(store.syncWithSessionCookie).toHaveBeenCalledTimes(1);
  });

  it('should follow Cookie Store changes of the session cookie only', async () => {
    stubBrowser();
    const { installSessionCookieSync } = await load();
    const store = { syncWithSessionCookie: vi.fn() };
    const t = targets();
    installSessionCookieSync(store, t.targets);
    t.cookieChange(['XSRF-TOKEN']);
    expect(store.syncWithSessionCookie).not.toHaveBeenCalled();
    t.cookieChange([], ['session']);
    t.cookieChange(['session']);
    expect(store.syncWithSessionCookie).toHaveBeenCalledTimes(2);
  });

  it('should stop listening › when detached', async () => {
    stubBrowser();
    const { installSessionCookieSync } = await load();
    const store = { syncWithSessionCookie: vi.fn() };
    const t = targets();
    installSessionCookieSync(store, t.targets)();
    t.win.dispatchEvent(new Event('focus'));
    t.doc.dispatchEvent(new Event('visibilitychange'));
    t.cookieChange(['session']);
    expect(store.syncWithSessionCookie).not.toHaveBeenCalled();
  });

  it('should not write auth-storage › when a re-read changes nothing', async () => {
    const stubs = stubBrowser({ cookie: 'session=abc' });
    const { createAuthStore } = await load();
    const store = createAuthStore();
    store.setAuthenticated(true, maria);
    const setItem = vi.spyOn(stubs.localStorage, 'setItem');
    store.syncWithSessionCookie();
    expect(setItem).not.toHaveBeenCalled();
  });
});

describe('after each BFF answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should log out › when an answer expired the session cookie', async () => {
    const stubs = stubBrowser({ cookie: 'session=abc' });
    vi.resetModules();
    const { setAuthenticated, getAuthState } = await import('../../../src/lib/auth/auth');
    const { createApiClient } = await import('../../../src/api/client');
    setAuthenticated(true, maria);
    const client = createApiClient({
      baseUrl: 'http://localhost:5173',
      // The server's Set-Cookie is applied before fetch resolves.
      fetch: async () => {
        stubs.document.cookie = 'session=; Max-Age=0';
        return json(200, { id: 'lead-1' });
      },
    });
    await client.POST('/api/leads', { body: { name: 'MARIA DA SILVA', phone: '11987654321', document: '52998224725', selfServiceId: 'ss', sellerId: 'u' } });
    expect(getAuthState()).toEqual({ authenticated: false, user: { id: '', name: '', document: '', phone: '' } });
  });
});
