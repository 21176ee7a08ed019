import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../openapi/sandbox/contract';
import { PROPOSAL_MESSAGES, autocompleteFor, cpfFor } from '../../../openapi/sandbox/scenarios';
import type { components } from '../../../src/api/schema.gen';
import { fillEmpty, prefillFromAutocomplete } from '../../../src/features/proposal/prefill';
import {
  SUBMISSION_TEXTS,
  buildProposalRequest,
  emptyEmailKeyToast,
  normalisePixKey,
  type ProposalFormData,
} from '../../../src/features/proposal/proposal-request';
import { createAddressSchema } from '../../../src/features/proposal/schemas/address';
import { createBankDataSchema } from '../../../src/features/proposal/schemas/bank-data';
import { createPersonalDataSchema } from '../../../src/features/proposal/schemas/personal-data';
import { mapProposalMessage } from '../../../src/lib/fgts/proposal-errors';
import { openSandbox, simulationFor, solicitationFor, type Harness } from '../sandbox/helpers';
import * as v from 'valibot';
import { ITAU_ACCOUNT } from '../api/answers';
import { ADDRESS, BANK_ACCOUNT, EMPTY_BANK, PERSON } from './fixtures';

type Option = components['schemas']['FinancialOption'];

const OPTION: Option = {
  enabled: true,
  message: null,
  releasedAmount: 2568.69,
  Installments: [
    { dueDate: '2026-08-01', payment: 1850, releasedAmount: 1475.17 },
    { dueDate: '2027-08-01', payment: 1720, releasedAmount: 1093.52 },
  ],
  iof: 81.24,
  tacInput: 139.1,
  issueAmount: 2789.03,
  monthlyRate: 1.79,
  annualRate: 23.73,
  monthlyCET: 2.12,
  annualCET: 28.64,
  productId: 'prod-zipdin',
  productName: 'FGTS ZIPDIN',
  externalId: 'sim-sol-1-y2',
};

const FORM: ProposalFormData = { personalData: PERSON, address: ADDRESS, bankData: BANK_ACCOUNT };
const IDS = { selfServiceId: 'ss-demo', balanceSolicitationId: 'sol-1', document: '529.982.247-25' };
const contract = loadContract();

