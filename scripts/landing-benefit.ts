import { loadEnv, type Plugin } from 'vite';
import { paymentBenefit, paymentDaysFrom } from '../src/lib/config/payment-days.ts';

/**
 * The landing's third benefit says when the money arrives with the FAQ's figure
 * (VITE_FAQ_PAYMENT_DAYS), so the two cannot disagree (docs/decisions.md, "When the money arrives:
 * one truth"). It is a build constant, `__LANDING_PAYMENT_BENEFIT__`
 * (declared in src/build-constants.d.ts), so the landing carries a string, not the code that
 * makes it: the landing's JavaScript budget is tight. index.html's hero, rendered from the same
 * component at build time (scripts/before-app.ts), says the same.
 */
export function paymentBenefitDefine(env: Record<string, unknown>): Record<string, string> {
  return { __LANDING_PAYMENT_BENEFIT__: JSON.stringify(paymentBenefit(paymentDaysFrom(env.VITE_FAQ_PAYMENT_DAYS))) };
}

export function landingPaymentBenefit(): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'landing-payment-benefit',
    config(_, { mode }) {
      env = loadEnv(mode, process.cwd(), 'VITE_');
      return { define: paymentBenefitDefine(env) };
    },
  };
}
