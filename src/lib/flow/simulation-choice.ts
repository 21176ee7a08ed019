/**
 * THE CONTRACT BETWEEN STEP 0 (features/simulation) AND THE WIZARD (features/proposal/wizard).
 *
 * Draft key `simulation:{base}` (`simulationDraftKey(base)`, base = `/{slug}[/{seller}[/{selfService}]]`),
 * one encrypted record per link in the draft store (`useDraft(simulationDraftKey(base), EMPTY_SIMULATION_DRAFT)`),
 * wiped with the other drafts. Step 0 writes it; the wizard only reads `chosen`:
 *
 * - `chosen` is written (and flushed) when the worker taps 'Sim, quero contratar o empréstimo',
 *   just before step 1 opens; it is spec section 3's "resultStep":
 *   - `option`: the FinancialOption shown on step 0 (the recalculated one after 'Calcular', else
 *     the first simulation's), unchanged: send it as `chosenFinancialInfo` with
 *     `proposalId: option.externalId` (spec section 3, Proposal request payload).
 *   - `antecipatedYears` (its installment count), `maxAntecipatedYears` and `maxReleasedAmount`
 *     (the limits of the first simulation, spec section 9).
 *   - `solicitationId` and `productId` it was simulated for: a `chosen` whose solicitationId is not
 *     the flow state's is stale (a new consultation) and must not be sent.
 * - `applied` is step 0's own: the recalculation shown, kept so a reload shows the same figures.
 *
 * What the worker is typing ('Por Valor' / 'Por Ano') is kept apart, under `simulation-entry:{base}`
 * (`simulationEntryKey`), so a keystroke re-renders the entry alone, not the whole step.
 */
import type { components } from '../../api/schema.gen';
import type { RecalculationQuery } from '../fgts/simulation-limits';

type FinancialOption = components['schemas']['FinancialOption'];

export type SimulationMode = 'LOAN_VALUE' | 'MAX_YEARS';

export interface ChosenSimulation {
  solicitationId: string;
  productId: string;
  option: FinancialOption;
  antecipatedYears: number;
  maxAntecipatedYears: number;
  maxReleasedAmount: number;
}

export interface SimulationDraft {
  /** The solicitation this draft belongs to: another one starts from a clean screen. */
  solicitationId?: string;
  /** The recalculation shown (its query), null for the first simulation. */
  applied: RecalculationQuery | null;
  chosen?: ChosenSimulation;
}

export interface SimulationEntryDraft {
  solicitationId?: string;
  mode: SimulationMode;
  /** 'Por Valor': the field's text ('1.234,56'). */
  valueText: string;
  /** 'Por Ano': the years chosen, null until the worker uses the slider. */
  years: number | null;
}

export const EMPTY_SIMULATION_DRAFT: SimulationDraft = { applied: null };
export const EMPTY_SIMULATION_ENTRY: SimulationEntryDraft = {
  mode: 'LOAN_VALUE',
  valueText: '',
  years: null,
};

export const simulationDraftKey = (base: string) => `simulation:${base}`;
export const simulationEntryKey = (base: string) => `simulation-entry:${base}`;

/** A draft as it stands for this solicitation: a draft of another one counts as `empty`. */
export function draftFor<T extends { solicitationId?: string }>(draft: T, solicitationId: string | undefined, empty: T): T {
  return draft.solicitationId === solicitationId ? draft : { ...empty, solicitationId };
}

/** The chosen option, when it was chosen for this solicitation (the wizard's read). */
export function chosenFor(draft: SimulationDraft, solicitationId: string | undefined): ChosenSimulation | undefined {
  return solicitationId && draft.chosen?.solicitationId === solicitationId ? draft.chosen : undefined;
}
