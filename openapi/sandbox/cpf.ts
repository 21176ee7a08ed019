/**
 * CPF check digits (Receita Federal modulo-11 rule): each check digit is 11 minus the
 * weighted sum modulo 11 (weights 10..2, then 11..2), and 0 when that gives 10 or 11.
 */
function checkDigit(digits: string): number {
  const weightStart = digits.length + 1;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (weightStart - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Completes a 9-digit base with its two check digits. */
export function withCheckDigits(base: string): string {
  if (!/^[0-9]{9}$/.test(base)) throw new Error(`CPF base must have 9 digits: ${base}`);
  const first = checkDigit(base);
  return `${base}${first}${checkDigit(`${base}${first}`)}`;
}

export function isValidCpf(value: string): boolean {
  if (!/^[0-9]{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  return withCheckDigits(value.slice(0, 9)) === value;
}

/** 000.000.000-00 */
export function maskCpf(cpf: string): string {
  return cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}
