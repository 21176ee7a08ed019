import { onlyDigits } from './digits';
import { formatMasked, type DigitMask } from './mask';

/** Spec section 9: 11 digits with the area code. */
export const PHONE_LENGTH = 11;

/**
 * A mobile phone as it is typed (spec section 5): (DD) 0000-0000 while it has up to 10 digits (the
 * landline shape) and (DD) 00000-0000 at 11. A number typed or pasted with the trunk prefix (0) or
 * the country code (+55) keeps only its national part: area codes never start with 0, and a
 * national number has at most 11 digits, so 12 or more starting with 55 carry the country code.
 * No 9 is inserted here: that would rewrite digits the worker is editing (see `completePhone`).
 */
export const PHONE_MASK: DigitMask = {
  maxDigits: PHONE_LENGTH,
  shape: (count) => (count > 10 ? '(00) 00000-0000' : '(00) 0000-0000'),
  leading: (digits) => {
    const zeros = /^0*/.exec(digits)![0].length;
    if (zeros > 0) return zeros;
    return digits.length > PHONE_LENGTH && digits.startsWith('55') ? 2 : 0;
  },
};

/**
 * Spec section 5, "a 9 is inserted as the third digit if missing": a complete old 8-digit mobile
 * ((DD) + 8 digits, third digit not 9) gets its 9. Applied only to a value nobody is editing (the
 * field on blur, a stored number): applied while typing, it rewrote the digits being edited
 * ('(21) 9…' with the 1 deleted became '(29) 9…') and garbled keyed prefixes ('011…' → '(19) 9…').
 */
export function completePhone(value: string): string {
  const masked = formatMasked(PHONE_MASK, value);
  const digits = onlyDigits(masked);
  if (digits.length !== PHONE_LENGTH - 1 || digits[2] === '9') return masked;
  return formatMasked(PHONE_MASK, `${digits.slice(0, 2)}9${digits.slice(2)}`);
}

/** A stored or received phone (the BFF's, a Pix key), masked as the field shows it once left. */
export const maskPhone = completePhone;

/** Spec section 5 messages for the landing phone, or null when complete. */
export function phoneError(masked: string): string | null {
  const digits = onlyDigits(masked);
  if (digits === '') return 'Telefone é obrigatório';
  if (digits.length < PHONE_LENGTH) return 'Telefone incompleto';
  return null;
}
