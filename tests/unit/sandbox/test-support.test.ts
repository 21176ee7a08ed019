import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDLERS } from '../../../openapi/sandbox/handlers/index.ts';
import { cpfFor } from '../../../openapi/sandbox/scenarios.ts';
import type { RecordedRequest } from '../../../openapi/sandbox/server.ts';
import { LEAD, openSandbox, proposalRequestFor, solicitationFor, type Harness, type Schemas } from './helpers.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const support = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
  const response = await fetch(`${h!.sandbox.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
};

describe('/__sandbox endpoints', () => {
  it('records requests (method, path, query, body, page URL) so tests can assert the lead payload', async () => {
    h = await openSandbox();
    await h.call('POST', '/api/leads', {
      body: { ...LEAD, document: '52998224725', selfServiceId: 'ss-demo', sellerId: 'user-demo' },
      headers: { 'x-page-url': 'http://acme.localhost:4173/demo' },
    });
    const { body } = await support<RecordedRequest[]>('GET', '/__sandbox/requests?method=post&path=/api/leads');
    expect(body).toEqual([
      {
        method: 'POST',
        path: '/api/leads',
        query: {},
        body: { ...LEAD, document: '52998224725', selfServiceId: 'ss-demo', sellerId: 'user-demo' },
        pageUrl: 'http://acme.localhost:4173/demo',
        idempotencyKey: null,
      },
    ]);
  });

  it('lets a test count solicitation creations', async () => {
    h = await openSandbox();
    await solicitationFor(h, cpfFor('SUCCESS'));
    const { body } = await support<RecordedRequest[]>('GET', '/__sandbox/requests?path=/api/v2/balance-solicitation');
    expect(body).toHaveLength(1);
    expect(body[0]!.query).toMatchObject({ processorName: 'ZIPDIN', origin: 'SELFSERVICE', leadId: 'lead-1' });
  });

  it('resets state, recorded requests and config', async () => {
    h = await openSandbox({ pendingMs: 5000 });
    await support('POST', '/__sandbox/config', { pendingMs: 0 });
    await solicitationFor(h, cpfFor('SUCCESS'));
    expect(h.sandbox.requests.length).toBeGreaterThan(0);
    expect((await support('POST', '/__sandbox/reset')).status).toBe(200);
    expect(h.sandbox.requests).toEqual([]);
    expect((await support<{ pendingMs: number }>('GET', '/__sandbox/config')).body.pendingMs).toBe(5000);
    expect((await h.call('GET', '/api/balance-solicitation/sol-1')).status).toBe(404);
    const lead = await h.call<Schemas['IdResponse']>('POST', '/api/leads', {
      body: { ...LEAD, document: '52998224725', selfServiceId: 'ss-demo', sellerId: 'user-demo' },
    });
    expect(lead.body.id).toBe('lead-1');
  });

  it('changes pendingMs at run time', async () => {
    h = await openSandbox({ pendingMs: 60_000 });
    const pending = await solicitationFor(h, cpfFor('SUCCESS'));
    expect(pending.status).toBe('PENDING');
    expect((await support<{ pendingMs: number }>('POST', '/__sandbox/config', { pendingMs: 0 })).body).toMatchObject({ pendingMs: 0 });
    expect((await h.call<Schemas['BalanceSolicitation']>('GET', `/api/balance-solicitation/${pending.id}`)).body.status).toBe('SUCCESS');
    expect((await support('POST', '/__sandbox/config', { pendingMs: -1 })).status).toBe(400);
  });

  it('settles one pending solicitation now, as the bank would while the app is closed', async () => {
    h = await openSandbox({ pendingMs: 60_000 });
    const forever = await solicitationFor(h, cpfFor('PENDING'));
    const other = await solicitationFor(h, cpfFor('SUCCESS'));
    expect((await support('POST', `/__sandbox/solicitations/${forever.id}/settle`, {})).status).toBe(200);
    expect((await h.call<Schemas['BalanceSolicitation']>('GET', `/api/balance-solicitation/${forever.id}`)).body.status).toBe('SUCCESS');
    expect((await h.call<Schemas['BalanceSolicitation']>('GET', `/api/balance-solicitation/${other.id}`)).body.status).toBe('PENDING');
    expect((await support('POST', `/__sandbox/solicitations/${other.id}/settle`, { status: 'NO_BALANCE' })).status).toBe(200);
    expect((await h.call<Schemas['BalanceSolicitation']>('GET', `/api/balance-solicitation/${other.id}`)).body.status).toBe('NO_BALANCE');
    expect((await support('POST', '/__sandbox/solicitations/nada/settle', {})).status).toBe(404);
    expect((await support('POST', `/__sandbox/solicitations/${other.id}/settle`, { status: 'INVENTADO' })).status).toBe(404);
  });
});

describe('/__sandbox proposal progressions', () => {
  const stage = async (id: string) => {
    const { body } = await h!.call<Schemas['Proposal']>('GET', `/api/proposal/${id}`);
    const status = JSON.parse(body.customStatus) as Schemas['CustomStatus'];
    return [status.confirmacao.criacao_proposta_bancarizadora.status, status.confirmacao.criacao_processo_seg_identidade.status];
  };
  const newProposal = async (name?: string) => {
    const request = await proposalRequestFor(h!, await solicitationFor(h!, cpfFor('SUCCESS')), name ? { name } : {});
    return (await h!.call<Schemas['IdResponse']>('POST', '/api/v2/proposal/create-proposta', { body: request })).body.id;
  };

  it('changes the step length at run time and reports it with the config', async () => {
    h = await openSandbox({ proposalStepMs: 60_000 });
    expect((await support('GET', '/__sandbox/config')).body).toEqual({ pendingMs: 0, proposalStepMs: 60_000 });
    const id = await newProposal();
    expect((await support('POST', '/__sandbox/config', { proposalStepMs: 0 })).body).toEqual({ pendingMs: 0, proposalStepMs: 0 });
    expect(await stage(id)).toEqual(['sucesso', 'sucesso']);
    expect((await support('POST', '/__sandbox/config', { proposalStepMs: 'x' })).status).toBe(400);
    expect((await support('POST', '/__sandbox/config', {})).status).toBe(400);
  });

  it('advances one proposal a step (or ms) at a time and settles it, leaving the others alone', async () => {
    h = await openSandbox({ proposalStepMs: 60_000 });
    const one = await newProposal();
    const other = await newProposal();
    expect(await stage(one)).toEqual(['aguardando', 'aguardando']);
    expect((await support('POST', `/__sandbox/proposals/${one}/advance`, { ms: 59_999 })).status).toBe(200);
    expect(await stage(one)).toEqual(['aguardando', 'aguardando']);
    await support('POST', `/__sandbox/proposals/${one}/advance`, { ms: 1 });
    expect(await stage(one)).toEqual(['sucesso', 'aguardando']);
    await support('POST', `/__sandbox/proposals/${one}/advance`);
    expect(await stage(one)).toEqual(['sucesso', 'sucesso']);
    expect(await stage(other)).toEqual(['aguardando', 'aguardando']);
    expect((await support('POST', `/__sandbox/proposals/${other}/settle`)).status).toBe(200);
    expect(await stage(other)).toEqual(['sucesso', 'sucesso']);
    expect((await support('POST', '/__sandbox/proposals/prop-99/advance')).status).toBe(404);
    expect((await support('POST', `/__sandbox/proposals/${one}/advance`, { ms: -5 })).status).toBe(400);
  });

  it('settles a failing scenario to its failure, and a retried step to its end', async () => {
    h = await openSandbox({ proposalStepMs: 60_000 });
    const id = await newProposal('TESTE FALHA IDENTIDADE');
    await support('POST', `/__sandbox/proposals/${id}/settle`);
    expect(await stage(id)).toEqual(['sucesso', 'erro']);
    await h.call('POST', `/api/v2/proposal/${id}/retry-create-proposal`, { body: { createProposalBank: false, createIdentitySecurity: true } });
    expect(await stage(id)).toEqual(['sucesso', 'aguardando']);
    await support('POST', `/__sandbox/proposals/${id}/settle`);
    expect(await stage(id)).toEqual(['sucesso', 'sucesso']);
  });
});

describe('logging and strictness', () => {
  it('logs one line per request without query or body when log is on', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    h = await openSandbox({ log: true });
    await h.call('POST', '/api/leads', { body: { ...LEAD, document: '52998224725', selfServiceId: 'ss-demo', sellerId: 'user-demo' } });
    await h.call('GET', '/api/proposal/autocomplete', { query: { document: '52998224725' } });
    const lines = log.mock.calls.map((args) => args.join(' '));
    expect(lines).toEqual(['POST /api/leads 201', 'GET /api/proposal/autocomplete 200']);
  });

  it('turns an answer that breaks the contract into a 500 when strict, a warning otherwise', async () => {
    const original = HANDLERS.listBanks;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    HANDLERS.listBanks = () => ({ status: 200, body: { data: [], page: 1 } as unknown as Schemas['BankPage'] });
    try {
      h = await openSandbox({ strict: true });
      const strict = await fetch(`${h.sandbox.url}/api/bank`);
      expect(strict.status).toBe(500);
      expect(((await strict.json()) as Schemas['Error']).message).toContain("required property 'totalPages'");
      await h.close();
      h = await openSandbox({ strict: false });
      expect((await fetch(`${h.sandbox.url}/api/bank`)).status).toBe(200);
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      HANDLERS.listBanks = original;
    }
  });
});
