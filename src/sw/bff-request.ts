/// <reference lib="webworker" />
/**
 * What the service worker needs to call the BFF as the page does: the vault's key to open
 * what the page sealed, and the page's headers (src/api/client.ts: `Authorization`, `X-Page-Url`,
 * `X-XSRF-TOKEN` echoing the cookie).
 */
import { createStore, get } from 'idb-keyval';
import { pageUrlForBff } from '../lib/url';

declare const self: ServiceWorkerGlobalScope;

/** The vault's non-extractable key (src/lib/storage/vault.ts), or undefined when there is none. */
export async function vaultKey(): Promise<CryptoKey | undefined> {
  const key = await get<unknown>('key', createStore('fgts-app-key', 'kv'));
  return key instanceof CryptoKey ? key : undefined;
}

async function xsrfToken(): Promise<string | undefined> {
  const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }).cookieStore;
  try {
    const cookie = await store?.get('XSRF-TOKEN');
    return cookie?.value ? decodeURIComponent(cookie.value) : undefined;
  } catch {
    return undefined;
  }
}

/** The page's headers for a call made for the screen at `pageUrl` with `session`. */
export async function bffHeaders(pageUrl: string, session: string | null): Promise<Headers> {
  // A record kept before X-Page-Url lost its query and fragment is sent as the page sends it now.
  const page = pageUrlForBff(pageUrl, self.location.origin);
  const headers = new Headers({ Accept: 'application/json', ...(page ? { 'X-Page-Url': page } : {}) });
  if (session) headers.set('Authorization', `Bearer ${session}`);
  const xsrf = await xsrfToken();
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  return headers;
}
