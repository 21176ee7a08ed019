/**
 * Every operation checks its answer where it enters the app. A body that breaks what
 * the screens decide on or show (null, {}, HTML, a missing field, a wrong type, a null list) is a
 * malformed ApiError (the generic text, not retried, logged with status and path only), never data
 * that crashes a screen further in. And only that: the least a BFF may answer (what
 * spec sections 3 and 7 name that a screen uses) is taken, and a field no screen reads may be absent.
 */
import createClient from 'openapi-fetch';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '../../../src/api/errors';
import { shouldRetry } from '../../../src/api/query-client';
import * as sample from './answers';

type Answer = { status?: number; body: string; contentType?: string };
let answer: Answer = { body: '' };
let requested: string[] = [];

async function fakeFetch(request: Request): Promise<Response> {
  requested.push(new URL(request.url).pathname);
  const response = new Response(answer.body, { status: answer.status ?? 200, headers: { 'Content-Type': answer.contentType ?? 'application/json' } });
  Object.defineProperty(response, 'url', { value: request.url });
  return response;
}

vi.mock('../../../src/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...actual, api: actual.createApiClient({ baseUrl: 'http://bff.test', fetch: fakeFetch }) };
});
vi.mock('../../../src/api/cep-client', () => ({ cepApi: createClient({ baseUrl: 'http://cep.test', fetch: fakeFetch }) }));

const { fetchWhiteLabel } = await import('../../../src/api/operations/get-whitelabel');
const { fetchLinkConfig } = await import('../../../src/api/operations/get-link-config');
const { createLead } = await import('../../../src/api/operations/create-lead');
const { createSolicitation } = await import('../../../src/api/operations/create-solicitation');
const { fetchSolicitation } = await import('../../../src/api/operations/get-solicitation');
const { fetchSimulation } = await import('../../../src/api/operations/get-simulation');
const { fetchRecalculatedSimulation } = await import('../../../src/api/operations/recalculate-simulation');
const { fetchAutocomplete } = await import('../../../src/api/operations/get-autocomplete');
const { createProposal } = await import('../../../src/api/operations/create-proposal');
const { fetchProposal } = await import('../../../src/api/operations/get-proposal');
const { resubmitProposal } = await import('../../../src/api/operations/resubmit-proposal');
const { fetchBankPage } = await import('../../../src/api/operations/list-banks');
const { fetchPostalCode } = await import('../../../src/api/operations/get-postal-code');

const WORKER = { name: 'MARIA DA SILVA', cpf: '529.982.247-25', phone: '(11) 98765-4321' };
const HTML = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';

/** `value` with `path` (dotted; a number is an array index) set to `to`, or removed when `to` is `undefined`. */
function withField(value: unknown, path: string, to: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node: Record<string, unknown> = copy;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  if (to === undefined) delete node[last];
  else node[last] = to;
  return copy;
}

type Operation = {
  name: string;
  call: () => Promise<unknown>;
  valid: unknown;
  /** Other bodies it must take: the least a BFF may answer, and shapes a screen handles on its own. */
  taken?: [string, unknown][];
  /** Bodies (JSON values) this operation must refuse beyond the common ones, each with what is wrong. */
  broken: [string, unknown][];
  /** The common bodies that are fine for this operation (the white-label's values each fall back on their own). */
  accepts?: string[];
};

const missing = (value: unknown, ...paths: string[]): [string, unknown][] => paths.map((p) => [`no ${p}`, withField(value, p, undefined)]);
const nulled = (value: unknown, ...paths: string[]): [string, unknown][] => paths.map((p) => [`${p}: null`, withField(value, p, null)]);
const retyped = (value: unknown, ...pairs: [string, unknown][]): [string, unknown][] =>
  pairs.map(([p, to]) => [`${p}: ${JSON.stringify(to)}`, withField(value, p, to)]);

