import type { Page } from '@playwright/test';
import { withCheckDigits } from '../../openapi/sandbox/cpf';
import { cpfFor } from '../../openapi/sandbox/scenarios';
import { watchAnswerReads } from './answers-read';
import { expect, expectNoSeriousA11yViolations, fillLanding, pauseClockBehindSandbox, sandboxRequests, test } from './fixtures';
import { openPendingConsultation } from './pending-consultation';

/**
 * Offline and flaky network: the banner, a lead tapped offline (sent once when the
 * connection returns) and a consultation whose polling pauses offline and resumes on the same id.
 * Tests run in parallel against one sandbox: each filters the recorded requests by its own data.
 */

const BANNER = 'Você está sem internet. Seus dados estão guardados e vamos continuar quando a conexão voltar.';
const POLL_MS = 10_000;

const banner = (page: Page) => page.getByRole('status').filter({ hasText: BANNER });

/** The requests the page itself attempted (offline ones included: they never reach the sandbox). */
function attempts(page: Page, path: RegExp, method = 'GET'): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

test.describe('offline', () => {
  test('should show the banner while offline, above the screen, and hide it when the connection returns', async ({ page, context }) => {
    await page.goto('/demo');
    await expect(page.getByLabel('Nome completo')).toBeEditable();
    await expect(banner(page)).toHaveCount(0);

    await context.setOffline(true);
    await expect(banner(page)).toBeVisible();
    // In the page flow at the top: it ends where the screen starts, so it covers no field.
    const bannerBox = (await banner(page).boundingBox())!;
    const mainBox = (await page.getByRole('main').boundingBox())!;
    expect(bannerBox.y).toBe(0);
    expect(mainBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
    await expect(page.getByLabel('Nome completo')).toBeEditable();
    await expectNoSeriousA11yViolations(page);

    await context.setOffline(false);
    await expect(banner(page)).toHaveCount(0);
  });

  test('should keep a lead tapped offline and send it once when the connection returns', async ({ page, context }) => {
    // A CPF of this run only (valid, outside the sandbox's table): the recorded leads are this test's.
    const cpf = withCheckDigits(`4${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    const leadsOfThisRun = async () =>
      (await sandboxRequests({ method: 'POST', path: '/api/leads' })).filter((r) => (r.body as { document?: string }).document === cpf);
    const tried = attempts(page, /^\/api\/leads$/, 'POST');

    await page.goto('/demo');
    await fillLanding(page, { name: 'Maria da Silva', cpf, phone: '11987654321' });
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeEnabled();

    await context.setOffline(true);
    await expect(banner(page)).toBeVisible();
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    const waiting = page.getByRole('button', { name: 'Aguardando conexão…' });
    await expect(waiting).toBeDisabled();
    await expect(page.getByText('Sem internet. Enviaremos assim que a conexão voltar.', { exact: false })).toBeVisible();
    await expect(waiting).toHaveAccessibleDescription(/^Sem internet\. Enviaremos assim que a conexão voltar\./);
    // A second tap, and Enter in a field, send nothing more.
    await waiting.click({ force: true });
    await page.getByLabel('Celular com DDD').press('Enter');
    await expectNoSeriousA11yViolations(page);
    expect(tried).toEqual([]);
    expect(await leadsOfThisRun()).toEqual([]);
    await expect(page).toHaveURL(/\/demo$/);

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    await expect(banner(page)).toHaveCount(0);
    expect(tried).toHaveLength(1);
    const leads = await leadsOfThisRun();
    expect(leads).toHaveLength(1);
    expect(leads[0]?.body).toMatchObject({ name: 'MARIA DA SILVA', phone: '11987654321', document: cpf });
  });

  test('should pause a PENDING consultation offline and resume polling the same solicitation when online', async ({ page, context }) => {
    // A paused fake clock: polls happen only when the test moves page time.
    await pauseClockBehindSandbox(page);
    const creations = attempts(page, /^\/api\/v2\/balance-solicitation$/);
    const polls = attempts(page, /^\/api\/balance-solicitation\//);

    await page.goto('/demo');
    await fillLanding(page, { name: 'Maria da Silva', cpf: cpfFor('PENDING'), phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/balance-solicitation');
    await page.goto('/demo/consulta');
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();

    // The creation, then one poll answered and delivered while online; TanStack hands answers to
    // the screen on timers, so page time moves in 250 ms steps (like the consultation tests).
    // "Delivered": the page has read the answer (./answers-read), then TanStack's timer ran.
    const taken = await watchAnswerReads(page);
    const firstPoll = taken.next(/^\/api\/balance-solicitation\//);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(250);
          return polls.length;
        },
        { timeout: 20_000, intervals: [20] },
      )
      .toBe(1);
    await firstPoll;
    await page.clock.runFor(1);
    const { id } = (await (await created).json()) as { id: string };

    // Offline for three poll periods: no read is even attempted, and the screen stays.
    await context.setOffline(true);
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(3 * POLL_MS);
    expect(polls).toHaveLength(1);
    await expect(page.getByRole('heading', { name: 'Consultando na CEF' })).toBeVisible();
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/consulta$/);

    // Back online: the paused read goes at once (page time does not move), on the same id.
    let answered = taken.next(`/api/balance-solicitation/${id}`);
    await context.setOffline(false);
    await expect.poll(() => polls.length).toBe(2);
    await answered;
    await page.clock.runFor(1);

    // A short drop (less than a poll period) also reads at once when the connection returns.
    await context.setOffline(true);
    await page.clock.runFor(POLL_MS / 5);
    answered = taken.next(`/api/balance-solicitation/${id}`);
    await context.setOffline(false);
    await expect.poll(() => polls.length).toBe(3);
    await answered;
    await page.clock.runFor(1);

    // And polling carries on every 10 s.
    await page.clock.runFor(POLL_MS + 100);
    await expect.poll(() => polls.length).toBeGreaterThanOrEqual(4);
    expect(new Set(polls)).toEqual(new Set([`/api/balance-solicitation/${id}`]));
    expect(creations).toHaveLength(1);
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
  });

  test("should keep 'Voltar' and 'Prosseguir' on screen under the banner, on a 412×823 and a 360×740 phone", async ({ page, context }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openPendingConsultation(page);

    await context.setOffline(true);
    await expect(banner(page)).toBeVisible();
    for (const size of [
      { width: 412, height: 823 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(size);
      const bannerBox = (await banner(page).boundingBox())!;
      // Slim: at most two short lines.
      expect(bannerBox.height, `banner height at ${size.width}×${size.height}`).toBeLessThanOrEqual(48);
      for (const name of ['Voltar', 'Prosseguir']) {
        const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(box.y, `${name} below the banner at ${size.width}×${size.height}`).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
        expect(box.y + box.height, `${name} on screen at ${size.width}×${size.height}`).toBeLessThanOrEqual(size.height);
      }
    }
    await expectNoSeriousA11yViolations(page);

    // Back online the screen takes the whole height again.
    await context.setOffline(false);
    await expect(banner(page)).toHaveCount(0);
    const main = (await page.getByRole('main').boundingBox())!;
    expect(main.y).toBe(0);
    expect(main.height).toBe(740);
  });
});
