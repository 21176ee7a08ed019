import type { BalanceSimulation } from '../../api/operations/get-simulation';
import type { BalanceSolicitation } from '../../api/operations/get-solicitation';
import { SIMULATION_UNEXPECTED_ERROR as SIMULATION_ERROR, simulationVerdict } from '../../lib/fgts/simulation-messages';
import { SOLICITATION_POLL_MS } from '../../lib/fgts/solicitation-poll';
import { solicitationStatusText } from '../../lib/fgts/solicitation-status';

export type ProposalSummary =
  | { kind: 'loading' }
  | { kind: 'ready'; maxReleasedAmount: number }
  /** Nothing to simulate (yet): the status says why; `waiting` while the bank may still move it on. */
  | { kind: 'status'; label: string; message: string; waiting: boolean }
  /** The consultation succeeded, but the link has no product to simulate with. */
  | { kind: 'no-product'; label: string; message: string }
  /** A read failed after its retries: the worker can try again. */
  | { kind: 'read-failed'; message: string }
  /** The simulation's own answer: nothing to contract. */
  | { kind: 'blocked'; message: string };

type Sources = {
  solicitation: BalanceSolicitation | undefined;
  solicitationFailed: boolean;
  /** The link's product; undefined while unknown or when the link has no configuration. */
  productId: string | undefined;
  productPending: boolean;
  /** The link's configuration could not be read (not "the link has none"). */
  productFailed?: boolean;
  simulation: BalanceSimulation | undefined;
  simulationFailed: boolean;
};

/** Statuses the bank may still move on: the screen reads the solicitation again meanwhile. */
const MOVING = new Set<string>(['PENDING', 'PENDING_CONFIRMATION']);

/**
 * The Corban proposal screen's headline. Only a SUCCESS solicitation can be simulated (the BFF
 * answers 409 otherwise), so PENDING_CONFIRMATION shows its status, read again every 8 s until it
 * moves; a disabled simulation shows the option's message or the NO_BALANCE message (spec
 * section 8); a failed read (after the data layer's retries) can be tried again.
 */
export function proposalSummary(s: Sources): ProposalSummary {
  if (!s.solicitation) return s.solicitationFailed ? { kind: 'read-failed', message: SIMULATION_ERROR } : { kind: 'loading' };
  if (s.solicitation.status !== 'SUCCESS') {
    return { kind: 'status', ...solicitationStatusText(s.solicitation.status, s.solicitation.externalId), waiting: MOVING.has(s.solicitation.status) };
  }
  if (s.productPending) return { kind: 'loading' };
  if (s.productFailed && !s.productId) return { kind: 'read-failed', message: SIMULATION_ERROR };
  if (!s.productId) return { kind: 'no-product', ...solicitationStatusText('SUCCESS') };
  if (s.simulationFailed && !s.simulation) return { kind: 'read-failed', message: SIMULATION_ERROR };
  if (!s.simulation) return { kind: 'loading' };
  const verdict = simulationVerdict(s.simulation);
  return verdict.ok ? { kind: 'ready', maxReleasedAmount: verdict.option.releasedAmount } : { kind: 'blocked', message: verdict.message };
}

/** TanStack's refetchInterval for the screen's solicitation: the Corban 8 s while it may still move. */
export function corbanProposalInterval(solicitation: Pick<BalanceSolicitation, 'status'> | undefined): number | false {
  return solicitation && MOVING.has(solicitation.status) ? SOLICITATION_POLL_MS.CORBAN : false;
}
