/**
 * Test data of the sandbox: tenants, self-service links, products, test CPFs and the proposal
 * triggers. Exported so unit and browser tests use the same table as the server (and
 * docs/contract-and-sandbox.md, "The sandbox", documents it).
 */
import { withCheckDigits } from './cpf.ts';
import { fgtsYearlyWithdrawals, type ProductInfo, type SimulationProfile } from './simulation.ts';
import type { Schemas } from './types.ts';

type Status = Schemas['BalanceSolicitationStatus'];

// ------------------------------------------------------------------ tenants (white label)

export interface TenantAssets {
  /** Colour the generated images use (the hostile tenant's stored colour is not usable). */
  colour: string;
  /** Wordmark drawn in the SVG logos. */
  wordmark: string;
  files: readonly string[];
}

const asset = (slug: string, file: string) => `/api/whitelabel/assets/${slug}/${file}`;

export const TENANTS: Readonly<Record<string, Schemas['WhiteLabel']>> = {
  acme: {
    slug: 'acme',
    name: 'Acme Crédito',
    primaryColor: '#6B46C1',
    secondaryColor: '#1A202C',
    primaryLogo: asset('acme', 'logo.svg'),
    secondaryLogo: asset('acme', 'logo-secondary.svg'),
    favicon: asset('acme', 'favicon.png'),
    pageTitle: 'Acme Crédito — Antecipação FGTS',
  },
  // Proves the fallbacks: no page title (→ name) and no secondary logo (→ primary logo).
  semtitulo: {
    slug: 'semtitulo',
    name: 'Sem Título Financeira',
    primaryColor: '#DD6B20',
    secondaryColor: '#2D3748',
    primaryLogo: asset('semtitulo', 'logo.svg'),
    secondaryLogo: null,
    favicon: asset('semtitulo', 'favicon.png'),
    pageTitle: null,
  },
  // Stored values an administrator (or attacker) could type: the client must reject them. The
  // name and title carry bidirectional controls (U+202E reverses what follows); the logos are
  // plain-http images of another origin.
  hostil: {
    slug: 'hostil',
    name: '\u202EHostil Financeira\u202C',
    primaryColor: 'red; background: url(javascript:alert(1))',
    secondaryColor: '#zzz',
    primaryLogo: 'http://hostil.example/logo.svg',
    secondaryLogo: 'http://hostil.example/logo-secondary.svg',
    favicon: 'javascript:alert(1)',
    pageTitle: '\u2067Hostil\u200F Financeira\u2069\u202E',
  },
};

export const TENANT_ASSETS: Readonly<Record<string, TenantAssets>> = {
  acme: { colour: '#6B46C1', wordmark: 'Acme Crédito', files: ['logo.svg', 'logo-secondary.svg', 'favicon.png'] },
  semtitulo: { colour: '#DD6B20', wordmark: 'Sem Título', files: ['logo.svg', 'favicon.png'] },
  // Its logo.svg carries a script and pagina.svg is an HTML page with one (openapi/sandbox/assets.ts):
  // what a tenant's upload could hold, for the app server's policy on what it proxies to stop.
  hostil: { colour: '#C53030', wordmark: 'Hostil', files: ['logo.svg', 'favicon.png', 'pagina.svg'] },
};

// ------------------------------------------------------------------ products and self-service links

export interface Product extends ProductInfo {
  processor: Schemas['ProcessorName'];
}

export const PRODUCTS: Readonly<Record<string, Product>> = {
  'prod-zipdin': { id: 'prod-zipdin', name: 'FGTS ZIPDIN', processor: 'ZIPDIN', zeroTac: false, minValue: 60 },
  'prod-qitech': { id: 'prod-qitech', name: 'FGTS QI TECH', processor: 'QITECH', zeroTac: false, minValue: 60 },
  // ZERO TAC: no TAC fee, bank-account payout only, minimum released amount R$ 100.
  'prod-zerotac': { id: 'prod-zerotac', name: 'ZERO TAC', processor: 'QITECH', zeroTac: true, minValue: 100 },
};

export const SUPPORT_PHONE = '(11) 98765-4321';

