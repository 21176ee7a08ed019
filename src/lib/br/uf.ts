import type { components } from '../../api/schema.gen';

export type Uf = components['schemas']['Uf'];

/** Spec section 9: the 27 Brazilian state codes (26 states and the Federal District), A to Z. */
export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const satisfies readonly Uf[];

export function isUf(value: string): value is Uf {
  return (UFS as readonly string[]).includes(value);
}
