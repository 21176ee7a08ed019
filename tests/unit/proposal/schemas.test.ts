import { FormApi } from '@tanstack/react-form';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../../src/lib/br/phone';
import { UFS } from '../../../src/lib/br/uf';
import { createAddressSchema, type AddressValues } from '../../../src/features/proposal/schemas/address';
import {
  CORRECTION_ACCOUNT_TYPES,
  ZERO_TAC_PIX_KEY_TYPES,
  canProceedPix,
  createBankDataSchema,
  type BankDataValues,
} from '../../../src/features/proposal/schemas/bank-data';
import { createPersonalDataSchema, type PersonalDataValues } from '../../../src/features/proposal/schemas/personal-data';
import { ADDRESS, BANK_ACCOUNT, EMPTY_BANK, PERSON } from './fixtures';

/** The first message of each field (what the field shows), by dotted path. */
function errorsOf(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  const out: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) ?? '';
    out[key] ??= issue.message;
  }
  return out;
}

// 23/11/2026, local time: the age is measured on the worker's own day.
const TODAY = new Date(2026, 10, 23, 10, 0);
const personal = createPersonalDataSchema({ today: () => TODAY });
const personErrors = (over: Partial<PersonalDataValues>) => errorsOf(personal, { ...PERSON, ...over });

describe('personal data (step 1)', () => {
  it('should accept a complete worker, with or without e-mail', () => {
    expect(personErrors({})).toEqual({});
    expect(personErrors({ email: 'maria@example.com' })).toEqual({});
    expect(errorsOf(personal, { ...PERSON, email: undefined })).toEqual({});
  });

  it.each<[string, string]>([
    ['', 'Nome completo é obrigatório.'],
    ['   ', 'Nome completo é obrigatório.'],
    [' MARIA SILVA', 'Não comece com espaço em branco.'],
    ['MARIA SILVA ', 'Não termine com espaço em branco.'],
    ['MARIA SILVA2', 'Contém caracteres especiais ou números.'],
    ['MARIA-SILVA SOUZA', 'Contém caracteres especiais ou números.'],
    ['MARIA', 'Insira pelo menos dois nomes.'],
  ])('name %j → %j (the same for the mother’s name)', (value, message) => {
    expect(personErrors({ name: value }).name).toBe(message);
    expect(personErrors({ motherName: value }).motherName).toBe(message);
  });

  it('should accept accents and the tilde in names', () => {
    expect(personErrors({ name: 'JOÃO CONCEIÇÃO', motherName: 'MARÍA ~ ÂNGELA' })).toEqual({});
  });

  it.each<[string, string | undefined]>([
    ['', 'Data de nascimento é obrigatória'],
    ['12/03', 'Data de nascimento inválida'],
    ['31/02/1990', 'Data de nascimento inválida'],
    ['12-03-1985', 'Data de nascimento inválida'],
    ['24/11/2008', 'A idade deve estar entre 18 e 70 anos. Consulte nosso R.O'],
    ['23/11/2008', undefined],
    ['23/11/1955', 'A idade deve estar entre 18 e 70 anos. Consulte nosso R.O'],
    ['24/11/1955', undefined],
    ['01/01/2030', 'A idade deve estar entre 18 e 70 anos. Consulte nosso R.O'],
  ])('birth date %j → %j (today 23/11/2026)', (birthDate, message) => {
    expect(personErrors({ birthDate }).birthDate).toBe(message);
  });

  it.each<[string, string | undefined]>([
    ['', 'Celular é obrigatório'],
    ['(11) 9876-5432', 'Formato inválido. Use (XX) XXXXX-XXXX'],
    ['11987654321', 'Formato inválido. Use (XX) XXXXX-XXXX'],
    ['(11) 98765-4321', undefined],
  ])('cellphone %j → %j', (cellphone, message) => {
    expect(personErrors({ cellphone }).cellphone).toBe(message);
  });

  it.each<[string, string | undefined]>([
    ['maria@', 'Formato inválido'],
    ['maria example.com', 'Formato inválido'],
    [' maria@example.com', 'Não comece com espaço em branco.'],
    ['maria@example.com ', 'Não termine com espaço em branco.'],
    ['maria.silva+fgts@example.com.br', undefined],
  ])('e-mail %j → %j', (email, message) => {
    expect(personErrors({ email }).email).toBe(message);
  });

  it('property: an age of 18 to 70 on the day is accepted, any other refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2026 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (year, month, day) => {
        const typed = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
        const hadBirthday = month < 11 || (month === 11 && day <= 23);
        const age = 2026 - year - (hadBirthday ? 0 : 1);
        const error = personErrors({ birthDate: typed }).birthDate;
        expect(error === undefined).toBe(age >= 18 && age <= 70);
      }),
    );
  });

  it('property: every phone the landing mask produces at 11 digits is accepted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]{2}9\d{8}$/), (digits) => {
        expect(personErrors({ cellphone: maskPhone(digits) }).cellphone).toBeUndefined();
      }),
    );
  });
});

