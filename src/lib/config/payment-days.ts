/**
 * When the money arrives (spec section 2's FAQ: "payment received in up to 1 dia útil"), in
 * business days, set at build time by VITE_FAQ_PAYMENT_DAYS (a whole number; anything else falls
 * back to the spec's figure). One truth for the FAQ, the signed contract and the
 * landing's benefit (a build constant, scripts/landing-benefit.ts). Apart from ./faq, which
 * formats the rate, so the build's plugin can read it in Node.
 */
export const DEFAULT_PAYMENT_DAYS = 1;

export function paymentDaysFrom(value: unknown): number {
  if (typeof value !== 'string' || value.trim() === '') return DEFAULT_PAYMENT_DAYS;
  const parsed = Number(value.trim().replace(',', '.'));
  return Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_PAYMENT_DAYS;
}

/**
 * The build's figure. A function, not a module constant: the build's plugin
 * (scripts/landing-benefit.ts) imports this module in Node, where import.meta.env does not exist.
 */
export function buildPaymentDays(): number {
  return paymentDaysFrom(import.meta.env.VITE_FAQ_PAYMENT_DAYS);
}

/** '1 dia útil', '2 dias úteis'. */
export function paymentDaysText(days: number): string {
  return days === 1 ? '1 dia útil' : `${days} dias úteis`;
}

/** The FAQ's answer, also said on 'Contrato assinado!'. */
export function paymentAnswer(days: number): string {
  return `O pagamento cai na sua conta em até ${paymentDaysText(days)} depois que a proposta é aprovada.`;
}

/** The landing's third benefit (spec section 1's "money in the account", with the FAQ's figure). */
export function paymentBenefit(days: number): string {
  return `Dinheiro na conta em até ${paymentDaysText(days)}`;
}
