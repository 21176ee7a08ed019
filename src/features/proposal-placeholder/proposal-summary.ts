import { firstOption, type BalanceSimulation, type BalanceSolicitation } from '../../api/queries/balance';
import { solicitationStatusText } from '../../lib/fgts/solicitation-status';

/** Spec section 8, "Simulation": the unexpected-error text. */
export const SIMULATION_ERROR = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';

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
  const option = firstOption(s.simulation);
  // Spec section 8: a simulation that is not enabled shows the NO_BALANCE message.
  if (!s.simulation.enabled) return { kind: 'blocked', message: solicitationStatusText('NO_BALANCE').message };
  if (!option?.enabled) {
    return { kind: 'blocked', message: option?.message || solicitationStatusText('NO_BALANCE').message };
  }
  return { kind: 'ready', maxReleasedAmount: option.releasedAmount };
}
