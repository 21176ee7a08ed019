import { afterEach, describe, expect, it } from 'vitest';
import { SELF_SERVICES, cpfFor } from '../../../openapi/sandbox/scenarios.ts';
import { LEAD, openSandbox, type Harness, type Schemas } from './helpers.ts';

/** Issue 9 §3.2: the sandbox honours Idempotency-Key on any operation (same method + path + key). */
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const CPF = cpfFor('PENDING');
const SELLER = SELF_SERVICES.find((c) => c.id === 'ss-demo')?.User.id ?? null;
const lead = (key?: string) =>
  h!.call<Schemas['IdResponse']>('POST', '/api/leads', {
    body: { ...LEAD, document: CPF, selfServiceId: 'ss-demo', sellerId: SELLER },
    headers: key ? { 'idempotency-key': key } : {},
  });
const solicitation = (leadId: string, key?: string) =>
  h!.call<Schemas['BalanceSolicitation']>('GET', '/api/v2/balance-solicitation', {
    query: { document: CPF, processorName: 'ZIPDIN', name: LEAD.name, phone: LEAD.phone, origin: 'SELFSERVICE', selfServiceId: 'ss-demo', leadId },
    headers: key ? { 'idempotency-key': key } : {},
  });
const created = async () => (await fetch(`${h!.sandbox.url}/__sandbox/created?document=${CPF}`)).json() as Promise<{ leads: string[]; solicitations: string[] }>;
const slow = (ms: number) =>
  fetch(`${h!.sandbox.url}/__sandbox/slow`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ document: CPF, ms }) });

describe('Idempotency-Key in the sandbox', () => {
  it('should answer a repeated lead with the first answer, creating once › when the key is the same', async () => {
    h = await openSandbox();
    const first = await lead('key-1');
    const again = await lead('key-1');
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect((await created()).leads).toEqual([first.body.id]);
    // Every call is still recorded, with its key.
    const calls = h.sandbox.requests.filter((r) => r.path === '/api/leads');
    expect(calls.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('should create again › for another key, or without a key (a BFF that ignores it)', async () => {
    h = await openSandbox();
    await lead('key-1');
    await lead('key-2');
    await lead();
    await lead();
    expect((await created()).leads).toHaveLength(4);
  });

  it('should make a repeat that arrives while the first is in flight wait for it › during a slow creation', async () => {
    h = await openSandbox();
    const leadId = (await lead()).body.id;
    expect((await slow(150)).status).toBe(200);
    const answers = await Promise.all([solicitation(leadId, 'sol-key'), solicitation(leadId, 'sol-key'), solicitation(leadId, 'sol-key')]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await created()).solicitations).toHaveLength(1);
  });

  it('should start a consultation per repeat › during a slow creation without a key (what the key prevents)', async () => {
    h = await openSandbox();
    const leadId = (await lead()).body.id;
    await slow(150);
    await Promise.all([solicitation(leadId), solicitation(leadId), solicitation(leadId)]);
    expect((await created()).solicitations).toHaveLength(3);
    // Once recorded, the BFF's own per-lead idempotency answers the same one.
    await slow(0);
    await solicitation(leadId);
    expect((await created()).solicitations).toHaveLength(3);
  });

  it('should run a repeat again › when the first answer was a refusal (it created nothing)', async () => {
    h = await openSandbox();
    const refused = await h.call('POST', '/api/leads', {
      body: { ...LEAD, document: '11111111111', selfServiceId: 'ss-demo', sellerId: SELLER },
      headers: { 'idempotency-key': 'key-1' },
    });
    expect(refused.status).toBe(400);
    const accepted = await lead('key-1');
    expect(accepted.status).toBe(201);
    expect((await created()).leads).toEqual([accepted.body.id]);
  });

  it('should keep keys apart per path › the same key on another operation is another creation', async () => {
    h = await openSandbox();
    const leadId = (await lead('shared')).body.id;
    const consultation = await solicitation(leadId, 'shared');
    expect(consultation.status).toBe(200);
    expect(consultation.body.id).toMatch(/^sol-/);
  });

  it('should forget every key › on reset', async () => {
    h = await openSandbox();
    await lead('key-1');
    await fetch(`${h.sandbox.url}/__sandbox/reset`, { method: 'POST' });
    await lead('key-1');
    expect((await created()).leads).toHaveLength(1);
  });
});
