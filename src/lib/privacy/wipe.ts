import type { QueryClient } from '@tanstack/react-query';
import { removeAuthentication } from '../auth/auth';
import { clearSessionCookie } from '../auth/cookies';
import { clearTokens } from '../auth/tokens';
import { draftStore } from '../storage/draft-store';
import { clearPersistedQueryCache } from '../storage/query-persister';
import { vault } from '../storage/vault';

/**
 * Deletes the worker's personal data from this device at once, in memory and on disk: drafts, the
 * saved query cache, the encryption key and the activity time, the spec's `auth-storage` user
 * (logged out, as removeAuthentication does) and the session tokens. From memory it drops every
 * query except the non-personal persisted ones (branding, link configuration) and every mutation
 * (their variables hold what was sent).
 *
 * 'Limpar meus dados' calls it; the proposal screens must call it when the proposal is signed or
 * fails for good. Rejects only when the device storage refused the deletion.
 */
export async function wipePersonalData(queryClient: QueryClient): Promise<void> {
  // The vault counts as wiped first, so the query cache removals below do not save again.
  const forgotten = vault.forget(() => Promise.all([draftStore.clear(), clearPersistedQueryCache()]));
  queryClient.removeQueries({ predicate: (query) => !(query.meta?.persist === true && query.meta.personal !== true) });
  queryClient.getMutationCache().clear();
  clearTokens();
  clearSessionCookie();
  removeAuthentication();
  await forgotten;
}