/** A link's configuration; `productId` null: a link without a product (no `productId` nor `product` in it). */
function selfService(
  id: string,
  productId: keyof typeof PRODUCTS | null,
  slugs: [slug: string, slugSeller: string | null, slugSelfService: string | null],
  user: { id: string; name: string },
  supportPhone = SUPPORT_PHONE,
): Schemas['SelfServiceConfig'] {
  const product = productId === null ? undefined : PRODUCTS[productId];
  if (productId !== null && !product) throw new Error(`unknown product ${productId}`);
  const [slug, slugSeller, slugSelfService] = slugs;
  return {
    id,
    supportPhone,
    ...(product ? { productId: product.id, product: { id: product.id, name: product.name, processor: { name: product.processor } } } : {}),
    User: user,
    sellerId: slugSeller ? user.id : null,
    slug,
    slugSeller,
    slugSelfService,
  };
}

const demoOwner = { id: 'user-demo', name: 'Demo Correspondente' };
const joao = { id: 'seller-joao', name: 'João Vendedor' };
const maria = { id: 'seller-maria', name: 'Maria Vendedora' };
const carla = { id: 'seller-carla', name: 'Carla Vendedora' };
/** The support phone of demo/carla, a link without a product: its own, not the tenant's. */
export const NO_PRODUCT_SUPPORT_PHONE = '(31) 99123-4567';

export const SELF_SERVICES: readonly Schemas['SelfServiceConfig'][] = [
  selfService('ss-demo', 'prod-zipdin', ['demo', null, null], demoOwner),
  selfService('ss-demo-joao', 'prod-zipdin', ['demo', 'joao', null], joao),
  selfService('ss-demo-joao-qitech', 'prod-qitech', ['demo', 'joao', 'qitech'], joao),
  selfService('ss-demo-joao-zerotac', 'prod-zerotac', ['demo', 'joao', 'zerotac'], joao),
  // A link whose configuration has no product: it consults, but nothing can be simulated on it.
  selfService('ss-demo-carla', null, ['demo', 'carla', null], carla, NO_PRODUCT_SUPPORT_PHONE),
  selfService('ss-acme', 'prod-zipdin', ['acme', null, null], { id: 'user-acme', name: 'Acme Crédito' }, '(21) 99876-5432'),
  selfService('ss-acme-maria', 'prod-zipdin', ['acme', 'maria', null], maria, '(21) 99876-5432'),
  selfService('ss-semtitulo', 'prod-zipdin', ['semtitulo', null, null], { id: 'user-semtitulo', name: 'Sem Título Financeira' }),
  selfService('ss-hostil', 'prod-zipdin', ['hostil', null, null], { id: 'user-hostil', name: 'Hostil Financeira' }),
];

/** Exact match on all three slugs: a missing level must be missing in the link too. */
export function findSelfService(slug: string, slugSeller?: string, slugSelfService?: string) {
  return SELF_SERVICES.find((c) => c.slug === slug && c.slugSeller === (slugSeller ?? null) && c.slugSelfService === (slugSelfService ?? null));
}

/** The link's product; undefined for a link without one. */
export function productOf(config: Schemas['SelfServiceConfig']): Product | undefined {
  if (config.productId === undefined || config.productId === null) return undefined;
  const product = PRODUCTS[config.productId];
  if (!product) throw new Error(`unknown product ${config.productId}`);
  return product;
}

// ------------------------------------------------------------------ balance solicitation

