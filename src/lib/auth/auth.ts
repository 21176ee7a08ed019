import { createAuthStore, type AuthState, type AuthUser } from './auth-store';

/** The app's single auth store; other modules use the functions below, not the factory. */
export const authStore = createAuthStore();

export function getAuthState(): AuthState {
  return authStore.getState();
}

export function setAuthenticated(isAuthenticated: boolean, user: AuthUser): void {
  authStore.setAuthenticated(isAuthenticated, user);
}

export function removeAuthentication(): void {
  authStore.removeAuthentication();
}

export function syncWithSessionCookie(): void {
  authStore.syncWithSessionCookie();
}
