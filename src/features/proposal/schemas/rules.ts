import * as v from 'valibot';

/** One rule of a field: a test and the message shown when it fails (or how to word it for the value). */
export type Rule = readonly [ok: (value: string) => boolean, message: string | ((value: string) => string)];

/** The first broken rule's message, or null. The spec lists each field's rules in this order. */
export function firstError(value: string, rules: readonly Rule[]): string | null {
  const failed = rules.find(([ok]) => !ok(value));
  if (!failed) return null;
  const message = failed[1];
  return typeof message === 'function' ? message(value) : message;
}

/**
 * A string field that reports only its first broken rule: a worker who typed nothing reads
 * 'é obrigatório', not that and 'Formato inválido' at once.
 */
export function field(rules: readonly Rule[]) {
  return v.pipe(
    v.string(),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = firstError(dataset.value, rules);
      if (message !== null) addIssue({ message });
    }),
  );
}

/** The rules apply only to a value that is not empty. */
export const whenFilled = (rules: readonly Rule[]): Rule[] => rules.map(([ok, message]) => [(s: string) => s === '' || ok(s), message]);

export const filled = (s: string): boolean => s.trim() !== '';
export const digitsOnly = (s: string): boolean => /^\d+$/.test(s);

/** Spec section 5: "no leading or trailing space", in the wording of the name rules. */
export const NO_LEADING_SPACE: Rule = [(s) => !/^\s/.test(s), 'Não comece com espaço em branco.'];
export const NO_TRAILING_SPACE: Rule = [(s) => !/\s$/.test(s), 'Não termine com espaço em branco.'];

/** Valibot's e-mail pattern (ASCII local part and domain, a dot-separated TLD of 2+ letters). */
export const isEmail = (s: string): boolean => v.EMAIL_REGEX.test(s);

/** Spec section 5: the mobile phone as the mask shows it, (XX) XXXXX-XXXX. */
export const isMaskedMobile = (s: string): boolean => /^\(\d{2}\) \d{5}-\d{4}$/.test(s);
export const MOBILE_FORMAT_MESSAGE = 'Formato inválido. Use (XX) XXXXX-XXXX';