/** Informational pt-BR text per status (the client maps statuses to its own messages). */
export const STATUS_MESSAGES: Readonly<Record<Status, string>> = {
  PENDING: 'Aguardando resposta da Caixa.',
  SUCCESS: 'Consulta concluída com sucesso.',
  PENDING_CONFIRMATION: 'Consulta aguardando confirmação da Caixa.',
  NO_BALANCE: 'Cliente não possui saldo mínimo para a antecipação.',
  NO_ACCOUNT: 'Cliente não possui conta FGTS. Crie sua conta no aplicativo FGTS.',
  INVALID_PERIOD: 'Período inválido para consulta. Tente novamente em 5 minutos.',
  NOT_AUTHORIZED: 'A Caixa informou que não é possível realizar a consulta para este CPF.',
  ONGOING_FIDUCIARY_OPERATION: 'Já existe uma operação fiduciária em andamento. Confirme com o cliente.',
  WORKER_NOT_ADHERED_TO_BIRTHDAY_WITHDRAWAL:
    'Cliente solicitou o retorno à modalidade saque-rescisão. Retorne ao saque-aniversário e tente novamente em 5 minutos.',
  OPERATION_NOT_ALLOWED_BEFORE_DATE: 'Operação não permitida próximo ao aniversário do cliente. Tente novamente a partir da data informada.',
  OPERATION_NOT_ALLOWED_DUE_TO_PENDING_PAYMENT: 'Existe pagamento pendente na Caixa. O cliente deve procurar uma agência.',
  WORKER_MUST_CANCEL_RETURN_REQUEST: 'Cliente não autorizou a modalidade saque-aniversário.',
  ACCOUNT_CHANGES_PREVENT_CONTRACT: 'Alterações cadastrais impedem a contratação. Procure a Caixa.',
  FIDUCIARY_INSTITUTION_NO_VALID_AGREEMENT: 'Instituição financeira sem autorização válida. Entre em contato com o suporte.',
  FIDUCIARY_INSTITUTION_NO_AUTHORIZATION: 'Cliente ainda não autorizou a instituição financeira no aplicativo FGTS. Tente novamente em 5 minutos.',
  UNEXPECTED_ERROR: 'Falha na consulta à Caixa. Tente novamente em 5 minutos.',
  USED: 'Consulta de saldo já utilizada.',
  OPERATION_DENIED_DUE_TO_INTERNAL_POLICIES: 'Operação negada por políticas internas.',
};

export const ALL_STATUSES = Object.keys(STATUS_MESSAGES) as Status[];

/** Days after creation given as the allowed date (externalId) for OPERATION_NOT_ALLOWED_BEFORE_DATE. */
export const NOT_BEFORE_DAYS = 30;

export interface CpfScenario {
  cpf: string;
  finalStatus: Status;
  description: string;
  simulation: SimulationProfile;
  /** A returning customer gets complete autocomplete data; others get nulls. */
  returning: boolean;
}

/** Yearly amounts of an employed worker with R$ 6.000 and R$ 1.200 deposited a year. */
const standard = (years: number): SimulationProfile => ({ kind: 'schedule', payments: fgtsYearlyWithdrawals(6000, years, 1200) });
const STANDARD = standard(12);

function scenario(base: string, finalStatus: Status, description: string, simulation = STANDARD, returning = false): CpfScenario {
  return { cpf: withCheckDigits(base), finalStatus, description, simulation, returning };
}

/**
 * One CPF per final status (base 1000000NN, NN = position in the enum), then SUCCESS variants
 * (base 2000000NN, then 4000004NN) and the returning customer. Any other valid CPF behaves like DEFAULT_SCENARIO.
 */
export const CPF_SCENARIOS: readonly CpfScenario[] = [
  ...ALL_STATUSES.map((status, i) =>
    scenario(`1000000${String(i + 1).padStart(2, '0')}`, status, status === 'PENDING' ? 'stays PENDING forever' : `PENDING, then ${status}`),
  ),
  scenario('200000001', 'SUCCESS', 'SUCCESS, simulation of 12 years (same as any other valid CPF)'),
  scenario('200000002', 'SUCCESS', 'SUCCESS, simulation disabled (enabled false, option disabled with a message)', {
    kind: 'disabled',
    message: 'Cliente não possui saldo disponível para antecipação.',
  }),
  scenario('200000003', 'SUCCESS', 'SUCCESS, option enabled without installments, with a message', {
    kind: 'no-installments',
    message: 'Saldo insuficiente para gerar parcelas.',
  }),
  scenario('200000004', 'SUCCESS', 'SUCCESS, option enabled without installments, message null', {
    kind: 'no-installments',
    message: null,
  }),
  scenario('200000005', 'SUCCESS', 'SUCCESS, 11 years whose first two release less than R$ 60', {
    kind: 'schedule',
    payments: [35, 52, ...fgtsYearlyWithdrawals(6000, 9, 1200)],
  }),
  scenario('200000006', 'SUCCESS', 'SUCCESS, simulation of 10 years', standard(10)),
  scenario('200000007', 'SUCCESS', 'SUCCESS, simulation of 11 years', standard(11)),
  scenario('200000008', 'SUCCESS', 'SUCCESS, every simulation call answers 500 (the unexpected simulation error)', { kind: 'failure' }),
  scenario('200000009', 'SUCCESS', 'SUCCESS, 12-year simulation whose recalculations answer 500 (Calcular fails)', {
    kind: 'recalculation-failure',
    payments: fgtsYearlyWithdrawals(6000, 12, 1200),
  }),
  scenario('200000010', 'SUCCESS', 'SUCCESS, simulation enabled whose first option is disabled, with a message', {
    kind: 'option-disabled',
    message: 'Opção indisponível para este CPF no momento.',
  }),
  scenario('200000011', 'SUCCESS', 'SUCCESS, simulation enabled without any option', { kind: 'no-options' }),
  // Fewer years than ZERO TAC's minimum of 6 (spec section 9), so nothing can be contracted on a ZERO TAC link.
  scenario('400000401', 'SUCCESS', 'SUCCESS, simulation of 5 years (fewer than the 6 ZERO TAC needs)', standard(5)),
  scenario('529982247', 'SUCCESS', 'SUCCESS, 12 years, returning customer (complete autocomplete)', STANDARD, true),
];

