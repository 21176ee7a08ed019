import { watchDraftWrites, waitForDraftWrite } from './draft-writes';
import { continueAs, expect, expectNoSeriousA11yViolations, sandboxUrl, test } from './fixtures';
import {
  DEAD_END_CPFS,
  ONE_PER_EVENT_CPFS,
  POST_CPFS,
  countReads,
  expectPollEvery,
  holdProposal,
  moveProposal,
  pauseClock,
  reachPostConfirmation,
  reachStoredPostConfirmation,
  resubmissions,
  retries,
} from './post-confirmation-flow';
import { ENTRY, expectAppOverFrame, FRAME_SCRIPT, frameScriptsOf, holdAppCode, sameAsFrame } from './painted-copy';
import { personalRecords, signOnProviderPage, unicoOf } from './proposal-flow';

/**
 * Step 5, 'Pós-Confirmação' (spec sections 4, 8 and 9): every card state through the
 * sandbox's scenarios (chosen by the full name), the 7 s poll measured on the fake clock, the
 * resubmissions once per tap (double tap, reload, reconnect), the signature link copied, a reopen.
 */

// The wizard first (five screens), then the cards: longer than a screen test's 30 s.
test.describe.configure({ timeout: 150_000 });

const BANK = {
  validating: 'O banco está validando a sua proposta.',
  success: 'O banco validou a sua proposta.',
  retry: 'Não foi possível validar sua proposta no banco, tente novamente',
  additionalData: 'Não foi possível concluir o envio da sua proposta ao banco, tente novamente',
  simulationNotFound: 'O banco não encontrou a simulação da sua proposta, tente novamente',
};
const ACTION_NEEDED = 'Sua proposta precisa de você';

/**
 * The bank card's two kinds of retry, sent once per tap by the same mechanism: the spec's
 * resubmission (PUT) and retry-create-proposal (POST, no data).
 */
