import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { WIZARD_CPFS, acceptPixWarning, fillAddress, fillPersonal, reachSimulation, startWizard } from './wizard-flow';

test.describe.configure({ timeout: 120_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Types `value` into the field, leaves it, and expects `message` tied to it (aria-describedby). */
async function expectError(page: Page, label: string, value: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

/** Focuses a select (or the bank combobox) and leaves it untouched. */
async function visit(page: Page, label: string, message: string, role: 'combobox' | null = null) {
  const field = role ? page.getByRole(role, { name: label, exact: true }) : page.getByLabel(label, { exact: true });
  await field.focus();
  await field.blur();
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

test('every validation message of spec section 5 shows on its field, tied to it', async ({ page }) => {
  await reachSimulation(page, { cpf: WIZARD_CPFS.validation });
  await startWizard(page);

  // Step 1.
  await expectError(page, 'Nome completo', '', 'Nome completo é obrigatório.');
  await expectError(page, 'Nome completo', 'Maria1 Silva', 'Contém caracteres especiais ou números.');
  await expectError(page, 'Nome completo', 'Maria', 'Insira pelo menos dois nomes.');
  await expectError(page, 'Nome completo', ' Maria Silva', 'Não comece com espaço em branco.');
  await expectError(page, 'Nome completo', 'Maria Silva ', 'Não termine com espaço em branco.');
  await expectError(page, 'Data de nascimento', '', 'Data de nascimento é obrigatória');
  await expectError(page, 'Data de nascimento', '31/02/1990', 'Data de nascimento inválida');
  // 17 years old on the page's day (the first of its month, 17 years back), whatever that day is.
  const seventeen = await page.evaluate(() => {
    const today = new Date();
    return `01/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear() - 17}`;
  });
  await expectError(page, 'Data de nascimento', seventeen, 'A idade deve estar entre 18 e 70 anos. Consulte nosso R.O');
  await expectError(page, 'Celular com DDD', '', 'Celular é obrigatório');
  await expectError(page, 'Celular com DDD', '1198765', 'Formato inválido. Use (XX) XXXXX-XXXX');
  await expectError(page, 'Nome da mãe', '', 'Nome completo é obrigatório.');
  await expectError(page, 'E-mail (opcional)', 'maria@', 'Formato inválido');
  await expectNoSeriousA11yViolations(page);
  // 'Prosseguir' with errors stays on the step.
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page).toHaveURL(/etapa=1$/);
  await page.getByLabel('Nome completo', { exact: true }).fill('Maria da Silva');
  await page.getByLabel('Celular com DDD').fill('11987654321');
  await page.getByLabel('E-mail (opcional)').fill('');
  await fillPersonal(page);
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page).toHaveURL(/etapa=2$/);

  // Step 2: 'Prosseguir' on the empty step names every required field.
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  for (const [label, message] of [
    ['CEP', 'CEP é obrigatório'],
    ['Rua', 'Rua é obrigatória'],
    ['Número', 'Número é obrigatório'],
    ['Bairro', 'Bairro é obrigatório'],
    ['Cidade', 'Cidade é obrigatória'],
    ['Estado', 'Estado é obrigatório'],
  ] as const) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(escape(message)));
  }
  await expectNoSeriousA11yViolations(page);
  await expectError(page, 'CEP', '0100', 'CEP precisa de 8 dígitos');
  await expectError(page, 'Rua', 'Praça', 'A rua deve conter pelo menos duas palavras');
  await expectError(page, 'Número', '12A', 'O número deve conter apenas dígitos');
  await expectError(page, 'Número', '123456', 'O número deve ter no máximo 5 dígitos');
  await expectError(page, 'Complemento (opcional)', 'apto #1', 'Contém caracteres especiais.');
  await expectError(page, 'Complemento (opcional)', 'bloco a apartamento 12', 'Complemento não pode ter mais de 20 caracteres');
  await expectError(page, 'Bairro', 'A'.repeat(51), 'Bairro não pode ter mais de 50 caracteres');
  await expectError(page, 'Cidade', 'São Paulo 2', 'Contém caracteres especiais ou números.');
  await expect(page).toHaveURL(/etapa=2$/);
  await page.getByLabel('Complemento (opcional)').fill('');
  await page.getByLabel('Bairro').fill('');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Prosseguir' }).click();

  // Step 3: 'Prosseguir' stays disabled while the key or the account is not valid; leaving a field says why.
  await page.clock.install();
  await acceptPixWarning(page);
  await visit(page, 'Selecione Sua Chave Pix', 'Forma do Pix é obrigatória');
  await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'Email' });
  await expectError(page, 'Chave Pix (e-mail)', '', 'Chave Pix é obrigatória');
  await expectError(page, 'Chave Pix (e-mail)', 'maria@', 'A chave Pix deve ser um e-mail válido');
  await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeDisabled();
  await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'Dados Bancários' });
  await visit(page, 'Tipo de conta', 'Tipo de conta é obrigatório');
  await visit(page, 'Banco', 'Banco é obrigatório', 'combobox');
  await expectError(page, 'Agência', '', 'Agência é obrigatória');
  await expectError(page, 'Agência', '12', 'Agência deve ter exatamente 4 dígitos');
  await expectError(page, 'Conta', '', 'Número da conta é obrigatório');
  await expectError(page, 'Conta', '12a', 'Número da conta deve conter apenas números');
  await expectError(page, 'Conta', '123456789012', 'Número da conta deve ter no máximo 11 caracteres');
  await expectError(page, 'Dígito', '', 'Dígito é obrigatório');
  await expectError(page, 'Dígito', '1a', 'Dígito deve ter um único número');
  await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test.describe('CEP lookup (spec section 8)', () => {
  test.beforeEach(async ({ page }) => {
    await reachSimulation(page, { cpf: WIZARD_CPFS.cep });
    await startWizard(page);
    await fillPersonal(page);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page.getByRole('heading', { name: 'Endereço' })).toBeVisible();
  });

  test("should say 'CEP não encontrado' and leave the address editable › for an unknown CEP", async ({ page }) => {
    await page.getByLabel('CEP').fill('99999999');
    await expect(page.getByText('CEP não encontrado')).toBeVisible();
    await expect(page.getByText('Verifique o número e tente novamente')).toBeVisible();
    await expect(page.getByLabel('Rua')).not.toHaveAttribute('readonly');
    await page.getByLabel('Rua').fill('Rua das Flores');
    await expect(page.getByLabel('Rua')).toHaveValue('RUA DAS FLORES');
  });

  test("should say 'Erro ao consultar CEP' › when the postal service fails, and find it on 'Consultar CEP' once it answers", async ({ page }) => {
    let failing = true;
    await page.route('**/cep/ws/**', (route) => (failing ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
    await page.getByLabel('CEP').fill('01310100');
    await expect(page.getByText('Erro ao consultar CEP')).toBeVisible();
    await expect(page.getByLabel('Rua')).toHaveValue('');
    failing = false;
    await page.getByRole('button', { name: 'Consultar CEP' }).click();
    await expect(page.getByLabel('Rua')).toHaveValue('AVENIDA PAULISTA');
    await expect(page.getByLabel('Bairro')).toHaveValue('BELA VISTA');
    await expect(page.getByText('CEP localizado')).toBeVisible();
    // Locked while the CEP is the one found; editing the CEP unlocks them.
    await expect(page.getByLabel('Bairro')).toHaveAttribute('readonly', '');
    await page.getByRole('textbox', { name: 'CEP' }).fill('01310-10');
    await expect(page.getByLabel('Bairro')).not.toHaveAttribute('readonly');
    await expect(page.getByLabel('Número')).not.toHaveAttribute('readonly');
  });
});
