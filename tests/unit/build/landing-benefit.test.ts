import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paymentBenefitDefine, withPaymentBenefit } from '../../../scripts/landing-benefit';
import { BENEFITS } from '../../../src/features/landing/landing-hero';
import { faqItems } from '../../../src/features/faq/faq-items';
import { FAQ_DEFAULTS } from '../../../src/lib/config/faq';

const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

describe('the landing benefit in index.html (issue 16: one truth on when the money arrives)', () => {
  it('should say the FAQ figure by default', () => {
    expect(BENEFITS[2]).toBe('Dinheiro na conta em até 1 dia útil');
    expect(withPaymentBenefit(html, {})).toContain('Dinheiro na conta em até 1 dia útil');
    expect(faqItems(FAQ_DEFAULTS)[1]?.answer).toContain('em até 1 dia útil');
  });

  it('should follow VITE_FAQ_PAYMENT_DAYS like the FAQ does', () => {
    const built = withPaymentBenefit(html, { VITE_FAQ_PAYMENT_DAYS: '2' });
    expect(built).toContain('Dinheiro na conta em até 2 dias úteis');
    expect(built).not.toContain('1 dia útil');
    expect(paymentBenefitDefine({ VITE_FAQ_PAYMENT_DAYS: '2' })).toEqual({ __LANDING_PAYMENT_BENEFIT__: '"Dinheiro na conta em até 2 dias úteis"' });
    expect(faqItems({ ...FAQ_DEFAULTS, paymentDays: 2 })[1]?.answer).toContain('em até 2 dias úteis');
  });

  it('should refuse an index.html without the benefit (the shell drifted)', () => {
    expect(() => withPaymentBenefit('<html></html>', {})).toThrow(/lacks the landing benefit/);
  });
});
