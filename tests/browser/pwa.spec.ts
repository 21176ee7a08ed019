/**
 * The installable, offline-capable, resumable app. These tests run in persistent
 * (non-incognito) Chromium profiles, one per test, where the service worker registers and takes
 * control as on a phone; the other suites block service workers so page.route sees every request.
 */
import { type Page } from '@playwright/test';
import { appendFileSync, chmodSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpfFor } from '../../openapi/sandbox/scenarios';
import { APP_PORT, NGINX_PORT } from '../../playwright.config';
import type { AddressInfo } from 'node:net';
import { preview, type PreviewServer } from 'vite';
import { nginxDirOf } from '../../scripts/nginx/config';
import { precompressFile } from '../../scripts/nginx/precompress';
import { startNginx } from '../../scripts/nginx/run';
import { appProxy, upstreamsOf } from '../../scripts/proxy-targets';
import { securityHeaders } from '../../scripts/security-headers';
import { appOrigin, continueAs, expect, expectNoSeriousA11yViolations, fillLanding, sandboxRequests, tenantUrl, test as base } from './fixtures';
import { openProfile, pendingConsultation, settle, storedRecord, waitForControl, type Profile } from './pwa-profile';
import { countShownInPage, notificationsShownBy } from './shown-notifications';
import { NOTIFICATIONS_BLOCKED, RETRY_NOTICE } from '../../src/features/consultation/notice-texts';
import { LONG_PENDING_MS, LONG_PENDING_TEXT, NOTIFIED_IN_BACKGROUND_TEXT } from '../../src/lib/fgts/next-step';

/**
 * The runner's own context is never used here: its CSP guard (automatic in fixtures.ts) is not set
 * up, so no test opens an idle context (or, first in a worker, launches a browser) beside its profile.
 */
const test = base.extend({
  cspGuard: async ({}, use) => {
    await use();
  },
});

let profile: Profile;
test.beforeEach(async () => {
  profile = await openProfile();
});
test.afterEach(async () => {
  const violations = profile.cspViolations();
  await profile.dispose();
  expect(violations, 'Content Security Policy violations').toEqual([]);
});

/** Waits until the page links its own (service-worker-served) manifest. */
async function waitForLinkManifest(page: Page): Promise<string> {
  await page.waitForFunction(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href')?.includes('?link=') === true, undefined, {
    timeout: 20_000,
  });
  return (await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '';
}

type AppManifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose: string; type: string }[];
};

async function installState(page: Page): Promise<{ manifest: AppManifest; errors: unknown[]; url: string }> {
  const cdp = await page.context().newCDPSession(page);
  const got = (await cdp.send('Page.getAppManifest')) as { url: string; data?: string; errors: unknown[] };
  const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
  expect(got.errors).toEqual([]);
  return { manifest: JSON.parse(got.data ?? '{}') as AppManifest, errors: installability.installabilityErrors, url: got.url };
}

/** The stored query cache, decrypted with the page's own key ('' when there is none yet). */
function storedQueryCache(page: Page): Promise<string> {
  return storedRecord(page, 'fgts-app-query-cache', 'fgts-query-cache', 'open');
}

/** Headless Chromium never hides a page: the test says when the app is in the background (hideApp). */
async function letTheTestHide(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { appHidden: boolean };
    w.appHidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (w.appHidden ? 'hidden' : 'visible') });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => w.appHidden });
  });
}

async function hideApp(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { appHidden: boolean }).appHidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/**
 * A PENDING consultation in a page that may notify, that the test can hide, on a fake clock, with
 * the service worker in control.
 */
async function notifiedConsultation(): Promise<{ page: Page; id: string }> {
  await profile.context.grantPermissions(['notifications'], { origin: appOrigin() });
  const page = await profile.context.newPage();
  await letTheTestHide(page);
  await countShownInPage(page);
  await page.clock.install();
  const id = await pendingConsultation(page);
  await waitForControl(page);
  return { page, id };
}