export const DEFAULT_SCENARIO: Omit<CpfScenario, 'cpf'> = {
  finalStatus: 'SUCCESS',
  description: 'SUCCESS, simulation of 12 years, new customer',
  simulation: STANDARD,
  returning: false,
};

export function scenarioFor(cpf: string): CpfScenario {
  return CPF_SCENARIOS.find((s) => s.cpf === cpf) ?? { cpf, ...DEFAULT_SCENARIO };
}

export function cpfFor(status: Status): string {
  const found = CPF_SCENARIOS.find((s) => s.finalStatus === status);
  if (!found) throw new Error(`no CPF for ${status}`);
  return found.cpf;
}

/** Birthday month derived from the CPF so it is stable without storing a birth date. */
export function birthMonthFor(cpf: string): number {
  return ([...cpf].reduce((acc, d) => acc + Number(d), 0) % 12) + 1;
}

// ------------------------------------------------------------------ autocomplete

export function autocompleteFor(cpf: string): Schemas['Autocomplete'] {
  if (!scenarioFor(cpf).returning) {
    return {
      birthDate: null,
      motherName: null,
      zipCode: null,
      addressName: null,
      number: null,
      complement: null,
      district: null,
      uf: null,
      city: null,
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
    };
  }
  const month = String(birthMonthFor(cpf)).padStart(2, '0');
  return {
    birthDate: `1985-${month}-12`,
    motherName: 'ANA MARIA DA SILVA',
    zipCode: '01001000',
    addressName: 'PRACA DA SE',
    number: '100',
    complement: 'APTO 12',
    district: 'SE',
    uf: 'SP',
    city: 'SAO PAULO',
    bankCode: '341',
    pixKeyType: 'DOCUMENT',
    pixKey: cpf,
    accountType: 'CHECKING_ACCOUNT',
    account: '123456',
    agency: '0001',
    accountDigit: '7',
    bankId: 'bank-341',
    bankName: 'Itaú Unibanco S.A.',
    ispb: '60701190',
  };
}

// ------------------------------------------------------------------ proposals

/** Upper case, no accents, single spaces: how NaturalPerson.name is compared with the triggers. */
export function normaliseName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();
}

export interface ProposalMessage {
  /** NaturalPerson.name that forces this answer (create and resubmission). */
  triggerName: string;
  status: 400 | 500;
  message: string;
  /** How real data reaches the same answer, when it can. */
  natural: string | null;
}

/**
 * Server messages of spec section 8, "Server message mapping". Bank-data and balance-query
 * messages are matched by substring in the client: every bank message contains "banco" or
 * "conta"/"Agencia", and every balance-query message contains "consulta de saldo". The texts the
 * spec quotes keep its spelling (without accents); the four the client shows as they are (ZERO
 * TAC payout, e-mail case, key ≠ CPF or phone) are ours, in correct Portuguese, because the
 * worker reads them. `src/lib/fgts/proposal-errors.ts` maps them (tests/unit/fgts prove each).
 */
