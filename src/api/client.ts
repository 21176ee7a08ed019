import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { syncWithSessionCookie } from '../lib/auth/auth';
import { XSRF_COOKIE, readCookie } from '../lib/auth/cookies';
import { expireSession } from '../lib/auth/session';
import { getRefreshToken, getSession, setTokens } from '../lib/auth/tokens';
import { pageUrlForBff } from '../lib/url';
import { withWebLock } from '../lib/web-lock';
import { ApiError, type AnswerCheck } from './errors';
import type { components, paths } from './schema.gen';

/**
 * The one BFF client every screen uses (spec §7): bearer token, page-URL header and
 * XSRF header on every request; on a 401 one shared token refresh, then one retry.
 */
export type ApiClient = Client<paths>;
type SessionTokens = components['schemas']['SessionTokens'];

export const REFRESH_PATH = '/api/auth/refresh-token' satisfies keyof paths;
export const PAGE_URL_HEADER = 'X-Page-Url';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The optional `Idempotency-Key` header parameter of a creation (openapi/bff.yaml), for
 * `params.header`: nothing when there is no key.
 */
export function idempotencyHeader(key: string | undefined): { 'Idempotency-Key'?: string } {
  return key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key };
}

/**
 * A creation whose request was handed to the service worker (`handedOver`, recorded
 * with its idempotency key) takes the worker's answer when there is one (./handed-over); any other
 * is sent as usual. The outbox's code loads only for a request that was handed over, so the
 * screens that create (the landing first) carry none of it.
 */
export function sentOnceIfHanded<T>(handedOver: boolean, idempotencyKey: string | undefined, send: () => Promise<T>, check: AnswerCheck): Promise<T> {
  if (!handedOver || idempotencyKey === undefined) return send();
  return import('./handed-over').then(({ sentOnce }) => sentOnce(idempotencyKey, send, check));
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
}

export function createApiClient({ baseUrl = '', fetch = lateBoundFetch }: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({ baseUrl, fetch });
  const refreshSession = createSessionRefresher((refreshToken) => requestNewTokens(client, refreshToken));
  // Order matters: the refresh middleware must run last in onRequest so the request it
  // keeps for the retry already carries every header. onResponse runs in reverse order, so the
  // JSON check and the cookie check, first here, see the final answer (after a refresh and retry).
  client.use(jsonAnswerMiddleware, sessionCookieMiddleware, bearerMiddleware, pageUrlMiddleware, xsrfMiddleware, createRefreshMiddleware(refreshSession));
  return client;
}

// Resolved per call, not captured at import, so a fetch patched later (service worker
// shims, test doubles) is honoured.
function lateBoundFetch(request: Request): Promise<Response> {
  return globalThis.fetch(request);
}

// ---------------------------------------------------------------- request headers

export function applyBearer(request: Request, session: string | null = getSession()): void {
  if (session) request.headers.set('Authorization', `Bearer ${session}`);
}

/** The page's origin and path (pageUrlForBff), as X-Page-Url sends it. */
export function currentPageUrl(): string | undefined {
  const href = typeof window === 'undefined' ? undefined : window.location?.href;
  return href === undefined ? undefined : pageUrlForBff(href);
}

export function applyPageUrl(request: Request, href: string | undefined = currentPageUrl()): void {
  if (href) request.headers.set(PAGE_URL_HEADER, href);
}

/**
 * Mirrors the XSRF-TOKEN cookie into X-XSRF-TOKEN, only towards our own origin (as
 * axios does) so a client built with a foreign baseUrl never leaks the token.
 */
export function applyXsrf(request: Request, token: string | undefined = readCookie(XSRF_COOKIE)): void {
  if (token && isPageOrigin(request.url)) request.headers.set(XSRF_HEADER, token);
}

