/**
 * One valid answer per operation, typed by the contract (src/api/schema.gen.ts): what the
 * malformed-answer tests break one field at a time; and the least a BFF may answer (`MINIMAL_*`:
 * what spec sections 3 and 7 name that a screen decides on or shows), which every check takes.
 */
import { autocompleteFor } from '../../../openapi/sandbox/scenarios';
import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];

export const WHITE_LABEL: Schemas['WhiteLabel'] = {
  slug: 'acme',
  name: 'Acme Crédito',
  primaryColor: '#6B46C1',
  secondaryColor: null,
  primaryLogo: null,
  secondaryLogo: null,
  favicon: null,
  pageTitle: null,
};

export const LINK_CONFIG: Schemas['SelfServiceConfig'] = {
  id: 'ss-demo',
  supportPhone: '(11) 98765-4321',
  productId: 'prod-zipdin',
  User: { id: 'user-1' },
  product: { name: 'FGTS ZIPDIN', processor: { name: 'ZIPDIN' } },
};

/** Without the support phone: the support chat then uses the default number. */
export const MINIMAL_LINK_CONFIG: Schemas['SelfServiceConfig'] = {
  id: 'ss-demo',
  User: { id: 'user-1' },
};

export const LEAD: Schemas['IdResponse'] = { id: 'lead-1' };

export const SOLICITATION: Schemas['BalanceSolicitation'] = {
  id: 'sol-1',
  document: '52998224725',
  name: 'MARIA DA SILVA',
  status: 'SUCCESS',
  products: [{ name: 'FGTS ZIPDIN', minValue: 100 }],
  externalId: null,
  createdAt: '2026-01-15T12:00:00.000Z',
  BalanceSolicitationStatus: { statusMessage: null },
  User: { name: null },
  Processor: { name: 'ZIPDIN' },
};

/** Spec section 7's creation answer: "Solicitation with id and status". */
export const MINIMAL_SOLICITATION: Schemas['BalanceSolicitation'] = { id: 'sol-1', status: 'PENDING' };

export const OPTION: Schemas['FinancialOption'] = {
  enabled: true,
  message: null,
  releasedAmount: 1000,
  Installments: [
    { dueDate: '2027-03-01', payment: 700, releasedAmount: 500 },
    { dueDate: '2028-03-01', payment: 700, releasedAmount: 500 },
  ],
  iof: 10,
  tacInput: 50,
  issueAmount: 1060,
  monthlyRate: 1.79,
  annualRate: 23.7,
  monthlyCET: 2.1,
  annualCET: 28.4,
  productId: 'prod-zipdin',
  productName: 'FGTS ZIPDIN',
  externalId: 'sim-sol-1',
};

export const SIMULATION: Schemas['BalanceSimulation'] = { enabled: true, optionsFinancialInfo: [OPTION] };

/** The sandbox's returning customer: every field has a value. */
export const AUTOCOMPLETE: Schemas['Autocomplete'] = autocompleteFor('52998224725');

/** A checking account at Itaú, as a proposal's `BankDetail` carries it (without its `id`). */
export const ITAU_ACCOUNT = {
  pixKeyType: 'BANK_ACCOUNT',
  pixKey: null,
  accountDigit: '7',
  account: '123456',
  agency: '0001',
  accountType: 'CHECKING_ACCOUNT',
  bankCode: '341',
  Bank: { id: 'bank-341', name: 'Itaú Unibanco S.A.', ispb: '60701190' },
} satisfies Omit<Schemas['BankDetail'], 'id'>;

export const PROPOSAL: Schemas['Proposal'] = {
  id: 'prop-1',
  balanceSolicitationId: 'sol-1',
  naturalPersonId: 'np-1',
  NaturalPerson: {
    id: 'np-1',
    name: 'MARIA DA SILVA',
    motherName: 'ANA MARIA DA SILVA',
    birthDate: '1985-03-12',
    document: '52998224725',
    documentType: 'CPF',
    phoneNumber: '11987654321',
    addressId: 'addr-1',
    createdAt: null,
    updatedAt: null,
    email: 'maria@example.com',
    address: { id: 'addr-1', addressName: 'PRACA DA SE', number: '100', zipCode: '01001000', district: 'SE', city: 'SAO PAULO', uf: 'SP', complement: null },
  },
  BankDetail: { id: 'bd-1', ...ITAU_ACCOUNT },
  chosenFinancialInfo: { ...OPTION, proposalId: 'sim-sol-1' },
  UnicoData: null,
  customStatus: JSON.stringify({
    confirmacao: { criacao_processo_seg_identidade: { status: 'aguardando' }, criacao_proposta_bancarizadora: { status: 'aguardando' } },
    acoes: {
      tentar_novamente_proposta_banco: { status: 'aguardando' },
      erro_simulacao_nao_encontrada: { status: 'aguardando' },
      correcao_dados_proposta_banco: { status: 'aguardando' },
      tentar_novamente_additional_data_zipdin: { status: 'aguardando' },
      criar_processo_seg_identidade: { status: 'aguardando' },
    },
  }),
};

/**
 * A proposal read back with what spec section 3 names for it, but not the request's own fields
 * (NaturalPerson.createdAt and updatedAt, chosenFinancialInfo.proposalId), and an identity process
 * done without the identity-check page's id (UnicoData.id null): step 5 says the link could not be
 * made, it does not fail to read.
 */
export const READ_BACK: Schemas['Proposal'] = (() => {
  const { createdAt: _c, updatedAt: _u, ...person } = PROPOSAL.NaturalPerson;
  const { proposalId: _p, ...option } = PROPOSAL.chosenFinancialInfo;
  return {
    ...PROPOSAL,
    NaturalPerson: person,
    chosenFinancialInfo: option,
    UnicoData: { id: null, token: 'unico-token-1', unicoId: 'unico-txn-1' },
  };
})();

/** What the screens decide on or show of a proposal, and nothing else (bff.yaml `Proposal`'s required fields). */
export const MINIMAL_PROPOSAL: Schemas['Proposal'] = {
  id: 'prop-1',
  balanceSolicitationId: 'sol-1',
  NaturalPerson: {
    name: 'MARIA DA SILVA',
    motherName: 'ANA MARIA DA SILVA',
    birthDate: '1985-03-12',
    document: '52998224725',
    phoneNumber: '11987654321',
    address: { addressName: 'PRACA DA SE', number: '100', zipCode: '01001000', district: 'SE', city: 'SAO PAULO', uf: 'SP', complement: null },
  },
  BankDetail: ITAU_ACCOUNT,
  chosenFinancialInfo: { productName: 'FGTS ZIPDIN' },
  customStatus: PROPOSAL.customStatus,
};

export const BANK_PAGE: Schemas['BankPage'] = {
  data: [
    { id: 'bank-341', name: 'Itaú Unibanco S.A.', ispb: '60701190', code: '341' },
    { id: 'bank-260', name: 'Nu Pagamentos S.A.', ispb: '18236120' },
  ],
  totalPages: 3,
};

export const POSTAL = { cep: '01001-000', logradouro: 'Praça da Sé', complemento: 'lado ímpar', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' };
