/**
 * The client requires from an answer only the fields of spec sections 3 and 7. The
 * allow-lists (openapi/sandbox/spec-fields.ts) strip everything else in spec-only mode; these tests
 * prove the stripping, that bff.yaml requires nothing outside them, and that a spec-only sandbox
 * still answers inside the contract.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../openapi/sandbox/contract.ts';
import { cpfFor } from '../../../openapi/sandbox/scenarios.ts';
import { ERROR_FIELDS, NOT_IN_SPEC, SPEC_FIELDS, isInSpec, specOnlyBody, stripToShape, type Shape } from '../../../openapi/sandbox/spec-fields.ts';
import type { OperationId } from '../../../openapi/sandbox/types.ts';
import { openSandbox, proposalRequestFor, solicitationFor, type Harness, type Schemas } from './helpers.ts';

describe('stripToShape', () => {
  it('should keep only the named fields, at every depth, and inside arrays', () => {
    const shape: Shape = { id: true, User: { id: true }, items: [{ name: true }] };
    const value = { id: 'a', sellerId: 'x', User: { id: 'u', name: 'n' }, items: [{ name: 'p', code: '1' }, { code: '2' }] };
    expect(stripToShape(value, shape)).toEqual({ id: 'a', User: { id: 'u' }, items: [{ name: 'p' }, {}] });
  });

  it('should keep a `true` field whole, and pass null, scalars and mismatched kinds as they are', () => {
    expect(stripToShape({ customStatus: '{"a":1}', extra: 1 }, { customStatus: true })).toEqual({ customStatus: '{"a":1}' });
    expect(stripToShape({ UnicoData: null }, { UnicoData: { id: true } })).toEqual({ UnicoData: null });
    expect(stripToShape({ data: 'x' }, { data: [{ id: true }] })).toEqual({ data: 'x' });
    expect(stripToShape([1, 2], { id: true })).toEqual([1, 2]);
    expect(stripToShape(7, { id: true })).toBe(7);
  });

  it('should never invent a field that was not sent', () => {
    expect(stripToShape({}, { id: true, User: { id: true } })).toEqual({});
  });

  it('should strip error answers to {message} and leave images alone', () => {
    expect(specOnlyBody('createLead', 400, { message: 'CPF invalido', stack: 'at x' })).toEqual({ message: 'CPF invalido' });
    expect(specOnlyBody('getWhiteLabelAsset', 200, 'raw')).toBe('raw');
    expect(ERROR_FIELDS).toEqual({ message: true });
  });

  it('should be idempotent and give a subset of what it was given (property)', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constant(null),
        fc.integer(),
        fc.string(),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('id', 'name', 'User', 'extra', 'data'), tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    const shape: Shape = { id: true, User: { id: true, name: true }, data: [{ id: true }] };
    fc.assert(
      fc.property(json, (value) => {
        const once = stripToShape(value, shape);
        expect(stripToShape(once, shape)).toEqual(once);
        if (once && typeof once === 'object' && !Array.isArray(once)) {
          for (const key of Object.keys(once)) expect(Object.keys(shape)).toContain(key);
        }
      }),
    );
  });
});

type Node = Record<string, unknown>;

/** Every `required` field of `schema` that `shape` does not allow, as dotted paths. */
function requiredOutside(doc: { components: { schemas: Record<string, unknown> } }, schema: unknown, shape: Shape, path: string): string[] {
  if (shape === true || !schema || typeof schema !== 'object') return [];
  const node = schema as Node;
  if (typeof node.$ref === 'string') return requiredOutside(doc, doc.components.schemas[node.$ref.split('/').pop() ?? ''], shape, path);
  const found: string[] = [];
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const part of (node[key] as unknown[] | undefined) ?? []) found.push(...requiredOutside(doc, part, shape, path));
  }
  if (Array.isArray(shape)) return [...found, ...requiredOutside(doc, node.items, shape[0] as Shape, `${path}[]`)];
  const fields = shape as Record<string, Shape>;
  for (const name of (node.required as string[] | undefined) ?? []) if (!Object.hasOwn(fields, name)) found.push(`${path}.${name}`);
  for (const [name, inner] of Object.entries((node.properties as Node | undefined) ?? {})) {
    if (Object.hasOwn(fields, name)) found.push(...requiredOutside(doc, inner, fields[name] as Shape, `${path}.${name}`));
  }
  return found;
}

