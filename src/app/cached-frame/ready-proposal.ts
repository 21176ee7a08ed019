import type { StoredRecords } from './read-stored';
import { readySimulationOf } from './ready-simulation';
import { isRecord, storedCopyOf, type CopyRules, type StoredCopy, type StoredRules } from './stored-copy';

/**
 * The amount the Corban proposal screen (`proposal/{id}`, features/corban-proposal) shows from the
 * phone's copy, or null: only when the app would restore that copy (this build's, not older than
 * the maximum age), the screen would open at all (a CPF and this person's own consultation, as
 * lib/flow/guards has it), and the stored consultation, the link's product and its simulation make
 * the screen's summary 'ready', the state `CorbanProposalFrame` draws. Anything else (a status to
 * tell, a simulation still to read, nothing to contract, anything malformed) keeps the startup
 * spinner until the app draws it.
 */
export function readyProposalOf({ flow, client }: StoredCopy, rules: CopyRules, link: string, id: string): number | null {
  if (!isRecord(flow) || !isRecord(flow.worker) || typeof flow.worker.cpf !== 'string' || flow.worker.cpf.trim() === '') return null;
  // The guard compares the id trimmed, the screen reads it as it is: an id with spaces opens on a read.
  if (id === '' || id !== id.trim() || flow.solicitationId !== id) return null;
  return readySimulationOf(client, rules, link, id)?.maxReleasedAmount ?? null;
}

/** The records as read from IndexedDB (./read-stored) to the amount to paint for `proposal/{id}` of `link`, or null. */
export async function proposalAmountToPaint(records: StoredRecords | null, rules: StoredRules, link: string, id: string): Promise<number | null> {
  const copy = await storedCopyOf(records, rules);
  return copy && readyProposalOf(copy, rules, link, id);
}
