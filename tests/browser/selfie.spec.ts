/**
 * Selfie (spec sections 2, 4 and 8): the provider's real package (idpay-b2b-sdk) in the
 * built app, against the sandbox's stand-in of its assets. A proposal is reached as a worker gets
 * there (landing → consultation → wizard → 'Confirmar Proposta'), then moved on by the sandbox.
 */
import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, untilAppDrawn } from './fixtures';
import { expectAppOverFrame, holdAppCode, sameAsFrame } from './painted-copy';
import { waitForQueryCacheWrite, watchDraftWrites } from './draft-writes';
import { IDENTITY_CPFS, identityKnob, identityRecord, reachProposal, settleProposal, unicoOf } from './proposal-flow';

// Whole paths through the wizard with axe on each state: longer than the default 30 s here.
test.describe.configure({ timeout: 150_000 });

const box = (page: Page) => page.getByRole('dialog', { name: 'Verificação de identidade' });
const takeInBox = (page: Page) => box(page).getByRole('button', { name: 'Tirar selfie', exact: true });

test.describe('selfie: the identity check with the provider’s package', () => {
  // @main-flow: again on the spec-only sandbox, so the selfie and 'Etapa Final.' need only the fields §3/§7 name.
  // @nginx: the whole flow from the landing to the signature behind nginx (docs/deploying.md).
  test(
    'IFRAME: waits for the identity data, starts once by itself, and a finished selfie leads to Etapa Final. with the status behind it',
    { tag: ['@main-flow', '@nginx'] },
    async ({ page }) => {
      await page.clock.install();
      const id = await reachProposal(page, { cpf: IDENTITY_CPFS.iframe });
      const { transactionId, token, signatureId } = unicoOf(id);

      // Before the identity process exists: no 'Tirar Selfie', no SDK.
      await page.goto('/demo/selfie');
      await expect(page.getByRole('heading', { name: 'Verificação de identidade' })).toBeVisible();
      await expect(page.getByText('Estamos preparando a sua verificação de identidade.', { exact: false })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tirar Selfie' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // The 7 s read brings UnicoData: the flow starts by itself, once.
      await settleProposal(id);
      await page.clock.runFor(7_000);
      await expect(page.getByRole('heading', { name: 'Tirar Selfie' })).toBeVisible();
      await expect(box(page)).toBeVisible();
      await expect(takeInBox(page)).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await expect
        .poll(async () => (await identityRecord()).events.filter((e) => e.transactionId === transactionId))
        .toEqual([{ type: 'START_FLOW', transactionId, token }]);

      await takeInBox(page).click();
      await expect(page).toHaveURL(/\/demo\/proposal\/link$/);
      await expect(page.getByRole('heading', { name: 'Etapa Final.' })).toBeVisible();
      await expect(page.getByLabel('Link para assinatura')).toHaveValue(new RegExp(`/sdk-assets/assinatura/${signatureId}$`));
      await expect.poll(async () => (await identityRecord()).finishes).toContainEqual({ transactionId, status: 'success', mode: 'IFRAME' });

      // Back from the signature: the status screen, not a new selfie.
      await page.goBack();
      await expect(page).toHaveURL(/\/demo\/status$/);
      await expect(page.getByText('Selfie concluída. Agora falta assinar o contrato.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Assinar o contrato' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect((await identityRecord()).events.filter((e) => e.type === 'START_FLOW' && e.transactionId === transactionId)).toHaveLength(1);
    },
  );

  test('IFRAME: a failed selfie says so, tries again and offers the support chat; Cancelar closes the box, says so, and Tirar Selfie opens it again', async ({
    page,
  }) => {
    await page.clock.install();
    const id = await reachProposal(page, { cpf: IDENTITY_CPFS.selfieFailure, name: 'Teste Selfie Falha' });
    const { transactionId } = unicoOf(id, { selfieFails: true });
    await settleProposal(id);
    await page.goto('/demo/selfie');

    await takeInBox(page).click();
    await expect(page.getByRole('alert')).toHaveText('Não foi possível confirmar a sua identidade pela selfie. Tente novamente.');
    await expect(page).toHaveURL(/\/demo\/selfie$/);
    // Not only the loop of 'Tentar novamente', a dead end: the support chat too.
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d+/);
    await expectNoSeriousA11yViolations(page);
    await expect.poll(async () => (await identityRecord()).finishes).toContainEqual({ transactionId, status: 'failure', mode: 'IFRAME' });

    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(box(page)).toBeVisible();
    await box(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(box(page)).toBeHidden();
    // Closed, it no longer says it is open.
    await expect(page.getByText('Você fechou a verificação de identidade.', { exact: false })).toBeVisible();
    await expect(page.getByText('A verificação de identidade está aberta.', { exact: false })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Tirar Selfie', exact: true }).click();
    await expect(box(page)).toBeVisible();
  });

  test("init failure: 'Error initializing SDK' is logged, the screen offers to try again, and the next try works", async ({ page }) => {
    await page.clock.install();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Error initializing SDK')) errors.push(message.text());
    });
    // A seller-level link of its own: the stand-in fails only for pages whose URL contains it.
    const base = '/demo/joao';
    const id = await reachProposal(page, { base, cpf: IDENTITY_CPFS.initFailure });
    const { token } = unicoOf(id);
    await settleProposal(id);
    const marker = `${base}/selfie`;
    await identityKnob({ script: 404, onlyFor: marker });
    try {
      await page.goto(marker);
      await expect(page.getByRole('alert')).toHaveText('Não foi possível iniciar a verificação de identidade. Verifique sua conexão e tente novamente.');
      await expect(box(page)).toHaveCount(0);
      expect(errors).toHaveLength(1);
      expect(errors[0]).not.toContain(token);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await identityKnob({ script: 200, styles: 200, onlyFor: marker });
    }
    // The guard was reset: the next try loads the script again and opens the box.
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(box(page)).toBeVisible();
    expect(errors).toHaveLength(1);
  });

  test('open before init: the box waits for the provider’s script and opens once it has loaded', async ({ page }) => {
    await watchDraftWrites(page); // before the clock: it keeps the page's own timings
    await page.clock.install();
    const id = await reachProposal(page, { cpf: IDENTITY_CPFS.openBeforeInit });
    const { transactionId } = unicoOf(id);
    // Step 5's copy of the proposal, without the identity data yet, is on the phone.
    await waitForQueryCacheWrite(page, { afterAnswerOf: `/api/proposal/${id}` });
    await settleProposal(id);

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route('**/sdk-assets/index.js', async (route: Route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await page.goto('/demo/selfie');
    // Opened on that copy, the screen reads the proposal again at once: the identity data that came
    // meanwhile shows before the next 7 s read could bring it (the clock runs as real time here).
    await expect(page.getByRole('heading', { name: 'Tirar Selfie' })).toBeVisible({ timeout: 5000 });
    await expect(page.getByText('Preparando a verificação de identidade…')).toBeVisible();
    await expect.poll(() => held).toBe(1);
    await expect(box(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    release();
    await expect(box(page)).toBeVisible();
    await expect(page.getByText('Preparando a verificação de identidade…')).toBeHidden();
    await expect.poll(async () => (await identityRecord()).events.filter((e) => e.transactionId === transactionId).map((e) => e.type)).toEqual(['START_FLOW']);
    // One request: index.html's preload of the provider's script (shell.spec.ts) is the one the
    // package's <script> takes, not a second download (a preload with crossorigin made it two).
    expect(held).toBe(1);
  });

  test("REDIRECT: a device the provider cannot serve in-page goes to the provider's page and, back from it, on to Etapa Final.", async ({ page }) => {
    await page.clock.install();
    const id = await reachProposal(page, { cpf: IDENTITY_CPFS.redirect });
    const { transactionId, token, signatureId } = unicoOf(id);
    await settleProposal(id);
    // A browser without the camera API in pages (some in-app browsers): the provider says DEVICE_NOT_SUPPORT.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'mediaDevices', { configurable: true, get: () => undefined }));

    await page.goto('/demo/selfie');
    await expect(page).toHaveURL(/\/sdk-assets\/redirect\.html\?/);
    const sent = new URL(page.url()).searchParams;
    expect(sent.get('transactionId')).toBe(transactionId);
    expect(new URL(sent.get('returnTo') ?? '').pathname).toBe('/demo/selfie');
    await expect(page.getByRole('heading', { name: 'Verificação de identidade' })).toBeVisible();

    await page.getByRole('button', { name: 'Tirar selfie' }).click();
    await expect(page).toHaveURL(/\/demo\/proposal\/link$/);
    await expect(page.getByRole('heading', { name: 'Etapa Final.' })).toBeVisible();
    await expect(page.getByLabel('Link para assinatura')).toHaveValue(new RegExp(`/sdk-assets/assinatura/${signatureId}$`));
    await expectNoSeriousA11yViolations(page);
    // The stand-in posts its finish without waiting: read until it has arrived.
    await expect.poll(async () => (await identityRecord()).finishes).toContainEqual({ transactionId, status: 'success', mode: 'REDIRECT' });
    const record = await identityRecord();
    expect(record.events.filter((e) => e.transactionId === transactionId)).toEqual([{ type: 'START_FLOW', transactionId, token }]);

    // Back: the status screen (the selfie is done), never the provider again.
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/status$/);
    await expect(page.getByText('Selfie concluída. Agora falta assinar o contrato.')).toBeVisible();
  });
});

test.describe("the selfie painted from the phone's copy before the app's code", () => {
  test("a reload paints 'Tirar Selfie' and what to do while the app's code is on its way; the app draws the same, and the check's line changes in place", async ({
    page,
  }) => {
    await watchDraftWrites(page);
    await page.clock.install();
    const id = await reachProposal(page, { cpf: IDENTITY_CPFS.selfieFrame });
    await settleProposal(id);
    await page.goto('/demo/selfie');
    await expect(box(page)).toBeVisible();
    // On the phone: the proposal with its identity data.
    await waitForQueryCacheWrite(page, { afterAnswerOf: `/api/proposal/${id}` });

    // The provider's script held: the check stays 'being prepared', as the frame paints it. Noted
    // each time it is asked for: how many of the app's files (the entry, the screen) had been then.
    let releaseSdk!: () => void;
    const sdkHeld = new Promise<void>((resolve) => (releaseSdk = resolve));
    const sdkAskedAfter: number[] = [];
    await page.route('**/sdk-assets/index.js', async (route: Route) => {
      sdkAskedAfter.push(held.askedWithFrame.length);
      await sdkHeld;
      await route.continue();
    });
    const held = await holdAppCode(page, /\/assets\/selfie-[\w-]+\.js$/);
    // The page's clock stands still: the loaders' 500 ms limit cannot pass unless the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.reload({ waitUntil: 'commit' });
    const intro = 'Para confirmar que é você quem está contratando, tire uma selfie em um lugar iluminado, sem boné nem óculos escuros.';
    await expect(page.getByRole('heading', { name: 'Tirar Selfie' })).toBeVisible();
    await expect(page.getByText('Preparando a verificação de identidade…')).toBeVisible();
    // Nothing to tap before the app: 'Tirar Selfie' (the button) comes with it, below.
    await expect(page.getByRole('button')).toHaveCount(0);
    // The provider's own script is asked for at once, not with the app's code once the frame is on
    // screen: the box waits for both (its preload, index.html's screen loader).
    await expect.poll(() => sdkAskedAfter.length).toBe(1);
    expect(sdkAskedAfter).toEqual([0]);
    const markup = await expectAppOverFrame(page, {
      texts: ['Tirar Selfie', intro, 'Preparando a verificação de identidade…'],
      held,
      appDrawn: () => untilAppDrawn(page),
    });
    expect(await sameAsFrame(page, markup.frame, markup.app, null)).toBe(true);

    // The box opens: the check's line says so in the same element (a live region's one line),
    // so nothing the app drew over the frame is replaced by a new one.
    const line = page.getByRole('status').locator('p');
    await line.evaluate((element) => ((element as HTMLElement & { seen?: boolean }).seen = true));
    releaseSdk();
    await expect(box(page)).toBeVisible();
    await expect(line).toHaveText("A verificação de identidade está aberta. Se você a fechou, toque em 'Tirar Selfie' para abrir de novo.");
    expect(await line.evaluate((element) => (element as HTMLElement & { seen?: boolean }).seen === true)).toBe(true);
    await expect(page.getByRole('button', { name: 'Tirar Selfie', exact: true })).toBeVisible();
  });
});
