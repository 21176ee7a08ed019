import { takeOver } from '../lib/background/outbox';
import type { OutboxAnswer } from '../lib/sw-protocol/outbox-protocol';
import { unwrap, type AnswerCheck, type FetchResultLike } from './errors';

/** A stored answer as the client's call would have given it (same checks, same errors). */
function asFetchResult<T>({ status, body }: OutboxAnswer): FetchResultLike<T> {
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  const response = new Response(null, { status });
  return { data: response.ok ? (json as T) : undefined, error: response.ok ? undefined : json, response };
}

/**
 * A creation that may have been handed to the service worker (lib/background/outbox):
 * its answer when the worker sent it, checked as the client checks one; otherwise `send()`, the
 * page's own call, with the same idempotency key.
 */
export function sentOnce<T>(idempotencyKey: string | undefined, send: () => Promise<T>, check: AnswerCheck): Promise<T> {
  if (idempotencyKey === undefined) return send();
  return takeOver(idempotencyKey, (record) => {
    const status = record?.answer?.status;
    return record?.answer && status !== undefined && status >= 200 && status <= 599 ? unwrap(asFetchResult<T>(record.answer), check) : send();
  });
}
