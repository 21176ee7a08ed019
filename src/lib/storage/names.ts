/**
 * Where the personal data at rest lives (./vault, ./draft-store, ./query-persister), in a module
 * with no imports and no side effects: ./stored-copy reads the same records for the frames painted
 * before the app's code arrives, in the page's first script.
 */
/** The vault's key and last-activity time (./vault). */
export const KEY_DB = 'fgts-app-key';
export const VAULT_KEY = 'key';
export const LAST_ACTIVITY = 'lastActivity';
/** The drafts (./draft-store): one record per key, `{ value }` encrypted. */
export const DRAFTS_DB = 'fgts-app-drafts';
/** The query cache (./query-persister): one encrypted record. */
export const QUERY_CACHE_DB = 'fgts-app-query-cache';
export const QUERY_CACHE_KEY = 'fgts-query-cache';
/** idb-keyval's store name in each of those databases (./kv-store). */
export const KV_STORE = 'kv';
/** A new build discards caches written by an older one (shapes may have changed). */
export const QUERY_CACHE_BUSTER: string = import.meta.env.VITE_APP_VERSION ?? 'dev';
