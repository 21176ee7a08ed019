import { watchDraftWrites, waitForDraftWrite } from './draft-writes';
import { continueAs, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  POST_CPFS,
  countReads,
  expectPollEvery,
  moveProposal,
  pauseClock,
  reachPostConfirmation,
  resubmissions,
} from './post-confirmation-flow';

/**
 * Step 5, 'Pós-Confirmação' (spec sections 4, 8 and 9; issue 12): every card state through the
 * sandbox's scenarios (chosen by the full name), the 7 s poll measured on the fake clock, the
 * resubmissions once per tap (double tap, reload, reconnect), the signature link copied, a reopen.
 */

// The wizard first (five screens), then the cards: longer than a screen test's 30 s.
test.describe.configure({ timeout: 150_000 });

const BANK = {
  validating: 'O banco está validando a sua proposta.',
  success: 'O banco validou a sua proposta.',
  retry: 'Não foi possível validar sua proposta no banco, tente novamente',
};
const IDENTITY = {
  validating: 'Validando a biometria.',
  failure: 'Não foi possível gerar o link de formalização, tente novamente!',
};

const bankCard = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Proposta no banco' });
const identityCard = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Segurança de identidade' });

test.describe('post-confirmation (step 5)', () => {
  test('validating → success: polled every 7 s, the signature link copied, then the poll stops', async ({ page, context, baseURL }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: POST_CPFS.success, name: 'Maria da Silva' });
    const reads = countReads(page, id);
    await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
    await expect(identityCard(page).getByText(IDENTITY.validating)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await pauseClock(page);
    await expectPollEvery(page, id, reads, 7000);
    // Page time flows again (answers reach the screen on timers of their own); runFor still jumps it.
    await page.clock.resume();

    // The bank step ends: the next read (within 7 s) shows it.
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(bankCard(page).getByText(BANK.success)).toBeVisible();
    await expect(identityCard(page).getByText(IDENTITY.validating)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await moveProposal(id);
    await page.clock.runFor(7000);
    const link = identityCard(page).getByRole('textbox', { name: 'Link de formalização' });
    await expect(link).toBeVisible();
    const n = id.replace(/^prop-/, '');
    const expected = `${baseURL}/sdk-assets/assinatura/unico-${n}`;
    await expect(link).toHaveValue(expected);
    await expect(link).toHaveAttribute('readonly', '');
    await expect(identityCard(page).getByRole('button', { name: 'Tirar Selfie' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const copy = identityCard(page).getByRole('button', { name: 'Copiar' });
    await copy.click();
    await expect(identityCard(page).getByRole('button', { name: 'Copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    // Both confirmations sucesso: no more reads.
    const settled = reads.count();
    await page.clock.runFor(30_000);
    expect(reads.count()).toBe(settled);
  });

  test('retry: a double tap on tentar novamente resubmits once with createProposalBank true, a toast, back to validating', async ({ page }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: POST_CPFS.retry, name: 'TESTE RETRY BANCO' });
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(bankCard(page).getByText(BANK.retry)).toBeVisible();
    await expect(identityCard(page).getByText(IDENTITY.validating)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await bankCard(page).getByRole('button', { name: 'tentar novamente' }).dblclick();
    await expect(page.getByText('Proposta reenviada')).toBeVisible();
    await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
    const sent = await resubmissions(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toBeTruthy();
    expect(sent[0]!.body).toMatchObject({
      createProposalBank: true,
      createIdentitySecurity: false,
      proposalRequest: { NaturalPerson: { name: 'TESTE RETRY BANCO', documentType: 'CPF' } },
    });

    // Fixed by the retry: the bank step succeeds at its next step.
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(bankCard(page).getByText(BANK.success)).toBeVisible();
  });

  test('identity failure: tentar novamente resubmits with createProposalBank false and createIdentitySecurity true', async ({ page }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: POST_CPFS.identityFailure, name: 'TESTE FALHA IDENTIDADE' });
    await moveProposal(id, 'settle');
    await page.clock.runFor(7000);
    await expect(bankCard(page).getByText(BANK.success)).toBeVisible();
    await expect(identityCard(page).getByText(IDENTITY.failure)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await identityCard(page).getByRole('button', { name: 'tentar novamente' }).click();
    await expect(identityCard(page).getByText(IDENTITY.validating)).toBeVisible();
    const sent = await resubmissions(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ createProposalBank: false, createIdentitySecurity: true });
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(identityCard(page).getByRole('textbox', { name: 'Link de formalização' })).toBeVisible();
  });

  test('a reload while the retry is on its way sends that tap again with the same key, and never again once answered', async ({ page }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: POST_CPFS.reload, name: 'TESTE RETRY BANCO' });
    await moveProposal(id);
    await page.clock.runFor(7000);
    // The first attempt reaches the BFF, but its answer never comes back to the page.
    // Only the first request is held (unrouting a held request would let Playwright send it on,
    // a second copy racing the reload); the page's later ones pass.
    let held = 0;
    await page.route(`**/api/v2/proposal/${id}`, async (route) => {
      held += 1;
      if (held > 1) return route.continue();
      await route.fetch();
      // Never answered: the page is reloaded meanwhile.
    });
    await bankCard(page).getByRole('button', { name: 'tentar novamente' }).click();
    await expect.poll(() => held).toBe(1);
    await expect.poll(async () => (await resubmissions(id)).length).toBe(1);
    await page.reload();
    await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
    await expect.poll(async () => (await resubmissions(id)).length).toBe(2);
    const [first, repeat] = await resubmissions(id);
    expect(repeat!.idempotencyKey).toBe(first!.idempotencyKey);
    // Sent once more on the next reload? No: the answer is recorded.
    await page.reload();
    await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
    await page.clock.runFor(1000);
    expect(await resubmissions(id)).toHaveLength(2);
  });

  test('offline: the tap waits for the connection and is sent once when it returns', async ({ page, context }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: POST_CPFS.offline, name: 'TESTE RETRY BANCO' });
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(bankCard(page).getByText(BANK.retry)).toBeVisible();
    await context.setOffline(true);
    await bankCard(page).getByRole('button', { name: 'tentar novamente' }).click();
    await expect(bankCard(page).getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    await page.clock.runFor(5000);
    expect(await resubmissions(id)).toHaveLength(0);
    await context.setOffline(false);
    await expect(page.getByText('Proposta reenviada')).toBeVisible();
    await page.clock.runFor(7000);
    expect(await resubmissions(id)).toHaveLength(1);
  });

  test('the pending alias reads as aguardando: validating → success', async ({ page }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: POST_CPFS.pendingAlias, name: 'TESTE STATUS PENDING' });
    await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(bankCard(page).getByText(BANK.success)).toBeVisible();
    await expect(identityCard(page).getByText(IDENTITY.validating)).toBeVisible();
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(identityCard(page).getByRole('textbox', { name: 'Link de formalização' })).toBeVisible();
  });

  test('a malformed customStatus shows validating, never the crash screen', async ({ page }) => {
    await page.clock.install();
    const broken = await reachPostConfirmation(page, { cpf: POST_CPFS.malformed, name: 'TESTE STATUS MALFORMADO' });
    await moveProposal(broken, 'settle');
    await page.clock.runFor(7000);
    await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
    await expect(identityCard(page).getByText(IDENTITY.validating)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('closing the app and reopening the link lands on step 5 polling the same proposal', async ({ page, context }) => {
    await watchDraftWrites(context);
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: POST_CPFS.reopen, name: 'Maria da Silva' });
    await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
    // Closed once the screen it is on is on disk (the drafts' 300 ms debounce), as a worker would.
    await waitForDraftWrite(page, 'stage:');
    await page.close({ runBeforeUnload: true });
    await moveProposal(id);

    const reopened = await context.newPage();
    const reads = countReads(reopened, id);
    await reopened.goto('/demo');
    await continueAs(reopened, 'MARIA');
    await expect(reopened).toHaveURL(/\/demo\/show-proposal$/);
    await expect(reopened.getByText(`Número da proposta: ${id}`)).toBeVisible();
    await expect(bankCard(reopened).getByText(BANK.success)).toBeVisible();
    expect(reads.count()).toBeGreaterThanOrEqual(1);
    await expectNoSeriousA11yViolations(reopened);
  });

  test('a proposal failed for good (its simulation gone, nothing asked) wipes the personal data from the phone', async ({ page }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: POST_CPFS.failedForGood, name: 'TESTE SIMULACAO NAO ENCONTRADA' });
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(page.getByRole('heading', { name: 'Sua proposta foi encerrada.' })).toBeVisible();
    await expect(page.getByText('Por segurança, seus dados foram apagados deste aparelho.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Nothing left to resume: the link opens its landing, empty.
    await page.goto('/demo');
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByLabel('CPF')).toHaveValue('');
  });

  test('a card that changes while the app is hidden is notified (fixed text, the screen as its link), not while visible', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    // Headless Chromium never hides a page and the runner blocks service workers: the test says when
    // the app is hidden, and the worker's registration records what it would show.
    await page.addInitScript(() => {
      const w = window as unknown as { appHidden: boolean; shown: Array<{ title: string; body?: string; url?: string }> };
      w.appHidden = false;
      w.shown = [];
      Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (w.appHidden ? 'hidden' : 'visible') });
      Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => w.appHidden });
      const registration = {
        showNotification: (title: string, options: { body?: string; data?: { url?: string } } = {}) => {
          w.shown.push({ title, body: options.body, url: options.data?.url });
          return Promise.resolve();
        },
      };
      Object.defineProperty(ServiceWorkerContainer.prototype, 'ready', { configurable: true, get: () => Promise.resolve(registration) });
    });
    const shown = () => page.evaluate(() => (window as unknown as { shown: unknown[] }).shown);
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: POST_CPFS.notified, name: 'Maria da Silva' });
    await expect(page.getByText('Vamos avisar neste aparelho quando a sua proposta mudar.')).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { appHidden: boolean }).appHidden = true;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect
      .poll(shown)
      .toEqual([{ title: 'Proposta validada no banco', body: 'Toque para acompanhar a sua proposta.', url: '/demo/show-proposal' }]);

    // Visible again: the next change is on screen, not notified.
    await page.evaluate(() => {
      (window as unknown as { appHidden: boolean }).appHidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(identityCard(page).getByRole('textbox', { name: 'Link de formalização' })).toBeVisible();
    expect(await shown()).toHaveLength(1);
  });
});
