/**
 * The identity provider's real npm package (idpay-b2b-sdk) and the app's wrapper
 * (src/features/identity/identity-sdk.ts) against the sandbox's stand-in, in Chromium, with nothing
 * else of the app around them (the selfie screen's own tests are selfie.spec.ts): the sandbox's TEST-ONLY harness page
 * (/__sandbox/identity/harness.html, on the sandbox's own origin, never proxied by the app), which
 * imports the package's ESM build and the wrapper with its types stripped.
 */
import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, sandboxUrl, test } from './fixtures';

interface IdentityRecord {
  events: Array<{ type: string; transactionId?: string | null; token?: string | null }>;
  finishes: Array<{ transactionId: string; status: string; mode: string }>;
}

type HarnessWindow = Window & {
  harness: {
    init(token: string): Promise<{ ok: boolean }>;
    open(transactionId: string, token: string): Promise<{ ok: boolean }>;
    state(): string;
    results: unknown[];
    ByUnicoSDK: {
      init(options: Record<string, unknown>): Promise<unknown>;
      open(options: { transactionId: string; token: string; onFinish: (r: unknown) => void }): void;
    };
  };
};

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function identityRecord(): Promise<IdentityRecord> {
  return (await (await fetch(sandboxUrl('/__sandbox/identity'))).json()) as IdentityRecord;
}

