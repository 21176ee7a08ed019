import type { BrowserContext, Page, Request } from '@playwright/test';
import { ALL_STATUSES, cpfFor } from '../../openapi/sandbox/scenarios';
import { CHECKS_FAILING_TEXT, CLOSE_THE_APP_TEXT, LONG_PENDING_TEXT, nextSteps } from '../../src/lib/fgts/next-step';
import { SOLICITATION_STATUS_TEXT } from '../../src/lib/fgts/solicitation-status';
import { CONSULTATION_NOTIFY } from '../../src/features/consultation/consultation-notice';
import { watchAnswerReads } from './answers-read';
import { waitForDraftWrite, waitForQueryCacheWrite, watchDraftWrites } from './draft-writes';
import {
  ENTRY,
  expectAppOverFrame,
  expectWebFontAfterApp,
  FRAME_SCRIPT,
  frameScriptsOf,
  holdAppCode,
  inStandIns,
  sameAsFrame,
  takeover,
  watchTakeover,
} from './painted-copy';
import { openPendingConsultation } from './pending-consultation';
import {
  continueAs,
  expect,
  expectNoSeriousA11yViolations,
  fillLanding,
  pauseClockBehindSandbox,
  pauseClockSoon,
  runUntil,
  sandboxRequests,
  test,
} from './fixtures';

const POLL_MS = 10_000;
/** Fake-clock step while waiting for a result: within one poll period. */
const CONSULTATION_STEP = 2_000;

