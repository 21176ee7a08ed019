import type { Page } from '@playwright/test';
import { watchDraftWrites, waitForDraftWrite } from './draft-writes';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { POST_CPFS, countReads, expectPollEvery, holdProposal, moveProposal, pauseClock, reachPostConfirmation, resubmissions } from './post-confirmation-flow';
import { digitsOf } from './wizard-flow';

/**
 * Step 6, 'Corrigir Dados' (spec sections 4, 8 and 9; issue 12): reached from the bank card's
 * correction state, prefilled from the proposal, saved once per tap with createProposalBank true and
 * createIdentitySecurity false, its toasts, and the 2 s poll back to step 5.
 */

test.describe.configure({ timeout: 150_000 });

const CORRECTION_TEXT = 'Não foi possível validar sua proposta no banco, verifique e corrija seus dados';

async function reachCorrection(page: Page, cpf: string) {
  const id = await reachPostConfirmation(page, { cpf, name: 'TESTE CORRECAO DADOS' });
  await moveProposal(id);
  await page.clock.runFor(7000);
  const bank = page.getByRole('region', { name: 'Proposta no banco' });
  await expect(bank.getByText(CORRECTION_TEXT)).toBeVisible();
  return { id, bank };
}

test.describe('correction (step 6)', () => {
  test('from the correction card to a saved correction: the message and its list, the form prefilled, one resubmission, the toasts, the 2 s poll back to step 5', async ({ page }) => {
    await page.clock.install();
    await watchDraftWrites(page);
    const cpf = POST_CPFS.correction;
    const { id, bank } = await reachCorrection(page, cpf);
    await expect(bank.getByText('Dados bancarios divergentes do titular')).toBeVisible();
    await expect(bank.getByRole('listitem')).toHaveText(['Agencia e conta nao conferem com o CPF do titular']);
    await expectNoSeriousA11yViolations(page);

    await bank.getByRole('button', { name: 'verificar e corrigir' }).click();
    await expect(page).toHaveURL(/\/demo\/correcao$/);
    await expect(page.getByRole('heading', { name: 'Corrigir Dados' })).toBeVisible();
    // Prefilled from the proposal; the CPF is shown, not editable.
    await expect(page.getByLabel('CPF', { exact: true })).toHaveValue(cpf);
    await expect(page.getByLabel('CPF', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Nome completo')).toHaveValue('TESTE CORRECAO DADOS');
    await expect(page.getByLabel('Data de nascimento')).toHaveValue('12/03/1985');
    await expect(page.getByLabel('CEP')).toHaveValue('01001-000');
    await expect(page.getByLabel('Selecione Sua Chave Pix')).toHaveValue('DOCUMENT');
    await expectNoSeriousA11yViolations(page);

    // The account type also lists the payment account here.
    await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'Dados Bancários' });
    await expect(page.getByLabel('Tipo de conta').getByRole('option')).toHaveText([/Selecione/, 'Conta Corrente', 'Conta Poupança', 'Conta de Pagamento']);
    await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'CPF' });

    // The complement takes up to 50 characters here (20 in the wizard).
    const complement = page.getByLabel('Complemento (opcional)');
    await complement.fill('A'.repeat(51));
    await complement.blur();
    await expect(complement).toHaveAccessibleDescription(/Complemento não pode ter mais de 50 caracteres/);
    const fifty = 'BLOCO B APARTAMENTO 1203 FUNDOS TORRE SUL ANDAR 12';
    expect(fifty).toHaveLength(50);
    await complement.fill(fifty);
    await expect(complement).not.toHaveAttribute('aria-invalid', 'true');

    // A reload keeps what was typed.
    await waitForDraftWrite(page, 'correction:/demo');
    await page.reload();
    await expect(page.getByLabel('Complemento (opcional)')).toHaveValue(fifty);

    const held = await holdProposal(page, id);
    const reads = countReads(page, id);
    held.stale = true;
    await page.getByRole('button', { name: 'Salvar' }).dblclick();
    await expect(page.getByText('Dados Complementares Atualizados')).toBeVisible();
    await expect(page.getByText('Estamos revalidando sua proposta.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/correcao$/);

    const sent = await resubmissions(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toBeTruthy();
    expect(sent[0]!.body).toMatchObject({
      createProposalBank: true,
      createIdentitySecurity: false,
      proposalRequest: {
        NaturalPerson: { document: digitsOf(cpf), documentType: 'CPF', name: 'TESTE CORRECAO DADOS', address: { complement: fifty, zipCode: '01001000' } },
        BankDetail: { pixKeyType: 'DOCUMENT', pixKey: digitsOf(cpf) },
      },
    });

    // Read every 2 s while the correction still reads erro.
    await pauseClock(page);
    await expectPollEvery(page, id, reads, 2000);
    await expect(page).toHaveURL(/\/demo\/correcao$/);
    // The server takes it in: the next read (within 2 s) goes back to step 5.
    held.stale = false;
    await page.clock.runFor(2100);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/demo\/show-proposal$/);
    await expect(page.getByRole('region', { name: 'Proposta no banco' }).getByText('O banco está validando a sua proposta.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await resubmissions(id)).toHaveLength(1);
  });

  test('a refused correction shows the error toast and keeps the form; the next save goes through', async ({ page }) => {
    await page.clock.install();
    const { id, bank } = await reachCorrection(page, POST_CPFS.correctionFailure);
    await bank.getByRole('button', { name: 'verificar e corrigir' }).click();
    await expect(page.getByRole('heading', { name: 'Corrigir Dados' })).toBeVisible();

    // The sandbox answers this name with a 500 (its generic failure).
    await page.getByLabel('Nome completo').fill('TESTE ERRO GENERICO');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Houve um erro ao atualizar seus dados complementares. Por favor, tente novamente em instantes.')).toBeVisible();
    await expect(page.getByText('Erro', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue('TESTE ERRO GENERICO');
    await expectNoSeriousA11yViolations(page);

    // A 500 leaves it unknown whether the save was done: the same data again rides on the same key
    // (issue 16, §3), so a BFF that did it answers without doing it twice.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(async () => (await resubmissions(id)).length).toBe(2);
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();

    await page.getByLabel('Nome completo').fill('MARIA DA SILVA');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/demo\/show-proposal$/);
    const sent = await resubmissions(id);
    expect(sent).toHaveLength(3);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    // Changed data never rides on the key of a save whose outcome is unknown: its own key.
    expect(sent[2]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
    expect(sent[2]!.body).toMatchObject({ proposalRequest: { NaturalPerson: { name: 'MARIA DA SILVA' } } });
  });
});
