import { decrypt } from './crypto-box';
import { DRAFTS_DB, KEY_DB, KV_STORE, LAST_ACTIVITY, QUERY_CACHE_DB, QUERY_CACHE_KEY, VAULT_KEY } from './names';

/**
 * The phone's copy as the app keeps it (./vault, ./draft-store, ./query-persister), read the way
 * the app restores it: a draft is the encrypted JSON `{ value }`, the query cache TanStack's
 * PersistedClient, restored only from this build, within its maximum age, its queries that
 * answered. The draft store decodes its records here (`draftValueOf`); the frames painted before
 * the app's code (src/app/before-app) read the copy here too: `readStoredRecords` as the page
 * starts, without idb-keyval, creating nothing (a database it made would lack the app's store) and
 * writing nothing, and `openStoredCopy` once a frame's file knows which drafts it needs.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A draft record's value, decrypted and parsed: undefined for anything that is not one. */
export const draftValueOf = (parsed: unknown): { value: unknown } | undefined => (isRecord(parsed) && 'value' in parsed ? { value: parsed.value } : undefined);

export interface CopyRules {
  now: number;
  /** The vault's expiry after the last activity, and the query cache's maximum age (lib/env's DATA_TTL_MS). */
  ttlMs: number;
  /** This build's buster: a cache written by another build is not restored. */
  buster: string;
}

/**
 * The query `key`'s answer as the app restores it from the stored cache (`client`), with the reads
 * that had failed in a row since (TanStack keeps the count with the answer), or undefined.
 */
export function restoredQuery(
  client: unknown,
  key: ReadonlyArray<string | null>,
  { now, ttlMs, buster }: CopyRules,
): { data: unknown; failures: number } | undefined {
  if (!isRecord(client) || client.buster !== buster || typeof client.timestamp !== 'number' || !(now - client.timestamp <= ttlMs)) return undefined;
  const queries = isRecord(client.clientState) ? client.clientState.queries : undefined;
  const query: unknown = Array.isArray(queries)
    ? queries.find(
        (q: unknown) =>
          isRecord(q) && Array.isArray(q.queryKey) && q.queryKey.length === key.length && key.every((part, i) => (q.queryKey as unknown[])[i] === part),
      )
    : undefined;
  if (!isRecord(query) || !isRecord(query.state) || query.state.status !== 'success') return undefined;
  return { data: query.state.data, failures: typeof query.state.fetchFailureCount === 'number' ? query.state.fetchFailureCount : 0 };
}

/** The restored answer of the query `key` when it is an object. */
export function restoredData(client: unknown, key: ReadonlyArray<string | null>, rules: CopyRules): Record<string, unknown> | undefined {
  const data = restoredQuery(client, key, rules)?.data;
  return isRecord(data) ? data : undefined;
}

/** What `readStoredRecords` read, encrypted: the vault's key and last activity, a link's drafts, the query cache. */
export interface StoredRecords {
  key: unknown;
  lastActivity: unknown;
  drafts: Record<string, unknown>;
  cache: unknown;
}

/** The decrypted copy: the query cache, and the drafts asked for (undefined where there is none). */
export interface StoredCopy {
  client: unknown;
  drafts: Record<string, unknown>;
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

/** The store's keys and values (empty on any failure). */
function readAll(db: IDBDatabase): Promise<[IDBValidKey[], unknown[]]> {
  return new Promise((resolve) => {
    try {
      const store = db.transaction(KV_STORE, 'readonly').objectStore(KV_STORE);
      const keys = store.getAllKeys();
      const values = store.getAll();
      store.transaction.oncomplete = () => resolve([keys.result, values.result]);
      store.transaction.onerror = store.transaction.onabort = () => resolve([[], []]);
    } catch {
      resolve([[], []]);
    }
  });
}

/** The records of the link `link` (its drafts `…:{link}`), or null when a database is missing. */
export async function readStoredRecords(link: string): Promise<StoredRecords | null> {
  const dbs = await Promise.all([KEY_DB, DRAFTS_DB, QUERY_CACHE_DB].map(openExisting));
  try {
    const [keys, drafts, cache] = dbs;
    if (!keys || !drafts || !cache) return null;
    const [[keyNames, keyValues], [draftNames, draftValues], [cacheNames, cacheValues]] = await Promise.all([readAll(keys), readAll(drafts), readAll(cache)]);
    const of = (names: IDBValidKey[], values: unknown[], name: string) => values[names.indexOf(name)];
    const linkDrafts: Record<string, unknown> = {};
    draftNames.forEach((name, i) => typeof name === 'string' && name.endsWith(`:${link}`) && (linkDrafts[name] = draftValues[i]));
    return {
      key: of(keyNames, keyValues, VAULT_KEY),
      lastActivity: of(keyNames, keyValues, LAST_ACTIVITY),
      drafts: linkDrafts,
      cache: of(cacheNames, cacheValues, QUERY_CACHE_KEY),
    };
  } finally {
    for (const db of dbs) db?.close();
  }
}

/**
 * `records` decrypted: the query cache and the drafts `keys`, or null: past the vault's expiry (the
 * app wipes them instead), without the vault's key, or anything unreadable. Never rejects.
 */
export async function openStoredCopy(records: StoredRecords | null, { now, ttlMs }: CopyRules, keys: string[]): Promise<StoredCopy | null> {
  if (!records || !(records.key instanceof CryptoKey) || typeof records.lastActivity !== 'number' || now - records.lastActivity > ttlMs) return null;
  const key = records.key;
  const open = async (record: unknown): Promise<unknown> => {
    if (typeof record !== 'string') throw new TypeError('not a stored record');
    return JSON.parse(await decrypt(key, record)) as unknown;
  };
  try {
    const [client, ...values] = await Promise.all([
      open(records.cache),
      ...keys.map(async (name) => (records.drafts[name] === undefined ? undefined : draftValueOf(await open(records.drafts[name]))?.value)),
    ]);
    return { client, drafts: Object.fromEntries(keys.map((name, i) => [name, values[i]])) };
  } catch {
    return null;
  }
}
