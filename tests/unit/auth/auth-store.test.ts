import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, ThrowingStorage, stubBrowser } from './browser-stubs';

const maria = { id: 'u-1', name: 'MARIA DA SILVA', document: '52998224725', phone: '11987654321' };
const emptyUser = { id: '', name: '', document: '', phone: '' };

// Fresh modules per test: the storage fallback keeps module-level state.
async function load() {
  vi.resetModules();
  return import('../../../src/lib/auth/auth-store');
}

function persisted(storage: Storage): unknown {
  return JSON.parse(storage.getItem('auth-storage') ?? 'null');
}

describe('auth store', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  describe('persisted shape', () => {
    it('should write the zustand-persist shape under auth-storage › when setAuthenticated is called', async () => {
      const { localStorage } = stubBrowser({ cookie: 'session=abc' });
      const { createAuthStore } = await load();
      createAuthStore().setAuthenticated(true, maria);
      expect(persisted(localStorage)).toEqual({ state: { authenticated: true, user: maria }, version: 0 });
    });

    it('should read back the user of an existing install › when the session cookie is present', async () => {
      const storage = new MemoryStorage();
      storage.setItem('auth-storage', JSON.stringify({ state: { authenticated: true, user: maria }, version: 0 }));
      stubBrowser({ cookie: 'session=abc', storage });
      const { createAuthStore } = await load();
      expect(createAuthStore().getState()).toEqual({ authenticated: true, user: maria });
    });

    it('should start with every user field empty › when nothing is stored', async () => {
      stubBrowser();
      const { createAuthStore } = await load();
      expect(createAuthStore().getState()).toEqual({ authenticated: false, user: emptyUser });
    });
  });

  describe('actions', () => {
    it('should clear the flag and the user › when removeAuthentication is called', async () => {
      const { localStorage } = stubBrowser({ cookie: 'session=abc' });
      const { createAuthStore } = await load();
      const store = createAuthStore();
      store.setAuthenticated(true, maria);
      store.removeAuthentication();
      expect(store.getState()).toEqual({ authenticated: false, user: emptyUser });
      expect(persisted(localStorage)).toEqual({ state: { authenticated: false, user: emptyUser }, version: 0 });
    });

    it('should notify subscribers with a new snapshot › when the state changes', async () => {
      stubBrowser();
      const { createAuthStore } = await load();
      const store = createAuthStore();
      const before = store.getState();
      const listener = vi.fn();
      store.subscribe(listener);
      store.setAuthenticated(true, maria);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(store.getState()).not.toBe(before);
    });

    it('should not notify › when the state is set to what it already is', async () => {
      stubBrowser();
      const { createAuthStore } = await load();
      const store = createAuthStore();
      const listener = vi.fn();
      store.subscribe(listener);
      store.removeAuthentication();
      expect(listener).not.toHaveBeenCalled();
    });
  });

  describe('tolerance', () => {
    it('should ignore the stored data without throwing › when the stored JSON is malformed', async () => {
      const storage = new MemoryStorage();
      storage.setItem('auth-storage', '{"state":{"authenticated":tru');
      stubBrowser({ cookie: 'session=abc', storage });
      const { createAuthStore } = await load();
      expect(createAuthStore().getState()).toEqual({ authenticated: true, user: emptyUser });
    });

    it('should replace fields of the wrong type by empty strings › when the stored user is odd', async () => {
      const storage = new MemoryStorage();
      storage.setItem('auth-storage', JSON.stringify({ state: { user: { id: 7, name: null, phone: '1199' } } }));
      stubBrowser({ cookie: 'session=abc', storage });
      const { createAuthStore } = await load();
      expect(createAuthStore().getState().user).toEqual({ ...emptyUser, phone: '1199' });
    });

    it('should keep working in memory › when localStorage throws on every call', async () => {
      stubBrowser({ cookie: 'session=abc', storage: new ThrowingStorage() });
      const { createAuthStore } = await load();
      const store = createAuthStore();
      store.setAuthenticated(true, maria);
      expect(store.getState()).toEqual({ authenticated: true, user: maria });
    });

    it('should work without any browser globals › when run outside a browser', async () => {
      const { createAuthStore } = await load();
      const store = createAuthStore();
      expect(store.getState().authenticated).toBe(false);
      store.setAuthenticated(true, maria);
      expect(store.getState().user).toEqual(maria);
    });
  });

  describe('session cookie', () => {
    it('should be unauthenticated and drop the stored user › when the cookie is gone although storage says authenticated', async () => {
      const storage = new MemoryStorage();
      storage.setItem('auth-storage', JSON.stringify({ state: { authenticated: true, user: maria }, version: 0 }));
      stubBrowser({ cookie: 'other=1', storage });
      const { createAuthStore } = await load();
      expect(createAuthStore().getState()).toEqual({ authenticated: false, user: emptyUser });
      expect(persisted(storage)).toEqual({ state: { authenticated: false, user: emptyUser }, version: 0 });
    });

    it('should be authenticated › when the cookie exists although storage says not', async () => {
      const storage = new MemoryStorage();
      storage.setItem('auth-storage', JSON.stringify({ state: { authenticated: false, user: maria }, version: 0 }));
      stubBrowser({ cookie: 'theme=x; session=abc', storage });
      const { createAuthStore } = await load();
      expect(createAuthStore().getState().authenticated).toBe(true);
    });

    it('should count as absent › when the session cookie is empty', async () => {
      stubBrowser({ cookie: 'session=' });
      const { createAuthStore } = await load();
      expect(createAuthStore().getState().authenticated).toBe(false);
    });

    it('should follow the cookie › when syncWithSessionCookie runs after the cookie disappears', async () => {
      const stubs = stubBrowser({ cookie: 'session=abc' });
      const { createAuthStore } = await load();
      const store = createAuthStore();
      store.setAuthenticated(true, maria);
      stubs.document.cookie = 'session=; Max-Age=0';
      store.syncWithSessionCookie();
      expect(store.getState()).toEqual({ authenticated: false, user: emptyUser });
    });
  });

  describe('other tabs', () => {
    it('should adopt a logout written by another tab › when a storage event for auth-storage arrives', async () => {
      const stubs = stubBrowser({ cookie: 'session=abc' });
      const { createAuthStore } = await load();
      const store = createAuthStore();
      store.setAuthenticated(true, maria);
      const listener = vi.fn();
      store.subscribe(listener);
      stubs.localStorage.setItem('auth-storage', JSON.stringify({ state: { authenticated: false, user: emptyUser }, version: 0 }));
      const event = Object.assign(new Event('storage'), { key: 'auth-storage' });
      stubs.window.dispatchEvent(event);
      expect(store.getState().authenticated).toBe(false);
      expect(listener).toHaveBeenCalledTimes(1);
    });
  });
});
