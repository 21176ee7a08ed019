import { isRecord } from '../is-record';
import { decrypt } from './crypto-box';
import { DRAFTS_DB, KEY_DB, KV_STORE, LAST_ACTIVITY, VAULT_KEY } from './names';

/**
 * The phone's copy as the app keeps it (./vault, ./draft-store): a draft is the encrypted JSON
 * `{ value }`, decoded here for both the draft store (`draftValueOf`) and the frames painted before
 * the app's code (src/app/before-app), which read one draft, a screen's frame copy: `readStoredRecords`
 * as the page starts, without idb-keyval, creating nothing (a database it made would lack the app's
 * store) and writing nothing, and `openStoredCopy` once a frame's file is there.
 */
/** A draft record's value, decrypted and parsed: undefined for anything that is not one. */
export const draftValueOf = (parsed: unknown): { value: unknown } | undefined => (isRecord(parsed) && 'value' in parsed ? { value: parsed.value } : undefined);

/** Whether records whose last activity was at `last` are past the vault's expiry, or of unknown age (./vault wipes them). */
export const isExpired = (last: unknown, now: number, ttlMs: number): boolean => typeof last !== 'number' || now - last > ttlMs;

/** What `readStoredRecords` read, encrypted: the vault's key and last activity, and the draft asked for. */
export interface StoredRecords {
  key: unknown;
  lastActivity: unknown;
  draft: unknown;
}

function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(name);
      let settled = false;
      const settle = (db: IDBDatabase | null) => {
        if (settled) db?.close();
        else resolve(db);
        settled = true;
      };
      // Not there yet: the abort makes the open fail and leaves no database behind.
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => settle(request.result);
      request.onerror = () => settle(null);
      request.onblocked = () => settle(null);
    } catch {
      resolve(null);
    }
  });
}

/** The store's values of `names` (undefined on any failure). */
function read(db: IDBDatabase, names: string[]): Promise<unknown[]> {
  return new Promise((resolve) => {
    try {
      const store = db.transaction(KV_STORE, 'readonly').objectStore(KV_STORE);
      const values = names.map((name) => store.get(name));
      store.transaction.oncomplete = () => resolve(values.map((value) => value.result as unknown));
      store.transaction.onerror = store.transaction.onabort = () => resolve([]);
    } catch {
      resolve([]);
    }
  });
}

/** The vault's key, its last activity and the draft `name`, or null when a database is missing. */
export async function readStoredRecords(name: string): Promise<StoredRecords | null> {
  const dbs = await Promise.all([KEY_DB, DRAFTS_DB].map(openExisting));
  try {
    const [keys, drafts] = dbs;
    if (!keys || !drafts) return null;
    const [[key, lastActivity], [draft]] = await Promise.all([read(keys, [VAULT_KEY, LAST_ACTIVITY]), read(drafts, [name])]);
    return { key, lastActivity, draft };
  } finally {
    for (const db of dbs) db?.close();
  }
}

/**
 * The draft `records` holds, decrypted, or null: none, past the vault's expiry (the app wipes it
 * instead), without the vault's key, or anything unreadable. Never rejects.
 */
export async function openStoredCopy(records: StoredRecords | null, now: number, ttlMs: number): Promise<unknown> {
  if (!records || !(records.key instanceof CryptoKey) || isExpired(records.lastActivity, now, ttlMs)) return null;
  try {
    if (typeof records.draft !== 'string') return null;
    return draftValueOf(JSON.parse(await decrypt(records.key, records.draft)) as unknown)?.value ?? null;
  } catch {
    return null;
  }
}