const address = createAddressSchema();
const addressErrors = (over: Partial<AddressValues>, schema = address) => errorsOf(schema, { ...ADDRESS, ...over });

describe('address (step 2)', () => {
  it('should accept a complete address, with or without complement', () => {
    expect(addressErrors({})).toEqual({});
    expect(addressErrors({ complement: 'APTO 12' })).toEqual({});
  });

  it.each<[keyof AddressValues, string, string]>([
    ['street', '', 'Rua é obrigatória'],
    ['street', ' RUA A', 'Não comece com espaço em branco.'],
    ['street', 'RUA A ', 'Não termine com espaço em branco.'],
    ['street', 'PAULISTA', 'A rua deve conter pelo menos duas palavras'],
    ['street', `RUA ${'A'.repeat(57)}`, 'Rua não pode ter mais de 60 caracteres'],
    ['streetNumber', '', 'Número é obrigatório'],
    ['streetNumber', '12A', 'O número deve conter apenas dígitos'],
    ['streetNumber', '123456', 'O número deve ter no máximo 5 dígitos'],
    ['cep', '', 'CEP é obrigatório'],
    ['cep', '01001-00', 'CEP precisa de 8 dígitos'],
    ['cep', '01001000', 'CEP precisa de 8 dígitos'],
    ['district', '', 'Bairro é obrigatório'],
    ['district', ' SE', 'Não comece com espaço em branco.'],
    ['district', 'B'.repeat(51), 'Bairro não pode ter mais de 50 caracteres'],
    ['complement', 'APTO 12/3', 'Contém caracteres especiais. Remova “/”.'],
    ['complement', 'APTO #12-B/C-D', 'Contém caracteres especiais. Remova “#”, “-” e “/”.'],
    ['complement', 'A'.repeat(21), 'Complemento não pode ter mais de 20 caracteres'],
    ['complement', ' APTO', 'Não comece com espaço em branco.'],
    ['city', '', 'Cidade é obrigatória'],
    ['city', 'SAO PAULO 2', 'Contém caracteres especiais ou números.'],
    ['city', 'C'.repeat(51), 'Cidade não pode ter mais de 50 caracteres'],
    ['city', 'SAO PAULO ', 'Não termine com espaço em branco.'],
    ['state', '', 'Estado é obrigatório'],
    ['state', 'SPA', 'Estado não pode ter mais de 2 caracteres'],
    ['state', 'S1', 'Contém caracteres especiais ou números.'],
    ['state', 'XX', 'Estado inválido'],
  ])('%s %j → %j', (key, value, message) => {
    expect(addressErrors({ [key]: value })[key]).toBe(message);
  });

  it('should accept limits exactly: street 60, number 5 digits, district 50, city 50, complement 20', () => {
    expect(
      addressErrors({ street: `RUA ${'A'.repeat(56)}`, streetNumber: '12345', district: 'B'.repeat(50), city: 'C'.repeat(50), complement: 'A'.repeat(20) }),
    ).toEqual({});
  });

  it('should accept city names with a hyphen or an apostrophe (as the postal service returns them)', () => {
    expect(addressErrors({ city: 'EMBU-GUAÇU' })).toEqual({});
    expect(addressErrors({ city: "SANTA BÁRBARA D'OESTE" })).toEqual({});
  });

  it('should take a complement of 50 in the correction form', () => {
    const correction = createAddressSchema({ complementMaxLength: 50 });
    expect(addressErrors({ complement: 'A'.repeat(50) }, correction)).toEqual({});
    expect(addressErrors({ complement: 'A'.repeat(51) }, correction).complement).toBe('Complemento não pode ter mais de 50 caracteres');
  });

  it('should accept each of the 27 states', () => {
    for (const state of UFS) expect(addressErrors({ state })).toEqual({});
  });

  it('property: a complement is accepted exactly when it is ≤ 20 letters, digits and single inner spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'Aa1 ç-/'.split('')), maxLength: 25 }), (complement) => {
        const ok = complement === '' || (/^[\p{L}\d ]+$/u.test(complement) && !/^\s|\s$/.test(complement) && complement.length <= 20);
        expect(addressErrors({ complement }).complement === undefined).toBe(ok);
      }),
    );
  });
});

