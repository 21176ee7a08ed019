import { emit } from '../events';
import { getAuthState, removeAuthentication } from './auth';
import { clearSessionCookie } from './cookies';
import { clearTokens, getRefreshToken, getSession } from './tokens';

/**
 * Spec §8 "Session expiry": clear the stored session and refresh token, log the user
 * out and tell the shell to show the 'Sessão expirada.' toast.
 *
 * The notice is only emitted when there was something to expire. A late 401 from a
 * request sent before an earlier expiry, or a visitor who never had a session, would
 * otherwise show the toast again.
 */
export function expireSession(): void {
  const hadSession = getSession() !== null || getRefreshToken() !== null || getAuthState().authenticated;
  clearTokens();
  clearSessionCookie();
  removeAuthentication();
  if (hadSession) emit('session-expired');
}
