/**
 * The optional push extension of bff.yaml (tag `push`, designed, not built:
 * docs/contract-and-sandbox.md). The sandbox answers its operations faithfully and keeps the
 * subscriptions in memory; it never sends a push (no push service is reachable here), and the app
 * does not call them. What a push may carry is the schema `PushMessage`: it names what changed and
 * nothing personal.
 */
import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../openapi/sandbox/contract.ts';
import { PUSH_SUBSCRIPTION_TTL_MS, SANDBOX_VAPID_PUBLIC_KEY, isPushServiceEndpoint } from '../../../openapi/sandbox/handlers/push.ts';
import { cpfFor } from '../../../openapi/sandbox/scenarios.ts';
import { openSandbox, proposalRequestFor, solicitationFor, type Harness, type Schemas } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await openSandbox();
});
afterAll(async () => {
  await h.close();
});

const KEYS = { p256dh: 'BBNtXieS7lyjiECbrXPKbfeL7KupIWFY6E-PEU3jk489P2VpcHocJaUbD3MxOC6DVvM-hamUOJXDyzuUTZxT9LI', auth: 'D_S0Ny_Dl3VPg9acHIcDyg' };
const subscription = (endpoint = 'https://fcm.googleapis.com/fcm/send/push-test') => ({ endpoint, expirationTime: null, keys: KEYS });
const subscribe = (body: unknown, headers?: Record<string, string>) =>
  h.call<Schemas['IdResponse'] & Schemas['Error']>('POST', '/api/v2/push-subscriptions', { body, headers });

describe('getPushPublicKey', () => {
  it('should answer a P-256 public key a browser can subscribe with', async () => {
    const answer = await h.call<Schemas['PushPublicKey']>('GET', '/api/v2/push-public-key');
    expect(answer.status).toBe(200);
    expect(answer.body.applicationServerKey).toBe(SANDBOX_VAPID_PUBLIC_KEY);
    const raw = Buffer.from(SANDBOX_VAPID_PUBLIC_KEY, 'base64url');
    expect(raw).toHaveLength(65);
    // Imports only when it is a point on the curve.
    await expect(webcrypto.subtle.importKey('raw', raw, { name: 'ECDH', namedCurve: 'P-256' }, true, [])).resolves.toBeDefined();
  });
});

