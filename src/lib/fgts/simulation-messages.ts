import type { components } from '../../api/schema.gen';
import { noYearsMessage, simulationLimits } from './simulation-limits';
import { solicitationStatusText } from './solicitation-status';

type BalanceSimulation = components['schemas']['BalanceSimulation'];
type FinancialOption = components['schemas']['FinancialOption'];

/** Spec section 8, "Simulation": any failed simulation call (first or recalculation). */
export const SIMULATION_UNEXPECTED_ERROR = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';
/** Spec section 8: an option without installments and without a message of its own. */
export const SIMULATION_WITHOUT_INSTALLMENTS = 'Não foi possível fazer a simulação';

export type SimulationVerdict =
  | { ok: true; option: FinancialOption }
  /**
   * 'Não é possível prosseguir.' with this message; `status` when it is the NO_BALANCE answer
   * (its label and next steps apply, lib/fgts/next-step).
   */
  | { ok: false; message: string; status?: 'NO_BALANCE' };

const noBalance = () => ({ ok: false, message: solicitationStatusText('NO_BALANCE').message, status: 'NO_BALANCE' }) as const;
const text = (message: string | null | undefined): string | null => (message && message.trim() !== '' ? message : null);

/**
 * Spec sections 4 and 8, the one verdict on a simulation (the consultation screens and step 0
 * read it): whether the worker can go on to contract. A simulation that is not enabled shows the
 * NO_BALANCE message; a missing or disabled first option its own message (else NO_BALANCE); an
 * option without installments its message, else 'Não foi possível fazer a simulação'. A first
 * simulation whose years leave no number to contract under spec section 9 (ZERO TAC with fewer
 * than 6) says why, on every screen: no 'Calcular' can help. A recalculation (`{recalculation:
 * true}`) holds fewer years by design; step 0 checks its years against the first one's limits.
 */
export function simulationVerdict(simulation: BalanceSimulation, { recalculation = false } = {}): SimulationVerdict {
  if (!simulation.enabled) return noBalance();
  const option = simulation.optionsFinancialInfo[0];
  if (!option || !option.enabled) {
    const own = text(option?.message);
    return own ? { ok: false, message: own } : noBalance();
  }
  if (option.Installments.length === 0) return { ok: false, message: text(option.message) ?? SIMULATION_WITHOUT_INSTALLMENTS };
  const noYears = recalculation ? null : noYearsMessage(simulationLimits({ option }), option.Installments.length);
  return noYears ? { ok: false, message: noYears } : { ok: true, option };
}
