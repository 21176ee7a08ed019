import {
  parseWatchRecord,
  sameItem,
  STATUS_CHECK_MIN_INTERVAL_MS,
  STATUS_CHECK_TAG,
  WATCH_DB,
  WATCH_KEY,
  type WatchItem,
  type WatchRecord,
} from '../sw-protocol/status-watch-protocol';
import { getSession } from '../auth/tokens';
import { env } from '../env';
import { notificationsGranted } from '../notifications';
import { splitLinkPath } from '../flow/flows';
import { HOUR_MS, vault } from '../storage/vault';
import { periodicSync, unregisterStatusChecks } from './periodic-sync';

/**
 * The page's half of the status checks while the app is closed (docs/installing.md): what the
 * worker waits for (a consultation PENDING, step 5's cards pending) is handed to the service worker
 * (src/sw/status-checks.ts), sealed with the vault's key with the session its reads need, and a
 * periodic sync is registered where the browser offers one (an installed app, notifications
 * allowed). Nothing pending: the record and the registration go. Where the browser refuses (not
 * installed, iOS, Firefox, notifications not allowed) nothing is registered and the screens say the
 * app must stay open to tell (hooks/use-closed-app-checks).
 */

const store = vault.store(WATCH_DB);

/** Whether the browser took the registration (null: not asked yet in this page). */
let registered: boolean | null = null;
const listeners = new Set<() => void>();
function setRegistered(value: boolean): void {
  if (registered === value) return;
  registered = value;
  listeners.forEach((listener) => listener());
}

/** Registers the checks, or removes them; a refusal (NotAllowedError: not an installed app) means "not offered". */
async function registerChecks(on: boolean): Promise<void> {
  if (!on) return unregisterStatusChecks();
  const sync = await periodicSync();
  if (!sync) return setRegistered(false);
  await sync.register(STATUS_CHECK_TAG, { minInterval: STATUS_CHECK_MIN_INTERVAL_MS }).then(
    () => setRegistered(true),
    () => setRegistered(false),
  );
}

async function readRecord(): Promise<WatchRecord | null> {
  const sealed = await store.get(WATCH_KEY);
  return sealed ? vault.open(sealed).then(parseWatchRecord, () => null) : null;
}

let queue: Promise<void> = Promise.resolve();

/**
 * Rewrites the record from its items (with the current session), one change at a time. `adds`: the
 * change hands something over, which only makes sense with notifications allowed (the worker can
 * only tell through one); without them it changes nothing (a page being closed can read them as
 * not allowed: that must not drop what was handed over).
 */
function update(change: (items: WatchItem[]) => WatchItem[], adds: boolean): Promise<void> {
  queue = queue
    .then(async () => {
      if ((await vault.kind()) !== 'indexeddb' || vault.wiped() || (adds && !notificationsGranted())) return;
      const record = await readRecord();
      const items = change(record?.items ?? []);
      if (items.length === 0) {
        if (record) await store.delMany([WATCH_KEY]);
        return registerChecks(false);
      }
      const next: WatchRecord = { session: getSession(), expiresAt: Date.now() + env.dataTtlHours * HOUR_MS, items };
      await store.setMany([[WATCH_KEY, await vault.seal(JSON.stringify(next))]]);
      await registerChecks(true);
    })
    .catch((error: unknown) => console.warn('Status checks not handed over', error instanceof Error ? error.name : 'unknown error'));
  return queue;
}

/** What this page's screens wait for now (the record also holds other tabs' items). */
const wanted = new Map<string, WatchItem>();
const wantedKey = (item: Pick<WatchItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;
const withWanted = (items: WatchItem[]) => [...items.filter((known) => !wanted.has(wantedKey(known))), ...wanted.values()];

let refreshing = false;
/**
 * Hidden (maybe about to be closed), the page hands over what it waits for again with its latest
 * session, also when notifications were allowed after the wait began.
 */
function refreshWhenHidden(): void {
  if (refreshing || typeof document === 'undefined') return;
  refreshing = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && wanted.size > 0) void update(withWanted, true);
  });
}

/** `item` is waited for (replaces what was known of it). */
export function watchStatus(item: WatchItem): Promise<void> {
  refreshWhenHidden();
  wanted.set(wantedKey(item), item);
  return update(withWanted, true);
}

/** The thing of `kind` and `id` is no longer waited for. */
export function unwatchStatus(kind: WatchItem['kind'], id: string): Promise<void> {
  wanted.delete(wantedKey({ kind, id }));
  return update((items) => items.filter((known) => !sameItem(known, { kind, id })), false);
}

/**
 * Nothing of the link `base` is watched any more: its person was parked (another person identified,
 * or 'Sou outra pessoa'), so the phone is not woken for them, with their session, while someone
 * else holds it. Their screens watch again when they come back to them.
 */
export function unwatchLink(base: string): Promise<void> {
  const ofLink = (item: WatchItem) => splitLinkPath(item.url)?.base === base;
  for (const [key, item] of wanted) if (ofLink(item)) wanted.delete(key);
  return update((items) => items.filter((item) => !ofLink(item)), false);
}

/** True when the browser will check while the app is closed; false when it refused; null before asking. */
export const closedAppChecks = (): boolean | null => registered;

/** Calls `listener` when closedAppChecks() changes; returns the unsubscribe. */
export function subscribeClosedAppChecks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
