/**
 * Every operation of bff.yaml answered by the sandbox, success and error statuses, each body
 * validated against the document by the harness.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../openapi/sandbox/contract.ts';
import { cpfFor } from '../../../openapi/sandbox/scenarios.ts';
import { openSandbox, proposalRequestFor, solicitationFor, type Harness, type Schemas } from './helpers.ts';

let h: Harness;
const covered = new Set<string>();

beforeAll(async () => {
  h = await openSandbox();
  const call = h.call;
  // Track which operations the tests in this file reached.
  h.call = async (method, path, init) => {
    const answer = await call(method, path, init);
    if (answer.operationId) covered.add(answer.operationId);
    return answer as never;
  };
});
afterAll(async () => {
  await h.close();
});

const error = (answer: { body: unknown }) => (answer.body as Schemas['Error']).message;

describe('routing', () => {
  it('answers 404 {message} for an unknown path', async () => {
    const answer = await h.call('GET', '/api/nao-existe');
    expect(answer.status).toBe(404);
    expect(error(answer)).toMatch(/nao encontrada/);
  });

  it('answers 405 for a known path with another method', async () => {
    const answer = await h.call('DELETE', '/api/leads');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });

  it('prefers the literal /api/proposal/autocomplete over /api/proposal/{id}', async () => {
    const answer = await h.call('GET', '/api/proposal/autocomplete', { query: { document: '52998224725' } });
    expect(answer.operationId).toBe('getProposalAutocomplete');
  });
});

describe('request validation (400)', () => {
  it('reports a missing required query parameter', async () => {
    const answer = await h.call('GET', '/api/whitelabel/');
    expect(answer.status).toBe(400);
    expect(error(answer)).toContain("required property 'slug'");
  });

  it('reports a bad enum value', async () => {
    const answer = await h.call('GET', '/api/v2/balance-solicitation', {
      query: { document: '52998224725', processorName: 'BANCO', origin: 'SELFSERVICE', selfServiceId: 'ss-demo', leadId: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(error(answer)).toContain('processorName');
  });

  it('reports a wrong body type', async () => {
    const answer = await h.call('POST', '/api/leads', {
      body: { name: 'MARIA DA SILVA', phone: 11987654321, document: '52998224725', selfServiceId: 'ss-demo', sellerId: 'user-demo' },
    });
    expect(answer.status).toBe(400);
    expect(error(answer)).toContain('body/phone must be string');
  });

  it('reports a missing body and a broken JSON body', async () => {
    expect((await h.call('POST', '/api/leads')).status).toBe(400);
    const broken = await h.call('POST', '/api/leads', { rawBody: '{"name":' });
    expect(broken.status).toBe(400);
    expect(error(broken)).toBe('request body is not valid JSON');
  });

  it('reports a non-integer query value', async () => {
    const answer = await h.call('GET', '/api/bank', { query: { page: 'dois' } });
    expect(answer.status).toBe(400);
    expect(error(answer)).toContain('query/page must be integer');
  });
});

describe('operations', () => {
  it('getWhiteLabel: 200 and 404', async () => {
    expect((await h.call('GET', '/api/whitelabel/', { query: { slug: 'acme' } })).status).toBe(200);
    expect((await h.call('GET', '/api/whitelabel/', { query: { slug: 'desconhecido' } })).status).toBe(404);
  });

  it('getWhiteLabelAsset: 200 image and 404', async () => {
    const svg = await h.call<string>('GET', '/api/whitelabel/assets/acme/logo.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect((await h.call('GET', '/api/whitelabel/assets/acme/nada.svg')).status).toBe(404);
    expect((await h.call('GET', '/api/whitelabel/assets/acme/..%2Fx')).status).toBe(400);
  });

  it('refreshToken: 200 and 401', async () => {
    expect((await h.call('POST', '/api/auth/refresh-token', { body: { refreshToken: 'valid-x' } })).status).toBe(200);
    expect((await h.call('POST', '/api/auth/refresh-token', { body: { refreshToken: 'nope' } })).status).toBe(401);
  });

  it('getSelfServiceBySlug: 200 and 404', async () => {
    expect((await h.call('GET', '/api/selfservice/slug', { query: { slug: 'demo' } })).status).toBe(200);
    expect((await h.call('GET', '/api/selfservice/slug', { query: { slug: 'demo', slugSeller: 'ninguem' } })).status).toBe(404);
  });

  it('createLead: 201 with a new id each call, 400 for an invalid CPF or unknown self-service', async () => {
    const body = { name: 'MARIA DA SILVA', phone: '11987654321', document: '52998224725', selfServiceId: 'ss-demo-joao', sellerId: 'seller-joao' };
    const first = await h.call<Schemas['IdResponse']>('POST', '/api/leads', { body });
    const second = await h.call<Schemas['IdResponse']>('POST', '/api/leads', { body });
    expect(first.status).toBe(201);
    expect(first.body.id).toMatch(/^lead-\d+$/);
    expect(second.body.id).not.toBe(first.body.id);
    expect((await h.call('POST', '/api/leads', { body: { ...body, document: '52998224724' } })).status).toBe(400);
    expect((await h.call('POST', '/api/leads', { body: { ...body, selfServiceId: 'ss-x' } })).status).toBe(400);
  });

  it('createBalanceSolicitation / getBalanceSolicitation: 200 and 404', async () => {
    const solicitation = await solicitationFor(h, '52998224725');
    expect((await h.call('GET', `/api/balance-solicitation/${solicitation.id}`)).status).toBe(200);
    expect((await h.call('GET', '/api/balance-solicitation/sol-999')).status).toBe(404);
    const unknownConfig = await h.call('GET', '/api/v2/balance-solicitation', {
      query: { document: '52998224725', processorName: 'ZIPDIN', origin: 'SELFSERVICE', selfServiceId: 'ss-x', leadId: 'lead-x' },
    });
    expect(unknownConfig.status).toBe(404);
  });

  it('getBalanceSimulation: 200, 400, 404 and 409', async () => {
    const ok = await solicitationFor(h, '52998224725');
    expect((await h.call('GET', `/api/v2/balance-simulation/${ok.id}`, { query: { productId: 'prod-zipdin' } })).status).toBe(200);
    expect((await h.call('GET', `/api/v2/balance-simulation/${ok.id}`)).status).toBe(400);
    expect((await h.call('GET', `/api/v2/balance-simulation/${ok.id}`, { query: { productId: 'prod-x' } })).status).toBe(400);
    expect((await h.call('GET', '/api/v2/balance-simulation/sol-999', { query: { productId: 'prod-zipdin' } })).status).toBe(404);
    const noBalance = await solicitationFor(h, cpfFor('NO_BALANCE'));
    expect((await h.call('GET', `/api/v2/balance-simulation/${noBalance.id}`, { query: { productId: 'prod-zipdin' } })).status).toBe(409);
  });

  it('getProposalAutocomplete: 200 and 400', async () => {
    expect((await h.call('GET', '/api/proposal/autocomplete', { query: { document: '52998224725' } })).status).toBe(200);
    expect((await h.call('GET', '/api/proposal/autocomplete', { query: { document: '123' } })).status).toBe(400);
  });

  it('createProposal, getProposal, retryCreateProposal, resubmitProposal: success and errors', async () => {
    const solicitation = await solicitationFor(h, '52998224725');
    const request = await proposalRequestFor(h, solicitation);
    const created = await h.call<Schemas['IdResponse']>('POST', '/api/v2/proposal/create-proposta', { body: request });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await h.call('GET', `/api/proposal/${id}`)).status).toBe(200);
    expect((await h.call('GET', '/api/proposal/prop-999')).status).toBe(404);
    expect((await h.call('POST', `/api/v2/proposal/${id}/retry-create-proposal`)).status).toBe(200);
    expect((await h.call('POST', `/api/v2/proposal/${id}/retry-create-proposal`, { body: { createIdentitySecurity: true } })).status).toBe(200);
    expect((await h.call('POST', '/api/v2/proposal/prop-999/retry-create-proposal')).status).toBe(404);
    const wrapper = { proposalRequest: request, createProposalBank: true, createIdentitySecurity: false };
    expect((await h.call('PUT', `/api/v2/proposal/${id}`, { body: wrapper })).status).toBe(200);
    expect((await h.call('PUT', '/api/v2/proposal/prop-999', { body: wrapper })).status).toBe(404);
    expect((await h.call('PUT', `/api/v2/proposal/${id}`, { body: { proposalRequest: request } })).status).toBe(400);
    const documentType = await h.call('POST', '/api/v2/proposal/create-proposta', {
      body: { ...request, NaturalPerson: { ...request.NaturalPerson, documentType: 'RG' } },
    });
    expect(documentType.status).toBe(400);
  });

  it('listBanks: 200 and 400', async () => {
    expect((await h.call('GET', '/api/bank', { query: { page: 1, pageSize: 22 } })).status).toBe(200);
    expect((await h.call('GET', '/api/bank', { query: { page: 0 } })).status).toBe(400);
  });

  it('getPushPublicKey, createPushSubscription, deletePushSubscription (the optional push extension): success and errors', async () => {
    expect((await h.call('GET', '/api/v2/push-public-key')).status).toBe(200);
    const solicitation = await solicitationFor(h, '52998224725');
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/contract-1',
      expirationTime: null,
      keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) },
    };
    const body = { subscription, watch: { kind: 'solicitation', id: solicitation.id } };
    const created = await h.call<Schemas['IdResponse']>('POST', '/api/v2/push-subscriptions', { body });
    expect(created.status).toBe(201);
    expect(await h.call('POST', '/api/v2/push-subscriptions', { body })).toMatchObject({ status: 200, body: { id: created.body.id } });
    expect((await h.call('POST', '/api/v2/push-subscriptions', { body: { ...body, watch: { kind: 'solicitation', id: 'sol-999' } } })).status).toBe(404);
    expect((await h.call('POST', '/api/v2/push-subscriptions', { body: { ...body, watch: { kind: 'lead', id: 'lead-1' } } })).status).toBe(400);
    expect((await h.call('DELETE', `/api/v2/push-subscriptions/${created.body.id}`)).status).toBe(204);
    expect((await h.call('DELETE', `/api/v2/push-subscriptions/${created.body.id}`)).status).toBe(404);
  });

  it('getPostalCode: 200 and 400', async () => {
    expect((await h.call('GET', '/ws/01001000/json/')).status).toBe(200);
    expect((await h.call('GET', '/ws/01001-000/json/')).status).toBe(400);
  });
});

describe('coverage', () => {
  it('exercised every operation of the document', () => {
    const all = loadContract().operations.map((o) => o.id);
    expect(all.filter((id) => !covered.has(id))).toEqual([]);
  });

  it('gives every operation an operationId, a summary and an Error body on every error status', () => {
    const { document } = loadContract();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const raw = op as {
          operationId?: string;
          summary?: string;
          responses: Record<string, { $ref?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
        };
        expect(raw.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        expect(raw.summary, `${method} ${path}`).toBeTruthy();
        for (const [status, response] of Object.entries(raw.responses)) {
          if (Number(status) < 400) continue;
          const ref = response.$ref ?? response.content?.['application/json']?.schema?.$ref;
          expect(ref, `${method} ${path} ${status}`).toMatch(/^#\/components\/(responses\/\w+|schemas\/Error)$/);
        }
      }
    }
  });
});

describe('documentation examples', () => {
  interface Media {
    schema?: unknown;
    example?: unknown;
    examples?: Record<string, { value: unknown }>;
  }

  it('every media example matches its schema', () => {
    const contract = loadContract();
    const media: Array<[string, Media]> = [];
    const collect = (where: string, content: Record<string, Media> | undefined) => {
      for (const [type, m] of Object.entries(content ?? {})) if (type === 'application/json') media.push([where, m]);
    };
    for (const [path, item] of Object.entries(contract.document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const raw = op as { requestBody?: { content?: Record<string, Media> }; responses: Record<string, { content?: Record<string, Media> }> };
        collect(`${method} ${path} body`, raw.requestBody?.content);
        for (const [status, response] of Object.entries(raw.responses)) collect(`${method} ${path} ${status}`, response.content);
      }
    }
    for (const [name, response] of Object.entries(contract.document.components.responses ?? {})) collect(name, response.content);
    let checked = 0;
    for (const [where, m] of media) {
      const values = [...(m.example === undefined ? [] : [m.example]), ...Object.values(m.examples ?? {}).map((e) => e.value)];
      for (const value of values) {
        expect(contract.checkAgainst(m.schema, value), where).toBeNull();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('the PushMessage schema examples are valid (the optional push extension)', () => {
    const contract = loadContract();
    const schema = contract.document.components.schemas.PushMessage as { examples: unknown[] };
    expect(schema.examples.length).toBeGreaterThan(0);
    for (const example of schema.examples) expect(contract.checkSchema('PushMessage', example)).toBeNull();
  });

  it('the CustomStatus schema example is valid', () => {
    const contract = loadContract();
    const schema = contract.document.components.schemas.CustomStatus as { examples: unknown[] };
    for (const example of schema.examples) expect(contract.checkSchema('CustomStatus', example)).toBeNull();
  });
});
