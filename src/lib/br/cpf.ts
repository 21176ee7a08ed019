import { onlyDigits } from './digits';
import { fixedMask, formatMasked } from './mask';

export const CPF_LENGTH = 11;
/** Spec section 5: complete at 14 masked characters (000.000.000-00). */
export const CPF_MASKED_LENGTH = 14;
export const CPF_MASK = /* @__PURE__ */ fixedMask('000.000.000-00');

/** Masks any input as 000.000.000-00, keeping at most 11 digits. */
export function maskCpf(value: string): string {
  return formatMasked(CPF_MASK, value);
}

/**
 * Validates a CPF by the Receita Federal rule: 11 digits, not all identical, and both check
 * digits equal to the modulo-11 computation (weights 10..2 then 11..2; a remainder below 2 gives 0).
 */
export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== CPF_LENGTH || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const check = (length: number) => {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}

/** Spec section 5 messages for a masked CPF field, or null when valid. */
export function cpfError(masked: string): string | null {
  if (masked.trim() === '') return 'CPF é obrigatório';
  if (masked.length < CPF_MASKED_LENGTH) return 'CPF incompleto';
  if (!isValidCpf(masked)) return 'CPF inválido';
  return null;
}
