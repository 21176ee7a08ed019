import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DISABLED_PORT } from '../../playwright.config';
import { expect, expectNoSeriousA11yViolations, holdEntry, solidButtonBackground, tenantUrl, test } from './fixtures';
import { inStandIns, WEB_FONT } from './painted-copy';
import { reachSimulation, WIZARD_CPFS } from './wizard-flow';

const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

test.describe('not found', () => {
  test('should show the not-found texts on /404', { tag: '@nginx' }, async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { name: 'Essa página não existe.' })).toBeVisible();
    await expect(page.getByText('Peça para o seu Corban mandar o link novamente.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'FGTS Já' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  for (const path of ['/', '/demo/joao/zerotac/nada', '/demo/joao/zerotac/onboard/extra']) {
    test(`should replace ${path} with /404`, async ({ page }) => {
      await page.goto('/favicon.png');
      await page.goto(path);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { name: 'Essa página não existe.' })).toBeVisible();
      // replace, not push: going back leaves the app instead of bouncing through the bad path.
      await page.goBack();
      await expect(page).toHaveURL(/favicon\.png$/);
    });
  }
});

test.describe('routes', () => {
  // Every child of spec section 2 exists at the three nesting levels: none ends on /404. Some
  // screens send a worker without the needed state elsewhere in the flow (tested with each screen).
  const children = [
    'onboard',
    'introducao',
    'loading',
    'simulacao',
    'proposal/link',
    'proposal/123',
    'show-proposal',
    'correcao',
    'tutorial',
    'selfie',
    'faq',
    'status',
    'consulta',
    'dados-pessoais',
  ];
  for (const prefix of ['/demo', '/demo/joao', '/demo/joao/zerotac']) {
    test(`should serve every child at ${prefix}`, async ({ page }) => {
      for (const child of children) {
        await page.goto(`${prefix}/${child}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page, `${prefix}/${child}`).not.toHaveURL(/\/404$/);
        expect(new URL(page.url()).pathname.startsWith(prefix)).toBe(true);
      }
    });
  }
});

// Spec section 2 names the route 'FAQ'; the router matches names without regard to case.
test.describe('reserved names in any case', () => {
  const faqHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' });

  for (const spelling of ['FAQ', 'Faq', 'faq']) {
    test(
      `should open the FAQ at /demo/joao/${spelling}, replaced by /demo/joao/faq, its 'Voltar' to the link`,
      { tag: spelling === 'FAQ' ? '@nginx' : [] },
      async ({ page }) => {
        await page.goto('/favicon.png');
        await page.goto(`/demo/joao/${spelling}`);
        await expect(faqHeading(page)).toBeVisible();
        await expect(page).toHaveURL(/\/demo\/joao\/faq$/);
        await expectNoSeriousA11yViolations(page);
        // Opened directly, 'Voltar' goes to the link's landing, as from /demo/joao/faq.
        await page.getByRole('link', { name: 'Voltar' }).click();
        await expect(page).toHaveURL(/\/demo\/joao$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Antecipe seu saque-aniversário do FGTS' })).toBeVisible();
        // Replaced, not pushed: Back from the landing goes to the FAQ, then out of the app.
        await page.goBack();
        await expect(faqHeading(page)).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(/favicon\.png$/);
      },
    );
  }

  test("should not paint the landing before the app at /demo/FAQ, only the startup's 'Carregando...'", async ({ page }) => {
    // Without the app's entry, only index.html's own script runs: the landing's hero is not for the FAQ.
    await holdEntry(page);
    await page.goto('/demo/FAQ', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    await expect(page.getByRole('heading')).toHaveCount(0);
    await page.goto('/demo/joao', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Antecipe seu saque-aniversário do FGTS' })).toBeVisible();
  });

  test('should open the Corban CPF entry at /demo/Onboard, replaced by /demo/onboard', async ({ page }) => {
    await page.goto('/demo/Onboard');
    await expect(page).toHaveURL(/\/demo\/onboard$/);
    await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible();
    // A Corban link is consulted by its slugs: no self-service configuration needed (not a /404).
    await page.goto('/demo/joao/naoexiste/ONBOARD');
    await expect(page).toHaveURL(/\/demo\/joao\/naoexiste\/onboard$/);
    await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("should guard /demo/SIMULACAO as /demo/simulacao (no consultation: the link's landing)", async ({ page }) => {
    await page.goto('/demo/SIMULACAO');
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Antecipe seu saque-aniversário do FGTS' })).toBeVisible();
  });
});

test.describe('loading', () => {
  test("should fetch a screen's own code with the app's when it is opened directly (a reload, a resumed link)", async ({ page }) => {
    // Without the app's entry, only index.html's own script can ask for the FAQ route's chunk.
    await holdEntry(page);
    const faqChunk = page.waitForRequest((request) => /\/assets\/faq-(?!link-)[\w-]+\.js$/.test(new URL(request.url()).pathname));
    await page.goto('/demo/joao/faq', { waitUntil: 'domcontentloaded' });
    await faqChunk;
  });

  // A screen opened directly asks for the app's entry before its own chunks (a phone on
  // HTTP/1.1 fetches six at a time: listed after them, the entry waited), and never for the
  // landing's chunks, which only a landing uses before its first paint.
  const preloaded = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => new URL(link.href).pathname));
  const landingChunk = () => `/${landingRouteChunk()}`;
  /** The identity provider's files preloaded: path, destination, priority, and whether the selfie's own chunks (the screen, the wrapper, the package) come before it. */
  const providerPreloads = (page: Page) =>
    page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=preload]')];
      const lastOwn = links.findLastIndex((link) => /\/assets\/(selfie|identity-sdk|index\.esm)-[\w-]+\.js$/.test(link.href));
      return links.flatMap((link, at) =>
        new URL(link.href).pathname.startsWith('/sdk-assets/')
          ? [
              [
                new URL(link.href).pathname,
                link.as,
                `${link.fetchPriority} priority`,
                at > lastOwn ? "after the screen's chunks" : "before the screen's chunks",
              ],
            ]
          : [],
      );
    });

  test('should preload the entry first and none of the landing chunks on a screen opened directly', async ({ page }) => {
    await holdEntry(page);
    await page.goto('/demo/simulacao', { waitUntil: 'domcontentloaded' });
    const hrefs = await preloaded(page);
    expect(hrefs[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(hrefs.some((href) => /\/assets\/simulacao-[\w-]+\.js$/.test(href))).toBe(true);
    expect(hrefs).not.toContain(landingChunk());
  });

  test("should preload the wizard's step 3 form with the wizard when the link opens on step 3 only", async ({ page }) => {
    await holdEntry(page);
    const bankStep = (hrefs: string[]) => hrefs.some((href) => /\/assets\/bank-step-[\w-]+\.js$/.test(href));
    await page.goto('/demo/dados-pessoais?etapa=3', { waitUntil: 'domcontentloaded' });
    expect(bankStep(await preloaded(page))).toBe(true);
    await page.goto('/demo/dados-pessoais?etapa=1', { waitUntil: 'domcontentloaded' });
    expect(await preloaded(page)).toContainEqual(expect.stringMatching(/^\/assets\/dados-pessoais-[\w-]+\.js$/));
    expect(bankStep(await preloaded(page))).toBe(false);
  });

  test("should preload the identity check's code with the selfie screen's, not only once its data is there", async ({ page }) => {
    // The selfie starts the check as soon as the identity data arrives: the app's wrapper and the
    // provider's package, asked for only then, would be two round trips in a row.
    await holdEntry(page);
    // The provider's own script, which its package adds to the page only once the app's code, the
    // wrapper and the package have run: asked for while the app's entry is held.
    const providerScript = page.waitForRequest((request) => new URL(request.url()).pathname === '/sdk-assets/index.js');
    await page.goto('/demo/selfie', { waitUntil: 'domcontentloaded' });
    const hrefs = await preloaded(page);
    expect(hrefs).toContainEqual(expect.stringMatching(/^\/assets\/selfie-[\w-]+\.js$/));
    expect(hrefs).toContainEqual(expect.stringMatching(/^\/assets\/identity-sdk-[\w-]+\.js$/));
    expect(hrefs).toContainEqual(expect.stringMatching(/^\/assets\/index\.esm-[\w-]+\.js$/));
    // Its script and stylesheet as the package asks for them (the sandbox's build: on the app's origin), after the screen's chunks and below them.
    expect(await providerPreloads(page)).toEqual([
      ['/sdk-assets/index.js', 'script', 'low priority', "after the screen's chunks"],
      ['/sdk-assets/assets/styles.css', 'style', 'low priority', "after the screen's chunks"],
    ]);
    await providerScript;
    // No other screen carries them.
    await page.goto('/demo/show-proposal', { waitUntil: 'domcontentloaded' });
    expect((await preloaded(page)).filter((href) => /identity-sdk|index\.esm/.test(href))).toEqual([]);
    expect(await providerPreloads(page)).toEqual([]);
  });

  test("should draw the startup spinner and a step's painted heading in Lexend's stand-ins, nothing asking for the web font before the app's code", async ({
    page,
  }) => {
    await holdEntry(page);
    const fonts: string[] = [];
    await page.route(WEB_FONT, (route) => void fonts.push(route.request().url()));
    const lexend = () => page.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Lexend Deca').map((face) => face.status));
    await page.goto('/demo/joao/faq', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    expect(await inStandIns(page)).toBe(true);
    expect(await lexend()).toEqual(['unloaded', 'unloaded']);
    await page.goto('/demo', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Antecipe seu saque-aniversário do FGTS' })).toBeVisible();
    expect(await inStandIns(page)).toBe(true);
    expect(await lexend()).toEqual(['unloaded', 'unloaded']);
    expect(fonts).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test("should ask for a wizard step's code once its painted frame is on screen (the stylesheet first), and behind the spinner at once", async ({ page }) => {
    // Each modulepreload link and the entry's script as they enter the page: after the frame's first
    // paint, or after the loader's 300 ms guard against a paint that never comes. The guard counts
    // from the loader's run in <head>, not from the frame: the frame's script in <body> waits for
    // the stylesheet, and a stylesheet later than 300 ms (a loaded machine, a slow link) lets the
    // guard ask before the frame is even in the page (holding the stylesheet 600 ms shows it: the
    // request comes before any frame).
    await holdEntry(page);
    await page.addInitScript(() => sessionStorage.setItem('fgts-who:/demo/joao', '1'));
    await page.addInitScript(() => {
      const w = window as unknown as { loaderAt?: number; asked: { t: number; painted: boolean }[] };
      w.asked = [];
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          // Noted at the parser's microtask checkpoint on the loader's end tag, just before it runs.
          if (w.loaderAt === undefined && node instanceof HTMLScriptElement && !node.src && node.text.includes('modulepreload')) w.loaderAt = performance.now();
          if ((node instanceof HTMLLinkElement && node.rel === 'modulepreload') || (node instanceof HTMLScriptElement && node.type === 'module')) {
            w.asked.push({ t: performance.now() - (w.loaderAt ?? Number.POSITIVE_INFINITY), painted: performance.getEntriesByType('paint').length > 0 });
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const asked = () => page.evaluate(() => (window as unknown as { asked: { t: number; painted: boolean }[] }).asked);
    await page.goto('/demo/joao/dados-pessoais?etapa=2', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Endereço' })).toBeVisible();
    await expect.poll(async () => (await asked()).length).toBeGreaterThan(3);
    for (const { t, painted } of await asked()) expect(painted || t >= 290, `asked ${t} ms after the loader ran, painted: ${painted}`).toBe(true);

    // Behind the spinner, what the worker waits for is the JavaScript: asked for before any paint.
    await page.goto('/demo/joao/faq', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    await expect.poll(async () => (await asked()).length).toBeGreaterThan(3);
    expect((await asked()).every(({ painted }) => !painted)).toBe(true);
  });

  test('should ask for the code behind the spinner while the stylesheet is still on its way', async ({ page }) => {
    // A script after a stylesheet waits for it: index.html's loaders run in <head>, before it.
    await page.route(/\/assets\/index-[\w-]+\.css$/, () => undefined);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/demo/simulacao', { waitUntil: 'commit' });
    await expect.poll(() => asked.filter((path) => /^\/assets\/index-[\w-]+\.js$/.test(path)).length).toBe(1);
    // The screen's own chunk too: its request event may come a moment after the entry's.
    await expect.poll(() => asked.filter((path) => /^\/assets\/simulacao-[\w-]+\.js$/.test(path)).length).toBe(1);
  });

  // The footer's chunk, and the time the screen's heading entered the page (React's first commit).
  const footerChunk = /\/assets\/privacy-footer-[\w-]+\.js$/;
  const noteHeadingAdded = (page: Page) =>
    page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#root main h1')) return;
        (window as unknown as { headingAt: number }).headingAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });

  test("should ask for the footer's code ('Limpar meus dados') only once the screen opened directly is on the page", async ({ page }) => {
    await noteHeadingAdded(page);
    await page.goto('/demo/joao/faq');
    await expect(page.getByRole('button', { name: 'Limpar meus dados' })).toBeVisible();
    const { heading, footer } = await page.evaluate((source) => {
      const chunk = new RegExp(source);
      return {
        heading: (window as unknown as { headingAt?: number }).headingAt ?? Number.NaN,
        footer: performance.getEntriesByType('resource').find((entry) => chunk.test(new URL(entry.name).pathname))?.startTime ?? Number.NaN,
      };
    }, footerChunk.source);
    expect(heading).toBeGreaterThan(0);
    expect(footer).toBeGreaterThan(heading);
  });

  test("should ask for the footer's code only once the screen's data has answered", async ({ page }) => {
    // On mobile data (HTTP/1.1, six connections) its six files asked for meanwhile queue the
    // screen's BFF calls behind them: it waits for the data (at most 5 s), then an idle moment.
    await reachSimulation(page, { cpf: WIZARD_CPFS.idleAfterData });
    // This page's own optional code first, so that only the reload's requests are counted.
    const optional = footerChunk;
    const loaded = () =>
      page.evaluate((source) => performance.getEntriesByType('resource').filter((entry) => new RegExp(source).test(entry.name)).length, optional.source);
    await expect.poll(loaded).toBe(1);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/api\/v2\/balance-simulation\//, async (route) => {
      await answered;
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => optional.test(new URL(request.url()).pathname) && asked.push(new URL(request.url()).pathname));
    // Reopened 6 minutes later: the stored simulation (fresh for 5) is read again, whether or not it
    // reached the disk before the reload (it had in 2 of 4 runs on a loaded machine, and the screen
    // then asked for nothing).
    await page.clock.install({ time: Date.now() + 6 * 60_000 });
    const simulationAsked = page.waitForRequest(/\/api\/v2\/balance-simulation\//);
    await page.reload();
    await simulationAsked;
    await page.clock.runFor(4000);
    expect(asked).toEqual([]);
    answer();
    await expect(page.getByText('você pode receber').first()).toBeVisible();
    await page.clock.runFor(2000);
    await expect.poll(() => asked.length).toBe(1);
    await expect(page.getByRole('button', { name: 'Limpar meus dados' })).toBeVisible();
  });

  test('should go on without the footer when its code cannot arrive, and show it once the connection is back', async ({ page, context }) => {
    await page.route(footerChunk, (route) => route.abort('internetdisconnected'));
    const asked = page.waitForRequest((request) => footerChunk.test(new URL(request.url()).pathname));
    await page.goto('/demo/joao/faq');
    await asked;
    await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Limpar meus dados' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.unroute(footerChunk);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Limpar meus dados' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
  });

  test("should paint before the app a wizard step's progress and heading in a tab that has answered, on the product's hosts only, and the startup spinner anywhere else", async ({
    page,
  }) => {
    // Without the app's entry, only index.html's own script runs; this tab has answered 'Continuar como …?' for both links.
    await holdEntry(page);
    await page.addInitScript(() => {
      sessionStorage.setItem('fgts-who:/demo/joao', '1');
      sessionStorage.setItem('fgts-who:/acme', '1');
    });
    const painted = async (url: string, heading: string | null) => {
      await page.goto(url, { waitUntil: 'commit' });
      await expect(page.getByRole('status')).toHaveText('Carregando...');
      if (heading === null) await expect(page.getByRole('heading')).toHaveCount(0);
      else await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    };
    await painted('/demo/joao/dados-pessoais?etapa=3', 'Informações Bancárias');
    await expect(page.getByRole('listitem').filter({ hasText: 'Informações Bancárias' })).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page);
    await painted('/demo/joao/dados-pessoais?etapa=4', 'Revisar Proposta');
    // Anything but 2, 3 or 4 is step 1, as for the app (lib/flow/wizard-step).
    await painted('/demo/joao/dados-pessoais?etapa=9', 'Dados Pessoais');
    await painted('/demo/joao/simulacao', null);
    await expectNoSeriousA11yViolations(page);
    // Not answered for this link; a tenant's host (its colours come with its branding).
    await painted('/demo/dados-pessoais?etapa=2', null);
    await painted(tenantUrl('acme', '/acme/dados-pessoais?etapa=2'), null);
    await painted(tenantUrl('acme', '/acme'), null);
  });

  test("should say so with 'Tentar novamente' when the app's code cannot arrive, behind the hero or the spinner, and load it on the tap", async ({ page }) => {
    const entry = /\/assets\/index-[\w-]+\.js$/;
    await page.route(entry, (route) => route.abort('internetdisconnected'));
    await page.goto('/demo/joao/faq');
    await expect(page.getByRole('alert')).toHaveText('Sem conexão. Verifique sua internet e tente novamente.');
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/demo/joao');
    await expect(page.getByRole('alert')).toHaveText('Sem conexão. Verifique sua internet e tente novamente.');
    await expect(page.getByRole('heading', { name: 'Antecipe seu saque-aniversário do FGTS' })).toHaveCount(0);

    await page.unroute(entry);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("should preload the landing's chunks on a landing, after its painted hero", async ({ page }) => {
    await holdEntry(page);
    await page.goto('/demo/joao', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Antecipe seu saque-aniversário do FGTS' })).toBeVisible();
    await expect.poll(() => preloaded(page)).toContain(landingChunk());
  });
});

/** The landing route's component chunk, from the build's manifest. */
function landingRouteChunk(): string {
  const manifest = JSON.parse(readFileSync(join(process.env.OUT_DIR ?? 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const key = Object.keys(manifest).find((k) => k.startsWith('src/routes/$slug/{-$slugSeller}/{-$slugSelfService}/index.tsx'));
  if (!key) throw new Error('no landing route chunk in the manifest');
  return manifest[key]!.file;
}

test.describe('branding', () => {
  test('should use the default branding without a tenant sub-domain', async ({ page }) => {
    const whitelabelCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/whitelabel')) whitelabelCalls.push(r.url());
    });
    await page.goto('/demo/faq');
    await expect(page.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisible();
    await expect(page).toHaveTitle('FGTS Já — Antecipação do Saque-Aniversário');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.png');
    // White text on #48BB78 fails AA; the solid button uses the same hue darkened to >= 4.5:1.
    const bg = await solidButtonBackground(page);
    expect(bg).not.toBe(hexToRgb('#48bb78'));
    expect(bg).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    expect(whitelabelCalls).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('should brand acme.localhost with the tenant title, favicon and colours', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/404'));
    await expect(page.getByRole('heading', { name: 'Essa página não existe.' })).toBeVisible();
    await expect(page).toHaveTitle('Acme Crédito — Antecipação FGTS');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/api\/whitelabel\/assets\/acme\//);
    await expect(page.getByRole('img', { name: 'Acme Crédito' })).toBeVisible();
    const vars = await page.evaluate(() => {
      const s = getComputedStyle(document.documentElement);
      return { primary: s.getPropertyValue('--tenant-primary').trim(), secondary: s.getPropertyValue('--tenant-secondary').trim() };
    });
    expect(vars.primary).toBe('#6b46c1');
    expect(vars.secondary).toBe('#1a202c');
    const bg = await solidButtonBackground(page);
    expect(bg).toMatch(/^rgb\(/);
    const defaultBg = await (async () => {
      const other = await page.context().newPage();
      await other.goto('/404');
      const c = await solidButtonBackground(other);
      await other.close();
      return c;
    })();
    expect(bg).not.toBe(defaultBg);
    await expectNoSeriousA11yViolations(page);
  });

  test('should show Carregando... while the white-label data loads', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/whitelabel/**', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(tenantUrl('acme', '/404'));
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    release();
    await expect(page.getByRole('heading', { name: 'Essa página não existe.' })).toBeVisible();
  });

  test('should retry a failing white-label call like every query (1 s, then 2 s), then brand the page', async ({ page }) => {
    await page.clock.install();
    let calls = 0;
    await page.route('**/api/whitelabel/**', async (route) => {
      if (new URL(route.request().url()).pathname !== '/api/whitelabel/') return route.continue();
      calls += 1;
      if (calls <= 2) return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'busy' }) });
      return route.continue();
    });
    await page.goto(tenantUrl('acme', '/404'));
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    await expect.poll(() => calls).toBe(1);
    await page.clock.runFor(1000);
    await expect.poll(() => calls).toBe(2);
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    await page.clock.runFor(2000);
    await expect(page.getByRole('heading', { name: 'Essa página não existe.' })).toBeVisible();
    await expect(page).toHaveTitle('Acme Crédito — Antecipação FGTS');
    expect(calls).toBe(3);
  });

  test('should not keep a failed white-label call as "no tenant": the next visit gets the tenant', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/whitelabel/**', (route) =>
      new URL(route.request().url()).pathname === '/api/whitelabel/' ? route.abort('internetdisconnected') : route.continue(),
    );
    const firstFailure = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === '/api/whitelabel/');
    await page.goto(tenantUrl('acme', '/404'));
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    // The retries count from the first failure: on a busy machine it can come after the clock would
    // already have run (seen once in a clean run), leaving the last retry for real time.
    await firstFailure;
    // Three retries (1 s, 2 s, 4 s), then the default branding for this visit.
    await page.clock.runFor(1000 + 2000 + 4000);
    await expect(page.getByRole('heading', { name: 'Essa página não existe.' })).toBeVisible();
    await expect(page).toHaveTitle('FGTS Já — Antecipação do Saque-Aniversário');
    // Long enough for the cache to be written (at once, or at the end of a 1 s throttle) if it were going to be.
    await page.clock.runFor(2000);

    await page.unroute('**/api/whitelabel/**');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Essa página não existe.' })).toBeVisible();
    await expect(page).toHaveTitle('Acme Crédito — Antecipação FGTS');
  });

  test('should fall back safely when the tenant stores invalid values', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname === 'hostil.example') foreign.push(r.url());
    });
    await page.goto(tenantUrl('hostil', '/404'));
    await expect(page.getByRole('heading', { name: 'Essa página não existe.' })).toBeVisible();
    // Bidirectional controls (U+202E reversed the title) are stripped from tenant text.
    await expect(page).toHaveTitle('Hostil Financeira');
    // Plain-http images of another origin are refused: the default logo, and no request to that host.
    await expect(page.getByRole('img', { name: 'Hostil Financeira' })).toHaveAttribute('src', /^\/brand\//);
    expect(foreign).toEqual([]);
    const vars = await page.evaluate(() => {
      const s = getComputedStyle(document.documentElement);
      return { primary: s.getPropertyValue('--tenant-primary').trim(), secondary: s.getPropertyValue('--tenant-secondary').trim() };
    });
    expect(vars).toEqual({ primary: '#48bb78', secondary: '#2c5282' });
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.png');
    expect(dialogs).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('should use the default branding when the tenant is unknown (404)', async ({ page }) => {
    await page.goto(tenantUrl('ninguem', '/404'));
    await expect(page.getByRole('heading', { name: 'Essa página não existe.' })).toBeVisible();
    await expect(page).toHaveTitle('FGTS Já — Antecipação do Saque-Aniversário');
  });
});

test.describe('session expiry', () => {
  test('should clear the session and show the toast for 5 seconds when the refresh fails', async ({ page }) => {
    // A paused fake clock: the toast's 5 s are counted in fake time, advanced by the test only.
    await page.clock.install({ time: new Date('2026-11-21T10:00:00-03:00') });
    await page.clock.pauseAt(new Date('2026-11-21T10:00:01-03:00'));
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('session', 'expired-session');
        localStorage.setItem('refreshToken', 'revoked-refresh');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(tenantUrl('acme', '/404'));
    const toast = page.getByText('Sessão expirada.');
    // Step fake time in small increments until the toast shows, so it starts near a known instant.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          return toast.isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect(page.getByText('Por favor faça o login, novamente.')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('session'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
    await page.clock.runFor(4_500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(toast).toBeHidden();
  });

  test('should announce the session-expired toast accessibly', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('session', 'expired-session');
      localStorage.setItem('refreshToken', 'revoked-refresh');
    });
    await page.goto(tenantUrl('acme', '/404'));
    const toast = page.getByRole('status').filter({ hasText: 'Sessão expirada.' });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fechar aviso' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('FGTS disabled build', () => {
  test('should replace the app with the Atenção! notice', async ({ page }) => {
    await page.goto(`http://localhost:${DISABLED_PORT}/demo/faq`);
    await expect(page.getByRole('heading', { name: 'Atenção!' })).toBeVisible();
    await expect(page.getByText(/não é possível realizar consultas, simulações nem criar propostas/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Perguntas frequentes' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("should paint nothing from the phone's copy before its notice (no frame in that build)", async ({ page, request }) => {
    const html = await (await request.get(`http://localhost:${DISABLED_PORT}/demo/show-proposal`)).text();
    expect(html).toContain('frames:{}');
    expect(html).not.toMatch(/\/assets\/frame-[\w-]+\.js/);
    // This tab has answered for the link: the normal build would ask for the frame's script on each.
    await page.addInitScript(() => sessionStorage.setItem('fgts-who:/demo', '1'));
    for (const screen of ['consulta', 'show-proposal', 'loading', 'proposal/sol-1']) {
      await page.goto(`http://localhost:${DISABLED_PORT}/demo/${screen}`);
      await expect(page.getByRole('heading', { name: 'Atenção!' })).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-cached-frame');
    }
  });
});
