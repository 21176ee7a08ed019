import type { Store } from '../store.ts';
import type { Ctx, OperationId, RawReply, Reply } from '../types.ts';

/** What every handler may use besides its request. */
export interface Env {
  store: Store;
  /** Epoch ms of this request (injectable for tests). */
  now: number;
  pendingMs: number;
  /** How long each customStatus step of a proposal waits (proposals.ts). */
  proposalStepMs: number;
  /**
   * How long a creation for this CPF takes (POST /__sandbox/slow; 0 normally): the time a real BFF
   * spends at the bank or the partner before it records what it created.
   */
  creationDelayMs: (document: string) => number;
  /**
   * Keeps this request's answer, whatever its status, for its Idempotency-Key: a repeat on that key
   * gets it again without running the operation (a BFF that replays every answer by key, failures
   * included). Without the header it does nothing. Only successes are kept otherwise.
   */
  keepByKey: () => void;
}

type HandlerReply<K extends OperationId> = Reply<K> | (K extends 'getWhiteLabelAsset' ? RawReply : never);

export type Handler<K extends OperationId> = (ctx: Ctx<K>, env: Env) => HandlerReply<K> | Promise<HandlerReply<K>>;

/** Waits `ms` (a slow creation), then runs `create`; at once when `ms` is 0. */
export function afterDelay<T>(ms: number, create: () => T): T | Promise<T> {
  return ms > 0 ? new Promise<T>((resolve) => setTimeout(() => resolve(create()), ms)) : create();
}

export const fail = <S extends number>(status: S, message: string) => ({ status, body: { message } });

/** True the first time it is asked for `what` (then remembered in the store): a scenario's one failure. */
export function firstTime(store: Store, what: string): boolean {
  if (store.failedOnce.has(what)) return false;
  store.failedOnce.add(what);
  return true;
}
