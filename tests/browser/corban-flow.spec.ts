import type { Page, Response } from '@playwright/test';
import { withCheckDigits } from '../../openapi/sandbox/cpf';
import { cpfFor } from '../../openapi/sandbox/scenarios';
import type { RecordedRequest } from '../../openapi/sandbox/test-support';
import { CLOSE_THE_APP_TEXT, LONG_PENDING_TEXT, nextSteps } from '../../src/lib/fgts/next-step';
import { SOLICITATION_STATUS_TEXT, type SolicitationStatus } from '../../src/lib/fgts/solicitation-status';
import { watchAnswerReads } from './answers-read';
import { CONSULTATION_NOTIFY } from '../../src/features/consultation/consultation-notice';
import { waitForDraftWrite, waitForQueryCacheWrite, watchDraftWrites } from './draft-writes';
import { aDayBehindSandbox, expect, expectNoSeriousA11yViolations, holdEntry, pauseClockBehindSandbox, sandboxUrl, test, untilAppDrawn } from './fixtures';
import {
  ENTRY,
  expectAppOverFrame,
  expectWebFontAfterApp,
  FRAME_SCRIPT,
  frameScriptsOf,
  holdAppCode,
  inStandIns,
  layoutOf,
  mainMarkup,
  sameAsFrame,
  WEB_FONT,
} from './painted-copy';
import { settle as settleSolicitation } from './pwa-profile';

/**
 * The Corban link (spec section 2): CPF entry → instructions → /loading (reading B, 8 s poll) →
 * proposal placeholder. Tests run in parallel against one sandbox, whose Corban solicitations are
 * shared per CPF and link while open: each test uses its own CPF or its own link.
 */

const mask = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
/** A valid CPF outside the sandbox's table: PENDING for 3 s, then SUCCESS with 12 years. */
const successCpf = (n: number) => withCheckDigits(`3${String(n).padStart(8, '0')}`);
const SLOGAN = 'Mais confiável, prático, eficiente, acessível, seguro, inovador, digital, simples e rápido';
const HELPER = 'Seu CPF é necessário para iniciarmos seu cadastro de forma segura';
const FOOTER = '© 2023 FGTS Já. Todos os direitos reservados.';
const CREATE_PATH = '/api/v2/balance-solicitation';

