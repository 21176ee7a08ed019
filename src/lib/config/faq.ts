/**
 * The FAQ's three figures (spec sections 2 and 9). They are legal and commercial limits, which
 * changed in 2025 and may change again, so a build can set them without a code change:
 *   VITE_FAQ_MONTHLY_RATE  monthly rate in percentage points ('1.79' or '1,79')
 *   VITE_FAQ_PAYMENT_DAYS  business days until the money arrives (whole number)
 *   VITE_FAQ_MAX_YEARS     how many birthday withdrawals can be anticipated (whole number)
 * A missing or unusable value falls back to the spec's figure rather than showing nonsense.
 */
import { formatRate } from '../format';
import { DEFAULT_PAYMENT_DAYS, paymentDaysFrom } from './payment-days';

export { paymentAnswer, paymentBenefit, paymentDaysText } from './payment-days';

export type FaqFigures = {
  /** Percentage points: 1.79 means 1,79% a month. */
  monthlyRate: number;
  paymentDays: number;
  maxYears: number;
};

export const FAQ_DEFAULTS: FaqFigures = { monthlyRate: 1.79, paymentDays: DEFAULT_PAYMENT_DAYS, maxYears: 12 };

type RawEnv = Record<string, unknown>;

function positiveNumber(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim().replace(',', '.'));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}

function positiveInteger(value: unknown): number | undefined {
  const parsed = positiveNumber(value);
  return parsed !== undefined && Number.isInteger(parsed) ? parsed : undefined;
}

export function faqFiguresFrom(env: RawEnv): FaqFigures {
  return {
    monthlyRate: positiveNumber(env.VITE_FAQ_MONTHLY_RATE) ?? FAQ_DEFAULTS.monthlyRate,
    paymentDays: paymentDaysFrom(env.VITE_FAQ_PAYMENT_DAYS),
    maxYears: positiveInteger(env.VITE_FAQ_MAX_YEARS) ?? FAQ_DEFAULTS.maxYears,
  };
}

export const faqFigures: FaqFigures = faqFiguresFrom(import.meta.env);

/** '1,79% ao mês' (two decimals, pt-BR, as every rate in the product). */
export function monthlyRateText(rate: number): string {
  return `${formatRate(rate)} ao mês`;
}

/** '12 anos', '1 ano'. */
export function maxYearsText(years: number): string {
  return years === 1 ? '1 ano' : `${years} anos`;
}
