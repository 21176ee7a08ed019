import type { Page } from '@playwright/test';
import { withCheckDigits } from '../../openapi/sandbox/cpf';
import { expect, expectNoSeriousA11yViolations, fillLanding, test } from './fixtures';
import { reachBankStep, reachSimulation } from './wizard-flow';

/**
 * Android's Back (here `page.goBack()`) closes an open dialog first and leaves the
 * screen under it where it was; a dialog closed by its own buttons leaves nothing for Back to stop
 * at; a dialog's action that moves on (the guide's 'Sim') leaves no copy of the screen behind.
 *
 * CPFs: `400.000.41x` (SUCCESS, 12 years), used by no other spec.
 */
const cpf = (n: number) => withCheckDigits(`40000041${n}`);

const yearsButton = (page: Page) => page.getByRole('button', { name: /^Ver anos antecipados/ });
const yearsDialog = (page: Page) => page.getByRole('dialog', { name: 'Anos antecipados' });
const simulationHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Simulação' });
const wipeDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Apagar os dados salvos neste aparelho?' });
const landingHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Antecipe seu saque-aniversário do FGTS' });

/**
 * Android's Back with a dialog open, once the dialog's history entry is written, as a worker's Back
 * comes: the dialog pushes it in an effect after it has painted (dialog-history.ts), and a Back sent
 * in between leaves the screen (with the wipe dialog on screen, Back lands on the page before the
 * app).
 */
async function backFromDialog(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean((history.state as { dialogEntry?: string } | null)?.dialogEntry)), { message: "the dialog's history entry" })
    .toBe(true);
  await page.goBack();
}

/** Opens 'Ver anos antecipados', then Back: the dialog closes and the simulation stays, its button focused. */
async function backClosesYears(page: Page) {
  await yearsButton(page).click();
  await expect(yearsDialog(page)).toBeVisible();
  await backFromDialog(page);
  await expect(yearsDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/demo\/simulacao$/);
  await expect(simulationHeading(page)).toBeVisible();
  await expect(yearsButton(page)).toBeFocused();
}

test.describe('Back closes a dialog first', () => {
  test("should close 'Ver anos antecipados' on Back and stay on the simulation; closed by 'Fechar', Back leaves at once", async ({ page }) => {
    await reachSimulation(page, { cpf: cpf(1) });
    await backClosesYears(page);
    await expectNoSeriousA11yViolations(page);

    // Opened again and closed by its button: the next Back leaves the screen, as without a dialog.
    await yearsButton(page).click();
    await expect(yearsDialog(page)).toBeVisible();
    await yearsDialog(page).getByRole('button', { name: 'Fechar' }).click();
    await expect(yearsDialog(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/consulta$/);
    await expect(page.getByText('Prossiga para contratar.', { exact: true })).toBeVisible();
    // Forward finds the simulation, not a dialog's copy of it with nothing open.
    await page.goForward();
    await expect(page).toHaveURL(/\/demo\/simulacao$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/consulta$/);
  });

  test('should close the years dialog on Back when the simulation is the first screen of the tab (a reopened app)', async ({ page }) => {
    await reachSimulation(page, { cpf: cpf(2) });
    await page.goto('/favicon.png');
    await page.goto('/demo/simulacao');
    await expect(simulationHeading(page)).toBeVisible();
    await backClosesYears(page);
    await page.goBack();
    await expect(page).toHaveURL(/favicon\.png$/);
  });

  test("should close the guide's confirmation on Back; after 'Sim', Back returns to the guide, then the landing", async ({ page }) => {
    await page.clock.install();
    await page.goto('/demo');
    await fillLanding(page, { name: 'Maria da Silva', cpf: cpf(3), phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    const question = page.getByRole('alertdialog', { name: 'Você já aprovou a bancarizadora ZIPDIN?' });
    const openQuestion = async () => {
      await page.getByRole('button', { name: 'Já autorizei' }).click();
      await expect(question).toBeVisible();
    };
    await page.getByRole('button', { name: 'Ir para o passo 1', exact: true }).press('End');
    await openQuestion();
    await expectNoSeriousA11yViolations(page);
    await backFromDialog(page);
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Autorização' })).toBeVisible();

    await openQuestion();
    await page.clock.fastForward(5_000);
    await question.getByRole('button', { name: 'Sim', exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/consulta$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    await expect(question).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(landingHeading(page)).toBeVisible();
  });

  test("should close the Pix warning of step 3 on Back (as 'Não, vou cadastrar.') and stay on step 3", async ({ page }) => {
    test.setTimeout(60_000);
    await reachBankStep(page, { cpf: cpf(4) });
    const warning = page.getByRole('alertdialog');
    await expect(warning.getByRole('heading', { name: 'Atenção' })).toBeVisible();
    await backFromDialog(page);
    await expect(warning).toHaveCount(0);
    await expect(page).toHaveURL(/etapa=3$/);
    await expect(page.getByLabel('Selecione Sua Chave Pix')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The wizard's own entries are intact: Back goes to step 2, Forward to step 3 without the warning.
    await page.goBack();
    await expect(page).toHaveURL(/etapa=2$/);
    await expect(page.getByRole('heading', { name: 'Endereço' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/etapa=3$/);
    await expect(page.getByLabel('Selecione Sua Chave Pix')).toBeVisible();
    await expect(warning).toHaveCount(0);
  });

  test("should close 'Limpar meus dados' on Back and keep the screen; after 'Cancelar', Back leaves at once", async ({ page }) => {
    await page.goto('/favicon.png');
    await page.goto('/demo/joao');
    await fillLanding(page, { name: 'Maria da Silva', cpf: cpf(5), phone: '11987654321' });
    const clear = page.getByRole('button', { name: 'Limpar meus dados' });
    await clear.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await clear.click();
    await expect(wipeDialog(page)).toBeVisible();
    await backFromDialog(page);
    await expect(wipeDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/demo\/joao$/);
    // Where it was: scrolled to the footer, with what was typed (nothing was wiped).
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('MARIA DA SILVA');
    await expect(clear).toBeFocused();

    await clear.click();
    await wipeDialog(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(wipeDialog(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/favicon\.png$/);
  });

  test("should keep Back off the wiped screens after 'Apagar' (the dialog's entry included)", async ({ page }) => {
    await page.goto('/favicon.png');
    await page.goto('/demo');
    await fillLanding(page, { name: 'Maria da Silva', cpf: cpf(6), phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    await page.getByRole('button', { name: 'Limpar meus dados' }).click();
    await wipeDialog(page).getByRole('button', { name: 'Apagar', exact: true }).click();
    await expect(page.getByText('Dados apagados deste aparelho.')).toBeVisible();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(landingHeading(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Autorização' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('');
  });
});
