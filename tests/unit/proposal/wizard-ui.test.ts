import { describe, expect, it } from 'vitest';
import { BANKS } from '../../../openapi/sandbox/banks';
import { bankCodeOf, searchBanks } from '../../../src/features/proposal/bank-choice';
import { BANK_ALIASES, COMPE_BY_ISPB } from '../../../src/features/proposal/bank-codes';
import { applyLookup, type CepLock, type LookupValues } from '../../../src/features/proposal/cep-lookup';
import { withDerivedPixKey } from '../../../src/features/proposal/derived-key';
import { buildProposalRequest } from '../../../src/features/proposal/proposal-request';
import { isReviewed, reviewSections, reviewStamp } from '../../../src/features/proposal/wizard/review';
import { EMPTY_WIZARD, type WizardDraft } from '../../../src/features/proposal/wizard/wizard-draft';
import { prefillDraft } from '../../../src/features/proposal/wizard/wizard-prefill';
import { prefillFromAutocomplete } from '../../../src/features/proposal/prefill';
import type { FinancialOption } from '../../../src/api/operations/get-simulation';
import { ADDRESS, BANK_ACCOUNT, PERSON } from './fixtures';

/** The list as a BFF that sends only spec section 3's fields gives it: id, name, ispb. */
const SPEC_ONLY_BANKS = BANKS.map(({ id, name, ispb }) => ({ id, name, ispb }));
const coded = SPEC_ONLY_BANKS.map((bank) => ({ ...bank, code: bankCodeOf(bank) }));

describe('bank codes', () => {
  it("should give every bank of the sandbox's list its own COMPE code › from id, name and ispb alone", () => {
    for (const bank of BANKS) expect(bankCodeOf({ id: bank.id, ispb: bank.ispb }), bank.name).toBe(bank.code);
  });

  it('should hold only 8-digit ISPBs and 3-digit codes, one ISPB per code', () => {
    for (const [ispb, code] of Object.entries(COMPE_BY_ISPB)) {
      expect(ispb).toMatch(/^\d{8}$/);
      expect(code).toMatch(/^\d{3}$/);
    }
    expect(new Set(Object.values(COMPE_BY_ISPB)).size).toBe(Object.keys(COMPE_BY_ISPB).length);
  });
});

