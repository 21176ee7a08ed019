import { proposalSummary } from '../../features/corban-proposal/proposal-summary';
import { firstName } from '../../features/simulation/simulation-figures';
import type { StoredRecords } from './read-stored';
import { isRecord, linkConfigKey, restoredData, restoredQuery, storedCopyOf, type CopyRules, type StoredCopy, type StoredRules } from './stored-copy';

type Summarised = Parameters<typeof proposalSummary>[0];

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


/**
 * What the simulation result (`/simulacao`, features/simulation) shows at its top from the phone's
 * copy, or null: only when the app would restore that copy (this build's, not older than the
 * maximum age), the screen would open at all (the flow's own consultation, as lib/flow/guards has
 * it), and the stored consultation, the link's product and its first simulation make the
 * consultation's summary 'ready' (a SUCCESS the simulation allows to contract: the screen then
 * shows its result). `name` is the worker's first name as the screen takes it (the flow's, else
 * the consultation's; '' for none), `maxValue` what the first simulation allows (spec section 9's
 * maximum: its released amount). Anything else (a verdict to tell, a read still to make, anything
 * malformed) keeps the startup spinner until the app draws it.
 */
export function readySimulationHeadlineOf({ flow, client }: StoredCopy, rules: CopyRules, link: string): { name: string; maxValue: number } | null {
  if (!isRecord(flow) || typeof flow.solicitationId !== 'string' || flow.solicitationId === '') return null;
  const ready = readySimulationOf(client, rules, link, flow.solicitationId);
  if (!ready) return null;
  const typed = isRecord(flow.worker) && typeof flow.worker.name === 'string' ? flow.worker.name : '';
  const read = typeof ready.solicitation.name === 'string' ? ready.solicitation.name : '';
  return { name: firstName(typed) || firstName(read), maxValue: ready.maxReleasedAmount };
}

/** The records as read from IndexedDB (./read-stored) to the headline to paint on `/simulacao` of `link`, or null. */
export async function simulationHeadlineToPaint(records: StoredRecords | null, rules: StoredRules, link: string): Promise<{ name: string; maxValue: number } | null> {
  const copy = await storedCopyOf(records, rules);
  return copy && readySimulationHeadlineOf(copy, rules, link);
}
