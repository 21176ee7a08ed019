/// <reference lib="webworker" />
/**
 * Sending while the app is closed: on the Background Sync `OUTBOX_SYNC_TAG` (registered by the page
 * when a creation is tapped offline, src/lib/background/outbox.ts), the worker sends each waiting
 * request once, with its idempotency key and the page's headers, under the lock the page also
 * takes, and keeps the answer, sealed, for the page to show when it opens. No answer (still
 * offline, a network error): the event fails and the browser tries again later. An expired request,
 * or one the vault can no longer open (wiped), is dropped unsent.
 */
import { createStore, del, entries, set } from 'idb-keyval';
import { decrypt, encrypt } from '../lib/storage/crypto-box';
import { bffHeaders, vaultKey } from './bff-request';
import { OUTBOX_DB, OUTBOX_LOCK, OUTBOX_SYNC_TAG, parseOutboxRecord, type OutboxRecord } from '../lib/sw-protocol/outbox-protocol';

declare const self: ServiceWorkerGlobalScope;

type SyncEvent = ExtendableEvent & { tag: string; lastChance?: boolean };

const outboxStore = () => createStore(OUTBOX_DB, 'kv');

/** A send without an answer by then counts as none (the browser tries the sync again later). */
export const SEND_TIMEOUT_MS = 30_000;

/** Sends one record; true when it was answered (its answer then kept), false when no answer came. */
async function send(key: CryptoKey, record: OutboxRecord): Promise<boolean> {
  const headers = await bffHeaders(record.pageUrl, record.session);
  const body = record.method === 'GET' ? undefined : record.body;
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  headers.set('Idempotency-Key', record.key);
  let response: Response;
  try {
    // Bounded: the lock held meanwhile is one a page's 'Limpar meus dados' waits for.
    const signal = AbortSignal.timeout(SEND_TIMEOUT_MS);
    response = await fetch(record.path, { method: record.method, headers, body, credentials: 'same-origin', cache: 'no-store', signal });
  } catch {
    return false;
  }
  const answered: OutboxRecord = { ...record, answer: { status: response.status, body: await response.text().catch(() => '') } };
  await set(record.key, await encrypt(key, JSON.stringify(answered)), outboxStore());
  return true;
}

/** Every waiting request sent once; rejects when one got no answer (the browser retries the sync). */
async function sendWaiting(): Promise<void> {
  const key = await vaultKey();
  const stored = await entries<IDBValidKey, unknown>(outboxStore());
  let unanswered = 0;
  for (const [id, sealed] of stored) {
    const record = key && typeof sealed === 'string' ? await decrypt(key, sealed).then(parseOutboxRecord, () => null) : null;
    if (!key || !record || record.key !== id || Date.now() > record.expiresAt) {
      await del(id, outboxStore());
      continue;
    }
    if (record.answer) continue;
    if (!(await send(key, record))) unanswered += 1;
  }
  if (unanswered > 0) throw new Error('outbox: no answer yet');
}

export function installOutbox(): void {
  self.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag !== OUTBOX_SYNC_TAG) return;
    const locks = (self.navigator as Navigator & { locks?: LockManager }).locks;
    event.waitUntil(locks ? locks.request(OUTBOX_LOCK, sendWaiting) : sendWaiting());
  }) as EventListener);
}
