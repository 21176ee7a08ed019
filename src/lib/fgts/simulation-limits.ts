import type { components, paths } from '../../api/schema.gen';
import { formatCurrency } from '../format';
import { isZeroTac, normaliseProductName } from './product';

type FinancialOption = components['schemas']['FinancialOption'];
type Installment = components['schemas']['Installment'];
export type RecalculationQuery = NonNullable<paths['/api/v2/balance-simulation/{solicitationId}']['get']['parameters']['query']>;

/** Spec section 9: the smallest yearly released amount that counts (R$ 60). */
export const MIN_INSTALLMENT_RELEASED = 60;
export const ZERO_TAC_MIN_YEARS = 6;
/** Spec section 9: minimum years when no installment after the first releases R$ 60. */
export const FALLBACK_MIN_YEARS = 2;

export interface SimulationLimits {
  minYears: number;
  maxYears: number;
  /** Reais. */
  minValue: number;
  /** Reais. */
  maxValue: number;
}

export interface LimitsSource {
  /**
   * The FIRST simulation's option (every available year). A recalculated option holds fewer
   * years and a smaller amount; limits taken from it would shrink with each 'Calcular'.
   */
  option: Pick<FinancialOption, 'Installments' | 'releasedAmount' | 'productName'>;
  /** The solicitation's `products`: a list of {name, minValue}, or that list as a JSON string. */
  products?: unknown;
  /** The product being simulated; defaults to the option's productName. */
  productName?: string | null;
}

/** Spec section 9, ZERO TAC: 12 with at least 12 installments, else 10 with at least 10, else their count. */
export function zeroTacMaxYears(installmentCount: number): number {
  if (installmentCount >= 12) return 12;
  if (installmentCount >= 10) return 10;
  return installmentCount;
}

/** Index of the first installment after the first that releases at least R$ 60, or -1. */
function firstEligibleIndex(installments: readonly Installment[]): number {
  return installments.findIndex((item, i) => i > 0 && item.releasedAmount >= MIN_INSTALLMENT_RELEASED);
}

/** Spec section 9, "Simulation limits". */
export function simulationLimits({ option, products, productName = option.productName }: LimitsSource): SimulationLimits {
  const installments = option.Installments;
  const maxValue = option.releasedAmount;
  if (isZeroTac(productName)) {
    return {
      minYears: ZERO_TAC_MIN_YEARS,
      maxYears: zeroTacMaxYears(installments.length),
      minValue: productMinValue(products, productName ?? '') ?? MIN_INSTALLMENT_RELEASED,
      maxValue,
    };
  }
  const eligible = firstEligibleIndex(installments);
  const found = eligible === -1 ? undefined : installments[eligible];
  return {
    minYears: found ? eligible + 1 : FALLBACK_MIN_YEARS,
    // The spec caps only ZERO TAC; other products can anticipate every year simulated.
    maxYears: installments.length,
    minValue: found ? found.releasedAmount : MIN_INSTALLMENT_RELEASED,
    maxValue,
  };
}

export interface SolicitationProduct {
  name: string;
  minValue: number;
}

/**
 * The solicitation's products, read defensively: the spec calls the field a JSON list, the
 * contract an array, so both are accepted; entries without a name or a usable minValue are
 * dropped, and anything unreadable counts as no products.
 */
export function parseProducts(products: unknown): SolicitationProduct[] {
  let list = products;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { name, minValue } = entry as { name?: unknown; minValue?: unknown };
    const value = toAmount(minValue);
    return typeof name === 'string' && value !== null ? [{ name, minValue: value }] : [];
  });
}

function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d+([.,]\d+)?\s*$/.test(value)) return Number(value.trim().replace(',', '.'));
  return null;
}

/** The minValue of the named product; a single listed product is taken whatever its name. */
export function productMinValue(products: unknown, productName: string): number | null {
  const list = parseProducts(products);
  const wanted = normaliseProductName(productName);
  const match = list.find((p) => normaliseProductName(p.name) === wanted) ?? (list.length === 1 ? list[0] : undefined);
  return match ? match.minValue : null;
}

/** False when no whole number of years fits (e.g. ZERO TAC with fewer than 6 installments). */
export const hasYearsRange = (limits: SimulationLimits): boolean => limits.minYears <= limits.maxYears;

const yearsText = (count: number): string => `${count} ${count === 1 ? 'ano' : 'anos'}`;

/**
 * The first simulation offers no number of years that may be contracted (ZERO TAC with 5
 * installments: at least 6 are needed): why, in the worker's words; null when some number fits.
 * `count` is the first simulation's installments.
 */
