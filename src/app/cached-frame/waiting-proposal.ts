import { cardsOf } from '../../features/proposal/post-confirmation/post-confirmation';
import { decrypt } from '../../lib/storage/crypto-box';
import type { StoredRecords } from './read-stored';

/** What the frame reads from the phone, decrypted (src/lib/storage: the flow's draft and the query cache). */
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The number of the proposal whose step 5 the frame may paint from the phone's copy, or null: only
 * when the app would restore that copy (this build's, not older than the maximum age), it is the
 * proposal of the link's flow, the flow has nothing else to say on step 5 (a change that did not
 * reach the proposal), and both cards are still validating, the state `ProposalWaitingFrame` draws.
 * Anything else (a card that asks for the worker, a link, an end) keeps the startup spinner until
 * the app draws it.
 */
export function waitingProposalOf({ flow, client }: StoredCopy, { now, maxAgeMs, buster }: CopyRules): string | null {
  if (!isRecord(flow) || flow.proposalChangeLost) return null;
  const id = flow.proposalId;
  if (typeof id !== 'string' || id === '') return null;
  if (!isRecord(client) || client.buster !== buster || typeof client.timestamp !== 'number' || !(now - client.timestamp <= maxAgeMs)) return null;
  const queries = isRecord(client.clientState) ? client.clientState.queries : undefined;
  if (!Array.isArray(queries)) return null;
  const query: unknown = queries.find(
    (q: unknown) => isRecord(q) && Array.isArray(q.queryKey) && q.queryKey.length === 2 && q.queryKey[0] === 'proposal' && q.queryKey[1] === id,
  );
  if (!isRecord(query) || !isRecord(query.state) || query.state.status !== 'success' || !isRecord(query.state.data)) return null;
  const { bank, identity } = cardsOf(query.state.data as Parameters<typeof cardsOf>[0]);
  return bank.kind === 'validating' && identity.kind === 'validating' ? id : null;
}

export interface StoredRules extends CopyRules {
  /** The vault's expiry after the last activity (lib/storage/vault). */
  ttlMs: number;
}

/**
 * The records as read from IndexedDB (./read-stored) to the proposal to paint, or null: within the
 * vault's own expiry (past it the app wipes them instead of showing them), decrypted with the
 * vault's key, then `waitingProposalOf`. Never rejects: a missing or other key, an altered record
 * or anything unreadable is "nothing to paint".
 */
export async function proposalToPaint(records: StoredRecords | null, rules: StoredRules): Promise<string | null> {
  if (!records) return null;
  const { key, lastActivity, flowRecord, cacheRecord } = records;
  if (!(key instanceof CryptoKey) || typeof lastActivity !== 'number' || rules.now - lastActivity > rules.ttlMs) return null;
  if (typeof flowRecord !== 'string' || typeof cacheRecord !== 'string') return null;
  try {
    const [draft, client] = await Promise.all([flowRecord, cacheRecord].map(async (record) => JSON.parse(await decrypt(key, record)) as unknown));
    const flow = isRecord(draft) && 'value' in draft ? draft.value : undefined;
    return waitingProposalOf({ flow, client }, rules);
  } catch {
    return null;
  }
}
