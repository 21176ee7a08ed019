import { onlyDigits } from '../../lib/br/digits';

export const SUPPORT_MESSAGE = 'Olá! Gostaria de saber mais sobre a antecipação do saque-aniversário do FGTS.';

/**
 * Spec section 7: wa.me with +55 plus the support phone's digits and a prefilled text. Returns
 * null when there is no usable phone (the button is then not shown).
 */
export function supportLink(supportPhone: string | null | undefined): string | null {
  const digits = onlyDigits(supportPhone ?? '');
  if (digits.length < 10 || digits.length > 11) return null;
  return `https://wa.me/55${digits}?text=${encodeURIComponent(SUPPORT_MESSAGE)}`;
}
