import type { AuthStore } from './auth-store';
import { authStore } from './auth';
import { SESSION_COOKIE } from './cookies';

/** The part of the Cookie Store API used here (Chromium; absent in Firefox and older Safari). */
interface CookieChangeEventLike extends Event {
  changed?: ReadonlyArray<{ name?: string }>;
  deleted?: ReadonlyArray<{ name?: string }>;
}

export interface CookieSyncTargets {
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  cookieStore?: EventTarget;
}

function defaultTargets(): CookieSyncTargets {
  const g = globalThis as { window?: Window; document?: Document; cookieStore?: EventTarget };
  return { window: g.window, document: g.document, cookieStore: g.cookieStore };
}

/**
 * Spec §4, "authenticated is true while a session cookie is present", while the app runs: the
 * server may set or expire the cookie at any moment (an answer, another tab, the cookie's own
 * expiry while the phone sleeps). Without a change event for cookies everywhere, the state is
 * re-read when the page comes back (visible, focused, restored from the back/forward cache), on
 * every change of the `session` cookie where the Cookie Store API exists, and after each BFF
 * answer (`sessionCookieMiddleware` in api/client.ts). Returns a function that stops listening.
 */
export function installSessionCookieSync(
  store: Pick<AuthStore, 'syncWithSessionCookie'> = authStore,
  targets: CookieSyncTargets = defaultTargets(),
): () => void {
  const sync = () => store.syncWithSessionCookie();
  const onVisible = () => {
    if (targets.document?.visibilityState !== 'hidden') sync();
  };
  const onCookieChange = (event: Event) => {
    const { changed = [], deleted = [] } = event as CookieChangeEventLike;
    if ([...changed, ...deleted].some((cookie) => cookie.name === SESSION_COOKIE)) sync();
  };
  targets.document?.addEventListener('visibilitychange', onVisible);
  targets.window?.addEventListener('focus', sync);
  targets.window?.addEventListener('pageshow', sync);
  targets.cookieStore?.addEventListener('change', onCookieChange);
  return () => {
    targets.document?.removeEventListener('visibilitychange', onVisible);
    targets.window?.removeEventListener('focus', sync);
    targets.window?.removeEventListener('pageshow', sync);
    targets.cookieStore?.removeEventListener('change', onCookieChange);
  };
}
