/**
 * The client's answer checks (src/api/operations, listed in
 * tests/unit/api/answer-checks.ts) agree with openapi/bff.yaml. Each operation's real sandbox
 * answer, in full and in spec-only mode, passes its check; then every field of it is taken away,
 * and set to null where bff.yaml allows null: a check refuses an answer without a field exactly
 * when bff.yaml requires that field (where the check reads at all: below a field it can do without,
 * bff.yaml may describe more), and only fields spec sections 3 or 7 name
 * (openapi/sandbox/spec-fields.ts); it must take null wherever bff.yaml allows it. And each answer
 * cut down to what bff.yaml requires passes. So bff.yaml requires what the screens decide on or
 * show, no more, and the checks cannot drift from it in either direction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../openapi/sandbox/contract.ts';
import { cpfFor } from '../../../openapi/sandbox/scenarios.ts';
import { SPEC_FIELDS, type Shape, type SpecOperationId } from '../../../openapi/sandbox/spec-fields.ts';
import type { AnswerCheck } from '../../../src/api/errors.ts';
import { ANSWER_CHECKS } from '../api/answer-checks.ts';
import { LEAD, openSandbox, proposalRequestFor, solicitationFor, type Harness } from './helpers.ts';

type Node = Record<string, unknown>;
const contract = loadContract();
const doc = contract.document as unknown as {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, Node> }>>;
  components: { schemas: Record<string, Node> };
};

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The 2xx JSON schema of an operation. */
function answerSchema(operationId: string): Node {
  for (const item of Object.values(doc.paths)) {
    for (const operation of Object.values(item)) {
      if (operation.operationId !== operationId) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        const schema = ((response.content as Node | undefined)?.['application/json'] as Node | undefined)?.schema;
        if (status.startsWith('2') && schema) return schema as Node;
      }
    }
  }
  throw new Error(`no JSON answer for ${operationId}`);
}

interface Resolved {
  nullable: boolean;
  properties: Node;
  required: string[];
  items: Node | undefined;
}

/** `schema` with its $refs followed, allOf merged, a null branch or type noted as nullable; oneOf picks the branch `value` fits. */
function resolve(schema: Node | undefined, value: unknown): Resolved {
  const out: Resolved = { nullable: false, properties: {}, required: [], items: undefined };
  if (!schema) return out;
  if (typeof schema.$ref === 'string') return resolve(doc.components.schemas[schema.$ref.split('/').pop() ?? ''], value);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('null')) out.nullable = true;
  Object.assign(out.properties, schema.properties ?? {});
  out.required.push(...((schema.required as string[] | undefined) ?? []));
  out.items = (schema.items as Node | undefined) ?? out.items;
  for (const part of (schema.allOf as Node[] | undefined) ?? []) merge(out, resolve(part, value));
  const branches = ((schema.oneOf ?? schema.anyOf) as Node[] | undefined) ?? [];
  const nonNull = branches.filter((b) => b.type !== 'null');
  if (branches.length > nonNull.length) out.nullable = true;
  const fitting = nonNull.map((b) => resolve(b, value)).find((r) => !isObject(value) || r.required.every((key) => key in value));
  if (fitting) merge(out, fitting);
  return out;
}

function merge(into: Resolved, from: Resolved) {
  into.nullable ||= from.nullable;
  Object.assign(into.properties, from.properties);
  into.required.push(...from.required);
  into.items ??= from.items;
}

/** The shape below `key` of a spec allow-list: `true` keeps everything under it, undefined means the spec does not name it. */
function shapeOf(shape: Shape | undefined, key: string | number): Shape | undefined {
  if (shape === undefined || shape === true) return shape;
  if (Array.isArray(shape)) return typeof key === 'number' ? (shape[0] as Shape) : undefined;
  return (shape as Record<string, Shape>)[key as string];
}

function edited(root: unknown, path: (string | number)[], to: unknown): unknown {
  const copy = structuredClone(root) as Node;
  let node: Node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Node;
  const last = path.at(-1) as string;
  if (to === undefined) delete node[last];
  else node[last] = to;
  return copy;
}

/**
 * Each disagreement between `check` and bff.yaml (with the spec's allow-list) on `answer`, as a
 * sentence naming the field's path (never its value).
 */
