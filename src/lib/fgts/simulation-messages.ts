import type { components } from '../../api/schema.gen';
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
 * option without installments its message, else 'Não foi possível fazer a simulação'.
 */
export function simulationVerdict(simulation: BalanceSimulation): SimulationVerdict {
  if (!simulation.enabled) return noBalance();
  const option = simulation.optionsFinancialInfo[0];
  if (!option || !option.enabled) {
    const own = text(option?.message);
    return own ? { ok: false, message: own } : noBalance();
  }
  if (option.Installments.length === 0) return { ok: false, message: text(option.message) ?? SIMULATION_WITHOUT_INSTALLMENTS };
  return { ok: true, option };
}
