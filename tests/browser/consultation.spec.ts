import type { Page } from '@playwright/test';
import { ALL_STATUSES, cpfFor } from '../../openapi/sandbox/scenarios';
import { SOLICITATION_STATUS_TEXT } from '../../src/lib/fgts/solicitation-status';
import { expect, expectNoSeriousA11yViolations, fillLanding, sandboxRequests, test } from './fixtures';

const POLL_MS = 10_000;

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

const creationsFor = async (cpf: string) =>
  (await sandboxRequests({ path: '/api/v2/balance-solicitation' })).filter((r) => r.query.document === cpf);

test.describe('consultation (reading A)', () => {
  test('should poll every 10 s while PENDING, and a reload polls the same solicitation', async ({ page }) => {
    const cpf = cpfFor('PENDING');
    // A paused fake clock from the start: page time moves only when the test says so.
    await page.clock.install({ time: new Date('2026-11-21T10:00:00-03:00') });
    await page.clock.pauseAt(new Date('2026-11-21T10:00:01-03:00'));
    const polls: string[] = [];
    page.on('request', (r) => {
      const match = /\/api\/balance-solicitation\/([^/?]+)/.exec(r.url());
      if (match?.[1]) polls.push(match[1]);
    });
    await startConsultation(page, '/demo', cpf);
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();

    // TanStack Query hands answers to the screen on a timer and counts the next interval from
    // there, so with page time paused each answer is delivered (runFor(1)) before measuring.
    const pollAnswered = () => page.waitForResponse((r) => /\/api\/balance-solicitation\//.test(r.url()));
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
    test(`should not proceed on ${status}, with its message`, async ({ page }) => {
      await page.clock.install();
      await startConsultation(page, '/demo', cpfFor(status));
      await pollUntil(page, 'Não é possível prosseguir.');
      const { message } = SOLICITATION_STATUS_TEXT[status];
      if (status === 'OPERATION_NOT_ALLOWED_BEFORE_DATE') {
        await expect(page.getByText(new RegExp(`^${message} \\d{2}/\\d{2}/\\d{4}\\.$`))).toBeVisible();
      } else {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeDisabled();
    });
  }

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
    release();
    await expect(page.getByText('Prossiga para contratar.')).toBeVisible();
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
    await expect
      .poll(async () => (await creationsFor(cpf)).filter((c) => !before.has(c.query.leadId)).length, { timeout: 15_000 })
      .toBe(1);
  });

  test('should go back two history steps with Voltar', async ({ page }) => {
    await startConsultation(page, '/demo/joao', cpfFor('PENDING'));
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/demo\/joao$/);
  });

  test('should send a worker without a lead back to the landing', async ({ page }) => {
    await page.goto('/demo/joao/consulta');
    await expect(page).toHaveURL(/\/demo\/joao$/);
    await expect(creationsFor('00000000000')).resolves.toEqual([]);
  });
});