/** Landing → lead → the consultation of the given link, as a worker gets there. */
async function startConsultation(page: Page, base: string, cpf: string) {
  await page.goto(base);
  await fillLanding(page, { name: 'Maria da Silva', cpf, phone: '11987654321' });
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/tutorial$`));
  await page.goto(`${base}/consulta`);
  await expect(page.getByRole('heading', { name: 'Consultando na CEF' })).toBeVisible();
}

/** Advances the page's fake clock by one poll period until `text` shows (the sandbox resolves in 3 s real). */
async function pollUntil(page: Page, text: string) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(POLL_MS);
        return page.getByText(text, { exact: true }).isVisible();
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
}

const creationsFor = async (cpf: string) => (await sandboxRequests({ path: '/api/v2/balance-solicitation' })).filter((r) => r.query.document === cpf);
const leadsFor = async (cpf: string) =>
  (await sandboxRequests({ method: 'POST', path: '/api/leads' })).filter((r) => (r.body as { document?: string }).document === cpf);

/** A lead sent by the page (the renewal of a closed consultation sends one). */
const isLeadPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads';
/** The leads the page sends from now on. */
function watchLeadPosts(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isLeadPost(request)) sent.push(request.url());
  });
  return sent;
}

/**
 * A consultation that ended NOT_AUTHORIZED on the page (fake clock installed); the leads the page
 * sends from then on (this page's: other tests use this scenario's CPF at the same time).
 */
async function notAuthorizedResult(page: Page): Promise<string[]> {
  await page.clock.install();
  await startConsultation(page, '/demo', cpfFor('NOT_AUTHORIZED'));
  await pollUntil(page, 'Não é possível prosseguir.');
  return watchLeadPosts(page);
}

const PENDING_TEXT = SOLICITATION_STATUS_TEXT.PENDING.message;
/** The link's support chat: wa.me with +55 and the sandbox's support phone (11) 98765-4321. */
const SUPPORT_HREF = /^https:\/\/wa\.me\/5511987654321\?text=/;

const pauseClock = pauseClockBehindSandbox;

test.describe('consultation (reading A)', () => {
  test('should poll every 10 s while PENDING, and a reload polls the same solicitation', async ({ page }) => {
    const cpf = cpfFor('PENDING');
    // A paused fake clock from the start: page time moves only when the test says so.
    await pauseClockBehindSandbox(page);
    const polls: string[] = [];
    page.on('request', (r) => {
      const match = /\/api\/balance-solicitation\/([^/?]+)/.exec(r.url());
      if (match?.[1]) polls.push(match[1]);
    });
    await startConsultation(page, '/demo', cpf);
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();

    // The next interval counts from the moment the app takes each answer, and TanStack Query hands
    // it to the screen on a timer: so each answer is read by the page, then delivered (runFor(1)),
    // before measuring. (Not its arrival: a page slower to read it than the test's next runFor, on
    // a loaded machine, sets the next read a whole period later.)
    const reads = await watchAnswerReads(page);
    const pollAnswered = () => reads.next(/^\/api\/balance-solicitation\//);
    let answered = pollAnswered();
    // The first poll's phase depends on when the creation's answer reached the screen: find it in
    // 250 ms steps; it comes about 10 s after the screen opened.
    let stepped = 0;
    await expect
      .poll(
        async () => {
          await page.clock.runFor(250);
          stepped += 250;
          return polls.length;
        },
        { timeout: 20_000, intervals: [20] },
      )
      .toBe(1);
    expect(stepped).toBeGreaterThanOrEqual(POLL_MS - 250);
    for (let n = 2; n <= 3; n++) {
      await answered;
      await page.clock.runFor(1);
      answered = pollAnswered();
      await page.clock.runFor(POLL_MS - 100);
      expect(polls).toHaveLength(n - 1);
      await page.clock.runFor(200);
      await expect.poll(() => polls.length).toBe(n);
    }

    await page.reload();
    // The wait is painted from the phone's copy first; the app's code comes once that is on screen,
    // on this page's clock (stopped here): moved a frame at a time until the app's own screen is there.
    await runUntil(page, () => page.getByRole('button', { name: 'Voltar' }).isVisible(), 16);
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
    await page.clock.runFor(POLL_MS + 100);
    await expect.poll(() => polls.length).toBeGreaterThanOrEqual(4);
    expect(new Set(polls).size).toBe(1);
    // One creation per lead (other runs of this test create leads of their own with this CPF).
    const creations = await creationsFor(cpf);
    const perLead = new Map<string, number>();
    for (const c of creations) perLead.set(c.query.leadId ?? '', (perLead.get(c.query.leadId ?? '') ?? 0) + 1);
    expect([...perLead.values()].every((count) => count === 1)).toBe(true);
    expect(creations.at(-1)?.query).toMatchObject({
      document: cpf,
      processorName: 'ZIPDIN',
      name: 'MARIA DA SILVA',
      phone: '11987654321',
      origin: 'SELFSERVICE',
      selfServiceId: 'ss-demo',
    });
  });

  for (const status of ALL_STATUSES.filter((s) => s !== 'PENDING' && s !== 'SUCCESS')) {
    test(`should not proceed on ${status}: its result in the second person and the next steps that exist`, async ({ page }) => {
      await page.clock.install();
      await startConsultation(page, '/demo', cpfFor(status));
      await pollUntil(page, 'Não é possível prosseguir.');
      // The heading is the result now, not 'Consultando na CEF'.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Não é possível prosseguir.');
      const { label, message } = SOLICITATION_STATUS_TEXT[status];
      await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
      if (status === 'OPERATION_NOT_ALLOWED_BEFORE_DATE') {
        await expect(page.getByText(new RegExp(`^${message} \\d{2}/\\d{2}/\\d{4}\\.$`))).toBeVisible();
      } else {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(page.getByText(/\bcliente\b/i)).toHaveCount(0);

      const steps = nextSteps(status);
      await expect(page.getByRole('button', { name: 'Ver como autorizar' })).toHaveCount(steps.guide ? 1 : 0);
      const retry = page.getByRole('button', { name: 'Consultar de novo' });
      if (steps.retryAfterMs === null) {
        await expect(retry).toHaveCount(0);
      } else if (steps.retryAfterMs === 0) {
        await expect(retry).toBeEnabled();
      } else {
        // 'Tente novamente em 5 minutos': the time it can be tried, and the button waits for it.
        await expect(retry).toBeDisabled();
        await expect(retry).toHaveAccessibleDescription(/^Você pode consultar de novo às \d{2}:\d{2}\.$/);
      }
      const support = page.getByRole('link', { name: 'Falar com o suporte' });
      await expect(support).toHaveAttribute('href', SUPPORT_HREF);
      await expect(support).toHaveAttribute('target', '_blank');
      await expect(support).toHaveAttribute('rel', /noopener/);
      await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeDisabled();
      await page.clock.resume();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("should show when a new consultation can start, enable it then, and start it on 'Consultar de novo'", async ({ page }) => {
    const cpf = cpfFor('INVALID_PERIOD');
    await pauseClock(page);
    await startConsultation(page, '/demo/joao', cpf);
    const blocked = page.getByRole('heading', { level: 1, name: 'Não é possível prosseguir.' });
    await runUntil(page, () => blocked.isVisible(), CONSULTATION_STEP);
    const seenAt = await page.evaluate(() => Date.now());
    const at = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' }).format(
      new Date(Math.ceil((seenAt + 5 * 60_000) / 60_000) * 60_000),
    );
    await expect(page.getByText(`Você pode consultar de novo às ${at}.`, { exact: true })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Consultar de novo' });
    await expect(retry).toBeDisabled();

    // A reload keeps the same time (it counts from when the result was first seen).
    await page.reload();
    await expect(page.getByText(`Você pode consultar de novo às ${at}.`, { exact: true })).toBeVisible();
    // The result was first seen within the last clock step before seenAt: 10 s of margin.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 100);
    await page.clock.runFor(seenAt + 5 * 60_000 - (now + 100) - 10_000);
    await expect(retry).toBeDisabled();
    await page.clock.runFor(10_000);
    await expect(retry).toBeEnabled();
    await expect(page.getByText('Você já pode consultar de novo.', { exact: true })).toBeVisible();
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);

    const leadsBefore = (await leadsFor(cpf)).length;
    const solicitationsBefore = new Set((await creationsFor(cpf)).map((c) => c.query.leadId));
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Consultando na CEF' })).toBeVisible();
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
    await expect.poll(async () => (await leadsFor(cpf)).length).toBe(leadsBefore + 1);
    await expect.poll(async () => (await creationsFor(cpf)).filter((c) => !solicitationsBefore.has(c.query.leadId)).length).toBe(1);
  });

  test("should send the worker back to the guide on NOT_AUTHORIZED, and consult again after 'Já autorizei'", async ({ page }) => {
    const leadsSent = await notAuthorizedResult(page);
    // The guide's code on a slow link: the screen that sends the worker there stays meanwhile, and
    // must not renew the consultation itself (it sent the new lead, and could start the new
    // consultation, before the worker had authorised; CI saw that consultation answer NOT_AUTHORIZED
    // again after 'Sim'). Held from its first request until such a lead is sent, at most 1.5 s.
    let held: Promise<unknown> | undefined;
    await page.route(/\/assets\/(tutorial|authorization-guide-screen)-[\w-]+\.js$/, async (route) => {
      held ??= page.waitForRequest(isLeadPost, { timeout: 1500 }).catch(() => null);
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Ver como autorizar' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    for (let step = 1; step < 11; step += 1) await page.getByRole('button', { name: 'Próximo passo' }).click();
    await page.getByRole('button', { name: /^J[aá] autorizei$/ }).click();
    await page.clock.runFor(5000);
    // Nothing new was sent while the worker read the guide.
    expect(held).toBeDefined();
    expect(leadsSent).toEqual([]);
    await page.getByRole('button', { name: 'Sim', exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/consulta$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Consultando na CEF' })).toBeVisible();
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
    expect(leadsSent).toHaveLength(1);
  });

  test("should keep the NOT_AUTHORIZED result and send nothing when the worker comes back from the guide without 'Sim'", async ({ page }) => {
    const leadsSent = await notAuthorizedResult(page);
    await page.getByRole('button', { name: 'Ver como autorizar' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/consulta$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Não é possível prosseguir.' })).toBeVisible();
    // The way on is the worker's: the guide again, or 'Consultar de novo' once they have authorised.
    await expect(page.getByRole('button', { name: 'Ver como autorizar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Consultar de novo' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(leadsSent).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test("should go back to the landing on 'Voltar' when the consultation was opened in a new tab (no two steps behind it)", async ({ page, context }) => {
    await page.clock.install();
    await startConsultation(page, '/demo', cpfFor('PENDING'));
    // The installed app reopened, or the link opened again: a tab whose history starts here.
    const reopened = await context.newPage();
    await reopened.goto('/demo/consulta');
    await continueAs(reopened, 'MARIA');
    await expect(reopened.getByRole('heading', { level: 1, name: 'Consultando na CEF' })).toBeVisible();
    await reopened.getByRole('button', { name: 'Voltar' }).click();
    await expect(reopened).toHaveURL(/\/demo$/);
    await expect(reopened.getByRole('heading', { name: 'Antecipe seu saque-aniversário do FGTS' })).toBeVisible();
    // In the tab that came from the landing, 'Voltar' still goes back the spec's two steps.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/demo$/);
  });

  test('should send a new consultation whose answer was lost again with the same key: one new lead, not two', async ({ page }) => {
    const cpf = cpfFor('NO_ACCOUNT');
    // Others use this CPF at the same time: this test's leads are the ones with its name.
    const name = 'Rita Resposta Perdida';
    const mine = async () => (await leadsFor(cpf)).filter((r) => (r.body as { name?: string }).name?.toUpperCase() === name.toUpperCase());
    await page.clock.install();
    await page.goto('/demo');
    await fillLanding(page, { name, cpf, phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    await page.goto('/demo/consulta');
    await pollUntil(page, 'Não é possível prosseguir.');
    const before = (await mine()).length;
    expect(before).toBe(1);

    // The BFF creates the new lead, and its answer never reaches the phone.
    let lost = false;
    await page.route('**/api/leads', async (route) => {
      if (lost) return route.fallback();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const retry = page.getByRole('button', { name: 'Consultar de novo' });
    await retry.click();
    await expect(page.getByText('Não foi possível iniciar a nova consulta. Tente novamente.')).toBeVisible();
    await retry.click();
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();

    const renewals = (await mine()).slice(before);
    expect(renewals).toHaveLength(2);
    expect(renewals[0]?.idempotencyKey).toBeTruthy();
    expect(renewals[1]?.idempotencyKey).toBe(renewals[0]?.idempotencyKey);
    // Not the landing's key: a new lead, not the first one again.
    expect(renewals[0]?.idempotencyKey).not.toBe((await mine())[0]?.idempotencyKey);
  });

  test('should open the support chat in a new tab from a result', async ({ page, context }) => {
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    await page.clock.install();
    await startConsultation(page, '/demo', cpfFor('NO_BALANCE'));
    await pollUntil(page, 'Não é possível prosseguir.');
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Falar com o suporte' }).click();
    const chat = await popup;
    expect(chat.url()).toMatch(SUPPORT_HREF);
    expect(decodeURIComponent(new URL(chat.url()).searchParams.get('text') ?? '')).toContain('saque-aniversário');
  });

  test('should tell a worker waiting over a minute that the bank is slow and they can close the app', async ({ page }) => {
    await pauseClock(page);
    await startConsultation(page, '/demo', cpfFor('PENDING'));
    await expect(page.getByText(PENDING_TEXT)).toBeVisible();
    const support = page.getByRole('link', { name: 'Falar com o suporte' });
    await page.clock.runFor(50_000);
    await expect(page.getByText(PENDING_TEXT)).toBeVisible();
    await expect(page.getByText(LONG_PENDING_TEXT)).toHaveCount(0);
    await expect(support).toHaveCount(0);
    await page.clock.runFor(11_000);
    await expect(page.getByText(LONG_PENDING_TEXT)).toBeVisible();
    await expect(page.getByText(CLOSE_THE_APP_TEXT)).toBeVisible();
    // What happens next, and the support chat.
    await expect(support).toHaveAttribute('href', SUPPORT_HREF);
    await expect(page.getByText(PENDING_TEXT)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Consultando na CEF' })).toBeVisible();
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
  });

  test('should say when the status checks fail, keep polling, and stop saying it once they answer', async ({ page }) => {
    test.setTimeout(60_000);
    await pauseClock(page);
    await startConsultation(page, '/demo', cpfFor('PENDING'));
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
    const failing = page.getByText(CHECKS_FAILING_TEXT);
    await expect(failing).toHaveCount(0);
    let failed = 0;
    await page.route('**/api/balance-solicitation/*', (route) => {
      failed += 1;
      return route.fulfill({ status: 500, json: { message: 'Falha' } });
    });
    await runUntil(page, () => failing.isVisible());
    expect(failed).toBeGreaterThanOrEqual(2);
    // Not aborted: still consulting, and the checks go on after the retries gave up.
    await expect(page.getByRole('heading', { level: 1, name: 'Consultando na CEF' })).toBeVisible();
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
    await pauseClockSoon(page, 1000);
    const before = failed;
    await runUntil(page, async () => failed > before, 2_000);
    await expect(failing).toBeVisible();
    await page.unroute('**/api/balance-solicitation/*');
    await runUntil(page, async () => !(await failing.isVisible()), 2_000);
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
  });

  test("should offer 'Tentar novamente' when the simulation fails, and recover without a reload", async ({ page }) => {
    await page.clock.install();
    let failing = true;
    await page.route('**/api/v2/balance-simulation/**', (route) => (failing ? route.fulfill({ status: 500, json: { message: 'Falha' } }) : route.continue()));
    await startConsultation(page, '/demo', '20000000612');
    await pollUntil(page, 'Não é possível prosseguir.');
    await expect(page.getByText('Ocorreu um erro inesperado. Tente novamente mais tarde.')).toBeVisible();
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
    failing = false;
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prossiga para contratar.' })).toBeVisible();
    await expect(page.getByText(/Você pode receber até R\$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeEnabled();
    expect(navigations).toEqual([]);
  });

  test('should offer Prosseguir on SUCCESS with an enabled simulation, at three nesting levels', async ({ page }) => {
    await page.clock.install();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v2/balance-simulation/**', async (route) => {
      await gate;
      await route.continue();
    });
    await startConsultation(page, '/demo/joao/zerotac', '20000000108');
    await pollUntil(page, 'Simulação em andamento.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simulação em andamento.');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prossiga para contratar.');
    await expect(page.getByText(/Você pode receber até R\$/)).toBeVisible();
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/zerotac\/simulacao$/);
    await expect(page.getByText(/MARIA, você pode receber até R\$/)).toBeVisible();
  });

  test('should not proceed when the simulation is disabled, with the NO_BALANCE message', async ({ page }) => {
    await page.clock.install();
    await startConsultation(page, '/demo', '20000000299');
    await pollUntil(page, 'Não é possível prosseguir.');
    // Spec section 8: a simulation that is not enabled shows the NO_BALANCE message.
    await expect(page.getByText(SOLICITATION_STATUS_TEXT.NO_BALANCE.message, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeDisabled();
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
  });

  test('should start a new consultation when the worker tries again after a closed one', async ({ page }) => {
    const cpf = cpfFor('INVALID_PERIOD');
    await page.clock.install();
    await startConsultation(page, '/demo/joao', cpf);
    await pollUntil(page, 'Não é possível prosseguir.');
    await expect(page.getByText(SOLICITATION_STATUS_TEXT.INVALID_PERIOD.message, { exact: true })).toBeVisible();
    const before = new Set((await creationsFor(cpf)).map((c) => c.query.leadId));
    // "Tente novamente em 5 minutos": back to the landing, same data, Prosseguir again.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/demo\/joao$/);
    await expect(page.getByLabel('CPF')).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/tutorial$/);
    await page.goto('/demo/joao/consulta');
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
    await expect.poll(async () => (await creationsFor(cpf)).filter((c) => !before.has(c.query.leadId)).length, { timeout: 15_000 }).toBe(1);
  });

  test('should go back two history steps with Voltar', async ({ page }) => {
    // Reached as a worker does, in one tab: landing → guide → 'Já autorizei' → 'Sim' → consulta.
    await page.clock.install();
    await page.goto('/demo/joao');
    await fillLanding(page, { name: 'Maria da Silva', cpf: cpfFor('PENDING'), phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/tutorial$/);
    for (let step = 1; step < 11; step += 1) await page.getByRole('button', { name: 'Próximo passo' }).click();
    await page.getByRole('button', { name: /^J[aá] autorizei$/ }).click();
    await page.clock.runFor(5000);
    await page.getByRole('button', { name: 'Sim', exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/consulta$/);
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/demo\/joao$/);
    // Back through the history, not a new entry: forward is the guide again.
    await page.goForward();
    await expect(page).toHaveURL(/\/demo\/joao\/tutorial$/);
  });

  test("should count the minute of a new consultation ('Consultar de novo') from its own start, not the screen's", async ({ page }) => {
    const cpf = cpfFor('NO_ACCOUNT');
    await pauseClock(page);
    // The server's clock ahead of the phone's (its createdAt in the future): each consultation's
    // minute counts from when this screen first saw it.
    for (const pattern of [`**${'/api/v2/balance-solicitation'}?*`, '**/api/balance-solicitation/*']) {
      await page.route(pattern, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, createdAt: '2099-01-01T00:00:00.000Z' } });
      });
    }
    await startConsultation(page, '/demo', cpf);
    await pollUntil(page, 'Não é possível prosseguir.');
    // The result stays on the screen for over a minute before the worker consults again.
    await page.clock.runFor(61_000);
    await page.getByRole('button', { name: 'Consultar de novo' }).click();
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
    await expect(page.getByText(PENDING_TEXT)).toBeVisible();
    await expect(page.getByText(LONG_PENDING_TEXT)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveCount(0);
  });

  test('should send a worker without a lead back to the landing', async ({ page }) => {
    await page.goto('/demo/joao/consulta');
    await expect(page).toHaveURL(/\/demo\/joao$/);
    await expect(creationsFor('00000000000')).resolves.toEqual([]);
  });
});

test.describe("/consulta painted from the phone's copy before the app's code", () => {
  const HEADING = 'Consultando na CEF';
  const WAITING = SOLICITATION_STATUS_TEXT.PENDING.message;
  const CREATION = '/api/v2/balance-solicitation';

  /**
   * Its own lead, so its own consultation (the sandbox answers one per lead), PENDING for ever, on
   * a clock the test drives, kept on the phone: the flow's draft and the query cache written after
   * the creation's answer (drafts watched in `watching`: the page, or its whole context).
   */
  async function pendingConsultationStored(page: Page, watching: Page | BrowserContext = page) {
    await watchDraftWrites(watching);
    await page.clock.install();
    await openPendingConsultation(page);
    await waitForDraftWrite(page, 'flow:/demo', { afterAnswerOf: CREATION });
    await waitForQueryCacheWrite(page, { afterAnswerOf: CREATION });
  }

  test("a reload paints the consultation's wait kept on the phone while the app's code is on its way, where the app then draws the same", async ({ page }) => {
    await pendingConsultationStored(page);

    const held = await holdAppCode(page, /\/assets\/consulta-[\w-]+\.js$/);
    // The page's clock stands still: the loaders' 500 ms limit cannot pass unless the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
    await expect(page.getByText(WAITING)).toBeVisible();
    await expect(page.getByText(CONSULTATION_NOTIFY.reason)).toBeVisible();
    // No control before the app: the offer's button, 'Voltar' and 'Prosseguir' come with it.
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    const markup = await expectAppOverFrame(page, {
      texts: [HEADING, 'Aguardando Caixa', WAITING, CONSULTATION_NOTIFY.reason],
      held,
      appDrawn: () => expect(page.getByRole('button', { name: CONSULTATION_NOTIFY.action })).toBeVisible(),
    });
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeDisabled();
    // The app's <main> is the frame's with its controls added: the offer's button, and the pair at the foot.
    expect(await sameAsFrame(page, markup.frame, markup.app, 'button, a, div:has(> button + button)')).toBe(true);
  });

  test("the frame is drawn at once in Lexend's stand-ins, the web font neither preloaded nor asked for before the app's code; asked for as the app starts, it swaps in without moving the text", async ({
    page,
  }) => {
    await pendingConsultationStored(page);
    await watchTakeover(page);
    // The app's code and the web font held (a slow link): the frame does not wait for either.
    const held = await holdAppCode(page, /\/assets\/consulta-[\w-]+\.js$/);
    await page.clock.resume();
    await page.reload({ waitUntil: 'commit' });
    const texts = [HEADING, 'Aguardando Caixa', WAITING, CONSULTATION_NOTIFY.reason];
    for (const text of texts) await expect(page.getByText(text, { exact: true })).toBeVisible();
    expect(await inStandIns(page)).toBe(true);
    // Drawn in a stand-in: Lexend is not loaded, and nothing asked for it (no preload, which
    // Chromium would hold the first paint for before <body>, and no request).
    expect(await page.evaluate(() => document.fonts.check('bold 1em "Lexend Deca"'))).toBe(false);
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    await expect.poll(() => held.askedWithFrame.length).toBe(2);
    expect(held.fontAsked).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    held.release();
    await expect(page.getByRole('button', { name: CONSULTATION_NOTIFY.action })).toBeVisible();
    // The app's first screen came in the stand-ins too, and only then was the font asked for.
    expect((await takeover(page)).inStandIns).toBe(true);
    await expectWebFontAfterApp(page, held, texts);
  });

  test("the app's first screen over the frame, the web font free to come at once (as on this machine's Lighthouse runs), is no larger a paint: the screen's largest contentful paint stays the frame's", async ({
    page,
  }) => {
    await pendingConsultationStored(page);
    await watchTakeover(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENTRY, async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.resume();
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByText(WAITING)).toBeVisible();
    await expect.poll(async () => (await takeover(page)).paints.length).toBeGreaterThan(0);
    release();
    await expect(page.getByRole('button', { name: CONSULTATION_NOTIFY.action })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fonts.check('bold 1em "Lexend Deca"') && document.fonts.status === 'loaded')).toBe(true);
    // Two frames for the page to report what it painted since (the app's screen, the font's swap).
    for (let frame = 0; frame < 2; frame++) await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0))));
    const { taken, inStandIns: appInStandIns, paints } = await takeover(page);
    expect(taken).toBe(true);
    expect(appInStandIns).toBe(true);
    // Every largest paint reported is the frame's: none of the app's screen (a larger text), none of the swap.
    expect(paints.length).toBeGreaterThan(0);
    expect(
      paints.every((paint) => paint.inFrame),
      JSON.stringify(paints),
    ).toBe(true);
  });

  test("a tab that has not answered 'Continuar como …?' paints the question, nothing of the wait (its frame's script not even asked for); once answered, the wait", async ({
    page,
    context,
  }) => {
    await pendingConsultationStored(page, context);

    const other = await context.newPage();
    await other.route(ENTRY, () => undefined);
    const frameScripts: string[] = [];
    other.on('request', (request) => FRAME_SCRIPT.test(new URL(request.url()).pathname) && frameScripts.push(new URL(request.url()).pathname));
    await other.goto('/demo/consulta', { waitUntil: 'domcontentloaded' });
    await expect(other.getByRole('heading', { name: 'Continuar como MARIA?' })).toBeVisible();
    await expect(other.getByText(HEADING)).toHaveCount(0);
    await expect(other.locator('html')).toHaveAttribute('data-cached-frame', 'question');
    expect(frameScripts.sort()).toEqual(frameScriptsOf('question').sort());
    frameScripts.length = 0;
    await other.evaluate(() => sessionStorage.setItem('fgts-who:/demo', '1'));
    await other.goto('/demo/consulta', { waitUntil: 'domcontentloaded' });
    await expect(other.getByRole('heading', { name: HEADING })).toBeVisible();
    expect(frameScripts.sort()).toEqual(frameScriptsOf('consulta').sort());
    await other.close();
  });
});
