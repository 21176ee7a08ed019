import { fixedMask, formatMasked } from './mask';

/** Spec section 9: 8 digits, 9 with the hyphen. */
export const CEP_LENGTH = 8;
export const CEP_MASKED_LENGTH = 9;

/** Spec section 5: mask #####-### (for MaskedField). */
export const CEP_MASK = /* @__PURE__ */ fixedMask('00000-000');

/** Masks any input as 00000-000, keeping at most 8 digits. */
export function maskCep(value: string): string {
  return formatMasked(CEP_MASK, value);
}