const bank = createBankDataSchema();
const ACCOUNT = BANK_ACCOUNT;
const bankErrors = (over: Partial<BankDataValues>, schema = bank) => errorsOf(schema, { ...EMPTY_BANK, ...over });

describe('Pix and bank data (step 3)', () => {
  it("should ask for the type › when none is chosen: 'Forma do Pix é obrigatória'", () => {
    expect(bankErrors({})).toEqual({ pixType: 'Forma do Pix é obrigatória' });
    expect(bankErrors({ pixType: 'BOLETO' })).toEqual({ pixType: 'Forma do Pix é obrigatória' });
  });

  it.each<[string, string, string | undefined]>([
    ['EMAIL', '', 'Chave Pix é obrigatória'],
    ['EMAIL', 'maria@', 'A chave Pix deve ser um e-mail válido'],
    ['EMAIL', 'maria@example.com', undefined],
    ['EMAIL', 'MARIA.JOÃO@EXAMPLE.COM', undefined],
    ['PHONE', '', 'Chave Pix é obrigatória'],
    ['PHONE', '11987654321', 'Formato inválido. Use (XX) XXXXX-XXXX'],
    ['PHONE', '(11) 98765-4321', undefined],
    ['DOCUMENT', '', 'Chave Pix é obrigatória'],
    ['DOCUMENT', '529.982.247-24', 'CPF inválido'],
    ['DOCUMENT', '529.982.247-25', undefined],
  ])('%s key %j → %j', (pixType, pixKey, message) => {
    expect(bankErrors({ pixType, pixKey })).toEqual(message ? { pixKey: message } : {});
  });

  it('should check no key but every bank field › for BANK_ACCOUNT', () => {
    expect(bankErrors(ACCOUNT)).toEqual({});
    expect(bankErrors({ pixType: 'BANK_ACCOUNT' })).toEqual({
      accountType: 'Tipo de conta é obrigatório',
      bankCode: 'Banco é obrigatório',
      agency: 'Agência é obrigatória',
      account: 'Número da conta é obrigatório',
      digit: 'Dígito é obrigatório',
    });
  });

  it.each<[keyof BankDataValues, string, string]>([
    ['agency', '001', 'Agência deve ter exatamente 4 dígitos'],
    ['agency', '00011', 'Agência deve ter exatamente 4 dígitos'],
    ['agency', '00a1', 'Agência deve ter exatamente 4 dígitos'],
    ['account', '12345-6', 'Número da conta deve conter apenas números'],
    ['account', '123456789012', 'Número da conta deve ter no máximo 11 caracteres'],
    ['digit', '12', 'Dígito deve ter um único número'],
    ['digit', 'X', 'Dígito deve ter um único número'],
    ['accountType', 'OTHER_ACCOUNT', 'Tipo de conta é obrigatório'],
  ])('bank field %s %j → %j', (key, value, message) => {
    expect(bankErrors({ ...ACCOUNT, [key]: value })).toEqual({ [key]: message });
  });

  it('should accept an 11-digit account and a payment account › in step 3 as in the correction form', () => {
    expect(bankErrors({ ...ACCOUNT, account: '12345678901' })).toEqual({});
    expect(bankErrors({ ...ACCOUNT, accountType: 'PAYMENT_ACCOUNT' })).toEqual({});
    const correction = createBankDataSchema({ accountTypes: CORRECTION_ACCOUNT_TYPES });
    expect(bankErrors({ ...ACCOUNT, accountType: 'PAYMENT_ACCOUNT' }, correction)).toEqual({});
  });

  it('should not check the fields of the types not chosen', () => {
    expect(bankErrors({ ...ACCOUNT, pixType: 'EMAIL', pixKey: 'maria@example.com', agency: '1', digit: 'xx' })).toEqual({});
  });

  it('should offer only BANK_ACCOUNT for ZERO TAC', () => {
    const zeroTac = createBankDataSchema({ pixKeyTypes: ZERO_TAC_PIX_KEY_TYPES });
    expect(bankErrors({ pixType: 'DOCUMENT', pixKey: '529.982.247-25' }, zeroTac)).toEqual({ pixType: 'Forma do Pix é obrigatória' });
    expect(bankErrors(ACCOUNT, zeroTac)).toEqual({});
  });
});

