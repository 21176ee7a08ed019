/** The wizard's steps at `…/dados-pessoais?etapa=n` (spec section 2: 1 personal data … 4 review). */
export type Etapa = 1 | 2 | 3 | 4;

/**
 * The `etapa` search parameter as a step: anything but 2, 3 or 4 (absent, 0, 9, 'x', a list) is
 * step 1. Plain code rather than a valibot schema: route options ship with the landing's chunk,
 * whose budget has no room for the validator's runtime.
 */
export function parseEtapa(value: unknown): Etapa {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  return n === 2 || n === 3 || n === 4 ? n : 1;
}
