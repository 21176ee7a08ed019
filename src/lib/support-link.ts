import { onlyDigits } from './br/digits';

export const SUPPORT_MESSAGE = 'Olá! Gostaria de saber mais sobre a antecipação do saque-aniversário do FGTS.';

/**
 * Spec section 7: wa.me with +55 plus the support phone's digits and a prefilled text. Returns
 * null when there is no usable phone (the button is then not shown).
 */
export function supportLink(supportPhone: string | null | undefined): string | null {
  let digits = onlyDigits(supportPhone ?? '');
  // Stored with the country code already: keep the national number.
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length < 10 || digits.length > 11) return null;
  return `https://wa.me/55${digits}?text=${encodeURIComponent(SUPPORT_MESSAGE)}`;
}
