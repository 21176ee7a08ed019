import { watchDraftWrites, waitForDraftWrite } from './draft-writes';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { WIZARD_CPFS, fillAddress, fillPersonal, reachSimulation, startWizard } from './wizard-flow';

test.describe('proposal wizard, steps 1 and 2', () => {
  test('should prefill step 1 from the landing, keep what was typed on reload, and go back and forth', async ({ page }) => {
    await watchDraftWrites(page);
    await reachSimulation(page, { cpf: WIZARD_CPFS.back, name: 'joão da silva' });
    await startWizard(page);
    await expect(page).toHaveURL(/\/demo\/dados-pessoais\?etapa=1$/);
    await expect(page.getByLabel('Nome completo')).toHaveValue('JOÃO DA SILVA');
    await expect(page.getByLabel('Celular com DDD')).toHaveValue('(11) 98765-4321');
    await expect(page.getByRole('listitem').filter({ hasText: 'Dados Pessoais' })).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page);

    await fillPersonal(page, { motherName: 'ana maria 2 da silva' });
    await expect(page.getByLabel('Nome da mãe')).toHaveValue('ANA MARIA DA SILVA');
    await waitForDraftWrite(page, 'proposal-wizard:/demo');
    await page.reload();
    await expect(page.getByLabel('Data de nascimento')).toHaveValue('12/03/1985');
    await expect(page.getByLabel('Nome da mãe')).toHaveValue('ANA MARIA DA SILVA');

    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/etapa=2$/);
    await expect(page.getByRole('heading', { name: 'Endereço' })).toBeVisible();
    await fillAddress(page);
    await expect(page.getByLabel('Rua')).toHaveValue('PRAÇA DA SÉ');
    await expect(page.getByLabel('Rua')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Cidade')).toHaveValue('SÃO PAULO');
    await expect(page.getByLabel('Estado')).toHaveValue('SP');
    await expect(page.getByText('CEP localizado')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await waitForDraftWrite(page, 'proposal-wizard:/demo');
    await page.reload();
    await expect(page.getByLabel('Número')).toHaveValue('100');
    await expect(page.getByLabel('Rua')).toHaveAttribute('readonly', '');

    // Android's back button, then 'Voltar' on step 1: the simulation result, never out of the flow.
    await page.goBack();
    await expect(page).toHaveURL(/etapa=1$/);
    await expect(page.getByLabel('Data de nascimento')).toHaveValue('12/03/1985');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/demo\/simulacao$/);
  });
});
