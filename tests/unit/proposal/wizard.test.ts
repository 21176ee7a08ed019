import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankCodeOf, bankLabel, bankMatches } from '../../../src/features/proposal/bank-choice';
import { CEP_TOASTS, addressFromPostal, isLocked } from '../../../src/features/proposal/cep-lookup';
import { fieldError } from '../../../src/features/proposal/field-error';
import { firstInvalidStep } from '../../../src/features/proposal/wizard/use-submit-proposal';
import { EMPTY_WIZARD, type WizardDraft } from '../../../src/features/proposal/wizard/wizard-draft';
import { prefillDraft } from '../../../src/features/proposal/wizard/wizard-prefill';
import { prefillFromAutocomplete } from '../../../src/features/proposal/prefill';
import { parseEtapa } from '../../../src/lib/flow/wizard-step';
import { ADDRESS, BANK_ACCOUNT, PERSON } from './fixtures';

const PRACA_DA_SE = { logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' };

describe('addressFromPostal', () => {
  it('should fill street, district and city in upper case and lock them › for a found CEP', () => {
    expect(addressFromPostal('01001000', PRACA_DA_SE)).toEqual({
      street: 'PRAÇA DA SÉ',
      district: 'SÉ',
      city: 'SÃO PAULO',
      state: 'SP',
      lock: { cep: '01001000', street: true, district: true, city: true },
    });
  });

  it('should leave an empty street and district unlocked › for a single-CEP town', () => {
    const found = addressFromPostal('78175000', { logradouro: '', bairro: '  ', localidade: 'Poconé', uf: 'MT' });
    expect(found.lock).toEqual({ cep: '78175000', street: false, district: false, city: true });
    expect(found.city).toBe('POCONÉ');
  });

  it('should leave the state to the worker › when the service answers no UF of the 27', () => {
    expect(addressFromPostal('01001000', { ...PRACA_DA_SE, uf: 'XX' }).state).toBe('');
  });

  it('should keep the three toasts of spec section 8', () => {
    expect(CEP_TOASTS.found).toMatchObject({ title: 'CEP localizado', description: 'Endereço preenchido automaticamente' });
    expect(CEP_TOASTS.notFound).toMatchObject({ title: 'CEP não encontrado', description: 'Verifique o número e tente novamente' });
    expect(CEP_TOASTS.failed.title).toBe('Erro ao consultar CEP');
  });
});

describe('isLocked', () => {
  const lock = { cep: '01001000', street: true, district: false, city: true };
  it('should lock what the found CEP filled › while the CEP is that one', () => {
    expect(isLocked(lock, '01001000', 'street')).toBe(true);
    expect(isLocked(lock, '01001000', 'district')).toBe(false);
  });
  it('should unlock everything › once the CEP is edited, or without a lookup', () => {
    expect(isLocked(lock, '0100100', 'street')).toBe(false);
    expect(isLocked(null, '01001000', 'street')).toBe(false);
  });
});

describe('bank choice', () => {
  it("should use the list's COMPE code as bankCode › when it gives one", () => {
    expect(bankCodeOf({ id: 'bank-341', code: '341' })).toBe('341');
    expect(bankCodeOf({ id: 'bank-341', ispb: '60701190', code: '341' })).toBe('341');
  });

  it('should find the COMPE code by the ISPB › when the list gives only id, name and ispb (spec section 3), never the internal id', () => {
    expect(bankCodeOf({ id: 'bank-341', ispb: '60701190' })).toBe('341');
    expect(bankCodeOf({ id: 'bank-341', ispb: '60701190', code: ' ' })).toBe('341');
    expect(bankCodeOf({ id: 'x9', ispb: '18236120', code: null })).toBe('260');
    // An id that is itself a COMPE code, for an ISPB the table does not know.
    expect(bankCodeOf({ id: '999', ispb: '99999999' })).toBe('999');
    expect(bankCodeOf({ id: 'bank-341' })).toBeNull();
    expect(bankCodeOf({ id: 'bank-999', ispb: '99999999' })).toBeNull();
  });

  it('should label a bank with its code › only when it is a 3-digit code', () => {
    expect(bankLabel('Itaú Unibanco S.A.', '341')).toBe('341 – Itaú Unibanco S.A.');
    expect(bankLabel('Itaú Unibanco S.A.', 'bank-341')).toBe('Itaú Unibanco S.A.');
  });

  it('should match a search › by part of the name without accents or case, or the start of the code', () => {
    const itau = { name: 'Itaú Unibanco S.A.', code: '341' };
    expect(bankMatches(itau, 'itau')).toBe(true);
    expect(bankMatches(itau, '  UNIBANCO ')).toBe(true);
    expect(bankMatches(itau, '34')).toBe(true);
    expect(bankMatches(itau, '41')).toBe(false);
    expect(bankMatches(itau, 'bradesco')).toBe(false);
  });

  it('should match every bank › for an empty search, and any part of its own name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.nat(), fc.nat(), (name, a, b) => {
        const from = a % name.length;
        const part = name.slice(from, from + 1 + (b % (name.length - from)));
        expect(bankMatches({ name }, '')).toBe(true);
        if (part.trim() !== '' && !/\s{2}/.test(part)) expect(bankMatches({ name }, part)).toBe(true);
      }),
    );
  });
});