const OPERATIONS: Operation[] = [
  { name: 'getWhiteLabel', call: () => fetchWhiteLabel('acme'), valid: sample.WHITE_LABEL, broken: [], accepts: ['{}'] },
  {
    name: 'getSelfServiceBySlug',
    call: () => fetchLinkConfig({ slug: 'demo' }),
    valid: sample.LINK_CONFIG,
    taken: [
      ['the minimal configuration (no support phone, no product)', sample.MINIMAL_LINK_CONFIG],
      ...nulled(sample.LINK_CONFIG, 'supportPhone'),
      // A link without a product consults, and says it cannot simulate.
      ...missing(sample.LINK_CONFIG, 'productId', 'product'),
      ...nulled(sample.LINK_CONFIG, 'productId', 'product'),
    ],
    broken: [
      ...missing(sample.LINK_CONFIG, 'id', 'User', 'User.id', 'product.name', 'product.processor', 'product.processor.name'),
      ...nulled(sample.LINK_CONFIG, 'User', 'product.processor'),
      ...retyped(sample.LINK_CONFIG, ['id', ''], ['productId', 7], ['supportPhone', 11987654321], ['User.id', 1]),
    ],
  },
  {
    name: 'createLead',
    call: () => createLead(WORKER, sample.LINK_CONFIG),
    valid: sample.LEAD,
    broken: [...missing(sample.LEAD, 'id'), ...retyped(sample.LEAD, ['id', ''], ['id', 42])],
  },
  ...(['createBalanceSolicitation', 'getBalanceSolicitation'] as const).map<Operation>((name) => ({
    name,
    call: () =>
      name === 'getBalanceSolicitation'
        ? fetchSolicitation('sol-1')
        : createSolicitation({ origin: 'SELFSERVICE', ...WORKER, selfServiceId: 'ss-demo', leadId: 'lead-1' }),
    valid: sample.SOLICITATION,
    taken: [
      ['id and status (spec section 7)', sample.MINIMAL_SOLICITATION],
      ...missing(sample.SOLICITATION, 'document', 'name', 'products', 'externalId', 'createdAt', 'BalanceSolicitationStatus', 'User', 'Processor'),
    ],
    broken: [
      ...missing(sample.SOLICITATION, 'id', 'status'),
      ...retyped(sample.SOLICITATION, ['status', 'SOMETHING_NEW'], ['status', null], ['name', 42], ['externalId', 20270101], ['createdAt', null]),
    ],
  })),
  ...(['getBalanceSimulation', 'recalculateSimulation'] as const).map<Operation>((name) => ({
    name,
    call: () =>
      name === 'getBalanceSimulation'
        ? fetchSimulation('sol-1', 'prod-zipdin')
        : fetchRecalculatedSimulation('sol-1', { productId: 'prod-zipdin', maxYears: 2 }),
    valid: sample.SIMULATION,
    broken: [
      ...missing(sample.SIMULATION, 'enabled', 'optionsFinancialInfo', 'optionsFinancialInfo.0.Installments', 'optionsFinancialInfo.0.releasedAmount'),
      ...nulled(
        sample.SIMULATION,
        'optionsFinancialInfo',
        'optionsFinancialInfo.0.Installments',
        'optionsFinancialInfo.0',
        'optionsFinancialInfo.0.Installments.0',
      ),
      ...retyped(
        sample.SIMULATION,
        ['optionsFinancialInfo', {}],
        ['optionsFinancialInfo.0.releasedAmount', '1000.00'],
        ['optionsFinancialInfo.0.Installments.0.payment', null],
        ['optionsFinancialInfo.0.enabled', 'true'],
        ['optionsFinancialInfo.0.message', 3],
      ),
    ],
  })),
  {
    name: 'getProposalAutocomplete',
    call: () => fetchAutocomplete(WORKER.cpf),
    valid: sample.AUTOCOMPLETE,
    taken: missing(sample.AUTOCOMPLETE, 'birthDate', 'bankName', 'pixKeyType'),
    broken: retyped(sample.AUTOCOMPLETE, ['number', 100], ['bankName', {}]),
    // A customer the BFF knows nothing of: nothing to prefill.
    accepts: ['{}'],
  },
  {
    name: 'createProposal',
    call: () => createProposal({} as never),
    valid: { id: 'prop-1' },
    broken: [...missing({ id: 'prop-1' }, 'id'), ...retyped({ id: 'prop-1' }, ['id', ''], ['id', null])],
  },
  {
    name: 'getProposal',
    call: () => fetchProposal('prop-1'),
    valid: sample.PROPOSAL,
    taken: [
      ['the read-back without the request’s timestamps and proposalId, UnicoData.id null', sample.READ_BACK],
      ['only what the screens decide on or show', sample.MINIMAL_PROPOSAL],
      ...missing(
        sample.PROPOSAL,
        'naturalPersonId',
        'UnicoData',
        'NaturalPerson.id',
        'NaturalPerson.documentType',
        'NaturalPerson.addressId',
        'NaturalPerson.email',
        'NaturalPerson.address.id',
        'BankDetail.id',
      ),
      ...missing(sample.PROPOSAL, 'chosenFinancialInfo.Installments', 'chosenFinancialInfo.releasedAmount', 'chosenFinancialInfo.externalId'),
      ...nulled(sample.PROPOSAL, 'chosenFinancialInfo.Installments', 'NaturalPerson.createdAt'),
    ],
    broken: [
      ...missing(
        sample.PROPOSAL,
        'id',
        'balanceSolicitationId',
        'NaturalPerson',
        'NaturalPerson.address',
        'NaturalPerson.document',
        'NaturalPerson.name',
        'BankDetail',
        'BankDetail.pixKeyType',
        'chosenFinancialInfo',
        'chosenFinancialInfo.productName',
        'customStatus',
      ),
      ...nulled(sample.PROPOSAL, 'NaturalPerson', 'NaturalPerson.address', 'BankDetail', 'chosenFinancialInfo', 'customStatus'),
      ...retyped(
        sample.PROPOSAL,
        ['NaturalPerson.name', 42],
        ['NaturalPerson.createdAt', 20250101],
        ['BankDetail.Bank', 'Itaú'],
        ['chosenFinancialInfo.productName', null],
        ['UnicoData', 'x'],
        ['UnicoData', { id: 7 }],
        ['customStatus', 7],
      ),
    ],
  },
  {
    name: 'listBanks',
    call: () => fetchBankPage(1),
    valid: sample.BANK_PAGE,
    taken: missing(sample.BANK_PAGE, 'data.1.code'),
    broken: [
      ...missing(sample.BANK_PAGE, 'data', 'totalPages', 'data.0.id', 'data.0.name'),
      ...nulled(sample.BANK_PAGE, 'data', 'data.0', 'totalPages'),
      ...retyped(sample.BANK_PAGE, ['data', {}], ['totalPages', '3'], ['data.0.code', 341]),
    ],
  },
  {
    name: 'getPostalCode',
    call: () => fetchPostalCode('01001000'),
    valid: sample.POSTAL,
    taken: [['the four fields spec section 7 reads', { logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' }]],
    broken: [...missing(sample.POSTAL, 'logradouro', 'localidade', 'uf'), ...retyped(sample.POSTAL, ['bairro', null], ['uf', 35])],
  },
];

const COMMON: [string, Answer][] = [
  ['null', { body: 'null' }],
  ['{}', { body: '{}' }],
  ['[]', { body: '[]' }],
  ['a JSON string', { body: '"ok"' }],
  ['an empty body', { body: '' }],
  ['HTML instead of JSON', { body: HTML, contentType: 'text/html' }],
  ['truncated JSON', { body: '{"id": "x", "na' }],
];

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  requested = [];
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function expectMalformed(call: () => Promise<unknown>) {
  const error = await call().then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error, 'the call should fail').toMatchObject({ name: 'ApiError', malformed: true, message: GENERIC_ERROR_MESSAGE });
  // Not retried by the query layer: the same question would get the same answer.
  expect(shouldRetry(0, error)).toBe(false);
}

describe.each(OPERATIONS)('$name', ({ call, valid, taken = [], broken, accepts = [] }) => {
  it('should give the answer › when it holds what the screens rely on', async () => {
    answer = { body: JSON.stringify(valid) };
    await expect(call()).resolves.toBeDefined();
  });

  it.each(taken)('should give the answer as it came › %s', async (_label, body) => {
    answer = { body: JSON.stringify(body) };
    await expect(call()).resolves.toEqual(body);
  });

  it.each(COMMON.filter(([label]) => !accepts.includes(label)))('should fail as a malformed answer › %s', async (_label, body) => {
    answer = body;
    await expectMalformed(call);
  });

  it.each(broken)('should fail as a malformed answer › %s', async (_label, body) => {
    answer = { body: JSON.stringify(body) };
    await expectMalformed(call);
  });
});

describe('getSelfServiceBySlug of a link without a product (it consults, but cannot simulate)', () => {
  it.each([
    ['no productId, no product', withField(withField(sample.LINK_CONFIG, 'productId', undefined), 'product', undefined)],
    ['productId and product null', withField(withField(sample.LINK_CONFIG, 'productId', null), 'product', null)],
  ])('should give the answer › %s', async (_label, body) => {
    answer = { body: JSON.stringify(body) };
    await expect(fetchLinkConfig({ slug: 'demo', slugSeller: 'carla' })).resolves.toMatchObject({ id: sample.LINK_CONFIG.id });
  });
});

describe('resubmitProposal (its answer is read by nobody)', () => {
  it.each([['{}'], ['null'], [''], ['{"id":"prop-1"}']])('should take any JSON answer › %j', async (body) => {
    answer = { body };
    await expect(resubmitProposal('prop-1', {} as never)).resolves.toBeUndefined();
  });

  it('should still refuse a success that is not JSON (a proxy’s page is no answer of the BFF)', async () => {
    answer = { body: HTML, contentType: 'text/html' };
    await expectMalformed(() => resubmitProposal('prop-1', {} as never));
  });
});

describe('what a malformed answer leaves in the log', () => {
  it.each([
    ['a missing field', { body: JSON.stringify({ ...sample.PROPOSAL, NaturalPerson: undefined }) }],
    ['HTML', { body: `<html>MARIA DA SILVA 52998224725</html>`, contentType: 'text/html' }],
  ])('should be the status and the path only › %s', async (_label, body) => {
    answer = body;
    await expectMalformed(() => fetchProposal('prop-1'));
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = warn.mock.calls.flat().map(String).join(' ');
    expect(logged).toContain('200');
    expect(logged).toContain('/api/proposal/prop-1');
    expect(logged).not.toMatch(/MARIA|52998224725|PRACA|Itaú/);
  });

  it('should not name the CEP › the postal-code lookup (its path is the worker’s CEP)', async () => {
    answer = { body: '{}' };
    await expectMalformed(() => fetchPostalCode('01001000'));
    expect(warn.mock.calls.flat().map(String).join(' ')).not.toContain('01001000');
  });
});

describe('control and bidirectional characters', () => {
  it('should be gone from every text of an answer › bank names, the proposal, the CEP answer', async () => {
    answer = { body: JSON.stringify({ ...sample.BANK_PAGE, data: [{ id: 'b1', name: 'Banco \u202Eoãçid\u202C\u0007 S.A.', ispb: '00000000' }] }) };
    await expect(fetchBankPage(1)).resolves.toMatchObject({ data: [{ name: 'Banco oãçid S.A.' }] });

    const person = {
      ...sample.PROPOSAL.NaturalPerson,
      name: 'MARIA\u2067 DA SILVA\u2069',
      address: { ...sample.PROPOSAL.NaturalPerson.address, city: 'SÃO\u200F PAULO\n' },
    };
    answer = { body: JSON.stringify({ ...sample.PROPOSAL, NaturalPerson: person }) };
    const proposal = await fetchProposal('prop-1');
    expect(proposal.NaturalPerson.name).toBe('MARIA DA SILVA');
    expect(proposal.NaturalPerson.address.city).toBe('SÃO PAULO');

    answer = { body: JSON.stringify({ ...sample.POSTAL, logradouro: 'Praça da Sé\u202E', localidade: '\u202DSão Paulo' }) };
    await expect(fetchPostalCode('01001000')).resolves.toMatchObject({ logradouro: 'Praça da Sé', localidade: 'São Paulo' });
  });

  it('should leave the answer alone otherwise › the same values, keys included', async () => {
    answer = { body: JSON.stringify(sample.PROPOSAL) };
    await expect(fetchProposal('prop-1')).resolves.toEqual(sample.PROPOSAL);
  });

  it('should take a CEP not found in both spellings the service has used', async () => {
    for (const erro of [true, 'true']) {
      answer = { body: JSON.stringify({ erro }) };
      await expect(fetchPostalCode('99999999')).resolves.toBeNull();
    }
  });
});

describe("the consultation's creation answering 404 (a link the BFF does not know)", () => {
  const corban = { origin: 'CORBAN' as const, cpf: '529.982.247-25', slugs: { slug: 'naoexiste', slugSeller: undefined, slugSelfService: undefined } };

  it('should be an UnknownLinkError: still an ApiError with its status, not retried', async () => {
    const { UnknownLinkError } = await import('../../../src/api/operations/create-solicitation');
    answer = { status: 404, body: JSON.stringify({ message: 'Link nao encontrado' }) };
    const error = await createSolicitation(corban).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownLinkError);
    expect(error).toMatchObject({ name: 'ApiError', status: 404, message: GENERIC_ERROR_MESSAGE });
    expect(shouldRetry(0, error)).toBe(false);
  });

  it("should not be one for the creation's other failures, nor for a 404 of reading a consultation back", async () => {
    const { UnknownLinkError } = await import('../../../src/api/operations/create-solicitation');
    answer = { status: 500, body: JSON.stringify({ message: 'Falha' }) };
    expect(await createSolicitation(corban).catch((e: unknown) => e)).not.toBeInstanceOf(UnknownLinkError);
    answer = { status: 404, body: JSON.stringify({ message: 'Nao encontrada' }) };
    const readBack = await fetchSolicitation('sol-gone').catch((e: unknown) => e);
    expect(readBack).toMatchObject({ status: 404 });
    expect(readBack).not.toBeInstanceOf(UnknownLinkError);
  });
});