test.describe('service worker', () => {
  test('should control the page after the first load, and a reload offline renders the app shell and the offline banner', { tag: '@nginx' }, async () => {
    const page = await profile.context.newPage();
    await page.goto(`${appOrigin()}/demo`);
    await expect(page.getByRole('heading', { name: 'Antecipe seu saque-aniversário do FGTS' })).toBeVisible();
    await waitForControl(page);

    await profile.context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Antecipe seu saque-aniversário do FGTS' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /sem internet/i })).toBeVisible();
    // Another screen of the link, never opened before, also comes from the precache.
    await page.goto(`${appOrigin()}/demo/faq`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await profile.context.setOffline(false);
  });

  test('should never keep BFF answers or personal data in Cache Storage', async () => {
    const page = await profile.context.newPage();
    await page.goto(tenantUrl('acme', '/demo'));
    await waitForControl(page);
    await page.reload();
    await fillLanding(page, { name: 'Maria da Silva', cpf: cpfFor('SUCCESS'), phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    await page.goto(tenantUrl('acme', '/demo/consulta'));
    await expect(page.getByRole('heading', { name: 'Consultando na CEF' })).toBeVisible();
    await waitForLinkManifest(page);

    const cached = await page.evaluate(async () => {
      const out: { cache: string; url: string; body: string }[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          const type = response?.headers.get('content-type') ?? '';
          const body = response && /json|text|javascript|svg|html/.test(type) ? await response.text() : '';
          out.push({ cache: name, url: request.url, body });
        }
      }
      return out;
    });
    expect(cached.length).toBeGreaterThan(10);
    const apiEntries = cached.filter((entry) => new URL(entry.url).pathname.startsWith('/api/'));
    // Only the tenant's public images may come from under /api.
    for (const entry of apiEntries) expect(new URL(entry.url).pathname).toMatch(/^\/api\/whitelabel\/assets\/acme\//);
    const cpfDigits = cpfFor('SUCCESS').replace(/\D/g, '');
    for (const entry of cached) {
      expect(entry.url).not.toContain(cpfDigits);
      expect(entry.body).not.toContain(cpfDigits);
      expect(entry.body).not.toContain('MARIA DA SILVA');
    }
  });
});

test.describe('cold offline start', () => {
  /** Requests of this context to a BFF path (offline ones never reach the sandbox, so the page's own). */
  /**
   * The keys of the requests to `path` the sandbox received for the CPF `cpf`: sent by the page or,
   * handed over, by the service worker; each CPF is this test's own.
   */
  async function sent(method: string, path: string, cpf: string): Promise<Array<string | null | undefined>> {
    const document = cpf.replace(/\D/g, '');
    return (await sandboxRequests({ method, path }))
      .filter((r) => r.query.document === document || (r.body as { document?: string } | null)?.document === document)
      .map((r) => r.idempotencyKey);
  }

  /** Waits until the link's draft is on disk and no later change is waiting for its debounce. */
  async function draftSettled(page: Page, key: string): Promise<void> {
    const read = () =>
      page.evaluate(
        (key) =>
          new Promise<string>((resolve, reject) => {
            const open = indexedDB.open('fgts-app-drafts');
            open.onerror = () => reject(open.error ?? new Error('IndexedDB request failed'));
            open.onsuccess = () => {
              const get = open.result.transaction('kv').objectStore('kv').get(key);
              get.onsuccess = () => {
                open.result.close();
                resolve(String(get.result ?? ''));
              };
              get.onerror = () => reject(get.error ?? new Error('IndexedDB request failed'));
            };
          }),
        key,
      );
    let previous = '';
    await expect
      .poll(
        async () => {
          const [before, current] = [previous, await read()];
          previous = current;
          return current !== '' && current === before;
        },
        { intervals: [1_000], timeout: 10_000 },
      )
      .toBe(true);
  }

  test('should hold a lead tapped in an app opened offline and send it once when the connection returns', async () => {
    const { context } = profile;
    const cpf = '300.000.619-21';
    const leads = () => sent('POST', '/api/leads', cpf);
    const page = await context.newPage();
    await page.goto(`${appOrigin()}/demo`);
    await waitForControl(page);
    await fillLanding(page, { name: 'Maria da Silva', cpf, phone: '11987654321' });
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeEnabled();
    await draftSettled(page, 'landing-form:/demo');

    // Opened with no network at all: the service worker serves the app, the drafts bring the form back.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue('MARIA DA SILVA');
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page.getByRole('button', { name: 'Aguardando conexão…' })).toBeDisabled();
    await expect(page.getByText('Sem internet. Enviaremos assim que a conexão voltar.', { exact: false })).toBeVisible();
    await expect(page.getByText('Sem conexão', { exact: false })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(await leads()).toEqual([]);

    // Sent once, by the page or by the service worker it was handed to (the page then takes its answer).
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    expect(await leads()).toEqual([expect.any(String)]);
  });

  test('should start the consultation of an app opened offline on /consulta when the connection returns, without a tap', async () => {
    const { context } = profile;
    // PENDING for the sandbox's first 3 s, then SUCCESS: 'Aguardando Caixa' until the next 10 s poll.
    const cpf = '300.000.620-65';
    const creations = () => sent('GET', '/api/v2/balance-solicitation', cpf);
    const page = await context.newPage();
    await page.goto(`${appOrigin()}/demo`);
    await waitForControl(page);
    await fillLanding(page, { name: 'Maria da Silva', cpf, phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);

    await context.setOffline(true);
    await page.goto(`${appOrigin()}/demo/consulta`);
    await expect(page.getByText('Sem internet. A consulta começa assim que a conexão voltar.')).toBeVisible();
    await expect(page.getByText('Não foi possível iniciar a consulta.', { exact: false })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(await creations()).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
    await expect(page.getByText('Sem internet. A consulta começa assim que a conexão voltar.')).toHaveCount(0);
    // 'Aguardando Caixa' shows while the creation is on its way: the sandbox may not have logged it yet.
    await expect.poll(creations).toEqual([expect.any(String)]);
    expect(await creations()).toEqual([expect.any(String)]);
  });
});

/**
 * Init script: `window.__iconDraws` lists each canvas the page draws on (its width), and whether it
 * began in the task of the one before it or a later task (a timer queued at the one before has run).
 */
function recordCanvasTasks(): void {
  const draws: string[] = [];
  (window as unknown as { __iconDraws: string[] }).__iconDraws = draws;
  let previous: { ran: boolean } | null = null;
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: Parameters<typeof getContext>) {
    draws.push(`${this.width} ${previous === null ? 'first' : previous.ran ? 'in a later task' : 'in the same task'}`);
    const mark = { ran: false };
    previous = mark;
    setTimeout(() => (mark.ran = true), 0);
    return getContext.apply(this, args);
  } as typeof getContext;
}

test.describe('install manifest', () => {
  test("should install acme.localhost as the tenant's own app for the link it came by", async () => {
    await profile.context.addInitScript(recordCanvasTasks);
    const page = await profile.context.newPage();
    await page.goto(tenantUrl('acme', '/demo/joao'));
    await expect(page.getByRole('heading', { name: 'Antecipe seu saque-aniversário do FGTS' })).toBeVisible();
    const href = await waitForLinkManifest(page);
    expect(href).toContain(`link=${encodeURIComponent('/demo/joao')}`);
    // One icon per task: the three drawn at once would be one long task on the first visit, while
    // the worker may be typing.
    expect(await page.evaluate(() => (window as unknown as { __iconDraws: string[] }).__iconDraws)).toEqual([
      '192 first',
      '512 in a later task',
      '512 in a later task',
    ]);

    const { manifest, errors, url } = await installState(page);
    expect(url).toContain('/manifest.webmanifest?link=');
    expect(manifest).toMatchObject({
      id: '/demo/joao',
      name: 'Acme Crédito',
      short_name: 'Acme Crédito',
      start_url: '/demo/joao',
      scope: '/demo/joao',
      display: 'standalone',
      theme_color: '#6b46c1',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(errors).toEqual([]);

    // The icons are real PNGs of the stated sizes, drawn from the tenant's logo.
    for (const icon of manifest.icons) {
      const size = await page.evaluate(async (src) => {
        const blob = await (await fetch(src)).blob();
        const bitmap = await createImageBitmap(blob);
        return { type: blob.type, width: bitmap.width, height: bitmap.height };
      }, icon.src);
      const side = Number(icon.sizes.split('x')[0]);
      expect(size).toEqual({ type: 'image/png', width: side, height: side });
    }
  });

  // @nginx: a tenant's sub-domain reaches the same server block (its wildcard server_name).
  test("should expose the tenant's manifest on the very first visit to a tenant host, without a reload", { tag: '@nginx' }, async () => {
    const page = await profile.context.newPage();
    await page.goto(tenantUrl('acme', '/acme'));
    await expect(page.getByRole('heading', { name: 'Antecipe seu saque-aniversário do FGTS' })).toBeVisible();
    // A fresh profile: nothing controls the page when it loads. The marker would not survive a reload.
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await page.evaluate(() => ((window as unknown as { firstLoad: boolean }).firstLoad = true));

    // The new worker claims this page when it activates, and the page links the tenant's manifest.
    await waitForControl(page);
    await waitForLinkManifest(page);
    const { manifest, errors } = await installState(page);
    expect(manifest).toMatchObject({ id: '/acme', name: 'Acme Crédito', short_name: 'Acme Crédito', start_url: '/acme', theme_color: '#6b46c1' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const type = await page.evaluate(async (src) => (await fetch(src)).headers.get('content-type'), icon.src);
      expect(type).toBe('image/png');
    }
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { firstLoad?: boolean }).firstLoad)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('should install any other host as the default app, and keep a valid default before the worker controls the page', async () => {
    const page = await profile.context.newPage();
    await page.goto(`${appOrigin()}/demo`);
    // Before the service worker takes control: the static default manifest.
    const before = await installState(page);
    expect(before.manifest).toMatchObject({ name: 'FGTS Já — Antecipação do Saque-Aniversário', short_name: 'FGTS Já', start_url: '/', display: 'standalone' });

    await waitForLinkManifest(page);
    const { manifest, errors } = await installState(page);
    expect(manifest).toMatchObject({
      id: '/demo',
      name: 'FGTS Já — Antecipação do Saque-Aniversário',
      short_name: 'FGTS Já',
      start_url: '/demo',
      scope: '/demo',
      theme_color: '#48bb78',
    });
    expect(errors).toEqual([]);
  });
});

test.describe('resume anywhere', () => {
  test('should reopen a closed PENDING consultation on the same screen and solicitation, and show a result reached while closed', async () => {
    const { context } = profile;
    const creations: string[] = [];
    const polled: string[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v2/balance-solicitation') creations.push(url.href);
      const poll = /^\/api\/balance-solicitation\/([^/]+)$/.exec(url.pathname);
      if (poll?.[1]) polled.push(poll[1]);
    });

    const page = await context.newPage();
    const id = await pendingConsultation(page);
    expect(creations).toHaveLength(1);
    await page.close();

    // Reopened through the link (as the home-screen icon does): same screen, polling at once.
    polled.length = 0;
    const reopened = await context.newPage();
    await reopened.goto(`${appOrigin()}/demo`);
    await continueAs(reopened, 'MARIA');
    await expect(reopened).toHaveURL(/\/demo\/consulta$/);
    await expect(reopened.getByText('Aguardando Caixa')).toBeVisible();
    await expect.poll(() => polled, { timeout: 5_000 }).toContain(id);
    expect(new Set(polled)).toEqual(new Set([id]));
    expect(creations).toHaveLength(1);
    await reopened.close();

    // The bank answers while the app is closed; the next reopen shows the result.
    await settle(id);
    const third = await context.newPage();
    await third.goto(`${appOrigin()}/demo`);
    await continueAs(third, 'MARIA');
    await expect(third).toHaveURL(/\/demo\/consulta$/);
    await expect(third.getByText('Prossiga para contratar.')).toBeVisible();
    await expect(third.getByText(/Você pode receber até/)).toBeVisible();
    await expect(third.getByRole('button', { name: 'Prosseguir' })).toBeEnabled();
    expect(creations).toHaveLength(1);
    await expectNoSeriousA11yViolations(third);
  });

  test('should show the stored result, not the wait, when reloaded offline after a SUCCESS', async () => {
    const page = await profile.context.newPage();
    const id = await pendingConsultation(page);
    await waitForControl(page);
    await settle(id);
    await page.reload();
    // What the offline reload will need: the result and its simulation in the stored query cache
    // (written a second after a change, encrypted; decrypted here with the page's own key). Waited
    // for as such, the reload's reads and the write however slow, not as a screen within 7 s.
    await expect
      .poll(() => storedQueryCache(page).then((text) => text.includes('"balance-simulation"') && text.includes('"SUCCESS"')), {
        timeout: 20_000,
      })
      .toBe(true);
    const ready = page.getByRole('heading', { level: 1, name: 'Prossiga para contratar.' });
    await expect(ready).toBeVisible();
    const amount = await page.getByText(/Você pode receber até/).textContent();

    await profile.context.setOffline(true);
    await page.reload();
    await expect(ready).toBeVisible();
    await expect(page.getByText(/Você pode receber até/)).toHaveText(amount ?? '');
    await expect(page.getByText('Aguardando Caixa')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await profile.context.setOffline(false);
  });

  test('should create one lead and one solicitation when two tabs of a link go on at the same time', async () => {
    const { context } = profile;
    const leads: string[] = [];
    const creations: string[] = [];
    const polls = new Set<string>();
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'POST' && url.pathname === '/api/leads') leads.push(url.href);
      if (url.pathname === '/api/v2/balance-solicitation') creations.push(url.href);
      const poll = /^\/api\/balance-solicitation\/([^/]+)$/.exec(url.pathname);
      if (poll?.[1]) polls.add(poll[1]);
    });
    const tabs = [await context.newPage(), await context.newPage()];
    // Both open before either types (one person, two tabs): nothing on the link to ask about.
    for (const tab of tabs) await tab.goto(`${appOrigin()}/demo/joao`);
    for (const tab of tabs) await fillLanding(tab, { name: 'Maria da Silva', cpf: cpfFor('PENDING'), phone: '11987654321' });
    await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'Prosseguir' }).click()));
    for (const tab of tabs) await expect(tab).toHaveURL(/\/demo\/joao\/tutorial$/);
    expect(leads).toHaveLength(1);

    await Promise.all(tabs.map((tab) => tab.goto(`${appOrigin()}/demo/joao/consulta`)));
    for (const tab of tabs) await expect(tab.getByText('Aguardando Caixa')).toBeVisible();
    // 'Aguardando Caixa' shows while the consultation is being created; the tab that waited on the
    // other then reads the one created instead of creating its own.
    await expect.poll(() => creations.length).toBe(1);
    await expect.poll(() => polls.size).toBe(1);
    expect(creations).toHaveLength(1);
  });

  test('should bring back what was typed after the page is closed', async () => {
    const page = await profile.context.newPage();
    await page.goto(`${appOrigin()}/demo/joao`);
    await page.getByLabel('Nome completo').fill('Maria da Silva');
    // The first draft on a new phone waits for the vault's key to be made and stored; once the form's
    // draft is on disk, the key is in memory and each later keystroke is sealed at once.
    await expect.poll(() => storedRecord(page, 'fgts-app-drafts', 'landing-form:/demo/joao', 'open')).toContain('MARIA DA SILVA');
    await page.getByLabel('CPF').fill('529.982');
    // Closed before the drafts' debounce: the CPF typed last is written on pagehide. It is sealed
    // (encrypted) in the task after the keystroke, so the test lets that task and one WebCrypto
    // round pass, as a person's tap on 'close' always does.
    await page.evaluate(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await crypto.subtle.digest('SHA-256', new Uint8Array(1));
    });
    await page.close({ runBeforeUnload: true });

    const reopened = await profile.context.newPage();
    await reopened.goto(`${appOrigin()}/demo/joao`);
    await continueAs(reopened, 'MARIA');
    await expect(reopened.getByLabel('Nome completo')).toHaveValue('MARIA DA SILVA');
    await expect(reopened.getByLabel('CPF')).toHaveValue('529.982');
  });
});