function disagreements(operationId: SpecOperationId, check: AnswerCheck, answer: unknown): string[] {
  const found: string[] = [];
  const rootShape = SPEC_FIELDS[operationId] ?? undefined;
  // `read`: the check needs every field above this one, so it reads this level.
  const walk = (value: unknown, schema: Node | undefined, shape: Shape | undefined, path: (string | number)[], read: boolean) => {
    const here = resolve(schema, value);
    if (Array.isArray(value)) {
      if (value.length > 0) walk(value[0], here.items, shapeOf(shape, 0), [...path, 0], read);
      return;
    }
    if (!isObject(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      const where = [...path, key].join('.');
      const innerSchema = here.properties[key] as Node | undefined;
      const innerShape = shapeOf(shape, key);
      const needed = !check(edited(answer, [...path, key], undefined));
      if (needed) {
        if (!here.required.includes(key)) found.push(`${where}: refused when absent, but optional in bff.yaml`);
        if (innerShape === undefined) found.push(`${where}: refused when absent, but the spec does not name it`);
      } else if (read && here.required.includes(key)) {
        found.push(`${where}: required in bff.yaml, but taken when absent (no screen needs it)`);
      }
      if (inner !== null && resolve(innerSchema, inner).nullable && !check(edited(answer, [...path, key], null))) {
        found.push(`${where}: refused when null, but bff.yaml allows null`);
      }
      walk(inner, innerSchema, innerShape, [...path, key], read && needed);
    }
  };
  walk(answer, answerSchema(operationId), rootShape, [], true);
  return found;
}

/** `value` with only the fields bff.yaml requires, at every depth: the least a BFF may answer. */
function requiredOnly(value: unknown, schema: Node | undefined): unknown {
  const here = resolve(schema, value);
  if (Array.isArray(value)) return value.map((item) => requiredOnly(item, here.items));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => here.required.includes(key))
      .map(([key, inner]) => [key, requiredOnly(inner, here.properties[key] as Node | undefined)]),
  );
}

