import { handOver } from '../background/outbox';
import type { OutboxRecord } from '../sw-protocol/outbox-protocol';
import { getDraft, readLatestDraft } from '../storage/draft-store';
import { creationLock } from './create-once';
import { flowKey, type FlowState } from './flow-state';
import { idempotencyKeyFor, markHandedOver } from './idempotency-key';

/**
 * A creation of lib/flow/create-once (the landing's lead, the consultation) tapped
 * offline is handed to the service worker with the key the page's own send will use: made under
 * the same lock and for the same data (`lock`, `of`), marked as handed over before it leaves (so
 * that send first asks for the worker's answer, sentOnceIfHanded in api/client). Nothing is handed over when the
 * flow state already holds what it would create (`done`). True when the worker holds it.
 */
export async function handOverCreation(options: {
  base: string;
  lock: string;
  of: string;
  done: (flow: FlowState | undefined) => boolean;
  request: Pick<OutboxRecord, 'method' | 'path' | 'body'>;
}): Promise<boolean> {
  const { base, lock, of } = options;
  const run = async (): Promise<boolean> => {
    const key = flowKey(base);
    if (options.done((await readLatestDraft<FlowState>(key)) ?? getDraft<FlowState>(key))) return false;
    const idempotencyKey = await idempotencyKeyFor(base, lock, of);
    await markHandedOver(base, lock, idempotencyKey);
    return handOver({ ...options.request, key: idempotencyKey, pageUrl: window.location.href });
  };
  return navigator.locks ? navigator.locks.request(creationLock(lock, base), run) : run();
}
