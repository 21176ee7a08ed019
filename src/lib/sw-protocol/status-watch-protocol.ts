/**
 * What the page hands to the service worker for the status checks it runs while the app is closed
 * (Periodic Background Sync). Shared by both bundles: keep it dependency-free.
 *
 * The record is one JSON text sealed with the vault's key (AES-GCM, the key non-extractable in
 * IndexedDB `fgts-app-key`) in the IndexedDB database `WATCH_DB`: the session token the checks
 * send is never at rest in the clear there, and the record goes with 'Limpar meus dados' and the
 * drafts' expiry (it is one of the vault's stores).
 */

/** IndexedDB database `WATCH_DB` (object store `kv`) holds the sealed record under `WATCH_KEY`. */
export { STATUS_CHECK_TAG, WATCH_DB } from './background-names';
export const WATCH_KEY = 'watch';
/** How often the browser is asked to wake the worker (it may choose less often: Chrome, about every 12 h or more). */
export const STATUS_CHECK_MIN_INTERVAL_MS = 60 * 60 * 1000;

/** The two cards of step 5 as last seen: their kinds only. */
export type CardKinds = { bank: string; identity: string };

/** Something the worker waits for: a consultation, or a proposal's cards. `url` is the screen's path (no personal data). */
export type WatchItem = { kind: 'solicitation'; id: string; url: string; last: 'PENDING' } | { kind: 'proposal'; id: string; url: string; last: CardKinds };

export type WatchRecord = {
  /** The bearer session the page had when it last wrote the record (null: none). */
  session: string | null;
  /** After this (epoch ms) the drafts have expired: the worker checks nothing and forgets the record. */
  expiresAt: number;
  items: WatchItem[];
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length < 2048;

function isItem(value: unknown): value is WatchItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  if (!isText(item.id) || !isText(item.url) || !item.url.startsWith('/')) return false;
  if (item.kind === 'solicitation') return item.last === 'PENDING';
  if (item.kind !== 'proposal' || !item.last || typeof item.last !== 'object') return false;
  const last = item.last as Record<string, unknown>;
  return isText(last.bank) && isText(last.identity);
}

/** The record from its (decrypted) JSON text; null when it is not one. */
export function parseWatchRecord(text: string): WatchRecord | null {
  try {
    const value = JSON.parse(text) as Partial<WatchRecord> | null;
    if (!value || typeof value !== 'object' || !Array.isArray(value.items) || typeof value.expiresAt !== 'number') return null;
    if (value.session !== null && !isText(value.session)) return null;
    return { session: value.session ?? null, expiresAt: value.expiresAt, items: value.items.filter(isItem) };
  } catch {
    return null;
  }
}

/** Same thing watched (the kind and id). */
export const sameItem = (a: Pick<WatchItem, 'kind' | 'id'>, b: Pick<WatchItem, 'kind' | 'id'>): boolean => a.kind === b.kind && a.id === b.id;
