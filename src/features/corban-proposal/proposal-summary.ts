import type { BalanceSimulation } from '../../api/operations/get-simulation';
import type { BalanceSolicitation } from '../../api/operations/get-solicitation';
import { SIMULATION_UNEXPECTED_ERROR as SIMULATION_ERROR, simulationVerdict } from '../../lib/fgts/simulation-messages';
import { solicitationStatusText } from '../../lib/fgts/solicitation-status';


export type ProposalSummary =
  | { kind: 'loading' }
  | { kind: 'ready'; maxReleasedAmount: number }
  /** Nothing to simulate (yet): the status says why. */
  | { kind: 'status'; label: string; message: string }
  | { kind: 'blocked'; message: string };

type Sources = {
  solicitation: BalanceSolicitation | undefined;
  solicitationFailed: boolean;
  /** The link's product; undefined while unknown or when the link has no configuration. */
  productId: string | undefined;
  productPending: boolean;
  simulation: BalanceSimulation | undefined;
  simulationFailed: boolean;
};

/**
 * The proposal placeholder's headline. Only a SUCCESS solicitation can be simulated (the BFF
 * answers 409 otherwise), so PENDING_CONFIRMATION shows its status; a disabled simulation shows
 * the option's message or the NO_BALANCE message (spec section 8).
 */
export function proposalSummary(s: Sources): ProposalSummary {
  if (s.solicitationFailed) return { kind: 'blocked', message: SIMULATION_ERROR };
  if (!s.solicitation) return { kind: 'loading' };
  if (s.solicitation.status !== 'SUCCESS') {
    return { kind: 'status', ...solicitationStatusText(s.solicitation.status, s.solicitation.externalId) };
  }
  if (s.productPending) return { kind: 'loading' };
  if (!s.productId) return { kind: 'status', ...solicitationStatusText('SUCCESS') };
  if (s.simulationFailed) return { kind: 'blocked', message: SIMULATION_ERROR };
  if (!s.simulation) return { kind: 'loading' };
  const verdict = simulationVerdict(s.simulation);
  return verdict.ok ? { kind: 'ready', maxReleasedAmount: verdict.option.releasedAmount } : { kind: 'blocked', message: verdict.message };
}
