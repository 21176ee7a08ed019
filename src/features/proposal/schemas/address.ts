import * as v from 'valibot';
import { isUf } from '../../../lib/br/uf';
import { NO_LEADING_SPACE, NO_TRAILING_SPACE, digitsOnly, field, filled, whenFilled, type Rule } from './rules';

/** Spec section 9, address limits (also the inputs' maxLength). */
export const ADDRESS_LIMITS = {
  street: 60,
  streetNumber: 5,
  district: 50,
  city: 50,
  state: 2,
  /** 50 in the correction form. */
  complement: 20,
  correctionComplement: 50,
} as const;

const maxLength = (max: number, message: string): Rule => [(s) => s.length <= max, message];

export const STREET_RULES: readonly Rule[] = [
  [filled, 'Rua é obrigatória'],
  NO_LEADING_SPACE,
  NO_TRAILING_SPACE,
  [(s) => s.split(' ').filter(Boolean).length >= 2, 'A rua deve conter pelo menos duas palavras'],
  maxLength(ADDRESS_LIMITS.street, `Rua não pode ter mais de ${ADDRESS_LIMITS.street} caracteres`),
];

export const STREET_NUMBER_RULES: readonly Rule[] = [
  [filled, 'Número é obrigatório'],
  [digitsOnly, 'O número deve conter apenas dígitos'],
  maxLength(ADDRESS_LIMITS.streetNumber, `O número deve ter no máximo ${ADDRESS_LIMITS.streetNumber} dígitos`),
];

/** The field holds the masked CEP (#####-###): complete at 9 characters. */
export const CEP_RULES: readonly Rule[] = [
  [filled, 'CEP é obrigatório'],
  [(s) => /^\d{5}-\d{3}$/.test(s), 'CEP precisa de 8 dígitos'],
];

export const DISTRICT_RULES: readonly Rule[] = [
  [filled, 'Bairro é obrigatório'],
  NO_LEADING_SPACE,
  NO_TRAILING_SPACE,
  maxLength(ADDRESS_LIMITS.district, `Bairro não pode ter mais de ${ADDRESS_LIMITS.district} caracteres`),
];

const COMPLEMENT_CHARACTER = /[\p{L}\p{M}\d ]/u;

/** The characters of a complement that are refused, each once, in the order typed ('#', '/'). */
export function refusedComplementCharacters(value: string): string[] {
  return [...new Set([...value].filter((c) => !COMPLEMENT_CHARACTER.test(c)))];
}

/** “#”, “-” e “/” */
const quotedList = (items: readonly string[]) => {
  const quoted = items.map((c) => `“${c}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} e ${quoted.at(-1)}` : (quoted[0] ?? '');
};

/**
 * The spec's 'Contém caracteres especiais.', then which characters to remove: a worker who typed
 * 'apto 12-B' is not left to guess that the hyphen is the problem.
 */
export function complementCharactersMessage(value: string): string {
  return `Contém caracteres especiais. Remova ${quotedList(refusedComplementCharacters(value))}.`;
}

/** Said under the complement before anything is typed: the limit is known before it bites. */
export const complementHelper = (max: number) => `Apenas letras, números e espaços, até ${max} caracteres.`;

/** Optional: letters, digits and spaces, up to 20 characters (50 in the correction form). */
export function complementRules(max: number): readonly Rule[] {
  return whenFilled([
    NO_LEADING_SPACE,
    NO_TRAILING_SPACE,
    [(s) => refusedComplementCharacters(s).length === 0, complementCharactersMessage],
    // The spec writes 'Completo'; the field is the complement.
    maxLength(max, `Complemento não pode ter mais de ${max} caracteres`),
  ]);
}

/**
 * Letters and spaces, plus the hyphen and apostrophe of real city names the postal service
 * returns (Embu-Guaçu, Santa Bárbara d'Oeste): with letters only, a found CEP would fill a city
 * the worker cannot send and cannot edit (the field is locked after the lookup).
 */
export const CITY_RULES: readonly Rule[] = [
  [filled, 'Cidade é obrigatória'],
  NO_LEADING_SPACE,
  NO_TRAILING_SPACE,
  [(s) => /^[\p{L}\p{M} '’-]+$/u.test(s), 'Contém caracteres especiais ou números.'],
  maxLength(ADDRESS_LIMITS.city, `Cidade não pode ter mais de ${ADDRESS_LIMITS.city} caracteres`),
];

export const STATE_RULES: readonly Rule[] = [
  [filled, 'Estado é obrigatório'],
  maxLength(ADDRESS_LIMITS.state, `Estado não pode ter mais de ${ADDRESS_LIMITS.state} caracteres`),
  [(s) => /^[A-Za-z]+$/.test(s), 'Contém caracteres especiais ou números.'],
  [isUf, 'Estado inválido'],
];

export interface AddressOptions {
  /** Spec section 9: 20 in the wizard, 50 in the correction form. */
  complementMaxLength?: number;
}

/** Step 2, 'Endereço' (spec section 5, "Address"). */
export function createAddressSchema({ complementMaxLength = ADDRESS_LIMITS.complement }: AddressOptions = {}) {
  return v.object({
    street: field(STREET_RULES),
    streetNumber: field(STREET_NUMBER_RULES),
    cep: field(CEP_RULES),
    district: field(DISTRICT_RULES),
    complement: v.optional(field(complementRules(complementMaxLength)), ''),
    city: field(CITY_RULES),
    state: field(STATE_RULES),
  });
}

export type AddressValues = v.InferInput<ReturnType<typeof createAddressSchema>>;
