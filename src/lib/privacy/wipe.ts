import type { QueryClient } from '@tanstack/react-query';
import { removeAuthentication } from '../auth/auth';
import { clearSessionCookie } from '../auth/cookies';
import { clearTokens } from '../auth/tokens';
import { unregisterStatusChecks } from '../background/periodic-sync';
import { OUTBOX_DB, OUTBOX_LOCK, WATCH_DB } from '../sw-protocol/background-names';
import { flowKey, personOf, type FlowState } from '../flow/flow-state';
import { forgetPerson } from '../flow/person';
import { resumeHintKey } from '../flow/resume';
import { draftStore, getDraft } from '../storage/draft-store';
import { clearPersistedQueryCache } from '../storage/query-persister';
import { vault } from '../storage/vault';
import { removeItem } from '../storage/safe-local-storage';
import { withWebLock } from '../web-lock';

// The service worker's status-check record (lib/background/status-watch) and its requests waiting to
// be sent (lib/background/outbox) are stores a wipe empties, whichever screen wipes.
vault.store(WATCH_DB);
vault.store(OUTBOX_DB);

/**
 * Forgets every link's resume hint (lib/flow/resume: the name of the screen a reopened landing goes
 * back to). After a wipe, nothing on the phone says a screen was reached. Here rather than in
 * lib/storage/safe-local-storage, which the landing's first JavaScript carries (kept small); a hint
 * whose write failed lives only in this page's memory, which removeItem clears too.
 */
export function forgetResumeHints(storage: Pick<Storage, 'length' | 'key'> | undefined = localStorageOrNone()): void {
  if (!storage) return;
  const prefix = resumeHintKey('');
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  keys.forEach(removeItem);
}

function localStorageOrNone(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Deletes the worker's personal data from this device, in memory and on disk: drafts, the
 * saved query cache, the encryption key and the activity time, the spec's `auth-storage` user
 * (logged out, as removeAuthentication does) and the session tokens. From memory it drops every
 * query except the non-personal persisted ones (branding, link configuration) and every mutation
 * (their variables hold what was sent).
 *
 * It holds the outbox's lock (lib/sw-protocol/outbox-protocol.ts) while it does: a request the service
 * worker is sending ends first (at most its send's time limit, src/sw/outbox.ts), and its answer,
 * written back under that lock, goes with the rest; nothing is sent after it.
 *
 * 'Limpar meus dados' calls it; the proposal screens must call it when the proposal is signed or
 * fails for good. Rejects only when the device storage refused the deletion.
 */
export function wipePersonalData(queryClient: QueryClient): Promise<void> {
  return withWebLock(OUTBOX_LOCK, async () => {
    // The vault counts as wiped first, so the query cache removals below do not save again.
    const forgotten = vault.forget(() => Promise.all([draftStore.clear(), clearPersistedQueryCache()]));
    queryClient.removeQueries({ predicate: (query) => !(query.meta?.persist === true && query.meta.personal !== true) });
    queryClient.getMutationCache().clear();
    clearTokens();
    clearSessionCookie();
    removeAuthentication();
    forgetResumeHints();
    // A wiped phone is never woken to check anything.
    await Promise.all([forgotten, unregisterStatusChecks()]);
  });
}

/**
 * The end of the proposal of the person identified on `base` (signed, or failed for good): their
 * data leaves the phone. When someone else's unfinished proposal is kept on the phone too (parked,
 * lib/flow/person), only this person's drafts go, with every personal query cached (the other
 * person's screens read theirs again) and the session; otherwise everything, as wipePersonalData.
 */
export async function wipeAtProposalEnd(queryClient: QueryClient, base: string): Promise<void> {
  const person = personOf(getDraft<FlowState>(flowKey(base)));
  if (!person || !(await forgetPerson(person))) return wipePersonalData(queryClient);
  queryClient.removeQueries({ predicate: (query) => !(query.meta?.persist === true && query.meta.personal !== true) });
  queryClient.getMutationCache().clear();
  clearTokens();
  clearSessionCookie();
  removeAuthentication();
}
