import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cpfFor } from '../../../openapi/sandbox/scenarios.ts';
import { openSandbox, proposalRequestFor, type Harness, type Schemas } from './helpers.ts';

let h: Harness;
afterEach(async () => {
  await h.close();
});

type Link = { slug: string; slugSeller?: string; slugSelfService?: string; selfServiceId?: string };

/** The call the Corban flow's /loading makes: no lead, the link's slugs. */
const corban = (document: string, link: Link = { slug: 'demo' }) =>
  h.call<Schemas['BalanceSolicitation'] | Schemas['Error']>('GET', '/api/v2/balance-solicitation', {
    query: { document, processorName: 'ZIPDIN', origin: 'CORBAN', ...link },
  });

async function created(document: string, link?: Link): Promise<Schemas['BalanceSolicitation']> {
  const answer = await corban(document, link);
  if (answer.status !== 200) throw new Error(`solicitation failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Schemas['BalanceSolicitation'];
}

const message = (answer: { body: unknown }) => (answer.body as Schemas['Error']).message;

describe('origin rules (400)', () => {
  beforeEach(async () => {
    h = await openSandbox({ pendingMs: 20_000 });
  });

  it('should reject SELFSERVICE without leadId or without selfServiceId', async () => {
    const base = { document: '52998224725', processorName: 'ZIPDIN', origin: 'SELFSERVICE' };
    const noLead = await h.call('GET', '/api/v2/balance-solicitation', { query: { ...base, selfServiceId: 'ss-demo' } });
    expect(noLead.status).toBe(400);
    expect(message(noLead)).toBe("query must have required property 'leadId' when origin is SELFSERVICE");
    const noConfig = await h.call('GET', '/api/v2/balance-solicitation', { query: { ...base, leadId: 'lead-1' } });
    expect(noConfig.status).toBe(400);
    expect(message(noConfig)).toBe("query must have required property 'selfServiceId' when origin is SELFSERVICE");
  });

  it('should reject CORBAN without slug', async () => {
    const answer = await h.call('GET', '/api/v2/balance-solicitation', {
      query: { document: '52998224725', processorName: 'ZIPDIN', origin: 'CORBAN' },
    });
    expect(answer.status).toBe(400);
    expect(message(answer)).toBe("query must have required property 'slug' when origin is CORBAN");
  });

  it('should reject an origin outside the enum and an invalid CPF', async () => {
    const other = await h.call('GET', '/api/v2/balance-solicitation', {
      query: { document: '52998224725', processorName: 'ZIPDIN', origin: 'SELLER', slug: 'demo' },
    });
    expect(other.status).toBe(400);
    expect(message(other)).toContain('origin');
    expect((await corban('52998224724')).status).toBe(400);
  });
});

describe('Corban link resolution', () => {
  beforeEach(async () => {
    h = await openSandbox({ pendingMs: 0 });
  });

  it('should create a solicitation without a lead, resolved by the link slugs', async () => {
    const solicitation = await created(cpfFor('SUCCESS'), { slug: 'demo', slugSeller: 'joao', slugSelfService: 'zerotac' });
    expect(solicitation).not.toHaveProperty('leadId');
    expect(solicitation.status).toBe('SUCCESS');
    expect(solicitation.products).toEqual([{ name: 'ZERO TAC', minValue: 100 }]);
    expect(solicitation.User?.name).toBe('João Vendedor');
    expect(solicitation.Processor?.name).toBe('ZIPDIN');
  });

  it('should prefer selfServiceId when the client has the configuration', async () => {
    const solicitation = await created(cpfFor('SUCCESS'), { slug: 'demo', selfServiceId: 'ss-demo-joao-qitech' });
    expect(solicitation.products).toEqual([{ name: 'FGTS QI TECH', minValue: 60 }]);
  });

  it("should fall back to the tenant's configuration for a seller without one", async () => {
    const solicitation = await created(cpfFor('SUCCESS'), { slug: 'demo', slugSeller: 'pedro' });
    expect(solicitation.products).toEqual([{ name: 'FGTS ZIPDIN', minValue: 60 }]);
    expect(solicitation.User?.name).toBe('Demo Correspondente');
  });

  it('should answer 404 for an unknown tenant or selfServiceId', async () => {
    const tenant = await corban(cpfFor('SUCCESS'), { slug: 'ninguem' });
    expect(tenant.status).toBe(404);
    expect(message(tenant)).toBe('Link nao encontrado');
    const config = await corban(cpfFor('SUCCESS'), { slug: 'demo', selfServiceId: 'ss-x' });
    expect(config.status).toBe(404);
  });

  it('should be simulated like any other solicitation', async () => {
    const solicitation = await created(cpfFor('SUCCESS'));
    const simulation = await h.call<Schemas['BalanceSimulation']>('GET', `/api/v2/balance-simulation/${solicitation.id}`, {
      query: { productId: 'prod-zipdin' },
    });
    expect(simulation.status).toBe(200);
    expect(simulation.body.optionsFinancialInfo[0]?.releasedAmount).toBeGreaterThan(0);
  });
});

describe('Corban idempotency: one open solicitation per CPF and link', () => {
  beforeEach(async () => {
    h = await openSandbox({ pendingMs: 20_000 });
  });

  it('should answer the same solicitation while it is PENDING, whatever else the call carries', async () => {
    const first = await created(cpfFor('NO_BALANCE'));
    h.clock.now += 10_000;
    const again = await created(cpfFor('NO_BALANCE'), { slug: 'demo' });
    expect(again.id).toBe(first.id);
    expect(again.status).toBe('PENDING');
    const named = await h.call<Schemas['BalanceSolicitation']>('GET', '/api/v2/balance-solicitation', {
      query: { document: cpfFor('NO_BALANCE'), processorName: 'ZIPDIN', origin: 'CORBAN', slug: 'demo', name: 'OUTRO NOME' },
    });
    expect(named.body.id).toBe(first.id);
  });

  it('should keep solicitations of different links and different CPFs apart', async () => {
    const demo = await created(cpfFor('SUCCESS'), { slug: 'demo' });
    const joao = await created(cpfFor('SUCCESS'), { slug: 'demo', slugSeller: 'joao' });
    const other = await created(cpfFor('NO_BALANCE'), { slug: 'demo' });
    expect(new Set([demo.id, joao.id, other.id]).size).toBe(3);
  });

  it('should start a new consultation once the open one closed with a final status', async () => {
    const first = await created(cpfFor('INVALID_PERIOD'));
    h.clock.now += 20_000;
    const read = await h.call<Schemas['BalanceSolicitation']>('GET', `/api/balance-solicitation/${first.id}`);
    expect(read.body.status).toBe('INVALID_PERIOD');
    const retry = await created(cpfFor('INVALID_PERIOD'));
    expect(retry.id).not.toBe(first.id);
    expect(retry.status).toBe('PENDING');
  });

  it('should keep answering a SUCCESS or PENDING_CONFIRMATION solicitation until a proposal uses it', async () => {
    const confirmation = await created(cpfFor('PENDING_CONFIRMATION'));
    const success = await created(cpfFor('SUCCESS'));
    h.clock.now += 20_000;
    expect((await created(cpfFor('PENDING_CONFIRMATION'))).id).toBe(confirmation.id);
    const same = await created(cpfFor('SUCCESS'));
    expect(same.id).toBe(success.id);
    expect(same.status).toBe('SUCCESS');

    const proposal = await h.call<Schemas['IdResponse']>('POST', '/api/v2/proposal/create-proposta', {
      body: await proposalRequestFor(h, same),
    });
    expect(proposal.status).toBe(201);
    const next = await created(cpfFor('SUCCESS'));
    expect(next.id).not.toBe(success.id);
  });

  it('should leave the SELFSERVICE idempotency per leadId untouched by Corban calls', async () => {
    const corbanOne = await created('52998224725');
    const selfService = await h.call<Schemas['BalanceSolicitation']>('GET', '/api/v2/balance-solicitation', {
      query: { document: '52998224725', processorName: 'ZIPDIN', origin: 'SELFSERVICE', selfServiceId: 'ss-demo', leadId: 'lead-9' },
    });
    expect(selfService.body.id).not.toBe(corbanOne.id);
    expect(selfService.body.leadId).toBe('lead-9');
  });
});