describe('bff.yaml against the spec', () => {
  const contract = loadContract();
  const doc = contract.document as unknown as {
    paths: Record<string, Record<string, { operationId: string; 'x-optional'?: boolean; responses: Record<string, Node> }>>;
    components: { schemas: Record<string, unknown>; responses: Record<string, Node> };
  };
  const all = Object.values(doc.paths).flatMap((item) => Object.values(item));
  // The optional push extension is not the spec's: a spec-only BFF does not have it (see below).
  const operations = all.filter((operation) => isInSpec(operation.operationId as OperationId));

  it('should leave out of the spec exactly the operations bff.yaml marks x-optional (the push extension), with no allow-list', () => {
    const optional = all.filter((operation) => operation['x-optional'] === true).map((operation) => operation.operationId);
    expect(optional.sort()).toEqual([...NOT_IN_SPEC].sort());
    for (const id of NOT_IN_SPEC) expect(Object.hasOwn(SPEC_FIELDS, id), id).toBe(false);
  });

  it('should have an allow-list for every JSON answer of every operation', () => {
    for (const operation of operations) {
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      const json = success.some(([, response]) => Boolean((response.content as Node | undefined)?.['application/json']));
      expect(SPEC_FIELDS[operation.operationId as keyof typeof SPEC_FIELDS] !== null, operation.operationId).toBe(json);
    }
  });

  it('should require in an answer only fields that spec sections 3 and 7 name', () => {
    const outside: string[] = [];
    for (const operation of operations) {
      for (const [status, raw] of Object.entries(operation.responses)) {
        const response = typeof raw.$ref === 'string' ? (doc.components.responses[raw.$ref.split('/').pop() ?? ''] as Node) : raw;
        const schema = ((response.content as Node | undefined)?.['application/json'] as Node | undefined)?.schema;
        const shape = status.startsWith('2') ? SPEC_FIELDS[operation.operationId as keyof typeof SPEC_FIELDS] : ERROR_FIELDS;
        if (schema && shape) outside.push(...requiredOutside(doc, schema, shape, `${operation.operationId} ${status}`));
      }
    }
    expect(outside).toEqual([]);
  });

  it('should catch a required field the spec does not name (the check itself can fail)', () => {
    const schema = { type: 'object', required: ['id', 'sellerId'], properties: { id: {}, sellerId: {} } };
    expect(requiredOutside(doc, schema, SPEC_FIELDS.getSelfServiceBySlug as Shape, 'x')).toEqual(['x.sellerId']);
  });
});

