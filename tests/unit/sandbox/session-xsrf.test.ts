import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../../../openapi/sandbox/server.ts';
import { openSandbox, type Harness, type Schemas } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await openSandbox();
});
afterAll(async () => {
  await h.close();
});

const lead = { name: 'MARIA DA SILVA', phone: '11987654321', document: '52998224725', selfServiceId: 'ss-demo', sellerId: 'user-demo' };

describe('session', () => {
  it('answers 401 "Sessão expirada" to an expired bearer on every /api call', async () => {
    const auth = { authorization: 'Bearer expired-123' };
    for (const [method, path, body] of [
      ['GET', '/api/whitelabel/?slug=acme', undefined],
      ['GET', '/api/bank', undefined],
      ['POST', '/api/leads', lead],
    ] as const) {
      const answer = await h.call<Schemas['Error']>(method, path, { headers: auth, body });
      expect(answer.status, path).toBe(401);
      expect(answer.body.message).toBe(SESSION_EXPIRED_MESSAGE);
    }
  });

  it('lets anonymous and valid sessions through', async () => {
    expect((await h.call('GET', '/api/bank')).status).toBe(200);
    expect((await h.call('GET', '/api/bank', { headers: { authorization: 'Bearer session-1' } })).status).toBe(200);
  });

  it('refreshes a valid refresh token even with an expired session, and numbers the new pair', async () => {
    const first = await h.call<Schemas['SessionTokens']>('POST', '/api/auth/refresh-token', {
      headers: { authorization: 'Bearer expired-1' },
      body: { refreshToken: 'valid-0' },
    });
    expect(first.status).toBe(200);
    expect(first.body.session).toMatch(/^session-\d+$/);
    expect(first.body.refreshToken).toMatch(/^valid-\d+$/);
    const second = await h.call<Schemas['SessionTokens']>('POST', '/api/auth/refresh-token', { body: { refreshToken: first.body.refreshToken } });
    expect(second.body.session).not.toBe(first.body.session);
  });

  it('rejects any other refresh token with 401', async () => {
    const answer = await h.call('POST', '/api/auth/refresh-token', { body: { refreshToken: 'expired-9' } });
    expect(answer.status).toBe(401);
  });
});

describe('XSRF', () => {
  it('sets a readable XSRF-TOKEN cookie when the request has none', async () => {
    const answer = await h.call('GET', '/api/bank');
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const again = await h.call('GET', '/api/bank', { headers: { cookie: 'XSRF-TOKEN=abc' } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('answers 403 to a POST/PUT whose X-XSRF-TOKEN does not echo the cookie', async () => {
    const missing = await h.call('POST', '/api/leads', { headers: { cookie: 'XSRF-TOKEN=abc' }, body: lead });
    expect(missing.status).toBe(403);
    const wrong = await h.call('PUT', '/api/v2/proposal/prop-1', {
      headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'xyz' },
      body: {},
    });
    expect(wrong.status).toBe(403);
    const echoed = await h.call('POST', '/api/leads', { headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' }, body: lead });
    expect(echoed.status).toBe(201);
  });

  it('does not require the header when no cookie was sent (first request of a session)', async () => {
    expect((await h.call('POST', '/api/leads', { body: lead })).status).toBe(201);
  });
});

describe('CORS', () => {
  it('answers a preflight and echoes the origin with credentials', async () => {
    const response = await fetch(`${h.sandbox.url}/api/leads`, {
      method: 'OPTIONS',
      headers: { origin: 'http://acme.localhost:4173', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://acme.localhost:4173');
    expect(response.headers.get('access-control-allow-headers')).toContain('X-XSRF-TOKEN');
  });
});
