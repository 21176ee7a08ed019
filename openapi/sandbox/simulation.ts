/**
 * Deterministic advance simulation (spec section 9 governs the limits).
 *
 * Model, per yearly installment i due in d_i days (first day of the birthday month):
 *   pv_i       = payment_i / (1 + 1.79%)^(d_i / 30)            present value at the monthly rate
 *   iof_i      = pv_i · (0.38% + 0.0082% · min(d_i, 365))      IOF on credit operations
 *   tac_i      = pv_i · TAC rate (0 for ZERO TAC: "zero TAC" means no TAC fee)
 *   released_i = pv_i − iof_i − tac_i
 * so issueAmount = releasedAmount + iof + tacInput holds to the cent. CET is the monthly rate
 * that makes the yearly payments worth the released amount, hence a bit above 1.79.
 */
import type { Schemas } from './types.ts';

type FinancialOption = Schemas['FinancialOption'];
type Installment = Schemas['Installment'];

export const MONTHLY_RATE = 1.79;
export const TAC_RATE = 0.05;
const DAY_MS = 86_400_000;

export interface ProductInfo {
  id: string;
  name: string;
  zeroTac: boolean;
  /** ZERO TAC's minimum released amount (spec section 9); listed in the solicitation's products. */
  minValue: number;
}

export type SimulationProfile =
  | { kind: 'schedule'; payments: readonly number[] }
  | { kind: 'disabled'; message: string }
  | { kind: 'no-installments'; message: string | null }
  /** An enabled simulation whose first option is disabled with a message (the verdict shows that message). */
  | { kind: 'option-disabled'; message: string }
  /** An enabled simulation without any option (the verdict falls back to the NO_BALANCE message). */
  | { kind: 'no-options' }
  /** Every simulation call fails with a 500 (spec section 8: the unexpected error). */
  | { kind: 'failure' }
  /** The first simulation works; every recalculation fails with a 500. */
  | { kind: 'recalculation-failure'; payments: readonly number[] };

interface Priced extends Installment {
  days: number;
  pv: number;
  iof: number;
  tac: number;
}

export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;
const sum = (values: number[]): number => round2(values.reduce((a, b) => a + b, 0));

/** ((1 + m)^12 − 1) in percentage points, two decimals. */
export function annualFromMonthly(monthlyPercent: number): number {
  return round2(((1 + monthlyPercent / 100) ** 12 - 1) * 100);
}

/**
 * Yearly birthday-withdrawal amounts from the FGTS table (Lei 13.932/2019): a percentage of the
 * balance plus a fixed addition, with the balance reduced by each withdrawal and topped up by
 * the year's deposits.
 */
export function fgtsYearlyWithdrawals(balance: number, years: number, annualDeposit: number): number[] {
  const bands: ReadonlyArray<readonly [limit: number, rate: number, addition: number]> = [
    [500, 0.5, 0],
    [1000, 0.4, 50],
    [5000, 0.3, 150],
    [10000, 0.2, 650],
    [15000, 0.15, 1150],
    [20000, 0.1, 1900],
    [Infinity, 0.05, 2900],
  ];
  const out: number[] = [];
  let current = balance;
  for (let year = 0; year < years; year += 1) {
    const [, rate, addition] = bands.find(([limit]) => current <= limit) ?? [0, 0.05, 2900];
    const amount = round2(current * rate + addition);
    out.push(amount);
    current = current - amount + annualDeposit;
  }
  return out;
}

/** Due dates: first day of the birthday month, from the next such month strictly after today. */
function dueDates(count: number, birthMonth: number, now: number): Date[] {
  const today = new Date(now);
  const firstYear = birthMonth > today.getUTCMonth() + 1 ? today.getUTCFullYear() : today.getUTCFullYear() + 1;
  return Array.from({ length: count }, (_, k) => new Date(Date.UTC(firstYear + k, birthMonth - 1, 1)));
}

