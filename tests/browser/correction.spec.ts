import type { Page } from '@playwright/test';
import { waitForQueryCacheWrite, watchDraftWrites, waitForDraftWrite } from './draft-writes';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { ENTRY, expectAppOverFrame, holdAppCode, sameAsFrame } from './painted-copy';
import { POST_CPFS, countReads, expectPollEvery, holdProposal, moveProposal, pauseClock, reachPostConfirmation, resubmissions } from './post-confirmation-flow';
import { digitsOf } from './wizard-flow';

/**
 * Step 6, 'Corrigir Dados' (spec sections 4, 8 and 9): reached from the bank card's
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
  test('from the correction card to a saved correction: the message and its list, the form prefilled, one resubmission, the toasts, the 2 s poll back to step 5', async ({
    page,
  }) => {
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
    const reads = await countReads(page, id);
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
    await expectPollEvery(page, reads, 2000);
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
    // (a key follows the request body), so a BFF that did it answers without doing it twice.
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

test.describe("the correction form painted from the phone's copy before the app's code", () => {
  const MESSAGE = 'Dados bancarios divergentes do titular';
  const LINE = 'Agencia e conta nao conferem com o CPF do titular';

  /** Step 6 opened from the card, its form shown, and what a reload restores on the phone. */
  async function openCorrection(page: Page, cpf: string) {
    await watchDraftWrites(page); // before the clock: it keeps the page's own timings
    await page.clock.install();
    const { id, bank } = await reachCorrection(page, cpf);
    // Time runs again (step 5's polls were moved by hand): the query cache's save waits on a timer.
    await page.clock.resume();
    // The proposal in correction on the phone (the correction form reads it again, the same answer: no new write).
    await waitForQueryCacheWrite(page, { afterAnswerOf: `/api/proposal/${id}` });
    await bank.getByRole('button', { name: 'verificar e corrigir' }).click();
    await expect(page.getByLabel('Nome completo')).toHaveValue('TESTE CORRECAO DADOS');
    await waitForDraftWrite(page, 'correction:/demo');
    return id;
  }

  test("a reload paints the bank's reason kept on the phone while the app's code is on its way, where the app then draws the same", async ({ page }) => {
    await openCorrection(page, POST_CPFS.correctionPainted);
    const held = await holdAppCode(page, /\/assets\/correcao-[\w-]+\.js$/);
    // The page's clock stands still: the loaders' 500 ms limit cannot pass unless the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('main[data-painted-frame]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Corrigir Dados' })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: LINE })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Correção' })).toHaveAttribute('aria-current', 'step');
    // Nothing to act on before the app: the fields, 'Voltar' and 'Salvar' come with it, below.
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    const markup = await expectAppOverFrame(page, {
      texts: ['Corrigir Dados', 'O banco pediu para você conferir:', MESSAGE, LINE],
      held,
      appDrawn: () => expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible(),
    });
    await expect(page.getByLabel('Nome completo')).toHaveValue('TESTE CORRECAO DADOS');
    // The app's <main> is the frame's with the form after the bank's reason.
    expect(await sameAsFrame(page, markup.frame, markup.app, 'h1 + div ~ *')).toBe(true);
  });

  test("step 6 opened before its form was ever drawn paints nothing of it: the form's draft is made by the app's first open", async ({ page }) => {
    await watchDraftWrites(page); // before the clock: it keeps the page's own timings
    await page.clock.install();
    const { id } = await reachCorrection(page, POST_CPFS.correctionFirstOpen);
    await page.clock.resume();
    // The proposal in correction is on the phone, as step 5 read it; no correction draft yet.
    await waitForQueryCacheWrite(page, { afterAnswerOf: `/api/proposal/${id}` });
    await page.route(ENTRY, () => undefined);
    await page.goto('/demo/correcao', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-cached-frame', 'correcao');
    await expect(page.locator('html')).toHaveAttribute('data-cached-frame-done', '');
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
  });
});