describe('buildProposalRequest (spec section 3, "Proposal request payload")', () => {
  it('should build the documented body: CPF, digits, ISO birth date, proposalId from externalId', () => {
    expect(buildProposalRequest(FORM, OPTION, IDS)).toEqual({
      selfServiceId: 'ss-demo',
      balanceSolicitationId: 'sol-1',
      NaturalPerson: {
        id: null,
        name: 'MARIA DA SILVA',
        motherName: 'ANA MARIA DA SILVA',
        birthDate: '1985-03-12',
        document: '52998224725',
        documentType: 'CPF',
        phoneNumber: '11987654321',
        addressId: null,
        createdAt: null,
        updatedAt: null,
        address: {
          id: null,
          addressName: 'PRACA DA SE',
          number: '100',
          zipCode: '01001000',
          district: 'SE',
          city: 'SAO PAULO',
          uf: 'SP',
          complement: null,
        },
      },
      chosenFinancialInfo: { ...OPTION, proposalId: 'sim-sol-1-y2' },
      BankDetail: { id: null, ...ITAU_ACCOUNT },
    });
    expect(contract.checkSchema('ProposalRequest', buildProposalRequest(FORM, OPTION, IDS))).toBeNull();
  });

  it('should send the e-mail only when given, trimmed', () => {
    expect('email' in buildProposalRequest(FORM, OPTION, IDS).NaturalPerson).toBe(false);
    const withEmail = { ...FORM, personalData: { ...FORM.personalData, email: 'maria@example.com' } };
    expect(buildProposalRequest(withEmail, OPTION, IDS).NaturalPerson.email).toBe('maria@example.com');
  });

  it('should send the complement when given and keep returning ids', () => {
    const form = { ...FORM, personalData: { ...FORM.personalData, id: 'np-9' }, address: { ...FORM.address, complement: 'APTO 12', id: 'addr-9' } };
    const body = buildProposalRequest(form, OPTION, IDS);
    expect(body.NaturalPerson).toMatchObject({ id: 'np-9', addressId: 'addr-9', address: { id: 'addr-9', complement: 'APTO 12' } });
  });

  it.each([
    ['EMAIL', ' Maria.JOÃO@Example.com ', 'maria.joao@example.com'],
    ['PHONE', '(11) 98765-4321', '11987654321'],
    ['DOCUMENT', '529.982.247-25', '52998224725'],
  ] as const)('should normalise a %s key (%j → %j) and send no bank fields', (pixType, pixKey, sent) => {
    const body = buildProposalRequest({ ...FORM, bankData: { ...FORM.bankData, pixType, pixKey } }, OPTION, IDS);
    expect(body.BankDetail).toEqual({
      id: null,
      pixKeyType: pixType,
      pixKey: sent,
      accountDigit: null,
      account: null,
      agency: null,
      accountType: null,
      bankCode: null,
      Bank: null,
    });
    expect(normalisePixKey(pixType, pixKey)).toBe(sent);
    expect(contract.checkSchema('ProposalRequest', body)).toBeNull();
  });

  it('should refuse values the step schemas refuse (a programming error, not a worker one)', () => {
    expect(() => buildProposalRequest({ ...FORM, personalData: { ...FORM.personalData, birthDate: '31/02/1985' } }, OPTION, IDS)).toThrow(/birth date/);
    expect(() => buildProposalRequest({ ...FORM, address: { ...FORM.address, state: 'XX' } }, OPTION, IDS)).toThrow(/UF/);
    expect(() => buildProposalRequest({ ...FORM, bankData: { ...FORM.bankData, pixType: '' } }, OPTION, IDS)).toThrow(/Pix type/);
  });

  it('property: any form the step schemas accept gives a body the contract accepts', () => {
    const today = () => new Date(2026, 10, 23);
    const schemas = { personal: createPersonalDataSchema({ today }), address: createAddressSchema(), bank: createBankDataSchema() };
    const word = fc.stringMatching(/^[A-ZÇÃÉ]{1,8}$/);
    const phrase = fc.tuple(word, word).map(([a, b]) => `${a} ${b}`);
    const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
    const form = fc.record({
      personalData: fc.record({
        name: phrase,
        birthDate: fc
          .record({ d: fc.integer({ min: 1, max: 28 }), m: fc.integer({ min: 1, max: 12 }), y: fc.integer({ min: 1957, max: 2007 }) })
          .map(({ d, m, y }) => `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`),
        cellphone: digits(9, 9).map((n) => `(11) ${n.slice(0, 5)}-${n.slice(5)}`),
        motherName: phrase,
        email: fc.oneof(fc.constant(''), fc.constant('maria@example.com')),
      }),
      address: fc.record({
        street: phrase,
        streetNumber: digits(1, 5),
        cep: digits(8, 8).map((n) => `${n.slice(0, 5)}-${n.slice(5)}`),
        district: word,
        complement: fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Z0-9]{1,20}$/)),
        city: phrase,
        state: fc.constantFrom('SP', 'RJ', 'DF', 'TO'),
      }),
      bankData: fc.oneof(
        fc.constant(FORM.bankData),
        fc.constant({ ...FORM.bankData, pixType: 'DOCUMENT', pixKey: '529.982.247-25' }),
        fc.constant({ ...FORM.bankData, pixType: 'EMAIL', pixKey: 'MARIA@EXAMPLE.COM' }),
        digits(9, 9).map((n) => ({ ...FORM.bankData, pixType: 'PHONE', pixKey: `(21) ${n.slice(0, 5)}-${n.slice(5)}` })),
      ),
    });
    fc.assert(
      fc.property(form, (values) => {
        fc.pre(v.is(schemas.personal, values.personalData) && v.is(schemas.address, values.address) && v.is(schemas.bank, values.bankData));
        expect(contract.checkSchema('ProposalRequest', buildProposalRequest(values, OPTION, IDS))).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});

describe('emptyEmailKeyToast (spec section 4, "Submission")', () => {
  it("should stop the submission with 'Erro na chave PIX' › when the key of an EMAIL type is empty", () => {
    expect(emptyEmailKeyToast({ pixType: 'EMAIL', pixKey: '  ' })).toEqual({
      title: 'Erro na chave PIX',
      description: 'O campo chave pix não pode estar vazio.',
    });
    expect(emptyEmailKeyToast({ pixType: 'EMAIL', pixKey: 'maria@example.com' })).toBeNull();
    expect(emptyEmailKeyToast({ pixType: 'BANK_ACCOUNT', pixKey: '' })).toBeNull();
  });

  it('has the texts of the spec, accented', () => {
    expect(SUBMISSION_TEXTS).toMatchObject({
      sending: 'Estamos enviando a sua proposta.',
      successTitle: 'Proposta concluída!',
      successDescription: 'Sua proposta foi enviada com sucesso.',
      failureTitle: 'Sua proposta não pode ser criada!',
    });
  });
});

describe('prefillFromAutocomplete', () => {
  it("should map a returning customer's answer onto the fields (ISO date → dd/mm/aaaa, zip code masked, CPF key masked)", () => {
    const answer = autocompleteFor('52998224725');
    const prefill = prefillFromAutocomplete(answer);
    expect(prefill).toEqual({
      personalData: { birthDate: `12/${answer.birthDate!.slice(5, 7)}/1985`, motherName: 'ANA MARIA DA SILVA' },
      address: { cep: '01001-000', street: 'PRACA DA SE', streetNumber: '100', complement: 'APTO 12', district: 'SE', city: 'SAO PAULO', state: 'SP' },
      bankData: {
        pixType: 'DOCUMENT',
        pixKey: '529.982.247-25',
        accountType: 'CHECKING_ACCOUNT',
        bankCode: '341',
        agency: '0001',
        account: '123456',
        digit: '7',
        Bank: { id: 'bank-341', name: 'Itaú Unibanco S.A.', ispb: '60701190' },
      },
    });
  });

  it("should give empty sections for a new customer's all-null answer", () => {
    expect(prefillFromAutocomplete(autocompleteFor('20000000108'))).toEqual({ personalData: {}, address: {}, bankData: {} });
  });

  it('should leave out what it cannot use and show a phone key masked', () => {
    const base = autocompleteFor('20000000108');
    const prefill = prefillFromAutocomplete({ ...base, birthDate: '1985-02-30', uf: 'sp', zipCode: '01001000', pixKeyType: 'PHONE', pixKey: '5511987654321' });
    expect(prefill.personalData).toEqual({});
    expect(prefill.address).toEqual({ cep: '01001-000', state: 'SP' });
    expect(prefill.bankData).toEqual({ pixType: 'PHONE', pixKey: '(11) 98765-4321' });
    expect(prefillFromAutocomplete({ ...base, uf: 'XX' }).address).toEqual({});
  });

  it('should never overwrite what the worker typed', () => {
    const typed = { ...FORM.address, street: 'RUA NOVA DO BAIRRO', complement: '' };
    const filled = fillEmpty(typed, { street: 'PRACA DA SE', complement: 'APTO 12' });
    expect(filled).toEqual({ ...typed, complement: 'APTO 12' });
  });
});

describe('against the sandbox', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await openSandbox({ pendingMs: 0 });
  });
  afterAll(async () => {
    await h.close();
  });

  async function optionFor(cpf: string, query: Record<string, number> = {}) {
    const solicitation = await solicitationFor(h, cpf);
    const simulation = await simulationFor(h, solicitation.id, 'prod-zipdin', query);
    return { solicitation, option: simulation.body.optionsFinancialInfo[0]! };
  }

  const create = (body: unknown) => h.call<{ id?: string; message?: string }>('POST', '/api/v2/proposal/create-proposta', { body });

  it('should be accepted (201): the returning customer, prefilled, recalculated by years, with a Pix CPF key', async () => {
    const { solicitation, option } = await optionFor('52998224725', { maxYears: 5 });
    const prefill = prefillFromAutocomplete(autocompleteFor('52998224725'));
    const form: ProposalFormData = {
      personalData: fillEmpty({ name: 'MARIA DA SILVA', birthDate: '', cellphone: '(11) 98765-4321', motherName: '', email: '' }, prefill.personalData),
      address: fillEmpty({ street: '', streetNumber: '', cep: '', district: '', complement: '', city: '', state: '' }, prefill.address),
      bankData: fillEmpty(EMPTY_BANK, prefill.bankData),
    };
    const answer = await create(
      buildProposalRequest(form, option, { selfServiceId: 'ss-demo', balanceSolicitationId: solicitation.id, document: solicitation.document! }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.id).toMatch(/^prop-\d+$/);
  });

  it.each([
    ['PHONE', '(11) 98765-4321'],
    ['EMAIL', 'Maria@Example.com'],
  ] as const)('should be accepted with a %s key (the sandbox checks the normalised key)', async (pixType, pixKey) => {
    const { solicitation, option } = await optionFor(cpfFor('SUCCESS'));
    const form = { ...FORM, bankData: { ...FORM.bankData, pixType, pixKey } };
    const answer = await create(buildProposalRequest(form, option, { ...IDS, balanceSolicitationId: solicitation.id, document: solicitation.document! }));
    expect(answer.status).toBe(201);
  });

  it('should reach a mapped message when the server refuses (a trigger name → its user text)', async () => {
    const { solicitation, option } = await optionFor(cpfFor('SUCCESS'));
    const form = { ...FORM, personalData: { ...FORM.personalData, name: PROPOSAL_MESSAGES.bankName.triggerName } };
    const answer = await create(buildProposalRequest(form, option, { ...IDS, balanceSolicitationId: solicitation.id, document: solicitation.document! }));
    expect(answer.status).toBe(400);
    expect(mapProposalMessage(answer.body.message, answer.status).message).toBe('Selecione um banco');
  });
});