describe('prefillDraft', () => {
  const worker = { name: 'joão da silva', cpf: '529.982.247-25', phone: '11987654321' };
  const returning = prefillFromAutocomplete({
    birthDate: '1985-03-12',
    motherName: 'ana maria da silva',
    zipCode: '01001000',
    addressName: 'PRACA DA SE',
    number: '100',
    complement: 'APTO 12',
    district: 'SE',
    uf: 'SP',
    city: 'SAO PAULO',
    bankCode: '341',
    pixKeyType: 'DOCUMENT',
    pixKey: '52998224725',
    accountType: 'CHECKING_ACCOUNT',
    account: '123456',
    agency: '0001',
    accountDigit: '7',
    bankId: 'bank-341',
    bankName: 'Itaú Unibanco S.A.',
    ispb: '60701190',
  });

  it("should start from the landing's name and phone and the autocomplete › for a returning self-service worker", () => {
    const draft = prefillDraft(EMPTY_WIZARD, worker, returning);
    expect(draft.prefilled).toBe(true);
    expect(draft.personalData).toMatchObject({
      name: 'JOÃO DA SILVA',
      cellphone: '(11) 98765-4321',
      birthDate: '12/03/1985',
      motherName: 'ANA MARIA DA SILVA',
    });
    expect(draft.address).toMatchObject({ cep: '01001-000', streetNumber: '100', state: 'SP' });
    expect(draft.bankData).toMatchObject({ pixType: 'DOCUMENT', pixKey: '529.982.247-25', bankCode: '341', Bank: { id: 'bank-341' } });
  });

  it('should leave name and phone empty › for a Corban worker, who types them on step 1', () => {
    const draft = prefillDraft(EMPTY_WIZARD, { name: '', cpf: '529.982.247-25', phone: '' }, null);
    expect(draft.personalData.name).toBe('');
    expect(draft.personalData.cellphone).toBe('');
  });

  it('should never overwrite what the worker typed', () => {
    const typed: WizardDraft = { ...EMPTY_WIZARD, personalData: { ...EMPTY_WIZARD.personalData, name: 'MARIA SOUZA', birthDate: '01/01/1990' } };
    const draft = prefillDraft(typed, worker, returning);
    expect(draft.personalData.name).toBe('MARIA SOUZA');
    expect(draft.personalData.birthDate).toBe('01/01/1990');
    expect(draft.personalData.motherName).toBe('ANA MARIA DA SILVA');
  });
});

describe('firstInvalidStep', () => {
  const complete: WizardDraft = { ...EMPTY_WIZARD, personalData: PERSON, address: ADDRESS, bankData: BANK_ACCOUNT };
  it('should be null › for a complete wizard', () => expect(firstInvalidStep(complete, false)).toBeNull());
  it('should name the first step its schema refuses', () => {
    expect(firstInvalidStep(EMPTY_WIZARD, false)).toBe(1);
    expect(firstInvalidStep({ ...complete, address: { ...ADDRESS, streetNumber: 'x' } }, false)).toBe(2);
    expect(firstInvalidStep({ ...complete, bankData: { ...BANK_ACCOUNT, agency: '12' } }, false)).toBe(3);
  });
  it('should refuse a Pix key › for ZERO TAC (bank account only)', () => {
    const pix = { ...complete, bankData: { ...BANK_ACCOUNT, pixType: 'DOCUMENT', pixKey: '529.982.247-25' } };
    expect(firstInvalidStep(pix, false)).toBeNull();
    expect(firstInvalidStep(pix, true)).toBe(3);
  });
});

describe('fieldError', () => {
  const issue = { message: 'Rua é obrigatória' };
  it('should stay quiet › while the worker is still typing the field the first time', () => {
    expect(fieldError({ errors: [issue], isBlurred: false }, false)).toBeUndefined();
  });
  it("should show the first error's message › once the field was left or 'Prosseguir' tapped", () => {
    expect(fieldError({ errors: [undefined, issue, { message: 'outra' }], isBlurred: true }, false)).toBe('Rua é obrigatória');
    expect(fieldError({ errors: ['texto'], isBlurred: false }, true)).toBe('texto');
    expect(fieldError({ errors: [], isBlurred: true }, true)).toBeUndefined();
  });
});

describe('parseEtapa', () => {
  it('should read steps 2 to 4 › and anything else as step 1', () => {
    expect([2, '3', 4].map(parseEtapa)).toEqual([2, 3, 4]);
    expect([undefined, 0, 5, 'x', '', [2], 1.5, null].map(parseEtapa)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });
});
