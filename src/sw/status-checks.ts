/// <reference lib="webworker" />
/**
 * Status checks while the app is closed. On the periodic sync `STATUS_CHECK_TAG`
 * (registered by the page while something is pending, src/lib/background/status-watch.ts), the
 * worker opens the record the page sealed, reads each watched item once from the BFF with the
 * headers the page sends, compares with what was last known (sw/status-change) and
 * shows at most one notification per item that changed. Nothing left to watch: the record and the
 * registration go. While a page of the app is visible, that page polls and tells: the worker does
 * nothing then.
 */
import { createStore, del, get, set } from 'idb-keyval';
import type { PeriodicSync } from '../lib/background/periodic-sync';
import { bffHeaders, vaultKey } from './bff-request';
import { decrypt, encrypt } from '../lib/storage/crypto-box';
import { checkAnswer, type StatusNotice } from './status-change';
import { parseWatchRecord, STATUS_CHECK_TAG, WATCH_DB, WATCH_KEY, type WatchItem, type WatchRecord } from '../lib/sw-protocol/status-watch-protocol';

declare const self: ServiceWorkerGlobalScope;

type PeriodicSyncEvent = ExtendableEvent & { tag: string };

const watchStore = () => createStore(WATCH_DB, 'kv');

const PATHS: Record<WatchItem['kind'], (id: string) => string> = {
  solicitation: (id) => `/api/balance-solicitation/${encodeURIComponent(id)}`,
  proposal: (id) => `/api/proposal/${encodeURIComponent(id)}`,
};

/** One read of an item, as the page's client sends it; undefined when it did not answer 200 with JSON. */
async function read(item: WatchItem, session: string | null): Promise<unknown> {
  const headers = await bffHeaders(item.url, session);
  try {
    const response = await fetch(PATHS[item.kind](item.id), { headers, credentials: 'same-origin', cache: 'no-store' });
    return response.ok ? ((await response.json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

async function stopChecking(): Promise<void> {
  await del(WATCH_KEY, watchStore()).catch(() => undefined);
  const periodicSync = (self.registration as unknown as { periodicSync?: PeriodicSync }).periodicSync;
  await periodicSync?.unregister(STATUS_CHECK_TAG).catch(() => undefined);
}

async function show(notice: StatusNotice): Promise<void> {
  await self.registration.showNotification(notice.title, { body: notice.body, tag: notice.tag, icon: '/brand/icon-192.png', data: { url: notice.url } });
}

/** The checks of one periodic sync. */
async function runStatusChecks(): Promise<void> {
  // Without permission nothing can be told: nothing is read (the record stays for when it is allowed again).
  if (Notification.permission !== 'granted') return;
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.some((client) => client.visibilityState === 'visible')) return;
  const [key, sealed] = await Promise.all([vaultKey(), get<unknown>(WATCH_KEY, watchStore())]);
  if (!key || typeof sealed !== 'string') return stopChecking();
  const record = await decrypt(key, sealed).then(parseWatchRecord, () => null);
  if (!record || Date.now() > record.expiresAt) return stopChecking();

  const next: WatchItem[] = [];
  const notices: StatusNotice[] = [];
  for (const item of record.items) {
    const outcome = checkAnswer(item, await read(item, record.session));
    if (outcome.notice) notices.push(outcome.notice);
    if (outcome.next) next.push(outcome.next);
  }
  if (next.length === 0) await stopChecking();
  else if (JSON.stringify(next) !== JSON.stringify(record.items)) {
    const updated: WatchRecord = { ...record, items: next };
    await set(WATCH_KEY, await encrypt(key, JSON.stringify(updated)), watchStore());
  }
  // Only once what was seen is recorded: a check that stops half-way tells it again rather than never.
  await Promise.all(notices.map(show));
}

export function installStatusChecks(): void {
  self.addEventListener('periodicsync', ((event: PeriodicSyncEvent) => {
    if (event.tag !== STATUS_CHECK_TAG) return;
    event.waitUntil(runStatusChecks().catch((error: unknown) => console.warn('Status checks failed', error instanceof Error ? error.name : 'unknown error')));
  }) as EventListener);
}
