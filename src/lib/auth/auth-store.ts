import { isRecord } from '../is-record';
import { readItem, writeItem } from '../storage/safe-local-storage';
import { hasSessionCookie } from './cookies';

/** Spec §3: the user of the session; every field starts as ''. */
export interface AuthUser {
  id: string;
  name: string;
  document: string;
  phone: string;
}

export interface AuthState {
  authenticated: boolean;
  user: AuthUser;
}

export interface AuthStore {
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  setAuthenticated: (isAuthenticated: boolean, user: AuthUser) => void;
  /** Clears the flag and the user. */
  removeAuthentication: () => void;
  /** Re-reads the session cookie (e.g. when the tab becomes visible again). */
  syncWithSessionCookie: () => void;
}

export const AUTH_STORAGE_KEY = 'auth-storage';
/** zustand-persist wraps state as `{state, version}`; version 0 is what existing installs hold. */
const PERSIST_VERSION = 0;

export const EMPTY_USER: Readonly<AuthUser> = Object.freeze({ id: '', name: '', document: '', phone: '' });

const LOGGED_OUT: AuthState = Object.freeze({ authenticated: false, user: EMPTY_USER });

export interface AuthStoreDeps {
  hasSessionCookie?: () => boolean;
}

/**
 * Auth state of spec §3 with the persisted shape of the previous zustand store, so data
 * of an existing install reads back. The snapshot object is replaced on every change
 * (never mutated) so `useSyncExternalStore` can compare by reference.
 */
export function createAuthStore(deps: AuthStoreDeps = {}): AuthStore {
  const cookiePresent = deps.hasSessionCookie ?? (() => hasSessionCookie());
  const listeners = new Set<() => void>();
  let state: AuthState | undefined;
  let detachStorageListener: (() => void) | undefined;

  // Lazy so that importing the module has no side effects (tests, tooling).
  function current(): AuthState {
    if (state === undefined) {
      const persisted = readPersisted();
      state = reconcile(persisted, cookiePresent());
      // Drop a stale user from storage right away rather than at the next change.
      if (!sameState(state, persisted)) writePersisted(state);
    }
    return state;
  }

  function replace(next: AuthState, persist: boolean): void {
    const previous = current();
    if (persist) writePersisted(next);
    if (sameState(previous, next)) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  return {
    getState: current,
    subscribe(listener) {
      listeners.add(listener);
      // Another tab's explicit login/logout is adopted as written (not re-reconciled with
      // the cookie, which that tab may not be able to clear).
      detachStorageListener ??= listenToOtherTabs(() => replace(readPersisted(), false));
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          detachStorageListener?.();
          detachStorageListener = undefined;
        }
      };
    },
    setAuthenticated(isAuthenticated, user) {
      replace({ authenticated: isAuthenticated, user: normaliseUser(user) }, true);
    },
    removeAuthentication() {
      replace(LOGGED_OUT, true);
    },
    syncWithSessionCookie() {
      // Runs after every BFF answer: write (and wake other tabs' storage listeners) only on a change.
      const next = reconcile(current(), cookiePresent());
      if (!sameState(current(), next)) replace(next, true);
    },
  };
}

/**
 * The cookie decides `authenticated` at load and whenever syncWithSessionCookie runs (the page
 * coming back, a cookie change, each BFF answer: cookie-sync.ts); in between, explicit
 * setAuthenticated/removeAuthentication calls win. The stored flag
 * may be stale (the cookie expired or was cleared by the server). Without a session the
 * stored user is dropped too, matching removeAuthentication, so personal data does not
 * outlive the session.
 */
function reconcile(persisted: AuthState, cookie: boolean): AuthState {
  if (!cookie) return LOGGED_OUT;
  return { authenticated: true, user: persisted.user };
}

function readPersisted(): AuthState {
  const raw = readItem(AUTH_STORAGE_KEY);
  if (raw === null) return LOGGED_OUT;
  try {
    const parsed: unknown = JSON.parse(raw);
    const inner = isRecord(parsed) && isRecord(parsed.state) ? parsed.state : {};
    return { authenticated: inner.authenticated === true, user: normaliseUser(inner.user) };
  } catch {
    // Malformed JSON (manual edits, truncated writes): behave as a fresh install.
    return LOGGED_OUT;
  }
}

function writePersisted(state: AuthState): void {
  writeItem(AUTH_STORAGE_KEY, JSON.stringify({ state, version: PERSIST_VERSION }));
}

function normaliseUser(value: unknown): AuthUser {
  const source = isRecord(value) ? value : {};
  const text = (field: unknown): string => (typeof field === 'string' ? field : '');
  return {
    id: text(source.id),
    name: text(source.name),
    document: text(source.document),
    phone: text(source.phone),
  };
}

function sameState(a: AuthState, b: AuthState): boolean {
  return (
    a.authenticated === b.authenticated &&
    a.user.id === b.user.id &&
    a.user.name === b.user.name &&
    a.user.document === b.user.document &&
    a.user.phone === b.user.phone
  );
}

// A logout in another tab writes auth-storage; the `storage` event keeps tabs in step.
function listenToOtherTabs(onChange: () => void): (() => void) | undefined {
  const target = globalThis.window;
  if (!target?.addEventListener) return undefined;
  const handler = (event: StorageEvent): void => {
    if (event.key === null || event.key === AUTH_STORAGE_KEY) onChange();
  };
  target.addEventListener('storage', handler);
  return () => target.removeEventListener('storage', handler);
}