describe('createPushSubscription', () => {
  it('should keep one subscription per endpoint and watched thing, a repeat answering the same id', async () => {
    const solicitation = await solicitationFor(h, cpfFor('SUCCESS'));
    const watch = { kind: 'solicitation', id: solicitation.id };
    const first = await subscribe({ subscription: subscription(), watch });
    expect(first.status).toBe(201);
    expect(first.body.id).toMatch(/^push-\d+$/);
    const repeat = await subscribe({ subscription: { ...subscription(), keys: { ...KEYS, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }, watch });
    expect(repeat).toMatchObject({ status: 200, body: { id: first.body.id } });
    const otherBrowser = await subscribe({ subscription: subscription('https://updates.push.services.mozilla.com/wpush/v2/abc'), watch });
    expect(otherBrowser.status).toBe(201);
    expect(otherBrowser.body.id).not.toBe(first.body.id);

    // The proposal made from that solicitation is another thing to watch.
    const created = await h.call<Schemas['IdResponse']>('POST', '/api/v2/proposal/create-proposta', { body: await proposalRequestFor(h, solicitation) });
    const proposal = await subscribe({ subscription: subscription(), watch: { kind: 'proposal', id: created.body.id } });
    expect(proposal.status).toBe(201);
    expect(new Set([first.body.id, otherBrowser.body.id, proposal.body.id]).size).toBe(3);
  });

  it('should refuse a watch on what does not exist, as its read would (404)', async () => {
    expect(await subscribe({ subscription: subscription(), watch: { kind: 'solicitation', id: 'sol-999' } })).toMatchObject({
      status: 404,
      body: { message: 'Consulta de saldo nao encontrada' },
    });
    expect(await subscribe({ subscription: subscription(), watch: { kind: 'proposal', id: 'prop-999' } })).toMatchObject({
      status: 404,
      body: { message: 'Proposta nao encontrada' },
    });
  });

  it('should take an endpoint only at a push service, over https (the BFF sends requests to it)', async () => {
    const solicitation = await solicitationFor(h, cpfFor('SUCCESS'));
    const watch = { kind: 'solicitation', id: solicitation.id };
    for (const endpoint of ['https://bff.internal.example/admin', 'https://fcm.googleapis.com:8443/fcm/send/x', 'https://fcm.googleapis.com.evil.example/x']) {
      expect(await subscribe({ subscription: subscription(endpoint), watch }), endpoint).toMatchObject({
        status: 400,
        body: { message: 'Servico de push nao permitido' },
      });
    }
    // Not https: the document itself refuses it.
    const plain = await subscribe({ subscription: subscription('http://fcm.googleapis.com/fcm/send/x'), watch });
    expect(plain.status).toBe(400);
    expect(plain.body.message).toContain('body/subscription/endpoint');
    expect(isPushServiceEndpoint('https://web.push.apple.com/QGuQyavXutnMH')).toBe(true);
    expect(isPushServiceEndpoint('https://wns2-by3p.notify.windows.com/w/?token=x')).toBe(true);
  });

  it('should refuse a body that is not a subscription and one watch (400)', async () => {
    const solicitation = await solicitationFor(h, cpfFor('SUCCESS'));
    const watch = { kind: 'solicitation', id: solicitation.id };
    expect((await subscribe({ subscription: { endpoint: subscription().endpoint }, watch })).status).toBe(400);
    expect((await subscribe({ subscription: subscription(), watch: { kind: 'lead', id: 'lead-1' } })).status).toBe(400);
    expect((await subscribe({ subscription: subscription() })).status).toBe(400);
  });
});

describe('deletePushSubscription', () => {
  it('should end a subscription once (204, then 404)', async () => {
    const solicitation = await solicitationFor(h, cpfFor('SUCCESS'));
    const created = await subscribe({
      subscription: subscription('https://fcm.googleapis.com/fcm/send/delete-me'),
      watch: { kind: 'solicitation', id: solicitation.id },
    });
    const ended = await h.call<string>('DELETE', `/api/v2/push-subscriptions/${created.body.id}`);
    expect(ended.status).toBe(204);
    expect(ended.body).toBe('');
    expect(h.sandbox.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/v2/push-subscriptions/${created.body.id}` });
    expect((await h.call('DELETE', `/api/v2/push-subscriptions/${created.body.id}`)).status).toBe(404);
  });

  it('should find a subscription ended by itself 24 hours after it was made', async () => {
    const solicitation = await solicitationFor(h, cpfFor('SUCCESS'));
    const body = { subscription: subscription('https://fcm.googleapis.com/fcm/send/expires'), watch: { kind: 'solicitation', id: solicitation.id } };
    const created = await subscribe(body);
    h.clock.now += PUSH_SUBSCRIPTION_TTL_MS;
    try {
      expect((await h.call('DELETE', `/api/v2/push-subscriptions/${created.body.id}`)).status).toBe(404);
      const again = await subscribe(body);
      expect(again.status).toBe(201);
      expect(again.body.id).not.toBe(created.body.id);
    } finally {
      h.clock.now -= PUSH_SUBSCRIPTION_TTL_MS;
    }
  });

  it('should check the session and XSRF like every other call (401, 403)', async () => {
    const solicitation = await solicitationFor(h, cpfFor('SUCCESS'));
    const created = await subscribe({
      subscription: subscription('https://fcm.googleapis.com/fcm/send/xsrf'),
      watch: { kind: 'solicitation', id: solicitation.id },
    });
    const path = `/api/v2/push-subscriptions/${created.body.id}`;
    expect((await h.call('DELETE', path, { headers: { authorization: 'Bearer expired-1' } })).status).toBe(401);
    expect((await h.call('GET', '/api/v2/push-public-key', { headers: { authorization: 'Bearer expired-1' } })).status).toBe(401);
    expect((await h.call('DELETE', path, { headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'xyz' } })).status).toBe(403);
    expect((await h.call('DELETE', path, { headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' } })).status).toBe(204);
  });
});

describe('PushMessage (what a push carries)', () => {
  const contract = loadContract();

  it('should name the kind and id of what changed, and optionally when', () => {
    expect(contract.checkSchema('PushMessage', { kind: 'solicitation', id: 'sol-1' })).toBeNull();
    expect(contract.checkSchema('PushMessage', { kind: 'proposal', id: 'prop-1', changedAt: '2026-01-15T12:00:20.000Z' })).toBeNull();
    expect(contract.checkSchema('PushMessage', { kind: 'proposal' })).not.toBeNull();
    expect(contract.checkSchema('PushMessage', { kind: 'lead', id: 'lead-1' })).not.toBeNull();
  });

  it.each([
    ['the name', { name: 'MARIA DA SILVA' }],
    ['the CPF', { document: '52998224725' }],
    ['an amount', { releasedAmount: 2568.69 }],
    ['the status', { status: 'SUCCESS' }],
    ['a message', { message: 'Consulta concluída' }],
    ['the customStatus', { customStatus: '{}' }],
  ])('should carry nothing more › %s', (_label, extra) => {
    expect(contract.checkSchema('PushMessage', { kind: 'solicitation', id: 'sol-1', ...extra })).toMatch(/must NOT have additional properties/);
  });
});
