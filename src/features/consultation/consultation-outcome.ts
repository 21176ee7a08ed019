import type { BalanceSimulation } from '../../api/operations/get-simulation';
import type { BalanceSolicitation } from '../../api/operations/get-solicitation';
import { SIMULATION_UNEXPECTED_ERROR, simulationVerdict } from '../../lib/fgts/simulation-messages';
import { solicitationStatusText, type SolicitationStatus } from '../../lib/fgts/solicitation-status';

/** What can be tried again on the screen itself: a failed read, not a bank's answer. */
export type Retry = 'simulation' | 'read';

export type ConsultationOutcome =
  | { phase: 'consulting'; label: string; message: string }
  | { phase: 'simulating' }
  /** `status`: the bank's answer, which decides the next steps (lib/fgts/next-step); `retry`: a read that failed. */
  | { phase: 'blocked'; message: string; label?: string; status?: SolicitationStatus; retry?: Retry }
  | { phase: 'ready'; maxReleasedAmount: number };

const READ_ERROR = 'Não foi possível consultar a Caixa agora. Tente novamente em instantes.';

/**
 * Spec section 4, "Consultation flow" (reading A): PENDING keeps consulting; any status other
 * than PENDING and SUCCESS blocks with its message; on SUCCESS the simulation's verdict decides
 * (lib/fgts/simulation-messages): blocked with its message, or the maximum released amount is
 * stored and the worker can proceed.
 */
export function consultationOutcome(
  solicitation: BalanceSolicitation | undefined,
  simulation: BalanceSimulation | undefined,
  simulationFailed: boolean,
  readFailed = false,
): ConsultationOutcome {
  // The consultation could not be read even after the query's retries: say so, never spin forever.
  if (!solicitation && readFailed) return { phase: 'blocked', message: READ_ERROR, retry: 'read' };
  if (!solicitation || solicitation.status === 'PENDING') {
    const text = solicitationStatusText('PENDING');
    return { phase: 'consulting', label: text.label, message: text.message };
  }
  const { status } = solicitation;
  if (status !== 'SUCCESS') return { phase: 'blocked', status, ...solicitationStatusText(status, solicitation.externalId) };
  if (simulationFailed) return { phase: 'blocked', message: SIMULATION_UNEXPECTED_ERROR, retry: 'simulation' };
  if (!simulation) return { phase: 'simulating' };
  const verdict = simulationVerdict(simulation);
  if (verdict.ok) return { phase: 'ready', maxReleasedAmount: verdict.option.releasedAmount };
  return verdict.status
    ? { phase: 'blocked', status: verdict.status, ...solicitationStatusText(verdict.status) }
    : { phase: 'blocked', message: verdict.message };
}
