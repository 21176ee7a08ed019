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
  /** 'Não é possível prosseguir.' with this message. */
  | { ok: false; message: string };

const noBalance = () => solicitationStatusText('NO_BALANCE').message;
const text = (message: string | null | undefined): string | null => (message && message.trim() !== '' ? message : null);

/**
 * Spec sections 4 and 8: whether step 0 can render. A simulation that is not enabled shows the
 * NO_BALANCE message; a missing or disabled first option its own message (else NO_BALANCE); an
 * option without installments its message, else 'Não foi possível fazer a simulação'.
 */
export function simulationVerdict(simulation: BalanceSimulation): SimulationVerdict {
  if (!simulation.enabled) return { ok: false, message: noBalance() };
  const option = simulation.optionsFinancialInfo[0];
  if (!option || !option.enabled) return { ok: false, message: text(option?.message) ?? noBalance() };
  if (option.Installments.length === 0) return { ok: false, message: text(option.message) ?? SIMULATION_WITHOUT_INSTALLMENTS };
  return { ok: true, option };
}
