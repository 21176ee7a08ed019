import { describe, expect, it } from 'vitest';
import { paymentBenefitDefine } from '../../../scripts/landing-benefit';
import { BENEFITS } from '../../../src/features/landing/landing-hero';
import { faqItems } from '../../../src/features/faq/faq-items';
import { FAQ_DEFAULTS } from '../../../src/lib/config/faq';

/** index.html's hero is the landing's own component rendered at build time, with the build's defines (scripts/before-app.ts). */
describe('the landing benefit: one truth on when the money arrives', () => {
  it('should say the FAQ figure by default', () => {
    expect(BENEFITS[2]).toBe('Dinheiro na conta em até 1 dia útil');
    expect(faqItems(FAQ_DEFAULTS)[1]?.answer).toContain('em até 1 dia útil');
  });

  it('should follow VITE_FAQ_PAYMENT_DAYS like the FAQ does', () => {
    expect(paymentBenefitDefine({ VITE_FAQ_PAYMENT_DAYS: '2' })).toEqual({ __LANDING_PAYMENT_BENEFIT__: '"Dinheiro na conta em até 2 dias úteis"' });
    expect(faqItems({ ...FAQ_DEFAULTS, paymentDays: 2 })[1]?.answer).toContain('em até 2 dias úteis');
  });
});
