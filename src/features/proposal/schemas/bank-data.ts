import * as v from 'valibot';
import type { components } from '../../../api/schema.gen';
import { isValidCpf } from '../../../lib/br/cpf';
import { normalisePixEmail } from '../normalise';
import { MOBILE_FORMAT_MESSAGE, digitsOnly, field, filled, firstError, isEmail, isMaskedMobile, type Rule } from './rules';

export type PixKeyType = components['schemas']['PixKeyType'];
export type AccountType = components['schemas']['AccountType'];

/** Spec section 9. */
export const PIX_KEY_TYPES = ['EMAIL', 'PHONE', 'DOCUMENT', 'BANK_ACCOUNT'] as const satisfies readonly PixKeyType[];
/** ZERO TAC pays only to a bank account (spec section 2). */
export const ZERO_TAC_PIX_KEY_TYPES = ['BANK_ACCOUNT'] as const satisfies readonly PixKeyType[];
/**
 * The account types of step 3 and of the correction form. Spec section 2 names two for the wizard
 * and section 3 a payment account for the correction; the contract (bff.yaml AccountType) takes all
 * three everywhere, and a digital bank's account (Nubank, PagBank, Mercado Pago…) is a payment
 * account, so step 3 offers it too: `PAYMENT_ACCOUNT` is sent as chosen.
 */
export const ACCOUNT_TYPES = ['CHECKING_ACCOUNT', 'SAVINGS_ACCOUNT', 'PAYMENT_ACCOUNT'] as const satisfies readonly AccountType[];
/** The correction form's: the same three since step 3 offers the payment account too. */
export const CORRECTION_ACCOUNT_TYPES = ACCOUNT_TYPES;

/** Spec section 9, bank data. */
export const BANK_LIMITS = { agency: 4, account: 11, digit: 1 } as const;

const REQUIRED_KEY: Rule = [filled, 'Chave Pix é obrigatória'];

/** Spec section 5, "Pix and bank data": the key's rules for each type (none for BANK_ACCOUNT). */
export const PIX_KEY_RULES: Readonly<Record<PixKeyType, readonly Rule[]>> = {
  EMAIL: [REQUIRED_KEY, [(s) => isEmail(normalisePixEmail(s)), 'A chave Pix deve ser um e-mail válido']],
  PHONE: [REQUIRED_KEY, [isMaskedMobile, MOBILE_FORMAT_MESSAGE]],
  DOCUMENT: [REQUIRED_KEY, [isValidCpf, 'CPF inválido']],
  BANK_ACCOUNT: [],
};

export const ACCOUNT_TYPE_MESSAGE = 'Tipo de conta é obrigatório';

export const BANK_CODE_RULES: readonly Rule[] = [[filled, 'Banco é obrigatório']];
export const AGENCY_RULES: readonly Rule[] = [
  [filled, 'Agência é obrigatória'],
  [(s) => /^\d{4}$/.test(s), `Agência deve ter exatamente ${BANK_LIMITS.agency} dígitos`],
];
export const ACCOUNT_RULES: readonly Rule[] = [
  [filled, 'Número da conta é obrigatório'],
  [digitsOnly, 'Número da conta deve conter apenas números'],
  [(s) => s.length <= BANK_LIMITS.account, `Número da conta deve ter no máximo ${BANK_LIMITS.account} caracteres`],
];
export const DIGIT_RULES: readonly Rule[] = [
  [filled, 'Dígito é obrigatório'],
  [(s) => /^\d$/.test(s), 'Dígito deve ter um único número'],
];

export interface BankDataOptions {
  /** Types offered in the select: all four, or only BANK_ACCOUNT for ZERO TAC. */
  pixKeyTypes?: readonly PixKeyType[];
  accountTypes?: readonly AccountType[];
}

const includes = (list: readonly string[], value: string) => list.includes(value);

/**
 * Step 3, 'Informações Bancárias'. One flat object, as the form holds it (the fields of the types
 * not chosen keep their values but are not checked); the key and the bank fields are checked
 * for the chosen type only.
 */
export function createBankDataSchema({ pixKeyTypes = PIX_KEY_TYPES, accountTypes = ACCOUNT_TYPES }: BankDataOptions = {}) {
  const bankAccount = (d: { pixType: string }) => d.pixType === 'BANK_ACCOUNT';
  const forType = <K extends 'pixKey' | 'accountType' | 'bankCode' | 'agency' | 'account' | 'digit'>(key: K, rulesOf: (d: BankDataCore) => readonly Rule[]) =>
    v.forward(
      v.rawCheck<BankDataCore>(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const message = firstError(dataset.value[key], rulesOf(dataset.value));
        if (message !== null) addIssue({ message });
      }),
      [key],
    );
  return v.pipe(
    v.object({
      pixType: field([[(s) => includes(pixKeyTypes, s), 'Forma do Pix é obrigatória']]),
      pixKey: v.string(),
      accountType: v.string(),
      bankCode: v.string(),
      agency: v.string(),
      account: v.string(),
      digit: v.string(),
      Bank: v.optional(v.nullable(v.object({ id: v.string(), name: v.string(), ispb: v.string() }))),
    }),
    forType('pixKey', (d) => (includes(pixKeyTypes, d.pixType) ? PIX_KEY_RULES[d.pixType as PixKeyType] : [])),
    forType('accountType', (d) => (bankAccount(d) ? [[(s) => includes(accountTypes, s), ACCOUNT_TYPE_MESSAGE]] : [])),
    forType('bankCode', (d) => (bankAccount(d) ? BANK_CODE_RULES : [])),
    forType('agency', (d) => (bankAccount(d) ? AGENCY_RULES : [])),
    forType('account', (d) => (bankAccount(d) ? ACCOUNT_RULES : [])),
    forType('digit', (d) => (bankAccount(d) ? DIGIT_RULES : [])),
  );
}

// A type alias, not an interface: valibot's forward() wants a Record-compatible input.
type BankDataCore = {
  pixType: string;
  pixKey: string;
  accountType: string;
  bankCode: string;
  agency: string;
  account: string;
  digit: string;
};

export type BankDataValues = v.InferInput<ReturnType<typeof createBankDataSchema>>;

/**
 * Spec section 5: 'Prosseguir' on the Pix step is enabled only when the key is valid for its
 * type (EMAIL an e-mail, DOCUMENT a valid CPF, PHONE the mask's format), or for BANK_ACCOUNT
 * when bank, agency, account, digit and account type are all filled.
 */
export function canProceedPix(d: BankDataCore): boolean {
  switch (d.pixType) {
    case 'EMAIL':
      return isEmail(normalisePixEmail(d.pixKey));
    case 'DOCUMENT':
      return isValidCpf(d.pixKey);
    case 'PHONE':
      return isMaskedMobile(d.pixKey);
    case 'BANK_ACCOUNT':
      return [d.bankCode, d.agency, d.account, d.digit, d.accountType].every(filled);
    default:
      return false;
  }
}
