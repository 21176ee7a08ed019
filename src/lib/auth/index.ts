export type { AuthState, AuthStore, AuthUser } from './auth-store';
export { AUTH_STORAGE_KEY, EMPTY_USER, createAuthStore } from './auth-store';
export { authStore, getAuthState, removeAuthentication, setAuthenticated, syncWithSessionCookie } from './auth';
export { SESSION_COOKIE, XSRF_COOKIE, hasSessionCookie, readCookie } from './cookies';
export { installSessionCookieSync } from './cookie-sync';
export { expireSession } from './session';
export { REFRESH_TOKEN_KEY, SESSION_KEY, clearTokens, getRefreshToken, getSession, setRefreshToken, setSession, setTokens } from './tokens';