/** One real answer per operation the client reads, from a sandbox in the given mode. */
async function answersOf(h: Harness): Promise<[SpecOperationId, unknown][]> {
  const whiteLabel = await h.call('GET', '/api/whitelabel/', { query: { slug: 'acme' } });
  const config = await h.call('GET', '/api/selfservice/slug', { query: { slug: 'demo', slugSeller: 'joao' } });
  const lead = await h.call('POST', '/api/leads', {
    body: { ...LEAD, document: cpfFor('SUCCESS'), selfServiceId: 'ss-demo', sellerId: 'user-demo' },
  });
  // The returning customer: every autocomplete field has a value (nulls are probed too).
  const returning = '52998224725';
  const solicitation = await solicitationFor(h, returning);
  const read = await h.call('GET', `/api/balance-solicitation/${solicitation.id}`);
  const simulation = await h.call('GET', `/api/v2/balance-simulation/${solicitation.id}`, { query: { productId: 'prod-zipdin' } });
  const recalculated = await h.call('GET', `/api/v2/balance-simulation/${solicitation.id}`, { query: { productId: 'prod-zipdin', maxYears: 3 } });
  const autocomplete = await h.call('GET', '/api/proposal/autocomplete', { query: { document: returning } });
  const request = await proposalRequestFor(h, solicitation);
  const created = await h.call<{ id: string }>('POST', '/api/v2/proposal/create-proposta', { body: request });
  const fresh = await h.call('GET', `/api/proposal/${created.body.id}`);
  // Settled: the identity data (UnicoData) exists, so its fields are probed too.
  await fetch(new URL(`/__sandbox/proposals/${created.body.id}/settle`, h.sandbox.url), {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  const settled = await h.call('GET', `/api/proposal/${created.body.id}`);
  const banks = await h.call('GET', '/api/bank', { query: { page: 1, pageSize: 22 } });
  const cep = await h.call('GET', '/ws/01001000/json/');
  const answers: [SpecOperationId, { status: number; body: unknown }][] = [
    ['getWhiteLabel', whiteLabel],
    ['getSelfServiceBySlug', config],
    ['createLead', lead],
    ['createBalanceSolicitation', { status: 200, body: solicitation }],
    ['getBalanceSolicitation', read],
    ['getBalanceSimulation', simulation],
    ['getBalanceSimulation', recalculated],
    ['getProposalAutocomplete', autocomplete],
    ['createProposal', created],
    ['getProposal', fresh],
    ['getProposal', settled],
    ['listBanks', banks],
    ['getPostalCode', cep],
  ];
  for (const [operationId, answer] of answers) expect(answer.status, operationId).toBeLessThan(300);
  expect((settled.body as { UnicoData: unknown }).UnicoData).not.toBeNull();
  return answers.map(([operationId, answer]) => [operationId, answer.body]);
}

describe.each([
  ['a full sandbox', false],
  ['a spec-only sandbox', true],
])('the client’s answer checks against bff.yaml › %s', (_mode, specOnly) => {
  let h: Harness;
  let answers: [SpecOperationId, unknown][];
  beforeAll(async () => {
    h = await openSandbox({ specOnly });
    answers = await answersOf(h);
  });
  afterAll(async () => {
    await h.close();
  });

  it('should take every answer the sandbox gives', () => {
    for (const [operationId, body] of answers) expect(ANSWER_CHECKS[operationId]?.(body), operationId).toBe(true);
  });

  it('should refuse a missing field exactly when bff.yaml requires it (and the spec names it), and take null wherever bff.yaml allows it', () => {
    const found = answers.flatMap(([operationId, body]) =>
      disagreements(operationId, ANSWER_CHECKS[operationId] as AnswerCheck, body).map((d) => `${operationId} ${d}`),
    );
    expect(found).toEqual([]);
  });

  it('should take every answer cut down to what bff.yaml requires', () => {
    const refused = answers.filter(([operationId, body]) => !ANSWER_CHECKS[operationId]?.(requiredOnly(body, answerSchema(operationId))));
    expect(refused.map(([operationId]) => operationId)).toEqual([]);
  });
});

describe('the agreement check itself', () => {
  const answer = { enabled: true, optionsFinancialInfo: [] };

  it('should catch a check that requires an optional field, or one the spec does not name', () => {
    const strict: AnswerCheck = (data) => isObject(data) && 'page' in data && 'data' in data && 'totalPages' in data;
    expect(disagreements('listBanks', strict, { data: [], totalPages: 1, page: 1 })).toEqual([
      'page: refused when absent, but optional in bff.yaml',
      'page: refused when absent, but the spec does not name it',
    ]);
  });

  it('should catch a check that refuses a null bff.yaml allows', () => {
    const noNull: AnswerCheck = (data) => isObject(data) && typeof (data as { name?: unknown }).name === 'string';
    expect(disagreements('getBalanceSolicitation', noNull, { name: 'MARIA' })).toContain('name: refused when null, but bff.yaml allows null');
  });

  it('should catch bff.yaml requiring a field the check does without, where the check reads', () => {
    const lax: AnswerCheck = (data) => isObject(data) && Array.isArray(data.data);
    expect(disagreements('listBanks', lax, { data: [], totalPages: 1 })).toEqual([
      'totalPages: required in bff.yaml, but taken when absent (no screen needs it)',
    ]);
    // Below a field the check does without, bff.yaml may require more (an option's installments of a read-back).
    const noData: AnswerCheck = (data) => isObject(data) && typeof data.totalPages === 'number';
    expect(disagreements('listBanks', noData, { data: [{ id: 'b', name: 'B', ispb: '1' }], totalPages: 1 })).toEqual([
      'data: required in bff.yaml, but taken when absent (no screen needs it)',
    ]);
  });

  it('should cut an answer down to what bff.yaml requires', () => {
    const page = { data: [{ id: 'b', name: 'B', ispb: '00000000', code: '001' }], totalPages: 1, page: 1, total: 1 };
    expect(requiredOnly(page, answerSchema('listBanks'))).toEqual({ data: [{ id: 'b', name: 'B', ispb: '00000000' }], totalPages: 1 });
  });

  it('should let a check require a field bff.yaml requires and the spec names', () => {
    const needsList: AnswerCheck = (data) => isObject(data) && typeof data.enabled === 'boolean' && Array.isArray(data.optionsFinancialInfo);
    expect(disagreements('getBalanceSimulation', needsList, answer)).toEqual([]);
  });
});
