import { OUTBOX_DB, OUTBOX_LOCK, OUTBOX_SYNC_TAG, parseOutboxRecord, type OutboxRecord } from '../sw-protocol/outbox-protocol';
import { getSession } from '../auth/tokens';
import { env } from '../env';
import { HOUR_MS, vault } from '../storage/vault';
import { pageUrlForBff } from '../url';
import { withWebLock } from '../web-lock';

/**
 * The page's half of sending while the app is closed (docs/offline-and-resume.md): a creation
 * tapped offline is handed to the service worker (src/sw/outbox.ts), sealed, with a Background Sync
 * registered where the browser has one; the worker sends it when the connection returns, also with
 * the app closed. When the page sends the same request itself (online again, the app reopened), it
 * first takes the record under the same lock: answered, the page uses that answer; not sent yet,
 * the page sends it (and the worker no longer can). So a request leaves once, with its idempotency
 * key, whoever sends it.
 */

const store = vault.store(OUTBOX_DB);

type SyncManager = { register(tag: string): Promise<void> };

const underLock = <T>(run: () => Promise<T>): Promise<T> => withWebLock(OUTBOX_LOCK, run);

async function readRecord(key: string): Promise<OutboxRecord | null> {
  const sealed = await store.get(key);
  return sealed ? vault.open(sealed).then(parseOutboxRecord, () => null) : null;
}

/**
 * Hands `request` (its key is its idempotency key) to the service worker, unless it is there
 * already (the worker may have sent it: its answer waits for the page). False when it cannot be
 * handed over (no Background Sync, no IndexedDB): the page then sends it when it is open again.
 */
export async function handOver(request: Omit<OutboxRecord, 'session' | 'expiresAt' | 'answer'>): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || (await vault.kind()) !== 'indexeddb') return false;
  const registration: (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const sync = registration?.sync;
  if (!sync) return false;
  await underLock(async () => {
    if (await readRecord(request.key)) return;
    // Kept at rest for the worker: the page's origin and path only, as X-Page-Url sends them.
    const pageUrl = pageUrlForBff(request.pageUrl) ?? '';
    const record: OutboxRecord = { ...request, pageUrl, session: getSession(), expiresAt: Date.now() + env.dataTtlHours * HOUR_MS };
    await store.setMany([[request.key, await vault.seal(JSON.stringify(record))]]);
  });
  return sync.register(OUTBOX_SYNC_TAG).then(
    () => true,
    // Refused (Background Sync not allowed): nothing would send it, so nothing waits at rest for it;
    // the page sends it when it is open and online.
    () =>
      underLock(async () => {
        if (!(await readRecord(request.key))?.answer) await store.delMany([request.key]);
        return false;
      }),
  );
}

/**
 * Runs the page's own send of the request keyed `key`, unless the worker has sent it: `run` gets
 * the record (with the worker's answer) or null. The record is taken out under the lock (a worker
 * sending it holds the lock until its answer is kept); the page's own send runs after, outside it,
 * so a request that hangs in one page never holds the others.
 */
export async function takeOver<T>(key: string, run: (record: OutboxRecord | null) => Promise<T>): Promise<T> {
  const record = await underLock(async () => {
    const found = await readRecord(key).catch(() => null);
    if (found) await store.delMany([key]);
    return found;
  });
  return run(record);
}
