import { watchDraftWrites, waitForDraftWrite } from './draft-writes';
import { expect, expectNoSeriousA11yViolations, sandboxCreated, sandboxRequests, test } from './fixtures';
import { WIZARD_CPFS, acceptPixWarning, createCalls, digitsOf, fillAddress, fillPersonal, fillToReview, reachSimulation, startWizard } from './wizard-flow';

type Payload = {
  NaturalPerson: {
    document: string;
    documentType: string;
    phoneNumber: string;
    birthDate: string;
    name: string;
    motherName: string;
    email?: string;
    address: { zipCode: string; uf: string; addressName: string };
  };
  chosenFinancialInfo: { proposalId: string | null; externalId: string | null };
  BankDetail: {
    pixKeyType: string;
    pixKey: string | null;
    bankCode: string | null;
    agency: string | null;
    account: string | null;
    accountDigit: string | null;
    accountType: string | null;
  };
};

// Whole paths through five screens with axe on each: longer than the default 30 s on this machine.
test.describe.configure({ timeout: 120_000 });

test.describe('proposal wizard: from step 1 to step 5', () => {
  // Also run by the spec-only project (playwright.config.ts): the BFF answers only what the spec names.
  test('should go through every step, survive a reload on each, and send the proposal of spec section 3', { tag: '@main-flow' }, async ({ page }) => {
    await page.clock.install();
    await watchDraftWrites(page);
    const cpf = WIZARD_CPFS.path;
    const solicitationId = await reachSimulation(page, { cpf });
    await startWizard(page);
    await fillPersonal(page, { email: 'maria@exemplo.com' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await fillAddress(page);
    await page.getByLabel('Complemento (opcional)').fill('apto 12');
    await page.getByRole('button', { name: 'Prosseguir' }).click();

    // Step 3: the warning first (axe on both pages of the dialog).
    await expect(page).toHaveURL(/etapa=3$/);
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Clique e Cadastre sua Chave.' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.clock.runFor(5000);
    await page.getByRole('button', { name: 'Sim, é minha.', exact: true }).click();
    const keyType = page.getByLabel('Selecione Sua Chave Pix');
    await expect(keyType.locator('option')).toHaveText(['Selecione', 'Email', 'Celular', 'CPF', 'Dados Bancários']);
    const proceed = page.getByRole('button', { name: 'Prosseguir' });
    await expect(proceed).toBeDisabled();
    await keyType.selectOption({ label: 'Celular' });
    await expect(page.getByLabel('Chave Pix (celular)')).toHaveValue('(11) 98765-4321');
    await expect(page.getByLabel('Chave Pix (celular)')).toHaveAttribute('readonly', '');
    await keyType.selectOption({ label: 'Email' });
    await expect(page.getByLabel('Chave Pix (e-mail)')).toHaveValue('maria@exemplo.com');
    await expect(proceed).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await waitForDraftWrite(page, 'proposal-wizard:/demo');
    await page.reload();
    // The answered warning does not come back; the choice is kept.
    await expect(page.getByLabel('Chave Pix (e-mail)')).toHaveValue('maria@exemplo.com');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await page.getByRole('button', { name: 'Prosseguir' }).click();

    // Step 4: everything readable; the box gates the confirmation.
    await expect(page.getByRole('heading', { name: 'Revisar Proposta' })).toBeVisible();
    for (const text of [
      'MARIA DA SILVA',
      '300.000.101-89',
      '12/03/1985',
      '(11) 98765-4321',
      'ANA MARIA DA SILVA',
      '01001-000',
      'PRAÇA DA SÉ',
      'apto 12',
      'SÃO PAULO',
      'maria@exemplo.com',
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    const confirm = page.getByRole('button', { name: 'Confirmar Proposta' });
    await expect(confirm).toBeDisabled();
    await page.getByLabel('Revisei as informações').check();
    await expect(confirm).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await waitForDraftWrite(page, 'proposal-wizard:/demo');
    await page.reload();
    await expect(page.getByLabel('Revisei as informações')).toBeChecked();
    // Back from step 4 after the reload: step 3, not out of the flow.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/etapa=3$/);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await page.getByRole('button', { name: 'Confirmar Proposta' }).click();

    await expect(page).toHaveURL(/\/demo\/show-proposal$/);
    await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible();
    await expect(page.getByText('Sua proposta foi enviada com sucesso.').first()).toBeVisible();
    const [created] = (await sandboxCreated(digitsOf(cpf))).proposals;
    await expect(page.getByText(`Número da proposta: ${created}`)).toBeVisible();
    await expect(page.getByText('O banco está validando a sua proposta.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expect(page.getByText(`Número da proposta: ${created}`)).toBeVisible();

    const calls = await createCalls(solicitationId);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toBeTruthy();
    const body = calls[0]!.body as Payload;
    expect(body.NaturalPerson).toMatchObject({
      document: digitsOf(cpf),
      documentType: 'CPF',
      phoneNumber: '11987654321',
      birthDate: '1985-03-12',
      name: 'MARIA DA SILVA',
      motherName: 'ANA MARIA DA SILVA',
      email: 'maria@exemplo.com',
      address: { zipCode: '01001000', uf: 'SP', addressName: 'PRAÇA DA SÉ' },
    });
    expect(body.chosenFinancialInfo.proposalId).toBe(body.chosenFinancialInfo.externalId);
    expect(body.chosenFinancialInfo.proposalId).toBeTruthy();
    expect(body.BankDetail).toMatchObject({ pixKeyType: 'EMAIL', pixKey: 'maria@exemplo.com', bankCode: null });
  });

  test('should offer only Dados Bancários for ZERO TAC and send the bank account found by searching', async ({ page }) => {
    await page.clock.install();
    const base = '/demo/joao/zerotac';
    const cpf = WIZARD_CPFS.zeroTac;
    const solicitationId = await reachSimulation(page, { base, cpf });
    await startWizard(page, base);
    await fillPersonal(page);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await fillAddress(page);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await acceptPixWarning(page);
    const keyType = page.getByLabel('Selecione Sua Chave Pix');
    await expect(keyType.locator('option')).toHaveText(['Selecione', 'Dados Bancários']);
    await expect(keyType).toHaveValue('BANK_ACCOUNT');
    const proceed = page.getByRole('button', { name: 'Prosseguir' });
    await expect(proceed).toBeDisabled();
    await page.getByLabel('Tipo de conta').selectOption({ label: 'Conta Poupança' });
    const bank = page.getByRole('combobox', { name: 'Banco' });
    await bank.fill('itau unibanco');
    await page.getByRole('option', { name: '341 – Itaú Unibanco S.A.' }).click();
    await expect(bank).toHaveValue('341 – Itaú Unibanco S.A.');
    await page.getByLabel('Agência').fill('0123');
    await page.getByLabel('Conta', { exact: true }).fill('987654');
    await page.getByLabel('Dígito').fill('3');
    await expect(proceed).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await proceed.click();
    await expect(page.getByText('Itaú Unibanco S.A.', { exact: false })).toBeVisible();
    await page.getByLabel('Revisei as informações').check();
    await page.getByRole('button', { name: 'Confirmar Proposta' }).click();
    await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible();
    const [call] = await createCalls(solicitationId);
    expect((call!.body as Payload).BankDetail).toMatchObject({
      pixKeyType: 'BANK_ACCOUNT',
      pixKey: null,
      bankCode: '341',
      agency: '0123',
      account: '987654',
      accountDigit: '3',
      accountType: 'SAVINGS_ACCOUNT',
    });
  });
});

test.describe('proposal wizard: submission errors (spec section 8 mapping)', () => {
  for (const [name, message] of [
    ['TESTE SEM AGENCIA', 'Revise seus dados bancários'],
    ['TESTE SEM CODIGO BANCO', 'Selecione um banco'],
    ['TESTE ERRO GENERICO', 'Ocorreu um erro ao processar suas informações.'],
  ] as const) {
    test(`should show step 5 with '${message}' for the server's answer to ${name}`, async ({ page }) => {
      await page.clock.install();
      // (The open proposal, whose review cannot help, is in dead-ends.spec.ts.)
      const cpf = { 'TESTE SEM AGENCIA': WIZARD_CPFS.errors, 'TESTE SEM CODIGO BANCO': WIZARD_CPFS.errors2, 'TESTE ERRO GENERICO': WIZARD_CPFS.errors3 }[name];
      await fillToReview(page, { cpf, name });
      await page.getByLabel('Revisei as informações').check();
      await page.getByRole('button', { name: 'Confirmar Proposta' }).click();
      await expect(page).toHaveURL(/\/demo\/show-proposal$/);
      await expect(page.getByRole('heading', { name: 'Sua proposta não pode ser criada!' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Revisar meus dados' }).click();
      await expect(page.getByRole('heading', { name: 'Revisar Proposta' })).toBeVisible();
      expect((await sandboxCreated(digitsOf(cpf))).proposals).toEqual([]);
    });
  }
});

test('bank list: a returning customer finds the prefilled bank (page 2) chosen, and the list reads page 2 at its end', async ({ page }) => {
  await page.clock.install();
  const cpf = '529.982.247-25';
  await reachSimulation(page, { cpf });
  await startWizard(page);
  await expect(page.getByLabel('Data de nascimento')).toHaveValue(/^12\/\d{2}\/1985$/);
  await expect(page.getByLabel('Nome da mãe')).toHaveValue('ANA MARIA DA SILVA');
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page.getByLabel('CEP')).toHaveValue('01001-000');
  await expect(page.getByLabel('Rua')).toHaveValue('PRACA DA SE');
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await acceptPixWarning(page);
  await expect(page.getByLabel('Selecione Sua Chave Pix')).toHaveValue('DOCUMENT');
  await expect(page.getByLabel('Chave Pix (CPF)')).toHaveValue(cpf);
  await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'Dados Bancários' });
  const bank = page.getByRole('combobox', { name: 'Banco' });
  await expect(bank).toHaveValue('341 – Itaú Unibanco S.A.');
  await expect(page.getByLabel('Agência')).toHaveValue('0001');
  await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeEnabled();

  const before = (await sandboxRequests({ method: 'GET', path: '/api/bank' })).length;
  await page.getByRole('button', { name: 'Abrir a lista: Banco' }).click();
  await expect(page.getByRole('option', { name: '001 – Banco do Brasil S.A.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText('Carregar mais bancos')).toBeVisible();
  await expect(page.getByRole('option', { name: '336 – Banco C6 S.A.' })).toHaveCount(0);
  // Scrolled to its end, the list reads the next page.
  await page.getByRole('dialog', { name: 'Banco' }).evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
  await expect(page.getByRole('option', { name: '336 – Banco C6 S.A.' })).toBeAttached();
  const pages = (await sandboxRequests({ method: 'GET', path: '/api/bank' })).slice(before).map((r) => r.query.page);
  expect(pages).toContain('2');
});
