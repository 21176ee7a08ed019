import { decrypt } from '../../lib/storage/crypto-box';
import type { StoredRecords } from './read-stored';

/**
 * What a frame painted from the phone's copy reads (./waiting-proposal, ./waiting-consultation,
 * ./ready-simulation, ./ready-proposal, ./ready-correction, ./ready-address, ./ready-guide,
 * ./ready-signature), decrypted, and the app's own rules for restoring it (src/lib/storage).
 */
export interface StoredCopy {
  /** The link's flow state (the draft `flow:{link}`'s value). */
  flow: unknown;
  /** The stored query cache (TanStack's PersistedClient). */
  client: unknown;
}

export interface CopyRules {
  now: number;
  /** The query cache's maximum age (lib/storage/query-persister). */
  maxAgeMs: number;
  /** This build's buster: a cache written by another build is not restored. */
  buster: string;
}

export interface StoredRules extends CopyRules {
  /** The vault's expiry after the last activity (lib/storage/vault). */
  ttlMs: number;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The query `key` as the app would restore it from the stored cache, or undefined: only this
 * build's cache, not older than its maximum age, and a query that had answered (its data may be
 * null: a configuration the BFF does not have). `failures`: the reads that had failed in a row
 * since (TanStack keeps the count with the answer).
 */
export function restoredQuery(client: unknown, key: ReadonlyArray<string | null>, { now, maxAgeMs, buster }: CopyRules): { data: unknown; failures: number } | undefined {
  if (!isRecord(client) || client.buster !== buster || typeof client.timestamp !== 'number' || !(now - client.timestamp <= maxAgeMs)) return undefined;
  const queries = isRecord(client.clientState) ? client.clientState.queries : undefined;
  if (!Array.isArray(queries)) return undefined;
  const query: unknown = queries.find(
    (q: unknown) => isRecord(q) && Array.isArray(q.queryKey) && q.queryKey.length === key.length && key.every((part, i) => (q.queryKey as unknown[])[i] === part),
  );
  if (!isRecord(query) || !isRecord(query.state) || query.state.status !== 'success') return undefined;
  const failures = typeof query.state.fetchFailureCount === 'number' ? query.state.fetchFailureCount : 0;
  return { data: query.state.data, failures };
}

/** The data of the query `key` as the app would restore it (`restoredQuery`), when it is an object. */
export function restoredData(client: unknown, key: ReadonlyArray<string | null>, rules: CopyRules): Record<string, unknown> | undefined {
  const data = restoredQuery(client, key, rules)?.data;
  return isRecord(data) ? data : undefined;
}

/** The key of `link`'s configuration query (api/operations/get-link-config's linkConfigQuery). */
export function linkConfigKey(link: string): [string, string, string | null, string | null] {
  const [slug = '', slugSeller = null, slugSelfService = null] = link.split('/').filter(Boolean);
  return ['selfservice', slug, slugSeller, slugSelfService];
}

/**
 * Whether the stored configuration of `link` says the BFF has none (null): the self-service screens
 * then go to /404 (the link's layout route), so their frames paint nothing.
 */
export const linkClosed = (client: unknown, rules: CopyRules, link: string): boolean => restoredQuery(client, linkConfigKey(link), rules)?.data === null;

/**
 * The records as read from IndexedDB (./read-stored), decrypted, or null: only within the vault's
 * own expiry (past it the app wipes them instead of showing them), with the vault's key. Never
 * rejects: a missing or other key, an altered record or anything unreadable is "nothing stored".
 */
export async function storedCopyOf(records: StoredRecords | null, rules: StoredRules): Promise<StoredCopy | null> {
  if (!records) return null;
  const { key, lastActivity, flowRecord, cacheRecord } = records;
  if (!(key instanceof CryptoKey) || typeof lastActivity !== 'number' || rules.now - lastActivity > rules.ttlMs) return null;
  if (typeof flowRecord !== 'string' || typeof cacheRecord !== 'string') return null;
  try {
    const [flow, client] = await Promise.all([draftValueOf(key, flowRecord), decrypt(key, cacheRecord).then((text) => JSON.parse(text) as unknown)]);
    return { flow, client };
  } catch {
    return null;
  }
}

/**
 * A draft's value as the draft store keeps it (encrypted `{ value }`), or undefined where there is
 * no record; rejects on anything unreadable. `key` is the vault's key `storedCopyOf` accepted.
 */
async function draftValueOf(key: CryptoKey, record: unknown): Promise<unknown> {
  if (record === undefined) return undefined;
  if (typeof record !== 'string') throw new TypeError('not a stored draft');
  const draft: unknown = JSON.parse(await decrypt(key, record));
  return isRecord(draft) && 'value' in draft ? draft.value : undefined;
}

/**
 * `storedCopyOf` with the link's drafts `drafts` picks from the records decrypted too (each undefined
 * where there is none), or null: nothing stored, or anything unreadable.
 */
export async function storedCopyWithDrafts(
  records: StoredRecords | null,
  rules: StoredRules,
  drafts: (records: StoredRecords) => unknown[],
): Promise<{ copy: StoredCopy; drafts: unknown[] } | null> {
  const copy = await storedCopyOf(records, rules);
  // storedCopyOf accepted the key; checked again for its type.
  if (!copy || !records || !(records.key instanceof CryptoKey)) return null;
  const key = records.key;
  try {
    return { copy, drafts: await Promise.all(drafts(records).map((record) => draftValueOf(key, record))) };
  } catch {
    return null;
  }
}
