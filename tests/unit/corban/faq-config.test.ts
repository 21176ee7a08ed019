import { describe, expect, it } from 'vitest';
import { FAQ_DEFAULTS, faqFiguresFrom, maxYearsText, monthlyRateText, paymentDaysText } from '../../../src/lib/config/faq';
import { faqItems } from '../../../src/features/faq/faq-items';

describe('faqFiguresFrom', () => {
  it("should use the spec's figures › when nothing is configured", () => {
    expect(faqFiguresFrom({})).toEqual({ monthlyRate: 1.79, paymentDays: 1, maxYears: 12 });
    expect(FAQ_DEFAULTS).toEqual({ monthlyRate: 1.79, paymentDays: 1, maxYears: 12 });
  });

  it('should read the Vite variables, with a decimal point or comma', () => {
    expect(faqFiguresFrom({ VITE_FAQ_MONTHLY_RATE: '1.8', VITE_FAQ_PAYMENT_DAYS: '2', VITE_FAQ_MAX_YEARS: '10' })).toEqual({
      monthlyRate: 1.8,
      paymentDays: 2,
      maxYears: 10,
    });
    expect(faqFiguresFrom({ VITE_FAQ_MONTHLY_RATE: ' 1,85 ' }).monthlyRate).toBe(1.85);
  });

  it('should fall back per figure › when a value is empty, not a number, not positive or not whole', () => {
    expect(faqFiguresFrom({ VITE_FAQ_MONTHLY_RATE: 'abc', VITE_FAQ_PAYMENT_DAYS: '1.5', VITE_FAQ_MAX_YEARS: '0' })).toEqual(FAQ_DEFAULTS);
    expect(faqFiguresFrom({ VITE_FAQ_MONTHLY_RATE: '', VITE_FAQ_PAYMENT_DAYS: '-1', VITE_FAQ_MAX_YEARS: 12 })).toEqual(FAQ_DEFAULTS);
  });
});

describe('FAQ texts', () => {
  it("should write the spec's figures as the worker reads them", () => {
    expect(monthlyRateText(1.79)).toBe('1,79% ao mês');
    expect(paymentDaysText(1)).toBe('1 dia útil');
    expect(paymentDaysText(3)).toBe('3 dias úteis');
    expect(maxYearsText(12)).toBe('12 anos');
    expect(maxYearsText(1)).toBe('1 ano');
  });

  it('should answer the three questions with the configured figures', () => {
    const answers = faqItems(FAQ_DEFAULTS).map((item) => item.answer);
    expect(answers).toHaveLength(3);
    expect(answers[0]).toContain('1,79% ao mês');
    expect(answers[1]).toContain('1 dia útil');
    expect(answers[2]).toContain('12 anos');
    expect(
      faqItems({ monthlyRate: 1.5, paymentDays: 2, maxYears: 10 })
        .map((item) => item.answer)
        .join(' '),
    ).toMatch(/1,50% ao mês.*2 dias úteis.*10 anos/);
  });
});
