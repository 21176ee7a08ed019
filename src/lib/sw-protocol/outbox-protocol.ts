/**
 * A request tapped offline that the service worker sends once the connection returns
 * (Background Sync), even with the app closed. Shared by both bundles: keep it dependency-free.
 *
 * Each request is one record in the IndexedDB database `OUTBOX_DB` (object store `kv`), under its
 * idempotency key, sealed with the vault's key like the drafts (it holds the worker's data and the
 * session): never in clear at rest, gone with 'Limpar meus dados' and the drafts' expiry. Whoever
 * sends it (the worker, or the page when it is open again) holds the Web Lock `OUTBOX_LOCK`, so it
 * leaves once; the answer is kept in the record until the page reads it.
 */

export { OUTBOX_DB, OUTBOX_LOCK } from './background-names';
export const OUTBOX_SYNC_TAG = 'fgts-outbox';

/** The answer as received: its status and its body's text. */
export type OutboxAnswer = { status: number; body: string };

export type OutboxRecord = {
  /** The request's Idempotency-Key, also the record's key. */
  key: string;
  /** GET for the consultation's creation (spec section 7 creates it with a GET), with no body. */
  method: 'GET' | 'POST' | 'PUT';
  /** A BFF path under /api/ (with the query string of a GET). */
  path: string;
  /** The JSON body; '' for a GET. */
  body: string;
  /** The page's URL when it was tapped (X-Page-Url). */
  pageUrl: string;
  session: string | null;
  /** After this (epoch ms) the drafts have expired: the request is dropped, never sent. */
  expiresAt: number;
  answer?: OutboxAnswer;
};

const isText = (value: unknown, max = 200_000): value is string => typeof value === 'string' && value.length < max;

/** The record from its (decrypted) JSON text; null when it is not one. */
export function parseOutboxRecord(text: string): OutboxRecord | null {
  try {
    const r = JSON.parse(text) as Partial<OutboxRecord> | null;
    if (!r || typeof r !== 'object') return null;
    if (!isText(r.key, 200) || r.key === '' || (r.method !== 'GET' && r.method !== 'POST' && r.method !== 'PUT')) return null;
    if (!isText(r.path, 4000) || !r.path.startsWith('/api/') || !isText(r.body) || !isText(r.pageUrl, 4000)) return null;
    if (r.method === 'GET' && r.body !== '') return null;
    if ((r.session !== null && !isText(r.session, 8000)) || typeof r.expiresAt !== 'number') return null;
    const answer = r.answer;
    if (answer !== undefined && (typeof answer !== 'object' || answer === null || typeof answer.status !== 'number' || !isText(answer.body))) return null;
    return {
      key: r.key,
      method: r.method,
      path: r.path,
      body: r.body,
      pageUrl: r.pageUrl,
      session: r.session ?? null,
      expiresAt: r.expiresAt,
      ...(answer ? { answer } : {}),
    };
  } catch {
    return null;
  }
}