describe('a spec-only sandbox', () => {
  let h: Harness;
  beforeAll(async () => {
    // Strict: a stripped answer that breaks bff.yaml would be a 500; the harness validates each answer too.
    h = await openSandbox({ specOnly: true });
  });
  afterAll(async () => {
    await h.close();
  });

  it('should answer the configuration without the fields the project added', async () => {
    const config = await h.call<Schemas['SelfServiceConfig']>('GET', '/api/selfservice/slug', { query: { slug: 'demo', slugSeller: 'joao' } });
    expect(config.status).toBe(200);
    expect(config.body).toEqual({
      id: 'ss-demo-joao',
      supportPhone: '(11) 98765-4321',
      productId: 'prod-zipdin',
      User: { id: 'seller-joao' },
      product: { name: 'FGTS ZIPDIN', processor: { name: 'ZIPDIN' } },
    });
  });

  it('should take a lead whose seller is the configuration User.id, and refuse another', async () => {
    const lead = { name: 'MARIA DA SILVA', phone: '11987654321', document: '52998224725', selfServiceId: 'ss-demo' };
    expect((await h.call('POST', '/api/leads', { body: { ...lead, sellerId: 'user-demo' } })).status).toBe(201);
    const refused = await h.call<Schemas['Error']>('POST', '/api/leads', { body: { ...lead, sellerId: null } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Vendedor nao corresponde ao self-service' });
  });

  it('should answer solicitations, simulations, proposals, banks and postal codes inside the contract, without additions', async () => {
    const solicitation = await solicitationFor(h, cpfFor('SUCCESS'));
    expect(solicitation).not.toHaveProperty('leadId');
    const read = await h.call<Schemas['BalanceSolicitation']>('GET', `/api/balance-solicitation/${solicitation.id}`);
    expect(read.body.status).toBe('SUCCESS');

    const request = await proposalRequestFor(h, read.body);
    const created = await h.call<Schemas['IdResponse']>('POST', '/api/v2/proposal/create-proposta', { body: request });
    expect(created.status).toBe(201);
    const proposal = await h.call<Schemas['Proposal']>('GET', `/api/proposal/${created.body.id}`);
    expect(proposal.status).toBe(200);
    expect(proposal.body).not.toHaveProperty('selfServiceId');
    expect(proposal.body).not.toHaveProperty('createdAt');
    // The least a BFF may read back: not the request's own timestamps and proposalId.
    expect(proposal.body.NaturalPerson).not.toHaveProperty('createdAt');
    expect(proposal.body.NaturalPerson).not.toHaveProperty('updatedAt');
    expect(proposal.body.chosenFinancialInfo).not.toHaveProperty('proposalId');
    expect(proposal.body.chosenFinancialInfo).toHaveProperty('externalId');

    const resubmitted = await h.call('PUT', `/api/v2/proposal/${created.body.id}`, {
      body: { proposalRequest: request, createProposalBank: true, createIdentitySecurity: false },
    });
    expect(resubmitted).toMatchObject({ status: 200, body: {} });
    // What a retry sends: the proposal as it was read back.
    const { NaturalPerson, BankDetail, chosenFinancialInfo, balanceSolicitationId } = proposal.body;
    const sentBack = await h.call('PUT', `/api/v2/proposal/${created.body.id}`, {
      body: {
        proposalRequest: { selfServiceId: 'ss-demo', balanceSolicitationId, NaturalPerson, BankDetail, chosenFinancialInfo },
        createProposalBank: true,
        createIdentitySecurity: false,
      },
    });
    expect(sentBack.status).toBe(200);

    const banks = await h.call<Schemas['BankPage']>('GET', '/api/bank', { query: { page: 1, pageSize: 22 } });
    expect(Object.keys(banks.body).sort()).toEqual(['data', 'totalPages']);
    for (const bank of banks.body.data) expect(Object.keys(bank).sort()).toEqual(['id', 'ispb', 'name']);

    const cep = await h.call<Record<string, unknown>>('GET', '/ws/01001000/json/');
    expect(Object.keys(cep.body).sort()).toEqual(['bairro', 'localidade', 'logradouro', 'uf']);
  });

  it('should not answer the optional push extension, as a BFF without it would not', async () => {
    const solicitation = await solicitationFor(h, cpfFor('SUCCESS'));
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } };
    const answers = [
      await h.call<Schemas['Error']>('GET', '/api/v2/push-public-key'),
      await h.call<Schemas['Error']>('POST', '/api/v2/push-subscriptions', { body: { subscription, watch: { kind: 'solicitation', id: solicitation.id } } }),
      await h.call<Schemas['Error']>('DELETE', '/api/v2/push-subscriptions/push-1'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toMatch(/^Rota nao encontrada/);
    }
  });
});
