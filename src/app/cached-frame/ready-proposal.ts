import { proposalSummary } from '../../features/corban-proposal/proposal-summary';
import type { StoredRecords } from './read-stored';
import { isRecord, linkConfigKey, restoredData, restoredQuery, storedCopyOf, type CopyRules, type StoredCopy, type StoredRules } from './stored-copy';

type Summarised = Parameters<typeof proposalSummary>[0];

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

/**
 * What the phone's copy of the query cache holds of the consultation `id` of `link` when its
 * screens' summary (`proposalSummary`) would be 'ready': the stored consultation, the link's product
 * and its first simulation, restored as the app would restore them; null for anything else (a
 * status to tell, a simulation still to read, nothing to contract, anything malformed).
 */
export function readySimulationOf(client: unknown, rules: CopyRules, link: string, id: string): { maxReleasedAmount: number; solicitation: Record<string, unknown> } | null {
  const solicitation = restoredData(client, ['balance-solicitation', id], rules);
  const config = restoredQuery(client, linkConfigKey(link), rules);
  if (!solicitation || !config) return null;
  const productId = isRecord(config.data) && typeof config.data.productId === 'string' ? config.data.productId : undefined;
  const simulation = productId === undefined ? undefined : restoredData(client, ['balance-simulation', id, productId], rules);
  try {
    const summary = proposalSummary({
      solicitation: solicitation as unknown as Summarised['solicitation'],
      solicitationFailed: false,
      productId,
      productPending: false,
      simulation: simulation as unknown as Summarised['simulation'],
      simulationFailed: false,
    });
    return summary.kind === 'ready' && typeof summary.maxReleasedAmount === 'number' && Number.isFinite(summary.maxReleasedAmount)
      ? { maxReleasedAmount: summary.maxReleasedAmount, solicitation }
      : null;
  } catch {
    // A stored answer of another shape: the app will say what it makes of it.
    return null;
  }
}

/** The records as read from IndexedDB (./read-stored) to the amount to paint for `proposal/{id}` of `link`, or null. */
export async function proposalAmountToPaint(records: StoredRecords | null, rules: StoredRules, link: string, id: string): Promise<number | null> {
  const copy = await storedCopyOf(records, rules);
  return copy && readyProposalOf(copy, rules, link, id);
}
