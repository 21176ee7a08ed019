import { applyDigitMask, onlyDigits } from './digits';

/** Spec section 9: 8 digits, 9 with the hyphen. */
export const CEP_LENGTH = 8;
export const CEP_MASKED_LENGTH = 9;

/** Masks any input as 00000-000, keeping at most 8 digits (spec section 5: mask #####-###). */
export function maskCep(value: string): string {
  return applyDigitMask(onlyDigits(value).slice(0, CEP_LENGTH), '00000-000');
}
