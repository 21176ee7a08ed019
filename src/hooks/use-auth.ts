import { useSyncExternalStore } from 'react';
import type { AuthState, AuthStore, AuthUser } from '../lib/auth/auth-store';
import { authStore } from '../lib/auth/auth';

export interface UseAuthResult extends AuthState {
  setAuthenticated: (isAuthenticated: boolean, user: AuthUser) => void;
  removeAuthentication: () => void;
}

/** Auth state for components; re-renders on login/logout, including from other tabs. */
export function useAuth(store: AuthStore = authStore): UseAuthResult {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return {
    ...state,
    setAuthenticated: store.setAuthenticated,
    removeAuthentication: store.removeAuthentication,
  };
}
