import { restoredLinkConfig, restoredProductId, simulationKey, solicitationKey } from '../../api/query-keys';
import type { FrameRule } from '../../lib/frame';
import { formatCurrency } from '../../lib/format';
import { opensAt } from '../../lib/flow/guards';
import { restoredData, type CopyRules } from '../../lib/storage/stored-copy';
import { proposalSummary } from './proposal-summary';

type Summarised = Parameters<typeof proposalSummary>[0];

/**
 * The amount the Corban proposal screen (`proposal/{id}`) shows from the phone's copy, or null: the
 * screen opens at all (a CPF and this person's own consultation, lib/flow/guards) and its summary
 * (`proposalSummary`, the screen's own reading) of the stored consultation, the link's product and
 * its simulation is 'ready'.
 */
export function readyProposalOf({ flow, client }: { flow: unknown; client: unknown }, rules: CopyRules, link: string, id: string): number | null {
  // The guard compares the id trimmed, the screen reads it as it is: an id with spaces opens on a read.
  if (!opensAt(`proposal/${encodeURIComponent(id)}`, flow) || id !== id.trim() || !restoredLinkConfig(client, rules, link)) return null;
  const productId = restoredProductId(client, rules, link);
  try {
    const summary = proposalSummary({
      solicitation: restoredData(client, solicitationKey(id), rules) as Summarised['solicitation'],
      solicitationFailed: false,
      productId,
      productPending: false,
      simulation: (productId === undefined ? undefined : restoredData(client, simulationKey(id, productId), rules)) as Summarised['simulation'],
      simulationFailed: false,
    });
    return summary.kind === 'ready' && Number.isFinite(summary.maxReleasedAmount) ? summary.maxReleasedAmount : null;
  } catch {
    // A stored answer of another shape: the app will say what it makes of it.
    return null;
  }
}

/** `proposal/{id}`'s id, as the router gives it to the screen (decoded). */
function idInPath(): string {
  const id = location.pathname.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** The Corban proposal screen's frame (./proposal-frame): the amount the simulation allows, as text. */
export default {
  ready: (copy, { rules, link }) => {
    const amount = readyProposalOf(copy, rules, link, idInPath());
    return amount === null ? null : { slots: { amount: formatCurrency(amount) } };
  },
} satisfies FrameRule;
