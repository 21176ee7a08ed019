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
}

export type Handler<K extends OperationId> = (
  ctx: Ctx<K>,
  env: Env,
) => Reply<K> | (K extends 'getWhiteLabelAsset' ? RawReply : never);

export const fail = <S extends number>(status: S, message: string) => ({ status, body: { message } });
