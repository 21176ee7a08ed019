import type { Page } from '@playwright/test';
import { withCheckDigits } from '../../openapi/sandbox/cpf';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectShownAfterTimer,
  fillLanding,
  recordTimerStarts,
  sandboxCreated,
  sandboxRequests,
  slowCreations,
  test,
} from './fixtures';

/**
 * Faults a worker must not feel: raw server text, long waits, lost answers.
 * Tests run in parallel against one sandbox: each uses a CPF of its own run.
 */

const GENERIC = 'Ocorreu um erro ao processar suas informações.';
const EXCEPTION = 'java.lang.NullPointerException: Cannot invoke "String.trim()" because "name" is null at br.com.bff.LeadService.create(LeadService.java:42)';

/** A valid CPF outside the sandbox's table, of this run only. */
const freshCpf = () => withCheckDigits(`4${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);

const answerWithException = (page: Page, path: string) =>
  page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: EXCEPTION }) }),
  );

test.describe('raw server text', () => {
  test('should show the generic message, never the server text › when the lead answers a 500 with an exception', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await answerWithException(page, '/api/leads');
    await page.goto('/demo');
    const cpf = freshCpf();
    await fillLanding(page, { name: 'Maria da Silva', cpf, phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();

    await expect(page.getByText(GENERIC)).toBeVisible();
    await expect(page.getByText('NullPointerException', { exact: false })).toHaveCount(0);
    await expect(page).toHaveURL(/\/demo$/);
    await expectNoSeriousA11yViolations(page);
    // Logged for whoever reads the console, without the worker's data or the server's words.
    expect(warnings.some((w) => w.includes('500') && w.includes('/api/leads'))).toBe(true);
    for (const warning of warnings) {
      expect(warning).not.toContain(cpf.replace(/\D/g, ''));
      expect(warning).not.toContain('MARIA');
      expect(warning).not.toContain('NullPointer');
    }
  });

  test('should show the generic message › when the link configuration answers a 500 with an exception', async ({ page }) => {
    // The configuration is retried 3 times (1, 2, 4 s) before it fails: page time moves instead.
    await page.clock.install();
    await answerWithException(page, '/api/selfservice/slug');
    await page.goto('/demo');
    await fillLanding(page, { name: 'Maria da Silva', cpf: freshCpf(), phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();

    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          return page.getByText(GENERIC).count();
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBe(1);
    await expect(page.getByText('NullPointerException', { exact: false })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('long waits', () => {
  const SLOW = 'Está demorando mais que o normal. Aguarde nesta tela: seus dados estão sendo enviados.';

  test('should tell the worker the lead is taking longer than usual after 5 s, and keep waiting for the answer', async ({ page }) => {
    await page.clock.install();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/leads',
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto('/demo');
    await fillLanding(page, { name: 'Maria da Silva', cpf: freshCpf(), phone: '11987654321' });
    await recordTimerStarts(page, 5_000);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    const sending = page.getByRole('button', { name: 'Enviando...' });
    await expect(sending).toBeDisabled();

    await expectShownAfterTimer(page, page.getByText(SLOW), 5_000);
    // In the live region tied to the button: announced, and read with it.
    await expect(sending).toHaveAccessibleDescription(SLOW);
    await expectNoSeriousA11yViolations(page);

    // Much later the answer still counts: nothing was aborted.
    await page.clock.runFor(25_000);
    await expect(sending).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
  });
});

test.describe('lost answers', () => {
  const CREATE_PATH = '/api/v2/balance-solicitation';
  const isCreation = (url: string) => new URL(url).pathname === CREATE_PATH;

  test('should create one lead › when the answer to the first reached no one and the worker taps again', async ({ page }) => {
    const cpf = freshCpf();
    let dropped = false;
    await page.route(
      (url) => url.pathname === '/api/leads',
      async (route) => {
        if (dropped) return route.fallback();
        dropped = true;
        await route.fetch(); // the BFF received it and created the lead…
        await route.abort('connectionreset'); // …and its answer is lost on the way back
      },
    );
    await page.goto('/demo');
    await fillLanding(page, { name: 'Maria da Silva', cpf, phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page.getByText('Sem conexão. Verifique sua internet e tente novamente.')).toBeVisible();
    await expect(page).toHaveURL(/\/demo$/);

    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    expect((await sandboxCreated(cpf)).leads).toHaveLength(1);
    const calls = (await sandboxRequests({ method: 'POST', path: '/api/leads' })).filter((r) => (r.body as { document?: string }).document === cpf);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.idempotencyKey).toBeTruthy();
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
  });

  test('should create one lead › when the page is reloaded while the lead is on its way and the worker taps again', async ({ page }) => {
    const cpf = freshCpf();
    await slowCreations(cpf, 4_000);
    await page.goto('/demo');
    await fillLanding(page, { name: 'Maria da Silva', cpf, phone: '11987654321' });
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/leads');
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await sent;
    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue('MARIA DA SILVA');
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/, { timeout: 15_000 });
    expect((await sandboxCreated(cpf)).leads).toHaveLength(1);
    await slowCreations(cpf, 0);
  });

  test('should start one consultation › when /consulta is reloaded again and again during a slow creation', async ({ page }) => {
    test.setTimeout(60_000);
    const cpf = freshCpf();
    await page.goto('/demo');
    await fillLanding(page, { name: 'Maria da Silva', cpf, phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);

    await slowCreations(cpf, 12_000);
    const RELOADS = 6;
    let sent = page.waitForRequest((r) => isCreation(r.url()));
    await page.goto('/demo/consulta');
    for (let reload = 0; reload < RELOADS; reload += 1) {
      await sent;
      sent = page.waitForRequest((r) => isCreation(r.url()));
      await page.reload();
    }
    // The last page gets the answer (the sandbox makes the repeats wait for the first creation).
    expect((await (await sent).response())?.status()).toBe(200);
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const calls = (await sandboxRequests({ path: CREATE_PATH })).filter((r) => r.query.document === cpf);
    expect(calls).toHaveLength(RELOADS + 1);
    expect(new Set(calls.map((r) => r.idempotencyKey)).size).toBe(1);
    expect((await sandboxCreated(cpf)).solicitations).toHaveLength(1);
    await slowCreations(cpf, 0);
  });

  test('should start one Corban consultation › when /loading is reloaded during a slow creation', async ({ page }) => {
    test.setTimeout(60_000);
    const cpf = freshCpf();
    await page.goto('/demo/onboard');
    await page.getByRole('textbox', { name: 'CPF' }).fill(cpf);
    await page.getByRole('button', { name: 'Vamos Lá' }).click();
    await expect(page).toHaveURL(/\/demo\/introducao$/);

    await slowCreations(cpf, 10_000);
    const RELOADS = 3;
    let sent = page.waitForRequest((r) => isCreation(r.url()));
    await page.goto('/demo/loading');
    for (let reload = 0; reload < RELOADS; reload += 1) {
      await sent;
      sent = page.waitForRequest((r) => isCreation(r.url()));
      await page.reload();
    }
    expect((await (await sent).response())?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Aguardando Caixa' })).toBeVisible();

    const calls = (await sandboxRequests({ path: CREATE_PATH })).filter((r) => r.query.document === cpf);
    expect(calls).toHaveLength(RELOADS + 1);
    expect(new Set(calls.map((r) => r.idempotencyKey)).size).toBe(1);
    expect((await sandboxCreated(cpf)).solicitations).toHaveLength(1);
    await slowCreations(cpf, 0);
  });
});

test.describe('a screen whose code does not arrive', () => {
  test("should show the router's error with 'Tentar novamente' and the support chat, and 'Tentar novamente' brings the screen", async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('heading', { name: 'Antecipe seu saque-aniversário do FGTS' })).toBeVisible();
    // The FAQ's code fails on its way (a dropped connection): the screen cannot render.
    let blocked = true;
    await page.route(
      (url) => /\/assets\/faq-[^/]+\.js$/.test(url.pathname),
      (route) => (blocked ? route.abort('connectionreset') : route.fallback()),
    );
    await page
      .getByRole('link', { name: /perguntas frequentes/i })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    const support = page.getByRole('link', { name: 'Falar com o suporte' });
    await expect(support).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    await expect(support).toHaveAttribute('rel', /noopener/);
    await expectNoSeriousA11yViolations(page);

    blocked = false;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  });
});
