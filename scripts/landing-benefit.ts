import { loadEnv, type Plugin } from 'vite';
import { DEFAULT_PAYMENT_DAYS, paymentBenefit, paymentDaysFrom } from '../src/lib/config/payment-days.ts';

/**
 * The landing's third benefit says when the money arrives with the FAQ's figure
 * (VITE_FAQ_PAYMENT_DAYS; issue 16: one truth). It is a build constant, `__LANDING_PAYMENT_BENEFIT__`
 * (declared in src/build-constants.d.ts), so the landing carries a string, not the code that
 * makes it: the landing's JavaScript budget is tight.
 */
export function paymentBenefitDefine(env: Record<string, unknown>): Record<string, string> {
  return { __LANDING_PAYMENT_BENEFIT__: JSON.stringify(paymentBenefit(paymentDaysFrom(env.VITE_FAQ_PAYMENT_DAYS))) };
}

/**
 * index.html's static landing hero (kept identical to React's by tests/unit/app/painted-frames)
 * carries the default figure; a build with another one writes its own, so the first paint says
 * what the FAQ and the app say.
 */
export function withPaymentBenefit(html: string, env: Record<string, unknown>): string {
  const shell = paymentBenefit(DEFAULT_PAYMENT_DAYS);
  if (!html.includes(shell)) throw new Error(`index.html lacks the landing benefit '${shell}'`);
  return html.replace(shell, paymentBenefit(paymentDaysFrom(env.VITE_FAQ_PAYMENT_DAYS)));
}

export function landingPaymentBenefit(): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'landing-payment-benefit',
    config(_, { mode }) {
      env = loadEnv(mode, process.cwd(), 'VITE_');
      return { define: paymentBenefitDefine(env) };
    },
    transformIndexHtml: { order: 'pre', handler: (html) => withPaymentBenefit(html, env) },
  };
}