function isPageOrigin(url: string): boolean {
  const origin = typeof window === 'undefined' ? undefined : window.location?.origin;
  if (!origin) return true; // no page to compare with (workers, tests without window)
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

export const bearerMiddleware: Middleware = { onRequest: ({ request }) => applyBearer(request) };
export const pageUrlMiddleware: Middleware = { onRequest: ({ request }) => applyPageUrl(request) };
export const xsrfMiddleware: Middleware = { onRequest: ({ request }) => applyXsrf(request) };

/**
 * Spec §4: `authenticated` follows the session cookie, which any answer may have set or expired
 * (Set-Cookie is applied before fetch resolves). Re-read it after each answer.
 */
export const sessionCookieMiddleware: Middleware = {
  onResponse() {
    syncWithSessionCookie();
    return undefined;
  },
};

/**
 * A success whose body is not JSON (a proxy's HTML page, a truncated answer) fails here as a
 * malformed answer, with its status and path in the log: openapi-fetch would otherwise throw a bare
 * SyntaxError that names neither. An empty body is left to the operation's check.
 */
export const jsonAnswerMiddleware: Middleware = {
  async onResponse({ response }) {
    if (!response.ok || response.status === 204) return undefined;
    const text = await response.clone().text();
    if (text === '') return undefined;
    try {
      JSON.parse(text);
    } catch {
      throw ApiError.malformed(response);
    }
    return undefined;
  },
};

// ---------------------------------------------------------------- 401 → refresh → retry

/**
 * Resolves to the new session token, or null when the refresh was rejected. Rejects
 * only when the refresh call got no answer at all (offline).
 */
export type RefreshSession = (failedToken: string | null) => Promise<string | null>;

/** The Web Lock a refresh is made under, in whichever of the app's tabs makes it. */
export const REFRESH_LOCK = 'fgts-token-refresh';

/**
 * Single-flight refresh: every 401 that arrives while a refresh is running waits for
 * that same promise, so five concurrent 401s cost one refresh call and, if it fails,
 * one expiry (one 'session-expired' notice).
 *
 * Across the app's tabs too: the refresh runs under a Web Lock, and a tab that waited for it
 * reads the stored token again once it holds it. Another tab refreshed meanwhile: its new token
 * is used, and the refresh token it spent is not spent twice (a BFF that rotates refresh tokens
 * would refuse the second use, and log the worker out).
 *
 * A 401 whose request carried a token older than the stored one arrived after another
 * request already refreshed; it is retried with the stored token without refreshing.
 *
 * A refresh with no answer (network failure) does not log the user out: a tunnel on
 * the bus must not cost the worker their session. The error propagates instead, so the
 * call fails as "Sem conexão" and TanStack Query retries it later.
 */
export function createSessionRefresher(requestTokens: (refreshToken: string) => Promise<SessionTokens | null>): RefreshSession {
  let inFlight: Promise<string | null> | null = null;

  async function refresh(): Promise<string | null> {
    const refreshToken = getRefreshToken();
    const tokens = refreshToken === null ? null : await requestTokens(refreshToken);
    if (tokens === null) {
      expireSession();
      return null;
    }
    setTokens(tokens);
    return tokens.session;
  }

  return (failedToken) => {
    const stored = getSession();
    if (stored !== null && stored !== failedToken) return Promise.resolve(stored);
    inFlight ??= withWebLock(REFRESH_LOCK, () => {
      const now = getSession();
      return now !== null && now !== stored ? Promise.resolve(now) : refresh();
    }).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/** POST /api/auth/refresh-token; null when the server answered but did not grant tokens. */
export async function requestNewTokens(client: ApiClient, refreshToken: string): Promise<SessionTokens | null> {
  const { data, response } = await client.POST(REFRESH_PATH, { body: { refreshToken } });
  return response.ok && isSessionTokens(data) ? data : null;
}

export function isSessionTokens(value: unknown): value is SessionTokens {
  if (typeof value !== 'object' || value === null) return false;
  const { session, refreshToken } = value as Record<string, unknown>;
  return typeof session === 'string' && session !== '' && typeof refreshToken === 'string' && refreshToken !== '';
}

/**
 * openapi-fetch hands onResponse the same Request it passed to fetch, whose body is
 * then consumed. So onRequest keeps an unread clone per request (WeakMap: nothing to
 * clean up) and a retry sends that clone with the new bearer, body intact.
 *
 * The retry is sent once and returned as is, even if it is another 401: looping on a
 * token the server just issued would never end. The refresh call's own 401 is never
 * handled here (it is what decides expiry).
 */
export function createRefreshMiddleware(refreshSession: RefreshSession): Middleware {
  const retryCopies = new WeakMap<Request, Request>();

  return {
    onRequest({ request, schemaPath }) {
      if (schemaPath !== REFRESH_PATH) retryCopies.set(request, request.clone());
    },
    async onResponse({ request, response, schemaPath, options }) {
      if (response.status !== 401 || schemaPath === REFRESH_PATH) return undefined;
      // A per-call middleware may have swapped the Request after ours ran; a bodiless
      // one can still be cloned here.
      const retry = retryCopies.get(request) ?? (request.bodyUsed ? undefined : request.clone());
      retryCopies.delete(request);
      if (!retry) return undefined;

      const session = await refreshSession(bearerOf(request));
      if (session === null) return undefined; // logged out: the caller gets the original 401

      applyBearer(retry, session);
      applyXsrf(retry); // the refresh may have rotated the XSRF cookie
      await response.body?.cancel(); // release the connection held by the unread 401
      return options.fetch(retry);
    },
  };
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

// ---------------------------------------------------------------- app instance

/** Same origin: in production the app server proxies /api to the BFF. */
export const api: ApiClient = createApiClient();
