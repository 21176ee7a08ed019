import type { BalanceSimulation } from '../../api/operations/get-simulation';
import type { BalanceSolicitation } from '../../api/operations/get-solicitation';
import type { components } from '../../api/schema.gen';
import { payoutBank } from '../../lib/fgts/product';
import { simulationLimits } from '../../lib/fgts/simulation-limits';
import { simulationVerdict } from '../../lib/fgts/simulation-messages';
import { formatCurrency, formatDate, formatRate } from '../../lib/format';

type FinancialOption = components['schemas']['FinancialOption'];

/** Spec section 2, "Simulation result": the note under the figures. */
export const REAL_SIMULATION_NOTE = 'Os valores apresentados são da simulação real e valem como proposta.';

/** The worker's first name as typed (upper case on the landing); '' when none is known. */
export const firstName = (name: string | null | undefined): string => (name ?? '').trim().split(/\s+/)[0] ?? '';

/** The headline's start, before 'pode receber até' and the amount: 'MARIA, você', or 'Você' without a name. */
export const whoCanReceive = (name: string): string => (name ? `${name}, você` : 'Você');

/**
 * What the screen shows its result with, once the consultation is read and its first simulation
 * allows one (null meanwhile, or when it allows nothing): the first option, its limits (spec
 * section 9: the most is its released amount, the headline's figure) and the worker's first name
 * (the flow's, else the consultation's).
 */
export function shownResult(
  workerName: string | undefined,
  solicitation: Pick<BalanceSolicitation, 'name' | 'products'> | undefined,
  first: BalanceSimulation | undefined,
) {
  const verdict = first ? simulationVerdict(first) : null;
  if (!verdict?.ok || !solicitation) return null;
  return {
    option: verdict.option,
    limits: simulationLimits({ option: verdict.option, products: solicitation.products }),
    name: firstName(workerName) || firstName(solicitation.name),
  };
}

export interface Figure {
  label: string;
  value: string;
}

/**
 * Spec section 2: the two amounts, then IOF, TAC, monthly and annual rate and CET (two decimals,
 * '1,80%'), and the bank that pays (spec section 1: QITECH for ZERO TAC, else ZIPDIN). The total is the
 * contract's (`issueAmount` = what the worker receives + IOF + TAC); the worker receives
 * `releasedAmount`.
 */
export function simulationFigures(option: FinancialOption): {
  total: Figure;
  toReceive: Figure;
  details: Figure[];
} {
  return {
    total: {
      label: 'Valor total liberado',
      value: formatCurrency(option.issueAmount),
    },
    toReceive: {
      label: 'Valor a receber',
      value: formatCurrency(option.releasedAmount),
    },
    details: [
      { label: 'IOF', value: formatCurrency(option.iof) },
      { label: 'TAC', value: formatCurrency(option.tacInput) },
      { label: 'Taxa de juros mensal', value: formatRate(option.monthlyRate) },
      { label: 'Taxa de juros anual', value: formatRate(option.annualRate) },
      { label: 'CET mensal', value: formatRate(option.monthlyCET) },
      { label: 'CET anual', value: formatRate(option.annualCET) },
      { label: 'Banco', value: payoutBank(option.productName) },
    ],
  };
}

export interface YearRow {
  /** dd/MM/yyyy. */
  date: string;
  /** The calendar year, for the chart's axis ('2027'); '' when the date is not readable. */
  year: string;
  amount: number;
  value: string;
}

/**
 * The years dialog (columns Ano and Valor): each anticipated year's due date and the amount of
 * that year's birthday withdrawal that is anticipated (the installment's `payment`).
 */
export function yearRows(option: Pick<FinancialOption, 'Installments'>): YearRow[] {
  return option.Installments.map((installment) => {
    const date = formatDate(installment.dueDate);
    return {
      date,
      year: /^\d{2}\/\d{2}\/(\d{4})$/.exec(date)?.[1] ?? '',
      amount: installment.payment,
      value: formatCurrency(installment.payment),
    };
  });
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Bars for the chart, in a `width` × `height` box: one per year, same width with a gap, heights
 * proportional to the amount (the largest fills the box; a negative or invalid amount draws none).
 */
export function chartBars(amounts: readonly number[], width: number, height: number): Bar[] {
  if (amounts.length === 0) return [];
  const usable = amounts.map((a) => (Number.isFinite(a) && a > 0 ? a : 0));
  const max = Math.max(...usable);
  const slot = width / amounts.length;
  const barWidth = slot * 0.7;
  return usable.map((amount, i) => {
    const h = max > 0 ? (amount / max) * height : 0;
    return {
      x: i * slot + (slot - barWidth) / 2,
      y: height - h,
      width: barWidth,
      height: h,
    };
  });
}
