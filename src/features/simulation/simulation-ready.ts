import type { BalanceSimulation } from '../../api/operations/get-simulation';
import { restoredProductId, simulationKey, solicitationKey } from '../../api/query-keys';
import type { FrameRule } from '../../lib/frame';
import { formatCurrency } from '../../lib/format';
import { opensAt } from '../../lib/flow/guards';
import { isRecord, restoredData, type CopyRules } from '../../lib/storage/stored-copy';
import { shownResult } from './simulation-figures';

/**
 * What the simulation result (`/simulacao`) shows at its top from the phone's copy, or null: where
 * the screen opens (lib/flow/guards: the flow's consultation) and, from that consultation, the
 * link's product and its first simulation restored as the app restores them, shows its result
 * (`shownResult`, the screen's own reading).
 */
export function resultHeadlineOf(
  { flow, client }: { flow: unknown; client: unknown },
  rules: CopyRules,
  link: string,
): { name: string; maxValue: number } | null {
  if (!isRecord(flow) || !opensAt('simulacao', flow) || typeof flow.solicitationId !== 'string') return null;
  const id = flow.solicitationId;
  const productId = restoredProductId(client, rules, link);
  const first = productId === undefined ? undefined : restoredData(client, simulationKey(id, productId), rules);
  const worker = isRecord(flow.worker) && typeof flow.worker.name === 'string' ? flow.worker.name : undefined;
  try {
    const shown = shownResult(worker, restoredData(client, solicitationKey(id), rules), first as BalanceSimulation | undefined);
    return shown && Number.isFinite(shown.limits.maxValue) ? { name: shown.name, maxValue: shown.limits.maxValue } : null;
  } catch {
    // A stored answer of another shape: the app will say what it makes of it.
    return null;
  }
}

/** The simulation result's frame (./simulation-frame): its first name, if any, and amount as text. */
export default {
  ready: (copy, { rules, link }) => {
    const headline = resultHeadlineOf(copy, rules, link);
    return headline && { variant: headline.name ? 'named' : '', slots: { name: headline.name, amount: formatCurrency(headline.maxValue) } };
  },
} satisfies FrameRule;
