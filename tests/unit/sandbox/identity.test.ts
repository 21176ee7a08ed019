import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSandbox, type Harness } from './helpers.ts';

let h: Harness;
beforeEach(async () => {
  h = await openSandbox();
});
afterEach(async () => {
  await h.close();
});

const support = async <T>(method: string, path: string, body?: unknown) => {
  const response = await fetch(`${h.sandbox.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, type, body: (type.includes('json') ? await response.json() : await response.text()) as T };
};

const packageSource = readFileSync(createRequire(import.meta.url).resolve('idpay-b2b-sdk/index.esm.js'), 'utf8');

/** The members of the provider's global the package calls, read from its code. */
function usedByPackage() {
  const assets = new Set([...packageSource.matchAll(/UnicoSDKAssets\.(\w+)/g)].map((m) => m[1]));
  const box = new Set([...packageSource.matchAll(/clientBoxControl\.(\w+)/g)].map((m) => m[1]));
  const events = new Set([...packageSource.matchAll(/EVENT_TYPES\.(\w+)/g)].map((m) => m[1]));
  return { assets, box, events };
}

/** Runs the stand-in script as a browser would, with just enough of a page. */
function runStandIn(source: string) {
  const posted: unknown[] = [];
  const page = {
    location: { href: 'http://app.test/demo/selfie', origin: 'http://app.test' },
    document: { currentScript: { src: 'http://app.test/sdk-assets/index.js' } },
    fetch: (url: string, init: { body: string }) => {
      posted.push({ url, body: JSON.parse(init.body) as unknown });
      return Promise.resolve();
    },
    URL,
    URLSearchParams,
    Promise,
  } as Record<string, unknown>;
  page.window = page;
  vm.runInNewContext(source, page);
  return { sdk: page.UnicoSDKAssets as Record<string, unknown> & { clientBoxControl: Record<string, unknown>; EVENT_TYPES: Record<string, string> }, posted };
}

describe('identity stand-in (/sdk-assets/index.js)', () => {
  it('defines exactly what the real package calls in its IFRAME and REDIRECT modes', async () => {
    const answer = await support<string>('GET', '/sdk-assets/index.js');
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/javascript/);
    const { sdk } = runStandIn(answer.body);
    const used = usedByPackage();
    expect(Object.keys(sdk).sort()).toEqual([...used.assets].sort());
    expect(Object.keys(sdk.EVENT_TYPES).sort()).toEqual([...used.events].sort());
    // SILENT mode (initSilent, verify) is the only part left out: the app does not use it.
    expect([...used.box].filter((name) => !name || !(name in sdk.clientBoxControl)).sort()).toEqual(['initSilent', 'verify']);
    expect(Object.keys(sdk.clientBoxControl).every((name) => used.box.has(name))).toBe(true);
    expect(answer.body).not.toContain('IdentitySdk');
  });

  it('sends track events with only the type, transactionId and token', async () => {
    const { sdk, posted } = runStandIn((await support<string>('GET', '/sdk-assets/index.js')).body);
    const track = sdk.trackEvent as (type: string, payload?: unknown) => void;
    track(sdk.EVENT_TYPES.INITIALIZE!);
    track(sdk.EVENT_TYPES.START_FLOW!, { transactionId: 'txn-1', token: 'tok-1', onFinish: () => undefined, host: 'http://app.test' });
    expect(posted).toEqual([
      { url: 'http://app.test/sdk-assets/events', body: { type: 'INITIALIZE' } },
      { url: 'http://app.test/sdk-assets/events', body: { type: 'START_FLOW', transactionId: 'txn-1', token: 'tok-1' } },
    ]);
  });

  it('keeps the events and finishes for tests, and forgets them on reset', async () => {
    expect((await support('POST', '/sdk-assets/events', { type: 'INITIALIZE' })).status).toBe(204);
    await support('POST', '/sdk-assets/events', { type: 'START_FLOW', transactionId: 'txn-1', token: 'tok-1' });
    await support('POST', '/sdk-assets/finish', { transactionId: 'txn-1', status: 'success', mode: 'IFRAME' });
    expect((await support('POST', '/sdk-assets/events', [1])).status).toBe(400);
    expect((await support('GET', '/__sandbox/identity')).body).toEqual({
      events: [{ type: 'INITIALIZE' }, { type: 'START_FLOW', transactionId: 'txn-1', token: 'tok-1' }],
      finishes: [{ transactionId: 'txn-1', status: 'success', mode: 'IFRAME' }],
      faults: {},
    });
    await support('POST', '/__sandbox/reset');
    expect((await support('GET', '/__sandbox/identity')).body).toMatchObject({ events: [], finishes: [] });
  });

  it('answers 404 or 500 for the script or the stylesheet when a test asks (init failure)', async () => {
    expect((await support('POST', '/__sandbox/identity', { script: 404 })).status).toBe(200);
    expect((await support('GET', '/sdk-assets/index.js')).status).toBe(404);
    await support('POST', '/__sandbox/identity', { script: 200, styles: 500 });
    expect((await support('GET', '/sdk-assets/index.js')).status).toBe(200);
    expect((await support('GET', '/sdk-assets/assets/styles.css')).status).toBe(500);
    expect((await support('POST', '/__sandbox/identity', { script: 302 })).status).toBe(400);
    await support('POST', '/__sandbox/identity', { styles: 200 });
    // Scoped faults side by side (tests in parallel), each removed on its own.
    await support('POST', '/__sandbox/identity', { script: 404, onlyFor: 'caso-7' });
    await support('POST', '/__sandbox/identity', { script: 500, onlyFor: 'caso-8' });
    const scoped = (referer: string) => fetch(`${h.sandbox.url}/sdk-assets/index.js`, { headers: { referer } }).then((r) => r.status);
    expect(await scoped('http://app.test/harness.html?transactionId=caso-7')).toBe(404);
    expect(await scoped('http://app.test/harness.html?transactionId=caso-8')).toBe(500);
    expect(await scoped('http://app.test/harness.html?transactionId=caso-9')).toBe(200);
    await support('POST', '/__sandbox/identity', { script: 200, onlyFor: 'caso-7' });
    expect(await scoped('http://app.test/harness.html?transactionId=caso-7')).toBe(200);
    expect(await scoped('http://app.test/harness.html?transactionId=caso-8')).toBe(500);
    await support('POST', '/__sandbox/reset');
    const css = await support('GET', '/sdk-assets/assets/styles.css');
    expect([css.status, css.type]).toEqual([200, expect.stringMatching(/^text\/css/)]);
  });

  it('serves the REDIRECT page and the local identity-check page, the id as text', async () => {
    const page = await support<string>('GET', '/sdk-assets/redirect.html?transactionId=abc');
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toContain('Tirar selfie');
    expect(page.body).toContain('target.origin === location.origin');
    // Its form records the finish and goes back to a path of the page's own origin, never elsewhere.
    const post = (body: string) =>
      fetch(`${h.sandbox.url}/sdk-assets/redirect.html`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    const back = await post('transactionId=abc&status=success&mode=REDIRECT&returnTo=%2Fdemo%2Fselfie');
    expect([back.status, back.headers.get('location')]).toEqual([303, '/demo/selfie']);
    for (const returnTo of ['', '%2F%2Fevil.example%2F', 'https%3A%2F%2Fevil.example%2F', '%2F%5Cevil.example']) {
      const stay = await post(`transactionId=abc&status=success&returnTo=${returnTo}`);
      expect(stay.status, returnTo).toBe(200);
      expect(await stay.text()).toContain('Selfie enviada. Você já pode voltar ao aplicativo.');
    }
    expect((await support<{ finishes: unknown[] }>('GET', '/__sandbox/identity')).body.finishes).toContainEqual({
      transactionId: 'abc',
      status: 'success',
      mode: 'REDIRECT',
    });
    const signature = await support<string>('GET', `/sdk-assets/assinatura/${encodeURIComponent('<b>x</b>')}`);
    expect(signature.body).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(signature.body).not.toContain('<b>x</b>');
    expect((await support('GET', '/sdk-assets/assinatura/%E0%A4%A')).status).toBe(200);
  });

  it('serves the test harness, the real package and the app wrapper under /__sandbox only', async () => {
    const harness = await support<string>('GET', '/__sandbox/identity/harness.html');
    expect(harness.body).toContain('"idpay-b2b-sdk": "/__sandbox/identity/idpay-b2b-sdk.js"');
    expect((await support<string>('GET', '/__sandbox/identity/idpay-b2b-sdk.js')).body).toBe(packageSource);
    const wrapper = await support<string>('GET', '/__sandbox/identity/identity-sdk.js');
    expect(wrapper.type).toMatch(/^application\/javascript/);
    expect(wrapper.body).toContain('export function createIdentitySdk');
    expect(wrapper.body).not.toMatch(/export interface|: IdentityEnv/);
    expect((await support('GET', '/sdk-assets/harness.html')).status).toBe(404);
    // Loading Vite's transform the first time (outside scripts/serve.ts) takes seconds on a busy machine.
  }, 30_000);
});