export function noYearsMessage(limits: SimulationLimits, count: number): string | null {
  return hasYearsRange(limits)
    ? null
    : `É preciso antecipar pelo menos ${yearsText(limits.minYears)} do saque-aniversário, e o seu saldo permite antecipar ${yearsText(count)}.`;
}

/**
 * Spec section 9 applied to the option the worker would contract, not only to what is typed:
 * its years (one per installment) must lie within the limits. The first option of a ZERO TAC
 * simulation holds every year (11, where 10 is the most), and a BFF decides how many years a
 * 'Por Valor' answer holds (R$ 100 may be 1 year), so the answer is checked too. The released
 * amount is not: it is what the worker asked for, already checked before 'Calcular', and a BFF
 * may land a few cents off it. Null when the option may be contracted.
 */
export function optionYearsError(option: Pick<FinancialOption, 'Installments'>, limits: SimulationLimits): string | null {
  const count = option.Installments.length;
  if (count >= limits.minYears && count <= limits.maxYears) return null;
  return (
    `Esta simulação antecipa ${yearsText(count)}, e o número de anos deve ser entre ${limits.minYears} e ${limits.maxYears}. ` +
    "Escolha um valor em 'Por Valor' ou os anos em 'Por Ano' e toque em 'Calcular' para contratar."
  );
}

const cents = (reais: number): number => Math.round(reais * 100);

export const yearsMessage = ({ minYears, maxYears }: SimulationLimits): string => `O número de anos deve ser entre ${minYears} e ${maxYears}`;

export const valueMessage = ({ minValue, maxValue }: SimulationLimits): string =>
  `Valor precisa ser maior que ${formatCurrency(minValue)} e menor que ${formatCurrency(maxValue)}`;

const isBlank = (input: string | number | null | undefined): boolean =>
  input === null || input === undefined || (typeof input === 'string' && input.trim() === '');

/** The years typed as a whole number, a leading 0 ignored ('06' → 6); null when not a whole number. */
export function parseYears(input: string | number | null | undefined): number | null {
  if (isBlank(input)) return null;
  const text = String(input)
    .trim()
    .replace(/^0+(?=\d)/, '');
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** Spec section 5, "Simulation by years"; null when valid or when nothing is entered yet. */
export function yearsError(input: string | number | null | undefined, limits: SimulationLimits): string | null {
  if (isBlank(input)) return null;
  const years = parseYears(input);
  return years === null || years < limits.minYears || years > limits.maxYears ? yearsMessage(limits) : null;
}

/**
 * Spec section 5, "Simulation by value": from the minimum to the maximum, both included, compared
 * in cents (the amounts are money, 0.1 + 0.2 must not fail a limit). Null when valid or empty.
 */
export function valueError(value: number | null | undefined, limits: SimulationLimits): string | null {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value)) return valueMessage(limits);
  const c = cents(value);
  return c < cents(limits.minValue) || c > cents(limits.maxValue) ? valueMessage(limits) : null;
}

/**
 * Reads a pt-BR amount as typed or shown ('R$ 1.234,56', '1234,5', '60'); null when it holds no
 * digits or is not an amount.
 */
export function parseBrl(text: string): number | null {
  const cleaned = text.replace(/R\$|\s|\u00a0/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned.replace(/\./g, '').replace(',', '.'));
}

/** Spec section 2: 'Por Valor' (LOAN_VALUE) or 'Por Ano' (MAX_YEARS). */
export type SimulationEntry = { mode: 'LOAN_VALUE'; value: number | null | undefined } | { mode: 'MAX_YEARS'; years: string | number | null | undefined };

export function entryError(entry: SimulationEntry, limits: SimulationLimits): string | null {
  return entry.mode === 'LOAN_VALUE' ? valueError(entry.value, limits) : yearsError(entry.years, limits);
}

/**
 * The recalculation's query, or null while 'Calcular' must stay disabled (nothing entered, or an
 * error). It carries loanValue or maxYears, never both (spec section 7).
 */
export function recalculationQuery(entry: SimulationEntry, limits: SimulationLimits, productId: string): RecalculationQuery | null {
  if (entryError(entry, limits) !== null) return null;
  if (entry.mode === 'LOAN_VALUE') {
    return entry.value === null || entry.value === undefined ? null : { productId, loanValue: cents(entry.value) / 100 };
  }
  const years = parseYears(entry.years);
  return years === null ? null : { productId, maxYears: years };
}

/** Spec section 5: 'Calcular' is disabled while errors exist or no value is entered. */
export const canCalculate = (entry: SimulationEntry, limits: SimulationLimits): boolean => recalculationQuery(entry, limits, 'any') !== null;