describe("canProceedPix (spec section 5: 'Prosseguir' per type)", () => {
  it.each<[Partial<BankDataValues>, boolean]>([
    [{ pixType: 'EMAIL', pixKey: 'maria@example.com' }, true],
    [{ pixType: 'EMAIL', pixKey: 'MARIA@EXAMPLE.COM' }, true],
    [{ pixType: 'EMAIL', pixKey: 'maria@' }, false],
    [{ pixType: 'EMAIL', pixKey: '' }, false],
    [{ pixType: 'DOCUMENT', pixKey: '529.982.247-25' }, true],
    [{ pixType: 'DOCUMENT', pixKey: '529.982.247-24' }, false],
    [{ pixType: 'PHONE', pixKey: '(11) 98765-4321' }, true],
    [{ pixType: 'PHONE', pixKey: '(11) 9876-5432' }, false],
    [ACCOUNT, true],
    [{ ...ACCOUNT, digit: '' }, false],
    [{ ...ACCOUNT, bankCode: ' ' }, false],
    [{ ...ACCOUNT, accountType: '' }, false],
    [{ pixType: '', pixKey: 'maria@example.com' }, false],
  ])('%j → %s', (over, expected) => {
    expect(canProceedPix({ ...EMPTY_BANK, ...over })).toBe(expected);
  });

  it('property: for the Pix key types, Prosseguir is enabled exactly when the schema finds no key error', () => {
    const key = fc.oneof(
      fc.constantFrom('maria@example.com', 'x@y', '(11) 98765-4321', '529.982.247-25', '52998224725', ''),
      fc.string({ maxLength: 20 }),
      fc.emailAddress(),
    );
    fc.assert(
      fc.property(fc.constantFrom('EMAIL', 'PHONE', 'DOCUMENT'), key, (pixType, pixKey) => {
        const values = { ...EMPTY_BANK, pixType, pixKey };
        expect(canProceedPix(values)).toBe(bankErrors(values).pixKey === undefined);
      }),
    );
  });
});

describe('the schemas as @tanstack/react-form validators (Standard Schema)', () => {
  it('should put each message on its field', async () => {
    const form = new FormApi({ defaultValues: { ...ADDRESS, cep: '0100' }, validators: { onChange: address } });
    form.mount();
    await form.validateAllFields('change');
    await form.validate('change');
    expect(form.getFieldMeta('cep')?.errors.map((e) => (e as { message: string }).message)).toEqual(['CEP precisa de 8 dígitos']);
    expect(form.state.isValid).toBe(false);
    form.setFieldValue('cep', '01001-000');
    await form.validate('change');
    expect(form.getFieldMeta('cep')?.errors ?? []).toEqual([]);
    expect(form.state.isValid).toBe(true);
  });

  it('should place the bank checks on the bank fields', async () => {
    const form = new FormApi({ defaultValues: { ...EMPTY_BANK, pixType: 'BANK_ACCOUNT' }, validators: { onChange: bank } });
    form.mount();
    await form.validate('change');
    expect(form.getFieldMeta('agency')?.errors.map((e) => (e as { message: string }).message)).toEqual(['Agência é obrigatória']);
  });
});
