import * as v from 'valibot';
import { ageOn, localDate, parseBrDate } from '../../../lib/br/date';
import { MOBILE_FORMAT_MESSAGE, NO_LEADING_SPACE, NO_TRAILING_SPACE, field, filled, isEmail, isMaskedMobile, whenFilled, type Rule } from './rules';

/** Spec section 9: age allowed 18 to 70. */
export const MIN_AGE = 18;
export const MAX_AGE = 70;
export const AGE_MESSAGE = 'A idade deve estar entre 18 e 70 anos. Consulte nosso R.O';

/** Spec section 5, "Name and mother's name (wizard)": the same rules for both. */
export const FULL_NAME_RULES: readonly Rule[] = [
  [filled, 'Nome completo é obrigatório.'],
  NO_LEADING_SPACE,
  NO_TRAILING_SPACE,
  // Letters (with accents, also as combining marks), the tilde and spaces.
  [(s) => /^[\p{L}\p{M}~ ]+$/u.test(s), 'Contém caracteres especiais ou números.'],
  [(s) => s.split(' ').filter(Boolean).length >= 2, 'Insira pelo menos dois nomes.'],
];

export function birthDateRules(today: () => Date): readonly Rule[] {
  return [
    [filled, 'Data de nascimento é obrigatória'],
    [(s) => parseBrDate(s) !== null, 'Data de nascimento inválida'],
    [
      (s) => {
        const birth = parseBrDate(s);
        const age = birth ? ageOn(birth, localDate(today())) : -1;
        return age >= MIN_AGE && age <= MAX_AGE;
      },
      AGE_MESSAGE,
    ],
  ];
}

export const MOBILE_RULES: readonly Rule[] = [
  [filled, 'Celular é obrigatório'],
  [isMaskedMobile, MOBILE_FORMAT_MESSAGE],
];

/** Optional; a value must be an e-mail without leading or trailing space. */
export const EMAIL_RULES: readonly Rule[] = whenFilled([NO_LEADING_SPACE, NO_TRAILING_SPACE, [isEmail, 'Formato inválido']]);

export interface PersonalDataOptions {
  /** The clock the age is measured on (tests fix it). */
  today?: () => Date;
}

/** Step 1, 'Dados Pessoais' (spec section 5). Values as the fields hold them: birth date dd/mm/aaaa, masked phone. */
export function createPersonalDataSchema({ today = () => new Date() }: PersonalDataOptions = {}) {
  return v.object({
    name: field(FULL_NAME_RULES),
    birthDate: field(birthDateRules(today)),
    cellphone: field(MOBILE_RULES),
    motherName: field(FULL_NAME_RULES),
    email: v.optional(field(EMAIL_RULES), ''),
  });
}

export type PersonalDataValues = v.InferInput<ReturnType<typeof createPersonalDataSchema>>;