test.describe('consultation notification', () => {
  test('should ask for permission only after the consultation started, when the worker taps', async () => {
    const page = await profile.context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { permissionAsks: number };
      w.permissionAsks = 0;
      const ask = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (...args) => {
        w.permissionAsks += 1;
        return ask(...args);
      };
    });
    await page.goto(`${appOrigin()}/demo`);
    await waitForControl(page);
    await expect(page.getByRole('button', { name: 'Avisar quando terminar' })).toHaveCount(0);
    await pendingConsultation(page);
    const offer = page.getByRole('button', { name: 'Avisar quando terminar' });
    await expect(offer).toBeVisible();
    await expect(page.getByText(/Quer receber um aviso neste aparelho/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks)).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await offer.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks)).toBe(1);
  });

  test('should say at once, in the long wait, that the worker will be notified once they allow it', async () => {
    const page = await profile.context.newPage();
    await page.clock.install();
    await pendingConsultation(page);
    await waitForControl(page);
    await page.clock.fastForward(LONG_PENDING_MS + 1_000);
    await expect(page.getByText(LONG_PENDING_TEXT)).toBeVisible();
    await expect(page.getByText(NOTIFIED_IN_BACKGROUND_TEXT)).toHaveCount(0);
    // Nothing else moves from here on: the text must follow the answer itself, not a later poll.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await profile.context.grantPermissions(['notifications'], { origin: appOrigin() });
    await page.getByRole('button', { name: 'Avisar quando terminar' }).click();
    await expect(page.getByText('Vamos avisar neste aparelho quando a consulta terminar.')).toBeVisible();
    await expect(page.getByText(NOTIFIED_IN_BACKGROUND_TEXT, { exact: false })).toBeVisible();
    // axe runs on timers of its own.
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
  });

  test('should say that notifications are blocked, and how to allow them, when the browser denies them', async () => {
    const page = await profile.context.newPage();
    await page.goto(`${appOrigin()}/demo`);
    await waitForControl(page);
    await pendingConsultation(page);
    const offer = page.getByRole('button', { name: 'Avisar quando terminar' });
    await expect(offer).toBeVisible();
    // The worker answers 'Bloquear' to the browser's question (headless has no prompt to tap).
    const cdp = await profile.context.newCDPSession(page);
    await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: appOrigin() });
    await offer.click();
    await expect(page.getByText(NOTIFICATIONS_BLOCKED)).toBeVisible();
    await expect(offer).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // Blocked before the screen opens: said at once.
    await page.reload();
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
    await expect(page.getByText(NOTIFICATIONS_BLOCKED)).toBeVisible();
  });

  test('should notify through the service worker when a new consultation can start while the app is hidden', async () => {
    const { page, id } = await notifiedConsultation();
    await settle(id, 'INVALID_PERIOD');
    const retry = page.getByRole('button', { name: 'Consultar de novo' });
    await expect
      .poll(
        async () => {
          if (!(await retry.isVisible())) await page.clock.fastForward(10_000);
          return retry.isVisible();
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toBe(true);
    await expect(retry).toBeDisabled();
    // The end of the consultation itself came while visible: nothing was shown.
    expect(await notificationsShownBy(page, 0)).toEqual([]);

    await hideApp(page);
    await page.clock.runFor(5 * 60_000 + 1_000);
    expect(await notificationsShownBy(page, 1)).toEqual([{ title: RETRY_NOTICE.title, body: RETRY_NOTICE.body, tag: `nova-consulta-${id}`, url: '/demo' }]);
    await expect(retry).toBeEnabled();
  });

  test('should notify through the service worker when the consultation ends while the app is hidden', async () => {
    const { page, id } = await notifiedConsultation();
    await expect(page.getByText('Vamos avisar neste aparelho quando a consulta terminar.')).toBeVisible();

    await hideApp(page);
    await settle(id);
    // A poll of the background 10 s period finds the result. One already in flight when the
    // consultation settled still answers PENDING, so the clock moves a period at a time until the
    // answer with the result has arrived.
    let found = false;
    void page
      .waitForResponse(
        async (r) => new URL(r.url()).pathname === `/api/balance-solicitation/${id}` && ((await r.json()) as { status: string }).status === 'SUCCESS',
      )
      .then(
        () => (found = true),
        () => undefined, // the page closed first: the poll below reports the miss
      );
    await expect
      .poll(
        async () => {
          if (!found) await page.clock.fastForward(10_000);
          return found;
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toBe(true);
    expect(await notificationsShownBy(page, 1)).toEqual([
      { title: 'Consulta concluída', body: 'Sua consulta de saldo terminou. Toque para ver quanto você pode receber.', tag: `consulta-${id}`, url: '/demo' },
    ]);
  });
});

/** The app on a server of its own, and its next deployment: a worker script that differs. */
type Deployment = { origin: string; deployNext: () => void; close: () => Promise<void> };

/**
 * A preview server whose worker script changes as a new deployment's would (the browser updates a
 * worker whose script differs by a byte; the precached files stay the same, so no second build is
 * needed). On a port the system picks, so no copy of this test running alongside, nor a server
 * left behind, is in the way. Vite's close() destroys the browser's open connections at once;
 * httpServer.close() ends only the idle ones and waits for the rest, with the test's page still open.
 */
async function previewDeployment(outDir: string): Promise<Deployment> {
  const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
  let deployment = 1;
  const server: PreviewServer = await preview({
    configFile: false,
    logLevel: 'silent',
    build: { outDir },
    preview: { port: 0, strictPort: true, host: '127.0.0.1', proxy: appProxy({ SANDBOX_PORT: String(APP_PORT + 1) }) },
    plugins: [
      // Served as the app server serves it (the worker script too).
      securityHeaders(),
      {
        name: 'next-deployment',
        configurePreviewServer(preview) {
          preview.middlewares.use((req, res, next) => {
            if (!req.url?.startsWith('/sw.js') || deployment === 1) return next();
            res.setHeader('Content-Type', 'text/javascript');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(`${worker}\n// deployment ${deployment}\n`);
          });
        },
      },
    ],
  });
  return {
    origin: `http://localhost:${(server.httpServer.address() as AddressInfo).port}`,
    deployNext: () => void (deployment += 1),
    close: () => server.close(),
  };
}

/**
 * nginx with the build's configuration (NGINX_PORT + 2), serving a copy of the build whose next
 * deployment rewrites the worker script and its .gz/.br siblings, as a rebuild does: what a server
 * keeps or sends stale (a cached worker, an old precompressed file) would hide the update.
 */
async function nginxDeployment(outDir: string): Promise<Deployment> {
  const copy = mkdtempSync(join(tmpdir(), 'fgts-update-'));
  chmodSync(copy, 0o755); // nginx's workers (www-data when the tests run as root) read it
  const served = join(copy, 'dist');
  cpSync(outDir, served, { recursive: true });
  cpSync(nginxDirOf(outDir), nginxDirOf(served), { recursive: true });
  const nginx = await startNginx({ outDir: served, port: NGINX_PORT + 2, upstreams: upstreamsOf({ SANDBOX_PORT: String(NGINX_PORT + 1) }) });
  let deployment = 1;
  return {
    origin: nginx.url,
    deployNext: () => {
      deployment += 1;
      appendFileSync(join(served, 'sw.js'), `\n// deployment ${deployment}\n`);
      precompressFile(join(served, 'sw.js'));
    },
    close: async () => {
      await nginx.stop();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

// @nginx: behind nginx too, where the worker script's caching and precompressed siblings must not hide an update.
test.describe('update prompt', { tag: '@nginx' }, () => {
  // Two versions installed one after the other, a reload between: on a busy machine that can take
  // longer than the 30 s default (the test's assertions wait on the page, not on time).
  test.describe.configure({ timeout: 90_000 });
  /** Started before the test and closed after it, outside its time. */
  let server: Deployment;
  test.beforeAll(async ({}, testInfo) => {
    const outDir = process.env.OUT_DIR ?? 'dist';
    server = testInfo.project.name === 'nginx' ? await nginxDeployment(outDir) : await previewDeployment(outDir);
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('should offer a waiting new version, and updating keeps what is being typed', async () => {
    const page = await profile.context.newPage();
    await test.step('the first version controls the page', async () => {
      await page.goto(`${server.origin}/demo`);
      await waitForControl(page);
    });

    server.deployNext();
    await page.getByLabel('Nome completo').fill('Maria da Silva');
    const prompt = page.getByRole('status').filter({ hasText: 'Nova versão disponível.' });
    await test.step('the new version waits and is offered', async () => {
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
    });
    await expectNoSeriousA11yViolations(page);

    await test.step("'Atualizar' reloads into the new version", async () => {
      const reloaded = page.waitForEvent('load', { timeout: 20_000 });
      await prompt.getByRole('button', { name: 'Atualizar' }).click();
      await reloaded;
    });
    await expect(page.getByLabel('Nome completo')).toHaveValue('MARIA DA SILVA');
    await expect(page.getByRole('status').filter({ hasText: 'Nova versão disponível.' })).toHaveCount(0);
    // The new version is the one in control now: nothing is waiting any more.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  });
});