function price(payment: number, due: Date, now: number, tacRate: number): Priced {
  const days = Math.max(1, Math.round((due.getTime() - now) / DAY_MS));
  const pv = round2(payment / (1 + MONTHLY_RATE / 100) ** (days / 30));
  const iof = round2(pv * (0.0038 + 0.000082 * Math.min(days, 365)));
  const tac = round2(pv * tacRate);
  return { dueDate: due.toISOString().slice(0, 10), payment, releasedAmount: round2(pv - iof - tac), days, pv, iof, tac };
}

/** Monthly CET in percentage points: bisection on the rate that discounts payments to `released`. */
function monthlyCet(released: number, items: Priced[]): number {
  if (released <= 0 || items.length === 0) return 0;
  const value = (rate: number) => items.reduce((acc, i) => acc + i.payment / (1 + rate) ** (i.days / 30), 0);
  let low = 0;
  let high = 1;
  for (let step = 0; step < 80; step += 1) {
    const mid = (low + high) / 2;
    if (value(mid) > released) low = mid;
    else high = mid;
  }
  return round2(low * 100);
}

function option(items: Priced[], product: ProductInfo, externalId: string | null): FinancialOption {
  const releasedAmount = sum(items.map((i) => i.releasedAmount));
  const iof = sum(items.map((i) => i.iof));
  const tacInput = sum(items.map((i) => i.tac));
  const cet = monthlyCet(releasedAmount, items);
  return {
    enabled: true,
    message: null,
    releasedAmount,
    Installments: items.map(({ dueDate, payment, releasedAmount: released }) => ({ dueDate, payment, releasedAmount: released })),
    iof,
    tacInput,
    issueAmount: round2(releasedAmount + iof + tacInput),
    monthlyRate: MONTHLY_RATE,
    annualRate: annualFromMonthly(MONTHLY_RATE),
    monthlyCET: cet,
    annualCET: annualFromMonthly(cet),
    productId: product.id,
    productName: product.name,
    externalId,
  };
}

function emptyOption(product: ProductInfo, enabled: boolean, message: string | null): FinancialOption {
  return { ...option([], product, null), enabled, message };
}

export interface SimulationInput {
  profile: SimulationProfile;
  product: ProductInfo;
  birthMonth: number;
  /** Time of the solicitation's creation, so the schedule does not move while the worker polls. */
  now: number;
  solicitationId: string;
}

export interface Recalculation {
  maxYears?: number | undefined;
  loanValue?: number | undefined;
}

export type SimulationResult =
  | { ok: true; simulation: Schemas['BalanceSimulation'] }
  /** 400 by default (a request outside the rules); 500 for the failure scenarios. */
  | { ok: false; message: string; status?: 500 };

export const SIMULATION_FAILURE = 'Falha inesperada ao simular';

