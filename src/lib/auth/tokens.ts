import { readItem, removeItem, writeItem } from '../storage/safe-local-storage';

/**
 * The bearer session token and the refresh token, stored as plain strings under the
 * keys the existing installs already use (spec §3). Never log these values.
 */
export const SESSION_KEY = 'session';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export function getSession(): string | null {
  return nonEmpty(readItem(SESSION_KEY));
}

export function setSession(token: string): void {
  writeItem(SESSION_KEY, token);
}

export function getRefreshToken(): string | null {
  return nonEmpty(readItem(REFRESH_TOKEN_KEY));
}

export function setRefreshToken(token: string): void {
  writeItem(REFRESH_TOKEN_KEY, token);
}

export function setTokens(tokens: { session: string; refreshToken: string }): void {
  setSession(tokens.session);
  setRefreshToken(tokens.refreshToken);
}

export function clearTokens(): void {
  removeItem(SESSION_KEY);
  removeItem(REFRESH_TOKEN_KEY);
}

// An empty string would produce "Authorization: Bearer " and a pointless refresh.
function nonEmpty(value: string | null): string | null {
  return value === null || value === '' ? null : value;
}
