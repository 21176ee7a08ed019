/**
 * 'Etapa Final.' (spec sections 2 and 7), the status screen and the end of the proposal:
 * the identity-check page's link and 'Abrir', the could-not-obtain message, what a worker coming
 * back sees, and the wipe once the proposal is signed or failed for good.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { waitForDraftWrite, waitForQueryCacheWrite, watchDraftWrites } from './draft-writes';
import { expectAppOverFrame, holdAppCode, sameAsFrame } from './painted-copy';
import { IDENTITY_CPFS, personalRecords, reachProposal, settleProposal, signOnProviderPage, unicoOf } from './proposal-flow';

test.describe.configure({ timeout: 150_000 });

/** Nothing personal on the phone: no draft, no saved query cache, no worker in auth-storage. */
async function expectWiped(page: Page) {
  await expect.poll(() => personalRecords(page)).toEqual({ drafts: [], cache: [] });
  expect(await page.evaluate(() => localStorage.getItem('auth-storage') ?? '')).not.toContain('MARIA');
}

test.describe('Etapa Final. and the end of the proposal', () => {
  test('a missing identifier says the link could not be obtained and offers the support chat', async ({ page }) => {
    await page.goto('/demo/proposal/link');
    await expect(page.getByRole('heading', { name: 'Etapa Final.' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Não foi possível obter o link de assinatura. Entre em contato com o suporte.');
    const support = page.getByRole('link', { name: 'Falar com o suporte' });
    await expect(support).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d+/);
    await expect(support).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', { name: 'Abrir' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('status while the bank validates, then the selfie to take; Etapa Final. from it with Abrir in a new tab; signed → the phone forgets everything', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    const id = await reachProposal(page, { cpf: IDENTITY_CPFS.status });
    const { signatureId } = unicoOf(id);

    await page.goto('/demo/status');
    await expect(page.getByRole('heading', { name: 'Status da proposta' })).toBeVisible();
    await expect(page.getByText(`Número da proposta: ${id}`)).toBeVisible();
    await expect(page.getByText('Sua proposta está em análise. Esta tela se atualiza sozinha.')).toBeVisible();
    // What happens next, and the support chat.
    const support = page.getByRole('link', { name: 'Falar com o suporte' });
    await expect(support).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    await expectNoSeriousA11yViolations(page);

    await settleProposal(id);
    await page.clock.runFor(7_000);
    await expect(page.getByText('Agora tire a selfie para confirmar a sua identidade.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tirar Selfie' })).toBeVisible();
    await expect(support).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // A worker who comes back later through the link lands here again.
    await page.goto('/demo');
    await expect(page).toHaveURL(/\/demo\/status$/);
    await expect(page.getByText('Agora tire a selfie para confirmar a sua identidade.')).toBeVisible();

    // 'Etapa Final.' reopened without navigation state: the stored proposal gives the identifier.
    await page.goto('/demo/proposal/link');
    const field = page.getByLabel('Link para assinatura');
    await expect(field).toHaveValue(new RegExp(`^http://localhost:\\d+/sdk-assets/assinatura/${signatureId}$`));
    await expect(field).toHaveAttribute('readonly', '');
    const open = page.getByRole('link', { name: 'Abrir' });
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
    await expect(open).toHaveAttribute('href', await field.inputValue());
    await expectNoSeriousA11yViolations(page);

    // 'Abrir' opens the identity-check page in a new tab, which cannot reach back to the app.
    const [tab] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(await field.inputValue());
    await expect(tab.getByRole('heading', { name: 'Assinatura do contrato' })).toBeVisible();
    expect(await tab.evaluate((): unknown => window.opener)).toBeNull();
    await tab.getByRole('button', { name: 'Assinar contrato' }).click();
    await expect(tab.getByRole('status')).toHaveText('Contrato assinado. Você já pode voltar ao aplicativo.');
    await tab.close();

    // The next 7 s read sees the signature: the end, and nothing personal stays.
    await page.clock.runFor(7_000);
    await expect(page.getByRole('heading', { name: 'Contrato assinado!' })).toBeVisible();
    await expect(page.getByText('Por segurança, seus dados foram apagados deste aparelho.')).toBeVisible();
    await expectWiped(page);
    await expectNoSeriousA11yViolations(page);

    // Coming back: no proposal any more, the landing's empty form.
    await page.goto('/demo/status');
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByLabel('CPF')).toHaveValue('');
  });

  test('a simulation the bank no longer finds is no end: the status sends the worker to step 5 to retry it, nothing is wiped', async ({ page }) => {
    await page.clock.install();
    const id = await reachProposal(page, { cpf: IDENTITY_CPFS.failedForGood, name: 'Teste Simulacao Nao Encontrada' });
    await page.goto('/demo/status');
    await expect(page.getByText('Sua proposta está em análise. Esta tela se atualiza sozinha.')).toBeVisible();
    await settleProposal(id);
    await page.clock.runFor(7_000);
    await expect(page.getByText('Banco: o banco não encontrou a simulação da sua proposta, tente novamente.')).toBeVisible();
    await expect(page.getByText('Sua proposta precisa de uma ação sua.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sua proposta foi encerrada.' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Ver minha proposta' }).click();
    await expect(page).toHaveURL(/\/demo\/show-proposal$/);
    await expect(page.getByRole('region', { name: 'Proposta no banco' }).getByRole('button', { name: 'tentar novamente' })).toBeVisible();
    expect((await personalRecords(page)).drafts).toContain('flow:/demo');
  });

  test('a refused signature is an end too, seen on Etapa Final.', async ({ page }) => {
    await page.clock.install();
    const id = await reachProposal(page, { cpf: IDENTITY_CPFS.refused });
    const { signatureId } = unicoOf(id);
    await settleProposal(id);
    await page.goto('/demo/proposal/link');
    await expect(page.getByLabel('Link para assinatura')).toHaveValue(new RegExp(`${signatureId}$`));
    await signOnProviderPage(signatureId, 'recusar');
    await page.clock.runFor(7_000);
    await expect(page.getByRole('heading', { name: 'Sua proposta foi encerrada.' })).toBeVisible();
    await expectWiped(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('something asked of the worker (the identity process failed): selfie and status send them to step 5', async ({ page }) => {
    await page.clock.install();
    const id = await reachProposal(page, { cpf: IDENTITY_CPFS.identityFailure, name: 'Teste Falha Identidade' });
    await settleProposal(id);

    await page.goto('/demo/selfie');
    await expect(page.getByRole('alert')).toHaveText('Não foi possível gerar o link de formalização, tente novamente!');
    await expect(page.getByRole('heading', { name: 'Tirar Selfie' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/demo/status');
    await expect(page.getByText('Identidade: não foi possível gerar o link de formalização, tente novamente!')).toBeVisible();
    await expect(page.getByText('Sua proposta precisa de uma ação sua.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Ver minha proposta' }).click();
    await expect(page).toHaveURL(/\/demo\/show-proposal$/);
    // Not an end: nothing was wiped.
    expect((await personalRecords(page)).drafts).toContain('flow:/demo');
  });
});

test.describe("the status and 'Etapa Final.' painted from the phone's copy before the app's code", () => {
  test("a reload of either after the selfie paints what the phone kept while the app's code is on its way, where the app then draws the same", async ({
    page,
  }) => {
    await watchDraftWrites(page);
    await page.clock.install();
    const id = await reachProposal(page, { cpf: IDENTITY_CPFS.paintedCopy });
    await settleProposal(id);
    // The selfie, finished in the provider's box: 'Etapa Final.', with the status behind it.
    await page.goto('/demo/selfie');
    await page.getByRole('dialog', { name: 'Verificação de identidade' }).getByRole('button', { name: 'Tirar selfie', exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/proposal\/link$/);
    await expect(page.getByRole('link', { name: 'Abrir' })).toBeVisible();
    // On the phone: the selfie's record and the proposal read after it.
    await waitForDraftWrite(page, 'selfie:');
    await waitForQueryCacheWrite(page, { afterAnswerOf: `/api/proposal/${id}` });

    // 'Etapa Final.' reloaded (the tab back from signing in another): the link of the history
    // entry's identifier (as the selfie passed it; here another one, to tell it from the kept
    // proposal's), not yet usable, before the app's code; then the app draws the same link.
    await page.evaluate(() => history.replaceState({ ...history.state, signatureId: 'unico-passado' }, ''));
    let held = await holdAppCode(page, /\/assets\/link-[\w-]+\.js$/);
    // The page's clock stands still: the loaders' 500 ms limit cannot pass unless the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.reload({ waitUntil: 'commit' });
    const link = /^http:\/\/localhost:\d+\/sdk-assets\/assinatura\/unico-passado$/;
    const field = page.getByRole('textbox', { name: 'Link para assinatura' });
    await expect(page.getByText('Agora falta só assinar o seu contrato digitalmente.', { exact: false })).toBeVisible();
    await expect(field).toHaveValue(link);
    // Inert until the app comes: nothing to focus, tap or open.
    expect(await field.evaluate((input) => (input.focus(), document.activeElement === input))).toBe(false);
    await expect(page.getByRole('link')).toHaveCount(0);
    let markup = await expectAppOverFrame(page, {
      texts: [
        'Etapa Final.',
        'Agora falta só assinar o seu contrato digitalmente. Abra o link abaixo e siga as instruções.',
        'Link para assinatura',
        'Depois de assinar, volte aqui: esta tela mostra quando o contrato estiver assinado.',
      ],
      held,
      appDrawn: () => expect(page.getByRole('link', { name: 'Abrir' })).toBeVisible(),
    });
    await expect(field).toHaveValue(link);
    expect(await sameAsFrame(page, markup.frame, markup.app, 'a', { frameOnly: '[data-space-for]', ids: true })).toBe(true);

    // The status behind it, reloaded: the selfie done on this phone (its record), the contract to sign.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/status$/);
    const next = 'Selfie concluída. Agora falta assinar o contrato.';
    await expect(page.getByText(next)).toBeVisible();
    held = await holdAppCode(page, /\/assets\/status-[\w-]+\.js$/);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByText(next)).toBeVisible();
    await expect(page.getByText(`Número da proposta: ${id}`)).toBeVisible();
    // No control before the app: 'Assinar o contrato' comes with it, below.
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    markup = await expectAppOverFrame(page, {
      texts: ['Status da proposta', id, 'Banco: proposta validada.', 'Identidade: verificação de identidade pronta.', next],
      held,
      appDrawn: () => expect(page.getByRole('button', { name: 'Assinar o contrato' })).toBeVisible(),
    });
    expect(await sameAsFrame(page, markup.frame, markup.app, 'button, a')).toBe(true);
  });
});