const brl = (value: number) => value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** The full simulation, or a recalculation by years or by value (see bff.yaml for the rules). */
export function simulate(input: SimulationInput, recalc: Recalculation = {}): SimulationResult {
  const { profile, product } = input;
  if (recalc.maxYears !== undefined && recalc.loanValue !== undefined) {
    return { ok: false, message: 'Informe loanValue ou maxYears, nao ambos' };
  }
  if (profile.kind === 'disabled') {
    if (recalc.maxYears !== undefined || recalc.loanValue !== undefined) return { ok: false, message: 'Simulacao indisponivel para recalculo' };
    return { ok: true, simulation: { enabled: false, optionsFinancialInfo: [emptyOption(product, false, profile.message)] } };
  }
  if (profile.kind === 'no-installments' || profile.kind === 'option-disabled' || profile.kind === 'no-options') {
    if (recalc.maxYears !== undefined || recalc.loanValue !== undefined) return { ok: false, message: 'Simulacao indisponivel para recalculo' };
    const options = profile.kind === 'no-options' ? [] : [emptyOption(product, profile.kind === 'no-installments', profile.message)];
    return { ok: true, simulation: { enabled: true, optionsFinancialInfo: options } };
  }

  const recalculating = recalc.maxYears !== undefined || recalc.loanValue !== undefined;
  if (profile.kind === 'failure' || (profile.kind === 'recalculation-failure' && recalculating)) {
    return { ok: false, message: SIMULATION_FAILURE, status: 500 };
  }

  const tacRate = product.zeroTac ? 0 : TAC_RATE;
  const dues = dueDates(profile.payments.length, input.birthMonth, input.now);
  const all = profile.payments.map((payment, i) => price(payment, dues[i] ?? new Date(input.now), input.now, tacRate));
  const idBase = `sim-${input.solicitationId}`;
  let items = all;
  let externalId = `${idBase}-full`;

  const limits = simulationLimits(all, product);
  if (recalc.maxYears !== undefined) {
    if (recalc.maxYears < limits.minYears || recalc.maxYears > limits.maxYears) {
      return { ok: false, message: `O numero de anos deve ser entre ${limits.minYears} e ${limits.maxYears}` };
    }
    items = all.slice(0, recalc.maxYears);
    externalId = `${idBase}-y${recalc.maxYears}`;
  } else if (recalc.loanValue !== undefined) {
    const target = round2(recalc.loanValue);
    if (target < limits.minValue || target > limits.maxValue) {
      return { ok: false, message: `Valor precisa ser maior que ${brl(limits.minValue)} e menor que ${brl(limits.maxValue)}` };
    }
    items = byValue(all, target, input.now, tacRate);
    externalId = `${idBase}-v${Math.round(target * 100)}`;
  }
  return { ok: true, simulation: { enabled: true, optionsFinancialInfo: [option(items, product, externalId)] } };
}

export interface SimulationLimits {
  minYears: number;
  maxYears: number;
  minValue: number;
  maxValue: number;
}

/** Spec section 9: the smallest yearly released amount that counts. */
const MIN_RELEASED = 60;

/**
 * Spec section 9, "Simulation limits", over the full simulation's installments, as a real BFF
 * would enforce them. Written apart from the client's `src/lib/fgts/simulation-limits.ts` on
 * purpose: with one shared implementation a wrong limit would agree with itself and pass.
 * - ZERO TAC: 6 years to 12 (with at least 12 installments), else 10 (at least 10), else the
 *   count; from the product's minValue to the released amount.
 * - Others: from the 1-based position of the first installment after the first releasing at
 *   least R$ 60 (2 when none does) to the count; from that installment's released amount (R$ 60
 *   when none) to the released amount.
 */
export function simulationLimits(installments: readonly Installment[], product: ProductInfo): SimulationLimits {
  const count = installments.length;
  const maxValue = sum(installments.map((i) => i.releasedAmount));
  if (product.zeroTac) {
    return { minYears: 6, maxYears: count >= 12 ? 12 : count >= 10 ? 10 : count, minValue: product.minValue, maxValue };
  }
  let position = 0;
  for (let i = 1; i < count; i += 1) {
    if ((installments[i]?.releasedAmount ?? 0) >= MIN_RELEASED) {
      position = i;
      break;
    }
  }
  return position === 0
    ? { minYears: 2, maxYears: count, minValue: MIN_RELEASED, maxValue }
    : { minYears: position + 1, maxYears: count, minValue: installments[position]?.releasedAmount ?? MIN_RELEASED, maxValue };
}

/**
 * Keeps the fewest leading installments whose released sum reaches `target`, then scales the
 * last one's payment so the released total lands on the target (within a few cents of rounding).
 */
function byValue(all: Priced[], target: number, now: number, tacRate: number): Priced[] {
  const kept: Priced[] = [];
  let released = 0;
  for (const item of all) {
    if (released + item.releasedAmount >= target) {
      const missing = round2(target - released);
      const perReal = item.releasedAmount / item.payment;
      const payment = round2(missing / perReal);
      kept.push(price(payment, new Date(`${item.dueDate}T00:00:00Z`), now, tacRate));
      return kept;
    }
    kept.push(item);
    released += item.releasedAmount;
  }
  return kept;
}