async function enterCpf(page: Page, base: string, digits: string): Promise<void> {
  await page.goto(`${base}/onboard`);
  await page.getByRole('textbox', { name: 'CPF' }).fill(digits);
  await page.getByRole('button', { name: 'Vamos Lá' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/introducao$`));
}

const isCreation = (response: Response) => new URL(response.url()).pathname === CREATE_PATH;
const isPoll = (url: string, id: string) => new URL(url).pathname === `/api/balance-solicitation/${id}`;

/** Opens /loading and answers the id of the solicitation it created. */
async function openLoading(page: Page, base: string): Promise<string> {
  const created = page.waitForResponse(isCreation);
  await page.goto(`${base}/loading`);
  const body = (await (await created).json()) as { id: string };
  return body.id;
}

async function creationsFor(digits: string): Promise<RecordedRequest[]> {
  const response = await fetch(sandboxUrl(`/__sandbox/requests?path=${CREATE_PATH}`));
  return ((await response.json()) as RecordedRequest[]).filter((r) => r.query.document === digits);
}

/**
 * Lets the page handle what already arrived (answers, renders) without moving the fake clock:
 * a few real message-channel hops, which the clock does not control.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let hop = 0; hop < 5; hop += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/** The sandbox resolves PENDING after 3 s of real (server) time; wait for it there, not in the page. */
async function untilResolved(id: string): Promise<void> {
  await expect
    .poll(async () => ((await (await fetch(sandboxUrl(`/api/balance-solicitation/${id}`))).json()) as { status: string }).status, {
      timeout: 10_000,
      intervals: [250],
    })
    .not.toBe('PENDING');
}

test.describe('CPF entry', () => {
  test('should show the dark branded page with the texts of the spec', async ({ page }) => {
    await page.goto('/demo/onboard');
    await expect(page.getByRole('heading', { level: 1, name: SLOGAN })).toBeVisible();
    await expect(page.getByText('Mais confiável', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'FGTS Já' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'CPF' });
    await expect(input).toHaveAttribute('placeholder', 'Digite seu CPF');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription(HELPER);
    await expect(page.getByText(FOOTER)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("should keep 'Vamos Lá' hidden and disabled until 14 characters, then blur the field and show it", async ({ page }) => {
    await page.goto('/demo/onboard');
    await untilAppDrawn(page);
    const input = page.getByRole('textbox', { name: 'CPF' });
    const button = page.locator('button', { hasText: 'Vamos Lá' });
    await expect(button).toBeHidden();
    await expect(button).toBeDisabled();

    await input.pressSequentially('1000000028');
    await expect(input).toHaveValue('100.000.002-8');
    await expect(input).toBeFocused();
    await expect(button).toBeHidden();
    await expect(button).toBeDisabled();

    await input.press('0');
    await expect(input).toHaveValue('100.000.002-80');
    await expect(input).not.toBeFocused();
    await expect(page.getByRole('button', { name: 'Vamos Lá' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vamos Lá' })).toBeEnabled();
    // Contrast is checked once the fade-in has ended (axe reads the blended colour mid-fade).
    await expect(page.getByRole('button', { name: 'Vamos Lá' })).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);

    // Only the length counts on this screen; deleting a digit hides the button again.
    await input.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await expect(input).toHaveValue('100.000.002-8');
    await expect(button).toBeHidden();
    await expect(button).toBeDisabled();
  });

  test("should be painted before the app's code (the correspondent's link on a slow connection), inert, then drawn by the app in the same place", async ({
    page,
  }) => {
    const held = await holdAppCode(page, /\/assets\/onboard-[\w-]+\.js$/);
    await page.goto('/demo/joao/onboard', { waitUntil: 'domcontentloaded' });
    // index.html's own frame: the screen with nothing typed, before any of the app's code.
    await expect(page.locator('main[data-painted-frame]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: SLOGAN })).toBeVisible();
    await expect(page.getByText(HELPER)).toBeVisible();
    await expect(page.getByText(FOOTER)).toBeVisible();
    await expect(page.getByRole('img', { name: 'FGTS Já' })).toBeVisible();
    // The app's entry and the screen's chunk asked for behind it (the entry is held).
    await expect.poll(() => held.askedWithFrame.length).toBe(2);
    // Nothing typed there would be kept: the form is inert, its field takes no tap, no key, no Tab.
    await expect(page.locator('main[data-painted-frame] form[inert]')).toHaveCount(1);
    const field = page.locator('input[name="cpf"]');
    await expect(field).toHaveAttribute('placeholder', 'Digite seu CPF');
    await field.click({ force: true });
    await expect(field).not.toBeFocused();
    await page.keyboard.type('529');
    await expect(field).toHaveValue('');
    await page.keyboard.press('Tab');
    await expect(field).not.toBeFocused();
    await expectNoSeriousA11yViolations(page);
    const texts = [HELPER, FOOTER, 'Mais confiável'];
    const painted = await layoutOf(page, texts);
    const frameMarkup = await mainMarkup(page);

    held.release();
    const input = page.getByRole('textbox', { name: 'CPF' });
    await expect(input).toBeEditable();
    await expect(page.locator('main[data-painted-frame]')).toHaveCount(0);
    expect(await layoutOf(page, texts)).toEqual(painted);
    // The same markup, React's ids aside, the frame's `inert` its only difference.
    expect(await sameAsFrame(page, frameMarkup, await mainMarkup(page), null, { inert: true, ids: true })).toBe(true);
    // The web font, asked for as the app started, swaps in without moving the text.
    await expect.poll(() => held.fontAsked.length).toBe(2);
    await expectWebFontAfterApp(page, held, texts);
    await input.fill('52998224725');
    await expect(page.getByRole('button', { name: 'Vamos Lá' })).toBeVisible();
  });

  test("should paint the CPF entry's text at once in Lexend's stand-ins, with neither the web font nor the app's code there (a slow link)", async ({
    page,
  }) => {
    await holdEntry(page);
    const fonts: string[] = [];
    await page.route(WEB_FONT, (route) => void fonts.push(route.request().url()));
    await page.goto('/demo/onboard', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('img', { name: 'FGTS Já' })).toBeVisible();
    await expect(page.getByText(HELPER)).toBeVisible();
    await expect(page.getByText(FOOTER)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: SLOGAN })).toBeVisible();
    expect(await inStandIns(page)).toBe(true);
    // Nothing asked for the web font: it is the app's to ask for, as it starts.
    expect(fonts).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('should mask what is typed or pasted and keep 11 digits at most', async ({ page }) => {
    await page.goto('/demo/onboard');
    const input = page.getByRole('textbox', { name: 'CPF' });
    await input.fill('abc529.982.247-25999');
    await expect(input).toHaveValue('529.982.247-25');
  });

  test("should show 'Vamos Lá' at once with a stored CPF, also after a reload", async ({ page }) => {
    const digits = successCpf(1);
    await enterCpf(page, '/demo/joao', digits);
    // Back from the instructions (a new visit of onboard would resume the instructions: resume.spec).
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/joao\/onboard$/);
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue(mask(digits));
    await expect(page.getByRole('button', { name: 'Vamos Lá' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue(mask(digits));
    const button = page.getByRole('button', { name: 'Vamos Lá' });
    await expect(button).toBeVisible();
    await expect(button).toBeEnabled();
    // At once: no fade was started for a CPF that was already complete.
    expect(await button.evaluate((el) => el.getAnimations().length)).toBe(0);
  });
});

test.describe('headline rotation', () => {
  // Each flip started, by word: the fake clock does not hold a Web Animation (450 ms of real time),
  // so on a busy machine a flip read from the element can be over, no animation left on the word,
  // before it is looked at.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { flips: Array<{ word: string; from: string }> };
      w.flips = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, keyframes, options) {
        const first = Array.isArray(keyframes) ? keyframes[0] : undefined;
        w.flips.push({ word: this.textContent ?? '', from: String(first?.transform ?? '') });
        return animate.call(this, keyframes, options);
      };
    });
  });
  const flipsOf = (page: Page, word: string) =>
    page.evaluate(
      (word) => (window as unknown as { flips: Array<{ word: string; from: string }> }).flips.filter((f) => f.word === word).map((f) => f.from),
      word,
    );

  test('should change the word every 3000 ms in the spec order, with a flip, and loop', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T10:00:00-03:00') });
    await page.clock.pauseAt(new Date('2026-03-02T10:00:01-03:00'));
    await page.goto('/demo/onboard');
    // The app's rotation (index.html's frame draws the first word too).
    await untilAppDrawn(page);
    await expect(page.getByText('Mais confiável', { exact: true })).toBeVisible();
    // No flip on first paint.
    expect(await page.getByText('confiável', { exact: true }).evaluate((el) => el.getAnimations().length)).toBe(0);
    expect(await flipsOf(page, 'confiável')).toEqual([]);

    await page.clock.runFor(2900);
    await expect(page.getByText('Mais confiável', { exact: true })).toBeVisible();
    await page.clock.runFor(100);
    await expect(page.getByText('Mais prático', { exact: true })).toBeVisible();
    expect(await flipsOf(page, 'prático')).toEqual([expect.stringContaining('rotateX')]);

    for (const word of ['eficiente', 'acessível', 'seguro', 'inovador', 'digital', 'simples', 'rápido', 'confiável']) {
      await page.clock.runFor(3000);
      await expect(page.getByText(`Mais ${word}`, { exact: true })).toBeVisible();
    }
    // The heading screen readers get is stable: the changing word is not announced.
    await expect(page.getByRole('heading', { level: 1, name: SLOGAN })).toBeVisible();
  });

  test('should swap the word without a flip under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-03-02T10:00:00-03:00') });
    await page.clock.pauseAt(new Date('2026-03-02T10:00:01-03:00'));
    await page.goto('/demo/onboard');
    // The app's rotation (index.html's frame draws the first word too).
    await untilAppDrawn(page);
    await expect(page.getByText('Mais confiável', { exact: true })).toBeVisible();
    await page.clock.runFor(3000);
    await expect(page.getByText('Mais prático', { exact: true })).toBeVisible();
    expect(await page.getByText('prático', { exact: true }).evaluate((el) => el.getAnimations().length)).toBe(0);
    await page.clock.runFor(3000);
    await expect(page.getByText('Mais eficiente', { exact: true })).toBeVisible();
    expect(await page.getByText('eficiente', { exact: true }).evaluate((el) => el.getAnimations().length)).toBe(0);
    // None started at all (not only none still running).
    expect(await page.evaluate(() => (window as unknown as { flips: unknown[] }).flips)).toEqual([]);
  });
});

test.describe('Corban flow end to end', () => {
  for (const [base, n, product] of [
    ['/demo', 2, undefined],
    ['/demo/joao/zerotac', 3, 'ss-demo-joao-zerotac'],
  ] as const) {
    // Also run by the spec-only project (playwright.config.ts): the BFF answers only what the spec names.
    test(`should go from the CPF entry to the proposal placeholder at ${base}`, { tag: '@main-flow' }, async ({ page }) => {
      const digits = successCpf(n);
      await page.clock.install();
      await enterCpf(page, base, digits);

      const id = await openLoading(page, base);
      await expect(page.getByRole('heading', { name: 'Aguardando Caixa' })).toBeVisible();
      await expect(page.getByText('Estamos aguardando a resposta da Caixa. Isso pode levar alguns instantes.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const [creation] = await creationsFor(digits);
      expect(creation?.query).toEqual({
        document: digits,
        processorName: 'ZIPDIN',
        origin: 'CORBAN',
        slug: 'demo',
        ...(product ? { slugSeller: 'joao', slugSelfService: 'zerotac', selfServiceId: product } : { selfServiceId: 'ss-demo' }),
      });
      expect(creation?.pageUrl).toMatch(new RegExp(`${base}/loading$`));

      await untilResolved(id);
      await page.clock.runFor(8000);
      await expect(page).toHaveURL(new RegExp(`${base}/proposal/${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Proposta' })).toBeVisible();
      await expect(page.getByText('Você pode receber até')).toBeVisible();
      await expect(page.getByText(/^R\$\s[\d.]+,\d{2}$/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // replace: going back does not return to /loading.
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(new RegExp(`${base}/simulacao$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${base}/proposal/${id}$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${base}/introducao$`));
      expect(await creationsFor(digits)).toHaveLength(1);
    });
  }

  test("should go through the instructions' guide ('Já autorizei', 'Sim') to /loading and the proposal", async ({ page }) => {
    await page.clock.install();
    await enterCpf(page, '/demo/joao', successCpf(4));
    await expect(page.getByRole('heading', { level: 1, name: 'Instruções' })).toBeVisible();
    for (let step = 1; step < 11; step += 1) await page.getByRole('button', { name: 'Próximo passo' }).click();
    await page.getByRole('button', { name: 'Já autorizei' }).click();
    await page.clock.runFor(5000);
    const created = page.waitForResponse(isCreation);
    await page.getByRole('button', { name: 'Sim', exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/loading$/);
    await expect(page.getByRole('heading', { name: 'Aguardando Caixa' })).toBeVisible();
    const { id } = (await (await created).json()) as { id: string };
    await untilResolved(id);
    await page.clock.runFor(8000);
    await expect(page).toHaveURL(new RegExp(`/demo/joao/proposal/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Proposta' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  });
});

test.describe('loading (reading B)', () => {
  test('should poll every 8 s: no second GET at 7.9 s, one at 8 s', async ({ page }) => {
    const digits = cpfFor('PENDING');
    await pauseClockBehindSandbox(page);
    await enterCpf(page, '/demo', digits);

    let createdId: string | undefined;
    const polls: string[] = [];
    page.on('response', async (response) => {
      if (isCreation(response)) createdId = ((await response.json()) as { id: string }).id;
    });
    page.on('request', (request) => {
      if (createdId && isPoll(request.url(), createdId)) polls.push(request.url());
    });
    // Counted from when the page has read an answer (./answers-read), not from its arrival here:
    // the page may take it a clock nudge or a runFor later than the test sees it. (A listener that
    // awaits each poll's `finished()` would also fail the test when the last poll is still on its way
    // at the end: 'Test ended'.)
    const taken = await watchAnswerReads(page);
    let created = false;
    void taken.next(CREATE_PATH).then(() => (created = true));
    await page.goto('/demo/loading');
    // The paused clock only moves when told to: nudge it in small steps until the page has the
    // solicitation, and no further. The 8 s count starts when the page has handled that answer:
    // within the last nudge, or right now once settled.
    await expect
      .poll(
        async () => {
          if (!created) await page.clock.runFor(50);
          return created;
        },
        { timeout: 10_000, intervals: [50] },
      )
      .toBe(true);
    await expect.poll(() => createdId).toBeDefined();
    await settle(page);
    await expect(page.getByRole('heading', { name: 'Aguardando Caixa' })).toBeVisible();

    await page.clock.runFor(7900);
    await settle(page); // a request fired by the clock has been seen by now
    expect(polls).toHaveLength(0);
    const pollRead = taken.next(`/api/balance-solicitation/${createdId}`);
    await page.clock.runFor(100);
    await expect.poll(() => polls.length).toBe(1);

    // The next 8 s count from the poll's answer, as the page takes it.
    await pollRead;
    await settle(page);
    await page.clock.runFor(7900);
    await settle(page);
    expect(polls).toHaveLength(1);
    await page.clock.runFor(100);
    await expect.poll(() => polls.length).toBe(2);
    await expect(page).toHaveURL(/\/demo\/loading$/);
  });

  test('should tell a worker waiting over a minute that the bank is slow and they can close the app', async ({ page }) => {
    await pauseClockBehindSandbox(page);
    await enterCpf(page, '/demo/joao/zerotac', cpfFor('PENDING'));
    await page.goto('/demo/joao/zerotac/loading');
    await expect(page.getByRole('heading', { name: 'Aguardando Caixa' })).toBeVisible();
    await expect(page.getByText(SOLICITATION_STATUS_TEXT.PENDING.message)).toBeVisible();
    const support = page.getByRole('link', { name: 'Falar com o suporte' });
    await page.clock.runFor(55_000);
    await expect(page.getByText(LONG_PENDING_TEXT)).toHaveCount(0);
    await expect(support).toHaveCount(0);
    await page.clock.runFor(6_000);
    await expect(page.getByText(LONG_PENDING_TEXT)).toBeVisible();
    await expect(page.getByText(CLOSE_THE_APP_TEXT)).toBeVisible();
    // What happens next, and the support chat (this Corban link has no configuration: its tenant's).
    await expect(support).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('rel', /noopener/);
    await expect(page.getByText(SOLICITATION_STATUS_TEXT.PENDING.message)).toHaveCount(0);
    await expect(page).toHaveURL(/\/demo\/joao\/zerotac\/loading$/);
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
  });

  test('should poll the same solicitation after a reload instead of creating another', async ({ page }) => {
    const digits = cpfFor('PENDING');
    await enterCpf(page, '/demo/joao/qitech', digits);
    await watchDraftWrites(page);
    const id = await openLoading(page, '/demo/joao/qitech');
    // The app records the new solicitation in its drafts once the answer is in (lib/flow/create-once):
    // a reload before that write sends the creation again with the same key, one solicitation from
    // two requests. A worker's reload comes after it.
    await waitForDraftWrite(page, 'flow:/demo/joao/qitech', { afterAnswerOf: CREATE_PATH });
    const polled = page.waitForRequest((request) => isPoll(request.url(), id));
    await page.reload();
    await polled;
    await expect(page.getByRole('heading', { name: 'Aguardando Caixa' })).toBeVisible();
    const creations = (await creationsFor(digits)).filter((r) => r.query.slugSelfService === 'qitech');
    expect(creations).toHaveLength(1);
  });

  test('should go to the CPF entry without a stored CPF', async ({ page }) => {
    await page.goto('/demo/joao/loading');
    await expect(page).toHaveURL(/\/demo\/joao\/onboard$/);
  });

  const BACK_TO_INTRODUCAO = (Object.keys(SOLICITATION_STATUS_TEXT) as SolicitationStatus[]).filter(
    (s) => !['PENDING', 'SUCCESS', 'PENDING_CONFIRMATION'].includes(s),
  );
  for (const status of BACK_TO_INTRODUCAO) {
    test(`should go back to introducao with the status message on ${status}`, async ({ page }) => {
      const digits = cpfFor(status);
      const { label, message } = SOLICITATION_STATUS_TEXT[status];
      await page.clock.install();
      await enterCpf(page, '/demo', digits);
      const id = await openLoading(page, '/demo');
      await untilResolved(id);
      await page.clock.runFor(8000);
      await expect(page).toHaveURL(/\/demo\/introducao$/);
      await expect(page.getByText(label, { exact: true })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByText(/\bcliente\b/i)).toHaveCount(0);
      // "Tente novamente em 5 minutos" says when; the instructions lead to a new consultation.
      const when = page.getByText(/Você pode consultar de novo às \d{2}:\d{2}\./);
      await expect(when).toHaveCount(nextSteps(status).retryAfterMs ? 1 : 0);
    });
  }

  test('should start a new consultation when the worker comes back after a final status', async ({ page }) => {
    const digits = cpfFor('INVALID_PERIOD');
    await page.clock.install();
    await enterCpf(page, '/demo/joao', digits);
    const first = await openLoading(page, '/demo/joao');
    await untilResolved(first);
    await page.clock.runFor(8000);
    await expect(page).toHaveURL(/\/demo\/joao\/introducao$/);
    const second = await openLoading(page, '/demo/joao');
    expect(second).not.toBe(first);
  });

  test('should open the proposal placeholder on PENDING_CONFIRMATION, with its status', async ({ page }) => {
    await page.clock.install();
    await enterCpf(page, '/demo', cpfFor('PENDING_CONFIRMATION'));
    const id = await openLoading(page, '/demo');
    await untilResolved(id);
    await page.clock.runFor(8000);
    await expect(page).toHaveURL(new RegExp(`/demo/proposal/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Proposta' })).toBeVisible();
    await expect(page.getByText(SOLICITATION_STATUS_TEXT.PENDING_CONFIRMATION.label)).toBeVisible();
  });

  for (const [name, answer] of [
    ['a 500 after the retries', 'error'],
    ['an answer without status', 'no-status'],
  ] as const) {
    test(`should show 'Erro inesperado.' on ${name}, then go to introducao after 5 s`, async ({ page }) => {
      test.setTimeout(60_000);
      // Paused: fake time moves only with runFor, so the 5 s are measured exactly.
      await pauseClockBehindSandbox(page);
      await enterCpf(page, '/demo', successCpf(answer === 'error' ? 5 : 6));
      await page.route('**/api/balance-solicitation/*', async (route) => {
        if (answer === 'error') return route.fulfill({ status: 500, json: { message: 'Falha' } });
        const real = (await (await route.fetch()).json()) as Record<string, unknown>;
        delete real.status;
        return route.fulfill({ status: 200, json: real });
      });
      await page.goto('/demo/loading');
      // The first poll is 8 s after the creation, which happens after this point: 7 s are safe in
      // one step. Then small steps (the retries wait 1, 2 and 4 s) until the error shows.
      await page.clock.runFor(7000);
      const error = page.getByRole('heading', { name: 'Erro inesperado.' });
      await expect
        .poll(
          async () => {
            if (await error.isVisible()) return true;
            await page.clock.runFor(100);
            return false;
          },
          { timeout: 40_000, intervals: [0] },
        )
        .toBe(true);
      await expect(page.getByText('Tente novamente em 5 minutos.')).toBeVisible();
      await expect(page.getByText('Você será redirecionado em instantes.')).toBeVisible();
      // The error showed within the last 100 ms step.
      await page.clock.runFor(4850);
      await expect(page).toHaveURL(/\/demo\/loading$/);
      await page.clock.runFor(150);
      await expect(page).toHaveURL(/\/demo\/introducao$/);
    });
  }
});

test('should send a link the BFF does not know to the not-found screen, not round the instructions for ever', async ({ page }) => {
  await enterCpf(page, '/naoexiste', successCpf(8));
  const refused = page.waitForResponse((response) => isCreation(response) && response.status() === 404);
  await page.goto('/naoexiste/loading');
  await refused;
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Essa página não existe.')).toBeVisible();
  await expect(page.getByText('Peça para o seu Corban mandar o link novamente.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Erro inesperado.' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("should make the 'Erro inesperado.' screen accessible", async ({ page }) => {
  // A 400 is not retried: the error shows at once, and axe runs well within its 5 s.
  await page.clock.install();
  await enterCpf(page, '/demo/joao/zerotac', successCpf(7));
  await page.route(`**${CREATE_PATH}?*`, (route) => route.fulfill({ status: 400, json: { message: 'Falha' } }));
  await page.goto('/demo/joao/zerotac/loading');
  await expect(page.getByRole('heading', { name: 'Erro inesperado.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('proposal placeholder', () => {
  test('should go to introducao without a stored CPF', async ({ page }) => {
    await page.goto('/demo/joao/zerotac/proposal/sol-1');
    await expect(page).toHaveURL(/\/demo\/joao\/zerotac\/introducao$/);
    await page.goto('/demo/proposal/sol-1');
    await expect(page).toHaveURL(/\/demo\/introducao$/);
  });
});

test.describe("the Corban /loading and proposal/{id} painted from the phone's copy before the app's code", () => {
  // A link no other test consults on: its PENDING consultation, shared by the tests below, never ends.
  const BASE = '/acme/maria';
  const HEADING = SOLICITATION_STATUS_TEXT.PENDING.label;
  const WAITING = 'Estamos aguardando a resposta da Caixa. Isso pode levar alguns instantes.';
  const LOADING_CHUNK = /\/assets\/loading-[\w-]+\.js$/;

  /** /loading with its consultation PENDING, the flow and the answer written to disk (what a reload finds). */
  async function reachStoredLoading(page: Page, base: string): Promise<string> {
    await enterCpf(page, base, cpfFor('PENDING'));
    const id = await openLoading(page, base);
    await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
    await waitForDraftWrite(page, `flow:${base}`, { afterAnswerOf: CREATE_PATH });
    await waitForQueryCacheWrite(page, { afterAnswerOf: CREATE_PATH });
    return id;
  }

  test("a reload paints the consultation's wait kept on the phone while the app's code is on its way, where the app then draws the same", async ({ page }) => {
    await watchDraftWrites(page);
    // Behind the sandbox's time: the consultation's creation looks later than the page's now,
    // so the screen counts the wait from its own opening (under a minute), and so must the frame.
    await page.clock.install({ time: await aDayBehindSandbox() });
    await reachStoredLoading(page, BASE);

    const held = await holdAppCode(page, LOADING_CHUNK);
    // The page's clock stands still: the loaders' 500 ms limit cannot pass unless the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
    await expect(page.getByText(WAITING)).toBeVisible();
    await expect(page.getByText(CONSULTATION_NOTIFY.reason)).toBeVisible();
    await expect(page.getByRole('img', { name: 'FGTS Já' })).toBeVisible();
    // No control before the app: the offer's button comes with it.
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    // The app's code (the entry, the screen's chunk) is asked for once the wait is on screen in its
    // font; then the app draws the same, with the offer's button in the room the frame kept for it.
    const markup = await expectAppOverFrame(page, {
      texts: [HEADING, WAITING, CONSULTATION_NOTIFY.reason],
      held,
      appDrawn: () => expect(page.getByRole('button', { name: CONSULTATION_NOTIFY.action })).toBeVisible(),
    });
    expect(await sameAsFrame(page, markup.frame, markup.app, 'button')).toBe(true);
  });

  test("the correspondent's link opened again in the same tab (onboard, resuming /loading) paints the wait, not the CPF entry, where the app then draws the same", async ({
    page,
  }) => {
    await watchDraftWrites(page);
    await page.clock.install({ time: await aDayBehindSandbox() });
    await reachStoredLoading(page, BASE);
    expect(await page.evaluate((base) => localStorage.getItem(`fgts-resume:onboard:${base}`), BASE)).toBe('loading');

    const held = await holdAppCode(page, LOADING_CHUNK);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    // A new history entry of the tab that has answered (the link tapped again in the chat).
    await page.goto(`${BASE}/onboard`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
    await expect(page.getByText(WAITING)).toBeVisible();
    await expect(page.getByText(HELPER)).toHaveCount(0);
    const markup = await expectAppOverFrame(page, {
      texts: [HEADING, WAITING, CONSULTATION_NOTIFY.reason],
      held,
      appDrawn: () => expect(page.getByRole('button', { name: CONSULTATION_NOTIFY.action })).toBeVisible(),
    });
    await expect(page).toHaveURL(new RegExp(`${BASE}/loading$`));
    expect(await sameAsFrame(page, markup.frame, markup.app, 'button')).toBe(true);
  });

  test('a wait over a minute is painted as the screen tells it, the support chat coming with the app', async ({ page }) => {
    await watchDraftWrites(page);
    await page.clock.install();
    await reachStoredLoading(page, BASE);

    const { release } = await holdAppCode(page, LOADING_CHUNK);
    // Reopened over a minute after the consultation began.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 61_000));
    await page.reload({ waitUntil: 'commit' });
    await page.clock.resume();
    await expect(page.locator('main[data-painted-frame]')).toBeVisible();
    await expect(page.getByText(LONG_PENDING_TEXT)).toBeVisible();
    await expect(page.getByText(CLOSE_THE_APP_TEXT)).toBeVisible();
    await expect(page.getByText(WAITING)).toHaveCount(0);
    const texts = [HEADING, LONG_PENDING_TEXT, CLOSE_THE_APP_TEXT, CONSULTATION_NOTIFY.reason];
    const painted = await layoutOf(page, texts);
    const frameMarkup = await mainMarkup(page);

    release();
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toBeVisible();
    expect(await layoutOf(page, texts)).toEqual(painted);
    expect(await sameAsFrame(page, frameMarkup, await mainMarkup(page), 'button, a')).toBe(true);
  });

  test("a reload of the consultation's result paints its amount kept on the phone while the app's code is on its way, where the app then draws the same", async ({
    page,
  }) => {
    // Its own CPF (PENDING for 3 s, then SUCCESS): the consultation is this test's alone.
    const base = '/demo';
    await watchDraftWrites(page);
    await page.clock.install();
    await enterCpf(page, base, successCpf(20));
    const id = await openLoading(page, base);
    await untilResolved(id);
    await page.clock.runFor(8000);
    await expect(page).toHaveURL(new RegExp(`${base}/proposal/${id}$`));
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
    const amount = page.getByText(/^R\$\s[\d.]+,\d{2}$/);
    const shown = await amount.textContent();
    await waitForQueryCacheWrite(page, { afterAnswerOf: `/api/v2/balance-simulation/${id}` });

    const held = await holdAppCode(page, /\/assets\/_id-[\w-]+\.js$/);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Proposta' })).toBeVisible();
    await expect(page.getByText('Você pode receber até')).toBeVisible();
    await expect(amount).toHaveText(shown!);
    // No control before the app: 'Continuar' comes with it.
    await expect(page.getByRole('button')).toHaveCount(0);
    const markup = await expectAppOverFrame(page, {
      texts: ['Proposta', 'Você pode receber até', shown!],
      held,
      appDrawn: () => expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible(),
    });
    expect(await sameAsFrame(page, markup.frame, markup.app, 'button')).toBe(true);

    // An id the phone keeps nothing of: nothing painted (the copy names the address it was drawn at).
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route(ENTRY, () => undefined);
    await page.goto(`${base}/proposal/outra-${id}`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-cached-frame-done', '');
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    await expect(page.getByText('Você pode receber até')).toHaveCount(0);
  });

  test("nothing of the person's screen before the app in a tab that has not answered 'Continuar como …?' (the question), or once the consultation ended", async ({
    page,
    context,
  }) => {
    // Its own link: this test ends its consultation.
    const base = '/semtitulo';
    await watchDraftWrites(context);
    await page.clock.install();
    const id = await reachStoredLoading(page, base);

    // A new tab asks who is there first: the question, and the screen's frame is not even asked for.
    const other = await context.newPage();
    await other.route(ENTRY, () => undefined);
    const frameScripts: string[] = [];
    other.on('request', (request) => FRAME_SCRIPT.test(new URL(request.url()).pathname) && frameScripts.push(request.url()));
    await other.goto(`${base}/loading`, { waitUntil: 'domcontentloaded' });
    await expect(other.locator('html')).toHaveAttribute('data-cached-frame-done', '');
    await expect(other.getByText(HEADING)).toHaveCount(0);
    await expect(other.locator('html')).toHaveAttribute('data-cached-frame', 'question');
    expect(frameScripts.map((url) => new URL(url).pathname).sort()).toEqual(frameScriptsOf('question').sort());
    frameScripts.length = 0;
    // The same tab once answered: the wait, from the one script of this screen's frame.
    await other.evaluate((link) => sessionStorage.setItem(`fgts-who:${link}`, '1'), base);
    await other.goto(`${base}/loading`, { waitUntil: 'domcontentloaded' });
    await expect(other.getByRole('heading', { name: HEADING })).toBeVisible();
    expect(frameScripts.map((url) => new URL(url).pathname).sort()).toEqual(frameScriptsOf('loading').sort());
    await other.close();

    // The consultation ended: the copy no longer says PENDING, and only the app tells what came.
    await settleSolicitation(id, 'SUCCESS');
    await page.clock.runFor(8000);
    await expect(page).toHaveURL(new RegExp(`${base}/proposal/${id}$`));
    // The wait's frame copy goes as the screen closes.
    await waitForDraftWrite(page, `frame-loading:${base}`, { afterAnswerOf: `/api/balance-solicitation/${id}` });
    await page.route(ENTRY, () => undefined);
    await page.goto(`${base}/loading`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-cached-frame-done', '');
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    await expect(page.getByText(HEADING)).toHaveCount(0);
  });
});
