import { applyDigitMask, onlyDigits } from './digits';

/** Spec section 9: 11 digits with the area code. */
export const PHONE_LENGTH = 11;

/**
 * Masks a mobile phone (spec section 5): (DD) 0000-0000 while it has up to 10 digits (the
 * landline shape) and (DD) 00000-0000 at 11. Brazilian mobiles start with 9 after the area code,
 * so a 9 is inserted as the third digit when it is missing (an old 8-digit number becomes valid).
 */
export function maskPhone(value: string): string {
  let digits = onlyDigits(value);
  // A number pasted with the country code (+55) or the trunk prefix (0) keeps only its national part.
  if (digits.length > PHONE_LENGTH && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length > 10 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length >= 3 && digits[2] !== '9') digits = `${digits.slice(0, 2)}9${digits.slice(2)}`;
  digits = digits.slice(0, PHONE_LENGTH);
  return applyDigitMask(digits, digits.length > 10 ? '(00) 00000-0000' : '(00) 0000-0000');
}

/** Spec section 5 messages for the landing phone, or null when complete. */
export function phoneError(masked: string): string | null {
  const digits = onlyDigits(masked);
  if (digits === '') return 'Telefone é obrigatório';
  if (digits.length < PHONE_LENGTH) return 'Telefone incompleto';
  return null;
}
