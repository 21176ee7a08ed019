import type { BalanceSimulation, BalanceSolicitation } from '../../api/queries/balance';
import { solicitationStatusText, type SolicitationStatus } from '../../lib/fgts/solicitation-status';

/** Spec section 9: the pending solicitation is polled every 10 s on the consultation screen. */
export const CONSULTATION_POLL_MS = 10_000;

export const pollWhilePending = (solicitation: BalanceSolicitation | undefined): number | false =>
  !solicitation || solicitation.status === 'PENDING' ? CONSULTATION_POLL_MS : false;

/** What can be tried again on the screen itself: a failed read, not a bank's answer. */
export type Retry = 'simulation' | 'read';

export type ConsultationOutcome =
  | { phase: 'consulting'; label: string; message: string }
  | { phase: 'simulating' }
  /** `status`: the bank's answer, which decides the next steps (lib/fgts/next-step); `retry`: a read that failed. */
  | { phase: 'blocked'; message: string; label?: string; status?: SolicitationStatus; retry?: Retry }
  | { phase: 'ready'; maxReleasedAmount: number };

/** Spec section 8, "Simulation": unexpected error. */
export const SIMULATION_ERROR = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';
const READ_ERROR = 'Não foi possível consultar a Caixa agora. Tente novamente em instantes.';

/**
 * Spec section 4, "Consultation flow": PENDING keeps consulting; any status other than PENDING and
 * SUCCESS blocks with its message; on SUCCESS the simulation decides (a missing or disabled first
 * option blocks; otherwise the maximum released amount is stored and the worker can proceed).
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
  if (simulationFailed) return { phase: 'blocked', message: SIMULATION_ERROR, retry: 'simulation' };
  if (!simulation) return { phase: 'simulating' };
  const option = simulation.optionsFinancialInfo[0];
  // Spec section 8: a simulation that is not enabled shows the NO_BALANCE message; a missing or
  // disabled first option shows its own message when it has one.
  const noBalance = { phase: 'blocked', status: 'NO_BALANCE', ...solicitationStatusText('NO_BALANCE') } as const;
  if (!simulation.enabled) return noBalance;
  if (!option || !option.enabled) return option?.message ? { phase: 'blocked', message: option.message } : noBalance;
  return { phase: 'ready', maxReleasedAmount: option.releasedAmount };
}