describe('bank search by the names workers use', () => {
  it.each([
    ['nubank', '260'],
    ['pagbank', '290'],
    ['inter', '077'],
    ['c6', '336'],
    ['mercado pago', '323'],
    ['picpay', '380'],
    ['bb', '001'],
    ['caixa', '104'],
    ['itau', '341'],
    ['Itaú', '341'],
    ['NUBANK', '260'],
  ])('%j finds bank %s first', (search, code) => {
    expect(searchBanks(coded, search)[0]?.code).toBe(code);
  });

  it('should still find a bank by its code and by its official name', () => {
    expect(searchBanks(coded, '260')[0]?.name).toBe('Nu Pagamentos S.A. - Instituição de Pagamento');
    expect(searchBanks(coded, '34').map((b) => b.code)).toContain('341');
    expect(searchBanks(coded, 'pagamentos').map((b) => b.code)).toContain('260');
    expect(searchBanks(coded, 'unibanco').map((b) => b.code)).toEqual(['341']);
  });

  it('should key every alias by a code the list has, lower case and without accents', () => {
    const codes = new Set(BANKS.map((b) => b.code));
    for (const [code, aliases] of Object.entries(BANK_ALIASES)) {
      expect(codes.has(code), code).toBe(true);
      for (const alias of aliases) expect(alias).toBe(alias.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    }
  });

  it('should list every bank, in its order › for an empty search', () => {
    expect(searchBanks(coded, '  ')).toEqual(coded);
  });
});

const EMPTY_LOOKUP: LookupValues = { street: '', district: '', city: '', state: '' };
const SE = { logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' };
const POCONE = { logradouro: '', bairro: '', localidade: 'Poconé', uf: 'MT' };

describe('applyLookup: a new CEP lookup replaces what the last one filled', () => {
  const first = applyLookup(EMPTY_LOOKUP, null, '01001000', { found: SE });

  it('should fill and lock what a found CEP gives', () => {
    expect(first.values).toEqual({ street: 'PRAÇA DA SÉ', district: 'SÉ', city: 'SÃO PAULO', state: 'SP' });
    expect(first.lock).toMatchObject({ cep: '01001000', street: true, district: true, city: true });
  });

  it('should empty and unlock the fields the new answer lacks › a single-CEP town after Praça da Sé', () => {
    const next = applyLookup(first.values, first.lock, '78175000', { found: POCONE });
    expect(next.values).toEqual({ street: '', district: '', city: 'POCONÉ', state: 'MT' });
    expect(next.lock).toMatchObject({ cep: '78175000', street: false, district: false, city: true });
  });

  it('should keep what the worker typed › where the new answer has nothing', () => {
    const typed = { ...first.values, street: 'RUA DAS FLORES' };
    const next = applyLookup(typed, first.lock, '78175000', { found: POCONE });
    expect(next.values.street).toBe('RUA DAS FLORES');
    expect(next.values.district).toBe('');
  });

  it('should unlock and empty what the last lookup filled › for a CEP not found', () => {
    const next = applyLookup(first.values, first.lock, '99999999', 'notFound');
    expect(next).toEqual({ values: EMPTY_LOOKUP, lock: null });
    const typedAfter = applyLookup({ ...first.values, city: 'OSASCO' }, first.lock, '99999999', 'notFound');
    expect(typedAfter.values).toEqual({ ...EMPTY_LOOKUP, city: 'OSASCO' });
  });

  it("should keep the address of its own CEP but not another CEP's › when the service fails", () => {
    expect(applyLookup(first.values, first.lock, '01001000', 'failed')).toEqual(first);
    expect(applyLookup(first.values, first.lock, '78175000', 'failed')).toEqual({ values: EMPTY_LOOKUP, lock: null });
  });

  it('should read a lock of an older draft (no values kept) as: what it locked was filled by it', () => {
    const old: CepLock = { cep: '01001000', street: true, district: true, city: false };
    const next = applyLookup({ street: 'PRAÇA DA SÉ', district: 'SÉ', city: 'SÃO PAULO', state: 'SP' }, old, '99999999', 'notFound');
    expect(next.values).toEqual({ street: '', district: '', city: 'SÃO PAULO', state: 'SP' });
  });

  it("should treat the autocomplete's address as filled for its CEP › so a new CEP replaces it too", () => {
    const returning = prefillFromAutocomplete({
      birthDate: null,
      motherName: null,
      zipCode: '01001000',
      addressName: 'PRACA DA SE',
      number: '100',
      complement: null,
      district: 'SE',
      uf: 'SP',
      city: 'SAO PAULO',
      bankCode: null,
      pixKeyType: null,
      pixKey: null,
      accountType: null,
      account: null,
      agency: null,
      accountDigit: null,
      bankId: null,
      bankName: null,
      ispb: null,
    });
    const draft = prefillDraft(EMPTY_WIZARD, { name: '', cpf: '', phone: '' }, returning);
    expect(draft.cepLock).toMatchObject({ cep: '01001000', street: false, district: false, city: false });
    const next = applyLookup(draft.address, draft.cepLock, '78175000', { found: POCONE });
    expect(next.values).toMatchObject({ street: '', district: '', city: 'POCONÉ', state: 'MT' });
  });
});

describe('withDerivedPixKey: a key of the person is derived, not copied', () => {
  const person = { cpf: '529.982.247-25', cellphone: '(21) 91234-5678' };
  it("should be the proposal's CPF › for a CPF key, whatever was stored", () => {
    expect(withDerivedPixKey({ pixType: 'DOCUMENT', pixKey: '123.456.789-09' }, person).pixKey).toBe('529.982.247-25');
    expect(withDerivedPixKey({ pixType: 'DOCUMENT', pixKey: '' }, { ...person, cpf: '52998224725' }).pixKey).toBe('529.982.247-25');
  });
  it("should be step 1's phone now › for a Celular key (an autocomplete's old phone, a phone changed after)", () => {
    expect(withDerivedPixKey({ pixType: 'PHONE', pixKey: '(11) 98765-4321' }, person).pixKey).toBe('(21) 91234-5678');
  });
  it('should leave an e-mail key and a bank account alone, and return the same object when nothing changes', () => {
    const email = { pixType: 'EMAIL', pixKey: 'maria@example.com' };
    expect(withDerivedPixKey(email, person)).toBe(email);
    expect(withDerivedPixKey(BANK_ACCOUNT, person)).toBe(BANK_ACCOUNT);
    const same = { pixType: 'PHONE', pixKey: '(21) 91234-5678' };
    expect(withDerivedPixKey(same, person)).toBe(same);
  });
  it('should send the derived key › even from a stale draft', () => {
    const option = { externalId: 'ext-1', releasedAmount: 1000, Installments: [] } as unknown as FinancialOption;
    const ids = { selfServiceId: 's', balanceSolicitationId: 'b', document: '529.982.247-25' };
    const stalePhone = buildProposalRequest(
      { personalData: PERSON, address: ADDRESS, bankData: { ...BANK_ACCOUNT, pixType: 'PHONE', pixKey: '(11) 90000-0000' } },
      option,
      ids,
    );
    expect(stalePhone.BankDetail).toMatchObject({ pixKeyType: 'PHONE', pixKey: '11987654321' });
    const staleCpf = buildProposalRequest(
      { personalData: PERSON, address: ADDRESS, bankData: { ...BANK_ACCOUNT, pixType: 'DOCUMENT', pixKey: '123.456.789-09' } },
      option,
      ids,
    );
    expect(staleCpf.BankDetail).toMatchObject({ pixKeyType: 'DOCUMENT', pixKey: '52998224725' });
  });
});

describe("'Revisei as informações' is unticked whenever anything it covers changes", () => {
  const draft: WizardDraft = {
    ...EMPTY_WIZARD,
    personalData: PERSON,
    address: ADDRESS,
    bankData: { ...BANK_ACCOUNT, pixType: 'PHONE', pixKey: '(11) 98765-4321' },
  };
  const cpf = '529.982.247-25';
  const option = { externalId: 'ext-1', releasedAmount: 1000, Installments: [{}, {}] } as unknown as FinancialOption;
  const stamp = reviewStamp(reviewSections(draft, cpf, option));

  it('should stay ticked › for the very data it was ticked on', () => {
    expect(isReviewed(stamp, reviewSections(structuredClone(draft), cpf, option))).toBe(true);
  });

  it.each<[string, (d: WizardDraft) => WizardDraft]>([
    ["the mother's name", (d) => ({ ...d, personalData: { ...d.personalData, motherName: 'JOANA DA SILVA' } })],
    ['the e-mail', (d) => ({ ...d, personalData: { ...d.personalData, email: 'maria@example.com' } })],
    ['the phone (and with it the Celular key)', (d) => ({ ...d, personalData: { ...d.personalData, cellphone: '(21) 91234-5678' } })],
    ['the complement', (d) => ({ ...d, address: { ...d.address, complement: 'APTO 2' } })],
    ['the state', (d) => ({ ...d, address: { ...d.address, state: 'RJ' } })],
    ['the key type', (d) => ({ ...d, bankData: { ...d.bankData, pixType: 'DOCUMENT' } })],
    ['the account', (d) => ({ ...d, bankData: { ...BANK_ACCOUNT, account: '654321' } })],
  ])('should be unticked › when %s changes', (_what, change) => {
    expect(isReviewed(stamp, reviewSections(change(draft), cpf, option))).toBe(false);
  });

  it('should be unticked › for another CPF or another loan', () => {
    expect(isReviewed(stamp, reviewSections(draft, '123.456.789-09', option))).toBe(false);
    expect(isReviewed(stamp, reviewSections(draft, cpf, { ...option, releasedAmount: 900 }))).toBe(false);
  });

  it('should be unticked › for a yes of an older version, or nothing', () => {
    expect(isReviewed(undefined, reviewSections(draft, cpf, option))).toBe(false);
    expect(isReviewed(true as unknown as string, reviewSections(draft, cpf, option))).toBe(false);
  });

  it('should show the derived key › the review reads what will be sent', () => {
    const stale = { ...draft, bankData: { ...draft.bankData, pixType: 'DOCUMENT', pixKey: '123.456.789-09' } };
    const payout = reviewSections(stale, cpf, option).at(-1)!;
    expect(payout.rows).toContainEqual(['Chave Pix', '529.982.247-25']);
  });
});
