/**
 * Reads cookies visible to scripts. Only non-HttpOnly cookies appear in
 * `document.cookie`; outside a browser (tests, workers) there are none.
 */
export const SESSION_COOKIE = 'session';
export const XSRF_COOKIE = 'XSRF-TOKEN';

function cookieString(): string {
  try {
    return globalThis.document?.cookie ?? '';
  } catch {
    // Sandboxed documents throw SecurityError on access.
    return '';
  }
}

/**
 * Value of the cookie `name`, URL-decoded (servers such as Laravel/Spring encode the
 * XSRF token), or undefined when absent. The first match wins, as in browsers, when
 * the same name exists on several paths.
 */
export function readCookie(name: string, source: string = cookieString()): string | undefined {
  for (const part of source.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * Spec §3/§4: "authenticated is true while a session cookie is present". We read it as:
 * a cookie named `session` with a non-empty value is visible in `document.cookie`.
 * An empty value counts as absent because servers "delete" cookies by blanking them.
 * If the server ever marks it HttpOnly, this always reads false and only explicit
 * `setAuthenticated` calls can mark the user authenticated.
 */
export function hasSessionCookie(source?: string): boolean {
  const value = readCookie(SESSION_COOKIE, source);
  return value !== undefined && value !== '';
}

/**
 * Expires a script-visible `session` cookie so a reload after session expiry does not
 * read the user as authenticated again. Path `/` matches how the app sets it; an
 * HttpOnly cookie is unaffected (the server must clear it).
 */
export function clearSessionCookie(): void {
  try {
    if (globalThis.document) {
      globalThis.document.cookie = `${SESSION_COOKIE}=; Max-Age=0; path=/`;
    }
  } catch {
    // Sandboxed document: nothing we can clear.
  }
}
