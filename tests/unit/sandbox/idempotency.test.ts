import { afterEach, describe, expect, it } from 'vitest';
import { PROPOSAL_MESSAGES, REPLAYED_FAILURE_NAMES, SELF_SERVICES, cpfFor } from '../../../openapi/sandbox/scenarios.ts';
import { withCheckDigits } from '../../../openapi/sandbox/cpf.ts';
import { DEFAULT_PROPOSAL_STEP_MS } from '../../../openapi/sandbox/proposals.ts';
import { LEAD, openSandbox, proposalRequestFor, readProposal, solicitationFor, type Harness, type Schemas } from './helpers.ts';

/** The sandbox honours Idempotency-Key on any operation (same method + path + key). */
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
const created = async () =>
  (await fetch(`${h!.sandbox.url}/__sandbox/created?document=${CPF}`)).json() as Promise<{ leads: string[]; solicitations: string[] }>;
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

  describe('a BFF that replays every answer by key, failures included (REPLAYED_FAILURE_NAMES)', () => {
    const nameFor = (firstFails: 'creation' | 'resubmission') => Object.entries(REPLAYED_FAILURE_NAMES).find(([, s]) => s.firstFails === firstFails)![0];
    const create = (body: Schemas['ProposalRequest'], key: string) =>
      h!.call<Schemas['IdResponse'] & Schemas['Error']>('POST', '/api/v2/proposal/create-proposta', { body, headers: { 'idempotency-key': key } });
    const request = async (name: string, cpf: string) => proposalRequestFor(h!, await solicitationFor(h!, cpf), { name });
    const unexpected = { status: PROPOSAL_MESSAGES.unexpected.status, body: { message: PROPOSAL_MESSAGES.unexpected.message } };

    it('should answer the first creation 500 and give that key its 500 for ever › a new key creates the proposal, once', async () => {
      h = await openSandbox();
      const cpf = withCheckDigits('200000201');
      const body = await request(nameFor('creation'), cpf);
      expect(await create(body, 'k-1')).toMatchObject(unexpected);
      expect(await create(body, 'k-1')).toMatchObject(unexpected);
      const createdAnswer = await create({ ...body, NaturalPerson: { ...body.NaturalPerson, motherName: 'ROSA MARIA DA SILVA' } }, 'k-2');
      expect(createdAnswer.status).toBe(201);
      expect(await create(body, 'k-1')).toMatchObject(unexpected);
      expect(await create(body, 'k-2')).toMatchObject({ status: 201, body: createdAnswer.body });
      const { proposals } = (await (await fetch(`${h.sandbox.url}/__sandbox/created?document=${cpf}`)).json()) as { proposals: string[] };
      expect(proposals).toEqual([createdAnswer.body.id]);
      // A success: the proposal goes on as any other.
      expect((await readProposal(h, createdAnswer.body.id)).proposal.NaturalPerson.motherName).toBe('ROSA MARIA DA SILVA');
      // Another key runs the creation again: the solicitation is used now.
      expect((await create(body, 'k-3')).body.message).toBe(PROPOSAL_MESSAGES.solicitationUsed.message);
    });

    it('should run a repeat without a key, or under another name, as before › only successes are kept', async () => {
      h = await openSandbox();
      const failing = await request(PROPOSAL_MESSAGES.unexpected.triggerName, withCheckDigits('200000202'));
      expect(await create(failing, 'k-1')).toMatchObject(unexpected);
      const fixed = { ...failing, NaturalPerson: { ...failing.NaturalPerson, name: 'MARIA DA SILVA' } };
      expect((await create(fixed, 'k-1')).status).toBe(201);
    });

    it('should answer the first resubmission or retry 500 and give that key its 500 for ever › a new key runs it', async () => {
      h = await openSandbox();
      const body = await request(nameFor('resubmission'), withCheckDigits('200000203'));
      const created = await create(body, 'k-create');
      expect(created.status).toBe(201);
      const id = created.body.id;
      // The bank retry is asked for (TESTE RETRY BANCO's card) until one is taken in.
      h.clock.now += DEFAULT_PROPOSAL_STEP_MS;
      expect((await readProposal(h, id)).status.acoes.tentar_novamente_proposta_banco.status).toBe('erro');
      const put = (key: string) =>
        h!.call<Schemas['Accepted'] & Schemas['Error']>('PUT', `/api/v2/proposal/${id}`, {
          body: { proposalRequest: body, createProposalBank: true, createIdentitySecurity: false },
          headers: { 'idempotency-key': key },
        });
      const retry = (key: string) =>
        h!.call<Schemas['Accepted'] & Schemas['Error']>('POST', `/api/v2/proposal/${id}/retry-create-proposal`, {
          body: {},
          headers: { 'idempotency-key': key },
        });
      expect(await put('k-1')).toMatchObject(unexpected);
      expect(await put('k-1')).toMatchObject(unexpected);
      expect(await retry('k-1')).toMatchObject({ status: 200 }); // another path: another request
      expect(await put('k-2')).toMatchObject({ status: 200, body: { id } });
      expect(await put('k-1')).toMatchObject(unexpected);
    });

    it('should fail the first retry-create-proposal too › when it comes before any resubmission', async () => {
      h = await openSandbox();
      const body = await request(nameFor('resubmission'), withCheckDigits('200000204'));
      const { id } = (await create(body, 'k-create')).body;
      const retry = (key: string) =>
        h!.call<Schemas['Accepted'] & Schemas['Error']>('POST', `/api/v2/proposal/${id}/retry-create-proposal`, {
          body: {},
          headers: { 'idempotency-key': key },
        });
      expect(await retry('k-1')).toMatchObject(unexpected);
      expect(await retry('k-1')).toMatchObject(unexpected);
      expect(await retry('k-2')).toMatchObject({ status: 200 });
    });
  });
});