const RETRIES = [
  {
    kind: 'resubmission',
    name: 'TESTE RETRY BANCO',
    text: BANK.retry,
    reload: POST_CPFS.reload,
    offline: POST_CPFS.offline,
    path: (id: string) => `/api/v2/proposal/${id}`,
    sent: resubmissions,
  },
  {
    kind: 'retry-create-proposal',
    name: 'TESTE DADOS ADICIONAIS ZIPDIN',
    text: BANK.additionalData,
    reload: DEAD_END_CPFS.additionalDataReload,
    offline: DEAD_END_CPFS.additionalDataOffline,
    path: (id: string) => `/api/v2/proposal/${id}/retry-create-proposal`,
    sent: retries,
  },
] as const;
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
    const reads = await countReads(page, id);
    // The completion toast, once and only once, under the heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Proposta concluída!' })).toBeVisible();
    const toasts = page.getByRole('region', { name: 'Avisos' });
    await expect(toasts.getByText('Proposta concluída!')).toBeVisible();
    await page.clock.runFor(100);
    await expect(toasts.getByText('Proposta concluída!')).toHaveCount(1);
    await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
    await expect(identityCard(page).getByText(IDENTITY.validating)).toBeVisible();
    // While they validate: what happens next (the notification offer says it), and the support chat.
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    await expectNoSeriousA11yViolations(page);

    await pauseClock(page);
    await expectPollEvery(page, reads, 7000);
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
    // The page's clock stands still from here: the 3 s below are the clock's, not the time this
    // test takes to check the clipboard (on a loaded machine, more than the 0.1 s margin below).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await copy.click();
    await expect(identityCard(page).getByRole('button', { name: 'Copiado!' })).toBeVisible();
    await expect(identityCard(page).getByRole('status').filter({ hasText: 'Link copiado.' })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    // 'Copiado!' for 3 s, then 'Copiar' again.
    await page.clock.runFor(2900);
    await expect(identityCard(page).getByRole('button', { name: 'Copiado!' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(copy).toBeVisible();

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

  for (const retry of RETRIES) {
    test(`a reload while the ${retry.kind} is on its way sends that tap again with the same key, and never again once answered`, async ({ page }) => {
      await page.clock.install();
      const id = await reachPostConfirmation(page, { cpf: retry.reload, name: retry.name });
      await moveProposal(id);
      await page.clock.runFor(7000);
      await expect(bankCard(page).getByText(retry.text)).toBeVisible();
      const path = retry.path(id);
      // The first attempt reaches the BFF, but its answer never comes back to the page.
      // Only the first request is held (unrouting a held request would let Playwright send it on,
      // a second copy racing the reload); the page's later ones pass.
      let held = 0;
      await page.route(`**${path}`, async (route) => {
        held += 1;
        if (held > 1) return route.continue();
        await route.fetch();
        // Never answered: the page is reloaded meanwhile.
      });
      await bankCard(page).getByRole('button', { name: 'tentar novamente' }).click();
      await expect.poll(() => held).toBe(1);
      await expect.poll(async () => (await retry.sent(id)).length).toBe(1);
      await page.reload();
      // The repeat's answer is recorded before its toast shows (the write that forgets the tap comes
      // first). Waiting for the card alone was not enough: the bank step already reads aguardando
      // after the first attempt, so the next reload could come before that write and send a third.
      await expect(page.getByText('Proposta reenviada')).toBeVisible();
      await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
      const [first, repeat, ...more] = await retry.sent(id);
      expect(more).toEqual([]);
      expect(repeat!.idempotencyKey).toBe(first!.idempotencyKey);
      // Sent once more on the next reload? No: the answer is recorded.
      await page.reload();
      await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
      // A stored tap is resent under the resubmission's Web Lock, asked as step 5 mounts: once the
      // test holds that lock, any such resend has been made.
      await page.evaluate((name) => navigator.locks.request(name, () => undefined), `fgts:resubmit:${id}:/demo`);
      expect(await retry.sent(id)).toHaveLength(2);
    });

    test(`offline: the ${retry.kind} tap waits for the connection and is sent once when it returns`, async ({ page, context }) => {
      await page.clock.install();
      const id = await reachPostConfirmation(page, { cpf: retry.offline, name: retry.name });
      await moveProposal(id);
      await page.clock.runFor(7000);
      await expect(bankCard(page).getByText(retry.text)).toBeVisible();
      await context.setOffline(true);
      await bankCard(page).getByRole('button', { name: 'tentar novamente' }).click();
      await expect(bankCard(page).getByRole('button', { name: 'Enviando…' })).toBeDisabled();
      await page.clock.runFor(5000);
      expect(await retry.sent(id)).toHaveLength(0);
      await context.setOffline(false);
      await expect(page.getByText('Proposta reenviada')).toBeVisible();
      await page.clock.runFor(7000);
      expect(await retry.sent(id)).toHaveLength(1);
    });
  }

  test("the partner's additional data: 'tentar novamente' calls retry-create-proposal once per tap, then validating → success", async ({ page }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: DEAD_END_CPFS.additionalData, name: 'TESTE DADOS ADICIONAIS ZIPDIN' });
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(bankCard(page).getByText(BANK.additionalData)).toBeVisible();
    // The heading no longer says the proposal is done over a failure.
    await expect(page.getByRole('heading', { level: 1, name: ACTION_NEEDED })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d+/);
    await expectNoSeriousA11yViolations(page);

    await bankCard(page).getByRole('button', { name: 'tentar novamente' }).dblclick();
    await expect(page.getByText('Proposta reenviada')).toBeVisible();
    await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
    const sent = await retries(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toBeTruthy();
    expect(sent[0]!.body).toEqual({ createProposalBank: true, createIdentitySecurity: false });
    expect(await resubmissions(id)).toHaveLength(0);

    // Polled as after any retry: the bank step succeeds at its next step.
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(bankCard(page).getByText(BANK.success)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Proposta concluída!' })).toBeVisible();
  });

  test('a simulation the bank no longer finds is retried, not ended; the phone is wiped only at a true end (a refused signature)', async ({ page }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: DEAD_END_CPFS.simulationNotFound, name: 'TESTE SIMULACAO NAO ENCONTRADA' });
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(bankCard(page).getByText(BANK.simulationNotFound)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: ACTION_NEEDED })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sua proposta foi encerrada.' })).toHaveCount(0);
    expect((await personalRecords(page)).drafts).toContain('flow:/demo');
    await expectNoSeriousA11yViolations(page);

    await bankCard(page).getByRole('button', { name: 'tentar novamente' }).click();
    await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
    expect((await retries(id)).map((r) => r.body)).toEqual([{ createProposalBank: true, createIdentitySecurity: false }]);
    await moveProposal(id, 'settle');
    await page.clock.runFor(7000);
    await expect(identityCard(page).getByRole('textbox', { name: 'Link de formalização' })).toBeVisible();

    // The true end: the signature refused for good. Step 5 reads it (a reopen reads at once) and wipes.
    await signOnProviderPage(unicoOf(id).signatureId, 'recusar');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sua proposta foi encerrada.' })).toBeVisible();
    await expect(page.getByText('Por segurança, seus dados foram apagados deste aparelho.')).toBeVisible();
    await expect.poll(() => personalRecords(page)).toEqual({ drafts: [], cache: [] });
    await expectNoSeriousA11yViolations(page);
    await page.goto('/demo');
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByLabel('CPF')).toHaveValue('');
  });

  test('identity done but no link can be built: tentar novamente (the identity step again) and the support chat, then the link', async ({ page }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: DEAD_END_CPFS.noLink, name: 'TESTE SEM LINK ASSINATURA' });
    await moveProposal(id, 'settle');
    await page.clock.runFor(7000);
    await expect(bankCard(page).getByText(BANK.success)).toBeVisible();
    await expect(identityCard(page).getByText(IDENTITY.failure)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: ACTION_NEEDED })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Both confirmations read sucesso, so the poll has stopped: the button is the way on.
    await identityCard(page).getByRole('button', { name: 'tentar novamente' }).click();
    await expect(identityCard(page).getByText(IDENTITY.validating)).toBeVisible();
    expect((await resubmissions(id)).map((r) => r.body)).toEqual([expect.objectContaining({ createProposalBank: false, createIdentitySecurity: true })]);
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(identityCard(page).getByRole('textbox', { name: 'Link de formalização' })).toBeVisible();
    await expect(identityCard(page).getByRole('button', { name: 'Tirar Selfie' })).toBeVisible();
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
    // It may never move: the support chat is there.
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toBeVisible();
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
    const reads = await countReads(reopened, id);
    await reopened.goto('/demo');
    await continueAs(reopened, 'MARIA');
    await expect(reopened).toHaveURL(/\/demo\/show-proposal$/);
    await expect(reopened.getByText(`Número da proposta: ${id}`)).toBeVisible();
    await expect(bankCard(reopened).getByText(BANK.success)).toBeVisible();
    expect(reads.count()).toBeGreaterThanOrEqual(1);
    await expectNoSeriousA11yViolations(reopened);
  });

  test('a reload shows the cards kept on the phone first and reads the proposal again once they are on screen, not while React draws them', async ({
    page,
  }) => {
    await watchDraftWrites(page);
    const id = await reachStoredPostConfirmation(page, POST_CPFS.readAfterPaint);
    // What came first after the reload: the first frame with the cards (the requestAnimationFrame
    // after they enter the page runs as that frame is made), or the proposal's read.
    await page.addInitScript((path) => {
      const w = window as unknown as { order: string[] };
      w.order = [];
      const seen = () => [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Proposta no banco');
      new MutationObserver((_, observer) => {
        if (!seen()) return;
        observer.disconnect();
        requestAnimationFrame(() => w.order.push('cards frame'));
      }).observe(document, { childList: true, subtree: true });
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname === path) w.order.push('read');
        return send(input, init);
      };
    }, `/api/proposal/${id}`);
    await page.reload();
    await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { order: string[] }).order.slice(0, 2))).toEqual(['cards frame', 'read']);
  });

  test('a card that changes while the app is hidden is notified (fixed text, the screen as its link), not while visible', async ({
    page,
    context,
    baseURL,
  }) => {
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
    await expect.poll(shown).toEqual([{ title: 'Proposta validada no banco', body: 'Toque para acompanhar a sua proposta.', url: '/demo/show-proposal' }]);

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

test.describe('one request per tap, one message per event', () => {
  /** The sandbox's step ahead (advance) or its end (settle), whatever the page is reading. */
  const stepOn = async (id: string, how: 'advance' | 'settle' = 'advance') => {
    const res = await fetch(sandboxUrl(`/__sandbox/proposals/${id}/${how}`), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
  };

  for (const [retry, cpf] of [
    [RETRIES[1], ONE_PER_EVENT_CPFS.doubleTapRetryCreate],
    [RETRIES[0], ONE_PER_EVENT_CPFS.doubleTapResubmission],
  ] as const) {
    test(`a double tap on the ${retry.kind}'s 'tentar novamente' sends one request, also when the read-back does not show the retry yet`, async ({ page }) => {
      await page.clock.install();
      const id = await reachPostConfirmation(page, { cpf, name: retry.name });
      // A BFF that answers the retry before its read-back shows it: while `stale`, the proposal
      // reads as it was when tapped.
      const held = await holdProposal(page, id);
      await moveProposal(id);
      await page.clock.runFor(7000);
      await expect(bankCard(page).getByText(retry.text)).toBeVisible();
      held.stale = true;
      const method = retry.kind === 'resubmission' ? 'PUT' : 'POST';
      const sent: Array<string | undefined> = [];
      page.on('request', (request) => {
        if (request.method() === method && new URL(request.url()).pathname === retry.path(id)) sent.push(request.headers()['idempotency-key']);
      });
      const button = bankCard(page).getByRole('button', { name: 'tentar novamente' });
      const box = await button.boundingBox();
      if (!box) throw new Error('no tentar novamente on the bank card');
      const tap = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

      // The double tap's second tap comes once the answer and the read after it are in, as on a
      // fast connection: the card must not offer the retry again by then.
      const reads = await countReads(page, id);
      await tap();
      await expect(page.getByText('Proposta reenviada')).toBeVisible();
      await expect.poll(() => reads.count()).toBeGreaterThan(0);
      await reads.taken();
      await page.clock.runFor(1);
      await expect(bankCard(page).getByRole('button', { name: 'Enviando…' })).toHaveCount(0);
      await tap();
      await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
      await expect(bankCard(page).getByRole('button')).toHaveCount(0);
      expect(sent).toHaveLength(1);
      expect(await retry.sent(id)).toHaveLength(1);
      await expectNoSeriousA11yViolations(page);

      // Read every 7 s meanwhile. A read-back that never moves: a minute after the answer the card
      // says what the server says again, and a tap then is a new retry (a new key).
      const before = reads.count();
      await page.clock.runFor(7000);
      await expect.poll(() => reads.count()).toBeGreaterThan(before);
      await page.clock.runFor(60_000);
      await expect(bankCard(page).getByText(retry.text)).toBeVisible();
      await button.click();
      await expect.poll(() => sent.length).toBe(2);
      expect(sent[1]).not.toBe(sent[0]);

      // Once the read-back moves, the card follows it.
      held.stale = false;
      await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
      await moveProposal(id);
      await page.clock.runFor(7000);
      await expect(bankCard(page).getByText(BANK.success)).toBeVisible();
    });
  }

  test("'Confirmar Proposta' shows one completion toast, taken away once the bank card asks to try again", async ({ page }) => {
    await page.clock.install();
    // Step 5's first read waits until the test lets it go (the sandbox's bank step failed by then).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = new Set<string>();
    await page.route(
      (url) => /^\/api\/proposal\/[^/]+$/.test(url.pathname) && url.pathname !== '/api/proposal/autocomplete',
      async (route) => {
        const id = new URL(route.request().url()).pathname.split('/').pop()!;
        if (!first.has(id)) {
          first.add(id);
          await released;
        }
        await route.continue().catch(() => undefined);
      },
    );
    const id = await reachPostConfirmation(page, { cpf: ONE_PER_EVENT_CPFS.completionToast, name: 'TESTE RETRY BANCO' });
    const toasts = page.getByRole('region', { name: 'Avisos' });
    await expect(toasts.getByRole('status').filter({ hasText: 'Proposta concluída!' })).toHaveCount(1);
    await page.clock.runFor(100);
    await expect(toasts.getByRole('status').filter({ hasText: 'Proposta concluída!' })).toHaveCount(1);

    // The bank's answer, 1 s after the confirmation (the toast lasts 5 s): try again.
    await stepOn(id);
    release();
    await page.clock.runFor(1000);
    await expect(bankCard(page).getByText(BANK.retry)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: ACTION_NEEDED })).toBeVisible();
    await expect(page.getByText('Proposta concluída!')).toHaveCount(0);
    await expect(page.getByText('Sua proposta foi enviada com sucesso.')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("step 5 painted from the phone's copy before the app's code", () => {
  const texts = (id: string) => [
    'Proposta concluída!',
    'Sua proposta foi enviada com sucesso.',
    id,
    'Proposta no banco',
    BANK.validating,
    'Segurança de identidade',
    IDENTITY.validating,
  ];

  test("a reload paints the cards kept on the phone while the app's code is on its way, where the app then draws the same", async ({ page }) => {
    await watchDraftWrites(page);
    const id = await reachStoredPostConfirmation(page, POST_CPFS.paintedCopy);

    // The app's code held until the frame has been looked at; whether, when it was asked for, the
    // frame was there in its font.
    const held = await holdAppCode(page, /\/assets\/show-proposal-[\w-]+\.js$/);
    // The page's clock stands still: the loaders' 500 ms limit cannot pass unless the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.reload({ waitUntil: 'commit' });
    await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
    await expect(identityCard(page).getByText(IDENTITY.validating)).toBeVisible();
    await expect(page.getByText(`Número da proposta: ${id}`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Pós-Confirmação' })).toHaveAttribute('aria-current', 'step');
    // No control before the app: the offer's button and the support chat come with it.
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    // The app's code (the entry, the screen's chunk) is asked for once the cards are on screen in
    // their font; then the app draws the same, and adds the offer's button and the support chat.
    const markup = await expectAppOverFrame(page, {
      texts: texts(id),
      held,
      appDrawn: () => expect(page.getByRole('link', { name: 'Falar com o suporte' })).toBeVisible(),
    });
    expect(await sameAsFrame(page, markup.frame, markup.app, 'button, a')).toBe(true);
  });

  test("a new session (the installed app's icon) paints 'Continuar como MARIA?' from the phone's copy while the app's code is on its way, where the app then draws the same; 'Sim, continuar' shows the cards", async ({
    page,
    context,
  }) => {
    await watchDraftWrites(context);
    const id = await reachStoredPostConfirmation(page, POST_CPFS.paintedQuestion);
    await page.close();

    const other = await context.newPage();
    // The app's code held until the question has been looked at: the entry, then the question's own chunk.
    const held = await holdAppCode(other, /\/assets\/who-is-there-[\w-]+\.js$/);
    await other.clock.install();
    await other.clock.pauseAt(Date.now() + 1000);
    await other.goto('/demo', { waitUntil: 'commit' });
    const question = other.getByRole('heading', { level: 1, name: 'Continuar como MARIA?' });
    await expect(question).toBeVisible();
    // Only the first name: nothing of the proposal, no answer to tap before the app draws it.
    await expect(other.getByText('Proposta no banco')).toHaveCount(0);
    await expect(other.getByText(id)).toHaveCount(0);
    await expect(other.getByRole('button')).toHaveCount(0);
    const markup = await expectAppOverFrame(other, {
      texts: [
        'Continuar como MARIA?',
        'Este aparelho guarda um cadastro em andamento de MARIA. Para proteger os dados de quem começou, diga quem está usando agora.',
      ],
      held,
      appDrawn: () => expect(other.getByRole('button', { name: 'Sim, continuar' })).toBeVisible(),
    });
    expect(await sameAsFrame(other, markup.frame, markup.app, 'button')).toBe(true);
    await expect(question).toBeFocused();
    await other.getByRole('button', { name: 'Sim, continuar' }).click();
    await expect(identityCard(other).getByText(IDENTITY.validating)).toBeVisible();
    await expect(other.getByText(`Número da proposta: ${id}`)).toBeVisible();
  });

  test("the app comes anyway when the frame's script does not arrive", async ({ page }) => {
    await watchDraftWrites(page);
    const id = await reachStoredPostConfirmation(page, POST_CPFS.paintedCopyLost);
    await page.route(FRAME_SCRIPT, () => undefined);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    // The app's loaders wait 500 ms for the frame at most.
    await page.clock.runFor(500);
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toBeVisible();
    await expect(page.getByText(`Número da proposta: ${id}`)).toBeVisible();
    await expect(bankCard(page).getByText(BANK.validating)).toBeVisible();
    // What the inline reader read for it goes after 10 s all the same.
    expect(await page.evaluate(() => '__fgtsStoredCopy' in window)).toBe(true);
    await page.clock.runFor(10_000);
    expect(await page.evaluate(() => '__fgtsStoredCopy' in window)).toBe(false);
  });

  test("nothing of the person's screen before the app in a tab that has not answered 'Continuar como …?' (the question), or once a card has moved on", async ({
    page,
    context,
  }) => {
    await watchDraftWrites(context);
    const id = await reachStoredPostConfirmation(page, POST_CPFS.paintedCopyMoved);

    // A new tab (the home-screen icon, a link opened again) asks who is there first: the question,
    // and the cards' frame is not even asked for.
    const other = await context.newPage();
    await other.route(ENTRY, () => undefined);
    const frameScripts: string[] = [];
    other.on('request', (request) => FRAME_SCRIPT.test(new URL(request.url()).pathname) && frameScripts.push(request.url()));
    for (const url of ['/demo/show-proposal', '/demo']) {
      await other.goto(url, { waitUntil: 'domcontentloaded' });
      await expect(other.getByRole('heading', { name: 'Continuar como MARIA?' })).toBeVisible();
      await expect(other.getByText('Proposta no banco')).toHaveCount(0);
    }
    expect([...new Set(frameScripts.map((url) => new URL(url).pathname))].sort()).toEqual(frameScriptsOf('question').sort());
    // The same tab once answered, opening the link's landing afresh (the installed app's icon): the cards.
    await other.evaluate(() => sessionStorage.setItem('fgts-who:/demo', '1'));
    await other.goto('/demo', { waitUntil: 'domcontentloaded' });
    await expect(identityCard(other).getByText(IDENTITY.validating)).toBeVisible();
    await expect(other.getByText(`Número da proposta: ${id}`)).toBeVisible();
    await other.close();

    // The bank validated: the copy no longer shows both cards waiting, and the app draws it.
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(bankCard(page).getByText(BANK.success)).toBeVisible();
    await page.clock.runFor(2000);
    await page.route(ENTRY, () => undefined);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-cached-frame-done', '');
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    await expect(page.getByText('Proposta no banco')).toHaveCount(0);
  });
});