export const PROPOSAL_MESSAGES = {
  activeProposal: { triggerName: 'TESTE PROPOSTA ATIVA', status: 400, message: 'Ja existe uma proposta ativa para este CPF', natural: null },
  productMissing: { triggerName: 'TESTE PRODUTO NAO INFORMADO', status: 400, message: 'Produto nao informado', natural: 'chosenFinancialInfo.productId empty' },
  productNotFound: {
    triggerName: 'TESTE PRODUTO NAO ENCONTRADO',
    status: 400,
    message: 'Produto nao encontrado',
    natural: 'chosenFinancialInfo.productId unknown',
  },
  noInvestor: { triggerName: 'TESTE SEM INVESTIDOR', status: 400, message: 'Nenhum investidor elegivel para esta proposta', natural: null },
  financialInfoRequired: {
    triggerName: 'TESTE SEM PARCELAS',
    status: 400,
    message: 'Informacoes financeiras e numero de parcelas sao obrigatorios',
    natural: 'chosenFinancialInfo.Installments empty',
  },
  nullProposal: {
    triggerName: 'TESTE PROPOSTA NULA',
    status: 400,
    message: 'A simulacao retornou uma proposta nula',
    natural: 'chosenFinancialInfo.proposalId null or empty',
  },
  partnerError: { triggerName: 'TESTE ERRO BANCALIZADORA', status: 500, message: 'Erro ao criar proposta na bancalizadora', natural: null },
  bankCode: { triggerName: 'TESTE SEM CODIGO BANCO', status: 400, message: 'Codigo do banco e obrigatorio', natural: 'BANK_ACCOUNT without bankCode' },
  bankName: { triggerName: 'TESTE SEM NOME BANCO', status: 400, message: 'Nome do banco e obrigatorio', natural: 'BANK_ACCOUNT without Bank.name' },
  bankIspb: { triggerName: 'TESTE SEM ISPB BANCO', status: 400, message: 'ISPB do banco e obrigatorio', natural: 'BANK_ACCOUNT without Bank.ispb' },
  accountType: { triggerName: 'TESTE SEM TIPO CONTA', status: 400, message: 'Tipo de conta e obrigatorio', natural: 'BANK_ACCOUNT without accountType' },
  agency: { triggerName: 'TESTE SEM AGENCIA', status: 400, message: 'Agencia da conta e obrigatoria', natural: 'BANK_ACCOUNT without agency' },
  account: { triggerName: 'TESTE SEM NUMERO CONTA', status: 400, message: 'Numero da conta e obrigatorio', natural: 'BANK_ACCOUNT without account' },
  accountDigit: { triggerName: 'TESTE SEM DIGITO CONTA', status: 400, message: 'Digito da conta e obrigatorio', natural: 'BANK_ACCOUNT without accountDigit' },
  pixKeyEmpty: {
    triggerName: 'TESTE CHAVE PIX VAZIA',
    status: 400,
    message: 'Chave Pix nao pode estar vazia.',
    natural: 'EMAIL/PHONE/DOCUMENT with an empty pixKey',
  },
  zeroTacPix: {
    triggerName: 'TESTE ZERO TAC PIX',
    status: 400,
    message: 'Para o produto ZERO TAC, o pagamento é feito somente em conta bancária: escolha Dados Bancários.',
    natural: 'ZERO TAC product with pixKeyType other than BANK_ACCOUNT',
  },
  emailLowercase: {
    triggerName: 'TESTE EMAIL MAIUSCULO',
    status: 400,
    message: 'A chave Pix do tipo e-mail deve estar em letras minúsculas.',
    natural: 'EMAIL pixKey with upper-case letters',
  },
  keyNotDocument: {
    triggerName: 'TESTE CHAVE CPF DIFERENTE',
    status: 400,
    message: 'A chave Pix deve ser igual ao CPF da proposta.',
    natural: 'DOCUMENT pixKey different from NaturalPerson.document',
  },
  keyNotPhone: {
    triggerName: 'TESTE CHAVE TELEFONE DIFERENTE',
    status: 400,
    message: 'A chave Pix deve ser igual ao telefone da proposta.',
    natural: 'PHONE pixKey different from NaturalPerson.phoneNumber',
  },
  solicitationNotFound: {
    triggerName: 'TESTE CONSULTA NAO ENCONTRADA',
    status: 400,
    message: 'Nenhuma consulta de saldo encontrada',
    natural: 'unknown balanceSolicitationId',
  },
  solicitationUsed: {
    triggerName: 'TESTE CONSULTA UTILIZADA',
    status: 400,
    message: 'Consulta de saldo ja utilizada',
    natural: 'a second proposal for the same solicitation, or status USED',
  },
  solicitationNotSuccess: {
    triggerName: 'TESTE CONSULTA NAO CONCLUIDA',
    status: 400,
    message: 'Consulta de saldo nao foi concluida com sucesso',
    natural: 'solicitation not SUCCESS (yet)',
  },
  documentMismatch: {
    triggerName: 'TESTE DOCUMENTO DIFERENTE',
    status: 400,
    message: 'Documento diferente do documento da consulta de saldo',
    natural: 'NaturalPerson.document differs from the solicitation',
  },
  noBalance: {
    triggerName: 'TESTE SEM SALDO',
    status: 400,
    message: 'Nenhum saldo disponivel para antecipacao na consulta de saldo',
    natural: 'solicitation whose simulation is disabled or empty',
  },
  unexpected: { triggerName: 'TESTE ERRO GENERICO', status: 500, message: 'Falha inesperada ao processar a proposta', natural: null },
} as const satisfies Record<string, ProposalMessage>;