async function knob(body: Record<string, unknown>): Promise<void> {
  const res = await fetch(sandboxUrl('/__sandbox/identity'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

async function openHarness(page: Page, query: Record<string, string>): Promise<string> {
  const url = sandboxUrl(`/__sandbox/identity/harness.html?${new URLSearchParams(query)}`);
  await page.goto(url);
  await page.waitForFunction(() => Boolean((window as unknown as HarnessWindow).harness));
  return url;
}

const results = (page: Page) => page.locator('#results');
const box = (page: Page) => page.getByRole('dialog', { name: 'Verificação de identidade' });

test.describe('identity SDK: the real package against the stand-in', () => {
  test('IFRAME: init loads script and stylesheet, open shows an accessible box, the finish reaches the caller', async ({ page }) => {
    const transactionId = unique('txn-iframe');
    const token = unique('tok-iframe');
    await openHarness(page, { type: 'IFRAME', transactionId, token });

    await page.getByRole('button', { name: 'Tirar Selfie', exact: true }).click();
    await expect(box(page)).toBeVisible();
    await expect(page.locator('link[rel="stylesheet"][href$="/sdk-assets/assets/styles.css"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Tirar selfie', exact: true })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Tirar selfie', exact: true })).toHaveCSS('min-height', '44px');

    // Keyboard: focus stays in the box and shows.
    await page.keyboard.press('Tab');
    const cancel = page.getByRole('button', { name: 'Cancelar' });
    await expect(cancel).toBeFocused();
    await expect(cancel).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Tirar selfie', exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Tirar selfie', exact: true }).click();
    await expect(box(page)).toBeHidden();
    await expect(results(page)).toContainText(JSON.stringify({ finish: { transactionId, status: 'success' } }));
    await expect(page.getByRole('button', { name: 'Tirar Selfie', exact: true })).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as HarnessWindow).harness.state())).toBe('idle');

    // The stand-in posts its events and its finish without waiting, each on its own request: read
    // until this flow's have arrived (the finish can come after START_FLOW).
    await expect.poll(async () => (await identityRecord()).events).toContainEqual({ type: 'START_FLOW', transactionId, token });
    await expect.poll(async () => (await identityRecord()).finishes).toContainEqual({ transactionId, status: 'success', mode: 'IFRAME' });
    expect((await identityRecord()).events).toContainEqual({ type: 'INITIALIZE' });
  });

  test('IFRAME: a transaction id ending in -falha finishes with failure; Cancelar closes without finishing', async ({ page }) => {
    const transactionId = `${unique('txn')}-falha`;
    await openHarness(page, { type: 'IFRAME', transactionId, token: unique('tok') });
    await page.getByRole('button', { name: 'Tirar Selfie', exact: true }).click();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(box(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Tirar Selfie', exact: true })).toBeFocused();
    await expect(results(page)).not.toContainText('finish');

    await page.getByRole('button', { name: 'Tirar Selfie', exact: true }).click();
    await page.getByRole('button', { name: 'Tirar selfie', exact: true }).click();
    await expect(results(page)).toContainText(JSON.stringify({ finish: { transactionId, status: 'failure' } }));
  });

  test("REDIRECT: open goes to the provider's page, which comes back to the page that opened it", async ({ page }) => {
    const transactionId = unique('txn-redirect');
    const token = unique('tok-redirect');
    const harnessUrl = await openHarness(page, { type: 'REDIRECT', transactionId, token });

    await page.getByRole('button', { name: 'Tirar Selfie', exact: true }).click();
    await expect(page).toHaveURL(/\/sdk-assets\/redirect\.html\?/);
    expect(new URL(page.url()).searchParams.get('transactionId')).toBe(transactionId);
    await expect(page.getByRole('heading', { name: 'Verificação de identidade' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Tirar selfie' }).click();
    await expect(page).toHaveURL(harnessUrl);
    await expect(page.getByRole('heading', { name: 'Harness do SDK de identidade' })).toBeVisible();
    await expect.poll(async () => (await identityRecord()).events).toContainEqual({ type: 'START_FLOW', transactionId, token });
    await expect.poll(async () => (await identityRecord()).finishes).toContainEqual({ transactionId, status: 'success', mode: 'REDIRECT' });
  });

  test("REDIRECT: the provider's page never sends the worker to another origin", async ({ page }) => {
    await page.goto(sandboxUrl(`/sdk-assets/redirect.html?transactionId=x&returnTo=${encodeURIComponent('https://evil.example/')}`));
    await page.getByRole('button', { name: 'Tirar selfie' }).click();
    await expect(page.getByRole('status')).toHaveText('Selfie enviada. Você já pode voltar ao aplicativo.');
    expect(new URL(page.url()).pathname).toBe('/sdk-assets/redirect.html');
  });

  for (const [asset, status] of [
    ['script', 404],
    ['script', 500],
    ['styles', 500],
  ] as const) {
    test(`init failure (${asset} ${status}): 'Error initializing SDK', then a new try works`, async ({ page }) => {
      const marker = unique(`init-${asset}-${status}`);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('Error initializing SDK')) errors.push(message.text());
      });
      await knob({ [asset]: status, onlyFor: marker });
      try {
        await openHarness(page, { type: 'IFRAME', transactionId: marker, token: 'tok-secret' });
        const first = await page.evaluate(() => (window as unknown as HarnessWindow).harness.init('tok-secret'));
        expect(first).toEqual({ ok: false });
        expect(await page.evaluate(() => (window as unknown as HarnessWindow).harness.state())).toBe('failed');
        expect(errors).toHaveLength(1);
        expect(errors[0]).not.toContain('tok-secret');
      } finally {
        await knob({ script: 200, styles: 200, onlyFor: marker });
      }
      // The guard was reset and the package forgot its broken script: the next try loads it again.
      await page.getByRole('button', { name: 'Tirar Selfie', exact: true }).click();
      await expect(box(page)).toBeVisible();
    });
  }

  test('open before init finishes: deferred until the script has loaded (wrapper and package)', async ({ page }) => {
    const transactionId = unique('txn-deferred');
    await openHarness(page, { type: 'IFRAME', transactionId, token: 'tok' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/sdk-assets/index.js', async (route: Route) => {
      await held;
      await route.continue();
    });

    await page.evaluate((id) => {
      const { harness } = window as unknown as HarnessWindow;
      void harness.init('tok');
      void harness.open(id, 'tok');
    }, transactionId);
    await expect(page.locator('script[src$="/sdk-assets/index.js"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as HarnessWindow).harness.state())).toBe('initialising');
    await expect(box(page)).toHaveCount(0);

    release();
    await expect(box(page)).toBeVisible();
    await expect(results(page)).toContainText('{"init":true}');
    await expect(results(page)).toContainText('{"open":true}');
  });

  test("the package's own open before init is run by its init", async ({ page }) => {
    const transactionId = unique('txn-package');
    await openHarness(page, { type: 'IFRAME', transactionId, token: 'tok' });
    await page.evaluate(async (id) => {
      const { ByUnicoSDK } = (window as unknown as HarnessWindow).harness;
      ByUnicoSDK.open({ transactionId: id, token: 'tok', onFinish: () => undefined });
      await ByUnicoSDK.init({ type: 'IFRAME', token: 'tok', useCurrentOrigin: true });
    }, transactionId);
    await expect(box(page)).toBeVisible();
    await expect.poll(async () => (await identityRecord()).events.some((e) => e.type === 'START_FLOW' && e.transactionId === transactionId)).toBe(true);
  });

  test("the app server serves the stand-in on the app's own origin (VITE_IDENTITY_ENV=origin)", async ({ request }) => {
    const script = await request.get('/sdk-assets/index.js');
    expect(script.headers()['content-type']).toMatch(/^application\/javascript/);
    expect(await script.text()).toContain('window.UnicoSDKAssets');
    expect((await request.get('/sdk-assets/assets/styles.css')).headers()['content-type']).toMatch(/^text\/css/);
    expect(await (await request.get('/sdk-assets/redirect.html')).text()).toContain('Tirar selfie');
    expect(await (await request.get('/sdk-assets/assinatura/unico-1')).text()).toContain('unico-1');
    // The test harness stays on the sandbox's own origin.
    expect(await (await request.get('/__sandbox/identity/harness.html')).text()).not.toContain('idpay-b2b-sdk');
  });
});
