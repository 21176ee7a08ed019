import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_STATUSES, CPF_SCENARIOS, STATUS_MESSAGES, cpfFor } from '../../../openapi/sandbox/scenarios.ts';
import { LEAD, START, openSandbox, solicitationFor, type Harness, type Schemas } from './helpers.ts';

let h: Harness;
afterEach(async () => {
  await h.close();
});

const read = async (id: string) => (await h.call<Schemas['BalanceSolicitation']>('GET', `/api/balance-solicitation/${id}`)).body;

describe('balance solicitation statuses', () => {
  beforeEach(async () => {
    h = await openSandbox({ pendingMs: 0 });
  });

  it.each(ALL_STATUSES.filter((s) => s !== 'PENDING'))('reaches %s from its test CPF', async (status) => {
    const created = await solicitationFor(h, cpfFor(status));
    const solicitation = await read(created.id);
    expect(solicitation.status).toBe(status);
    expect(solicitation.BalanceSolicitationStatus?.statusMessage).toBe(STATUS_MESSAGES[status]);
    expect(solicitation.Processor?.name).toBe('ZIPDIN');
  });

  it('keeps the PENDING CPF pending forever', async () => {
    const created = await solicitationFor(h, cpfFor('PENDING'));
    h.clock.now += 365 * 86_400_000;
    expect((await read(created.id)).status).toBe('PENDING');
  });

  it('gives OPERATION_NOT_ALLOWED_BEFORE_DATE an ISO date in externalId, null otherwise', async () => {
    const blocked = await solicitationFor(h, cpfFor('OPERATION_NOT_ALLOWED_BEFORE_DATE'));
    // 30 days after the consultation's creation, whatever day the sandbox's clock says.
    expect(blocked.externalId).toBe(new Date(Date.parse(blocked.createdAt ?? '') + 30 * 86_400_000).toISOString().slice(0, 10));
    expect((await solicitationFor(h, cpfFor('SUCCESS'))).externalId).toBeNull();
  });

  it('treats any other valid CPF as SUCCESS', async () => {
    expect((await solicitationFor(h, '39053344705')).status).toBe('SUCCESS');
  });

  it('lists the ZERO TAC product with minValue 100 on a ZERO TAC link', async () => {
    const solicitation = await solicitationFor(h, cpfFor('SUCCESS'), 'ss-demo-joao-zerotac');
    expect(solicitation.products).toEqual([{ name: 'ZERO TAC', minValue: 100 }]);
    expect(solicitation.User?.name).toBe('João Vendedor');
  });

  it('covers every scenario of the table', () => {
    expect(CPF_SCENARIOS.length).toBeGreaterThanOrEqual(18 + 4);
  });
});

describe('pending time', () => {
  beforeEach(async () => {
    h = await openSandbox({ pendingMs: 20_000 });
  });

  it('is PENDING on creation and resolves once pendingMs passed (computed on read)', async () => {
    const created = await solicitationFor(h, cpfFor('NO_BALANCE'));
    expect(created.status).toBe('PENDING');
    expect(created.BalanceSolicitationStatus?.statusMessage).toBe(STATUS_MESSAGES.PENDING);
    expect(created.createdAt).toBe(new Date(START).toISOString());
    h.clock.now += 19_999;
    expect((await read(created.id)).status).toBe('PENDING');
    h.clock.now += 1;
    expect((await read(created.id)).status).toBe('NO_BALANCE');
  });

  it('refuses to simulate while PENDING (409)', async () => {
    const created = await solicitationFor(h, cpfFor('SUCCESS'));
    const answer = await h.call('GET', `/api/v2/balance-simulation/${created.id}`, { query: { productId: 'prod-zipdin' } });
    expect(answer.status).toBe(409);
  });
});

describe('idempotency per leadId', () => {
  beforeEach(async () => {
    h = await openSandbox({ pendingMs: 20_000 });
  });

  it('answers the same solicitation for a repeated call with the same leadId and creates one per lead', async () => {
    const lead = await h.call<Schemas['IdResponse']>('POST', '/api/leads', {
      body: { ...LEAD, document: '52998224725', selfServiceId: 'ss-demo', sellerId: 'user-demo' },
    });
    const query = { document: '52998224725', processorName: 'ZIPDIN', origin: 'SELFSERVICE', selfServiceId: 'ss-demo', leadId: lead.body.id };
    const first = await h.call<Schemas['BalanceSolicitation']>('GET', '/api/v2/balance-solicitation', { query });
    h.clock.now += 25_000;
    const again = await h.call<Schemas['BalanceSolicitation']>('GET', '/api/v2/balance-solicitation', { query: { ...query, name: 'OUTRO NOME' } });
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.status).toBe('SUCCESS');
    expect(again.body.leadId).toBe(lead.body.id);
    const other = await h.call<Schemas['BalanceSolicitation']>('GET', '/api/v2/balance-solicitation', { query: { ...query, leadId: 'lead-other' } });
    expect(other.body.id).not.toBe(first.body.id);
  });
});