export type ProposalMessageKey = keyof typeof PROPOSAL_MESSAGES;

export type ProposalScenario =
  | 'success'
  | 'retry'
  | 'correction'
  | 'identity-failure'
  | 'selfie-failure'
  | 'pending-alias'
  | 'simulation-not-found'
  | 'zipdin-additional-data'
  | 'malformed-status'
  | 'incomplete-status'
  | 'identity-without-link'
  | 'identity-without-link-id';

/**
 * NaturalPerson.name at creation that selects how customStatus evolves (default: success). Every
 * card state of the post-confirmation step (spec section 4) is reachable by one of these.
 */
export const PROPOSAL_SCENARIO_NAMES: Readonly<Record<string, ProposalScenario>> = {
  'TESTE RETRY BANCO': 'retry',
  'TESTE CORRECAO DADOS': 'correction',
  'TESTE FALHA IDENTIDADE': 'identity-failure',
  'TESTE SELFIE FALHA': 'selfie-failure',
  'TESTE STATUS PENDING': 'pending-alias',
  'TESTE SIMULACAO NAO ENCONTRADA': 'simulation-not-found',
  'TESTE DADOS ADICIONAIS ZIPDIN': 'zipdin-additional-data',
  'TESTE STATUS MALFORMADO': 'malformed-status',
  'TESTE STATUS INCOMPLETO': 'incomplete-status',
  'TESTE SEM LINK ASSINATURA': 'identity-without-link',
  'TESTE UNICO SEM ID': 'identity-without-link-id',
};

/**
 * A BFF that replays every answer by key, failures included (bff.yaml's Idempotency-Key, taken
 * literally): a proposal created with one of these NaturalPerson.name values has every answer to
 * its creation, resubmissions and retries kept with the request's Idempotency-Key and given again
 * to a repeat on that key, whatever its status. Its first creation (per balance solicitation), or
 * its first resubmission or retry, answers 500 (`PROPOSAL_MESSAGES.unexpected`), which that key
 * then gets for ever; a new key runs the operation again, and it succeeds.
 */
export const REPLAYED_FAILURE_NAMES: Readonly<Record<string, { firstFails: 'creation' | 'resubmission'; scenario: ProposalScenario }>> = {
  'TESTE FALHA REPETIDA': { firstFails: 'creation', scenario: 'success' },
  'TESTE RETRY FALHA REPETIDA': { firstFails: 'resubmission', scenario: 'retry' },
};

export function replayedFailureFor(name: string): 'creation' | 'resubmission' | undefined {
  return REPLAYED_FAILURE_NAMES[normaliseName(name)]?.firstFails;
}

export function proposalScenarioFor(name: string): ProposalScenario {
  const normalised = normaliseName(name);
  return PROPOSAL_SCENARIO_NAMES[normalised] ?? REPLAYED_FAILURE_NAMES[normalised]?.scenario ?? 'success';
}

/** mensagem and resultado of acoes.correcao_dados_proposta_banco in the correction scenario. */
export const CORRECTION_MESSAGE = 'Dados bancarios divergentes do titular';
export const CORRECTION_RESULTS = ['Agencia e conta nao conferem com o CPF do titular'];
