import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { reachPostConfirmation, moveProposal } from './post-confirmation-flow';
import { WIZARD_UI_CPFS, acceptPixWarning, createCalls, digitsOf, fillAddress, fillPersonal, reachSimulation, startWizard } from './wizard-flow';

/**
 * The wizard as a worker meets it on a 412×823 or 360×740 phone: the address
 * step's lookups, complement and toasts; the Pix keys of the person; the review; the first error
 * after a tap; the bank search, its code and the payment account.
 */

test.describe.configure({ timeout: 150_000 });

/** The tappable things under a point of the page, other than the toast's own. */
async function controlsUnder(page: Page, toast: Locator): Promise<string[]> {
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  return page.evaluate(({ x, y, width, height }) => {
    const region = document.querySelector('[aria-live="polite"][aria-relevant]');
    const found = new Set<string>();
    for (let px = x + 2; px < x + width; px += 8) {
      for (let py = y + 2; py < y + height; py += 8) {
        for (const el of document.elementsFromPoint(px, py)) {
          if (region?.contains(el)) continue;
          const control = el.closest('button, a[href], input, select, textarea, label, [role="combobox"], [role="listitem"], h1');
          if (control) found.add(`${control.tagName} ${control.textContent?.trim().slice(0, 30) ?? ''}`);
        }
      }
    }
    return [...found];
  }, box!);
}

const overlaps = (a: { x: number; y: number; width: number; height: number } | null, b: { x: number; y: number; width: number; height: number } | null) =>
  Boolean(a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);

/** The worker scrolls to the bottom of the screen with a finger (the wheel here), as they would to reach the buttons. */
async function scrollToBottom(page: Page) {
  const main = page.locator('main');
  const box = await main.boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => main.evaluate((m) => m.scrollTop + m.clientHeight >= m.scrollHeight - 1)).toBe(true);
}

/**
 * Empties a field high on the screen, scrolls to the screen's bottom and taps `button`: the focus
 * and the view go to that field, its message tied to it.
 */
async function expectTapTakesToError(page: Page, label: string, button: string, message: RegExp) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill('');
  await scrollToBottom(page);
  await page.getByRole('button', { name: button }).click();
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(field).toHaveAccessibleDescription(message);
  await expectNoSeriousA11yViolations(page);
  return field;
}

/** From a new consultation to step 3 with valid steps 1 and 2, the warning answered. */
async function reachPixStep(page: Page, cpf: string): Promise<string> {
  const solicitationId = await reachSimulation(page, { cpf });
  await startWizard(page);
  await fillPersonal(page);
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await acceptPixWarning(page);
  return solicitationId;
}

/** How many lines an element's text takes. */
const lineCount = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

for (const [width, height, cpf] of [
  [412, 823, WIZARD_UI_CPFS.cep],
  [360, 740, WIZARD_UI_CPFS.layout],
] as const) {
  test.describe(`step 2 at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('a new CEP replaces what the last one filled; the toast covers no control; the complement says its limit and the refused characters; locked fields look locked; a row keeps in line', async ({
      page,
    }) => {
      await page.clock.install();
      await reachSimulation(page, { cpf });
      await startWizard(page);
      await fillPersonal(page);
      await page.getByRole('button', { name: 'Prosseguir' }).click();
      await expect(page.getByRole('heading', { name: 'Endereço' })).toBeVisible();

      // The complement's limit and what it takes are said before anything is typed.
      const complement = page.getByLabel('Complemento (opcional)');
      await expect(complement).toHaveAccessibleDescription('Apenas letras, números e espaços, até 20 caracteres. 0/20');

      const cep = page.getByRole('textbox', { name: 'CEP' });
      const street = page.getByLabel('Rua');
      const district = page.getByLabel('Bairro');
      const city = page.getByLabel('Cidade');
      const state = page.getByLabel('Estado');
      await cep.fill('01001000');
      await expect(street).toHaveValue('PRAÇA DA SÉ');
      await expect(city).toHaveValue('SÃO PAULO');

      // The toast for its 5 s: the CEP's button, the step header and every other control stay uncovered.
      const toast = page.getByRole('status').filter({ hasText: 'CEP localizado' });
      await expect(toast).toBeVisible();
      await expect(toast).toBeInViewport();
      const consult = page.getByRole('button', { name: 'Consultar CEP' });
      const header = page.getByRole('list', { name: 'Etapas da proposta' });
      await expect(consult).toBeInViewport();
      await expect(header).toBeInViewport();
      expect(overlaps(await toast.boundingBox(), await consult.boundingBox())).toBe(false);
      expect(overlaps(await toast.boundingBox(), await header.boundingBox())).toBe(false);
      expect(await controlsUnder(page, toast)).toEqual([]);
      await expectNoSeriousA11yViolations(page);

      // Locked fields look locked: not the look of a field the worker types in.
      const look = (field: Locator) => field.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, border: getComputedStyle(el).borderStyle }));
      const number = page.getByLabel('Número');
      await expect(street).toHaveAttribute('readonly', '');
      const locked = await look(street);
      const open = await look(number);
      expect(locked.bg).not.toBe(open.bg);
      expect(locked.border).toBe('dashed');
      expect(open.border).toBe('solid');

      // An error in one of the row's two fields leaves the other where it was.
      const before = await complement.boundingBox();
      await number.fill('12A');
      await number.blur();
      await expect(number).toHaveAccessibleDescription(/O número deve conter apenas dígitos/);
      expect(await complement.boundingBox()).toEqual(before);
      expect((await number.boundingBox())!.y).toBe(before!.y);

      // The refused characters are named; the count says the limit as it nears.
      await complement.fill('apto #12-b');
      await complement.blur();
      await expect(complement).toHaveAccessibleDescription(/Contém caracteres especiais\. Remova “#” e “-”\..*10\/20/);
      await complement.fill('bloco a apartamento 1');
      await complement.blur();
      await expect(complement).toHaveAccessibleDescription(/Complemento não pode ter mais de 20 caracteres.*21\/20/);
      await expect(number).toHaveAccessibleDescription(/O número deve conter apenas dígitos/);
      expect((await complement.boundingBox())!.y).toBe((await number.boundingBox())!.y);
      await expectNoSeriousA11yViolations(page);
      await complement.fill('apto 12');
      await number.fill('12');

      // A single-CEP town: what the last lookup filled and this one lacks is emptied, and typed.
      await cep.fill('78175000');
      await expect(city).toHaveValue('POCONÉ');
      await expect(state).toHaveValue('MT');
      await expect(street).toHaveValue('');
      await expect(street).not.toHaveAttribute('readonly');
      await expect(district).toHaveValue('');
      await expect(district).not.toHaveAttribute('readonly');
      await expect(city).toHaveAttribute('readonly', '');

      // 'Prosseguir' with the street missing: the focus and the view go to it.
      await scrollToBottom(page);
      await page.getByRole('button', { name: 'Prosseguir' }).click();
      await expect(page).toHaveURL(/etapa=2$/);
      await expect(street).toBeFocused();
      await expect(street).toBeInViewport();
      await expect(street).toHaveAccessibleDescription(/Rua é obrigatória/);
      await street.fill('Rua Nova');
      await district.fill('Centro');

      // A CEP not found unlocks and empties what the last lookup filled; what was typed stays.
      await cep.fill('99999999');
      await expect(page.getByRole('status').filter({ hasText: 'CEP não encontrado' })).toBeVisible();
      await expect(city).toHaveValue('');
      await expect(city).not.toHaveAttribute('readonly');
      await expect(state).toHaveValue('');
      await expect(street).toHaveValue('RUA NOVA');
      await expect(district).toHaveValue('CENTRO');

      // After their 5 s the toasts go and the screen has its whole height again (the pointer away
      // from them: a toast under the pointer waits).
      await page.mouse.move(5, 5);
      await page.clock.runFor(6000);
      await expect(page.getByRole('status').filter({ hasText: 'CEP' })).toHaveCount(0);
      await expect.poll(() => page.locator('main').evaluate((m) => m.getBoundingClientRect().bottom)).toBe(height);
    });
  });
}

test.describe('the keys of the person, the review, the first error at 360×740', () => {
  test('a Celular key is the phone now, also over an old autocomplete key; the review opens at its top, unticks on a change, and its button keeps one line', async ({
    page,
  }) => {
    await page.clock.install();
    // A returning customer whose stored key is a phone they no longer have.
    await page.route('**/api/proposal/autocomplete?**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as Record<string, unknown>), pixKeyType: 'PHONE', pixKey: '11911112222' } });
    });
    const cpf = WIZARD_UI_CPFS.keys;
    const solicitationId = await reachSimulation(page, { cpf });
    await startWizard(page);
    await fillPersonal(page);

    // A submit with an error far above the button: focus and view go to it.
    const name = await expectTapTakesToError(page, 'Nome completo', 'Prosseguir', /Nome completo é obrigatório\./);
    await name.fill('Maria da Silva');
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await fillAddress(page);
    // Step 2 is taller than this screen: scrolled down to its button (the router must not carry
    // that offset on to the next screens, or the review opens with its title out of view).
    await scrollToBottom(page);
    expect(await page.locator('main').evaluate((m) => m.scrollTop)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await acceptPixWarning(page);

    // The autocomplete's key type, with the phone of step 1, not its old number.
    const keyType = page.getByLabel('Selecione Sua Chave Pix');
    await expect(keyType).toHaveValue('PHONE');
    await expect(page.getByLabel('Chave Pix (celular)')).toHaveValue('(11) 98765-4321');
    await keyType.selectOption({ label: 'CPF' });
    await expect(page.getByLabel('Chave Pix (CPF)')).toHaveValue(cpf);
    await keyType.selectOption({ label: 'Celular' });

    // The review opens at its top, wherever the steps before were scrolled.
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page.getByRole('heading', { name: 'Revisar Proposta' })).toBeInViewport();
    await expect(page.getByRole('list', { name: 'Etapas da proposta' })).toBeInViewport();
    await expect(page.getByText('Valor a receber')).toBeInViewport();
    expect(await page.locator('main').evaluate((m) => m.scrollTop)).toBe(0);
    const confirm = page.getByRole('button', { name: 'Confirmar Proposta' });
    const back = page.getByRole('button', { name: 'Voltar' });
    expect(await lineCount(confirm)).toBe(1);
    expect(await lineCount(back)).toBe(1);
    expect(await confirm.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);

    const box = page.getByLabel('Revisei as informações');
    await box.check();
    // Back and on with nothing changed: still ticked.
    await back.click();
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(box).toBeChecked();

    // The phone changes on step 1: the Celular key follows, and the box is unticked.
    await page.getByRole('button', { name: 'Alterar Dados Pessoais' }).click();
    await expect(page).toHaveURL(/etapa=1$/);
    await page.getByLabel('Celular com DDD').fill('21912345678');
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page.getByLabel('Chave Pix (celular)')).toHaveValue('(21) 91234-5678');
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page.getByRole('heading', { name: 'Revisar Proposta' })).toBeVisible();
    await expect(box).not.toBeChecked();
    await expect(confirm).toBeDisabled();
    await expect(page.getByText('(21) 91234-5678')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // 360 px is the narrowest tested: the two buttons still keep their labels on one line.
    await box.check();
    await confirm.click();
    await expect(page).toHaveURL(/\/demo\/show-proposal$/);
    const [call] = await createCalls(solicitationId);
    expect(call!.body).toMatchObject({
      NaturalPerson: { phoneNumber: '21912345678', document: digitsOf(cpf) },
      BankDetail: { pixKeyType: 'PHONE', pixKey: '21912345678' },
    });
  });

  test('the review box is unticked by a change of the address or the payout too', async ({ page }) => {
    await page.clock.install();
    await reachPixStep(page, WIZARD_UI_CPFS.review);
    await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'CPF' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    const box = page.getByLabel('Revisei as informações');
    await box.check();

    await page.getByRole('button', { name: 'Alterar Endereço' }).click();
    await page.getByLabel('Complemento (opcional)').fill('fundos');
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(box).not.toBeChecked();
    await box.check();

    await page.getByRole('button', { name: 'Alterar Informações Bancárias' }).click();
    await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'Celular' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(box).not.toBeChecked();
  });
});

test.describe('bank account', () => {
  // Also run by the spec-only project: a bank list of id, name and ispb only must give the right code.
  test(
    'the names workers use find their bank; a payment account at Nubank is sent with COMPE code 260; the long name is said whole',
    { tag: '@main-flow' },
    async ({ page }) => {
      await page.clock.install();
      const cpf = WIZARD_UI_CPFS.bank;
      const solicitationId = await reachPixStep(page, cpf);
      await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'Dados Bancários' });
      const accountType = page.getByLabel('Tipo de conta');
      await expect(accountType.getByRole('option')).toHaveText(['Selecione', 'Conta Corrente', 'Conta Poupança', 'Conta de Pagamento']);
      await accountType.selectOption({ label: 'Conta de Pagamento' });

      const bank = page.getByRole('combobox', { name: 'Banco' });
      for (const [search, option] of [
        ['pagbank', '290 – PagSeguro Internet Instituição de Pagamento S.A.'],
        ['inter', '077 – Banco Inter S.A.'],
        ['c6', '336 – Banco C6 S.A.'],
        ['mercado pago', '323 – Mercado Pago Instituição de Pagamento Ltda.'],
        ['picpay', '380 – PicPay Instituição de Pagamento S.A.'],
        ['bb', '001 – Banco do Brasil S.A.'],
        ['caixa', '104 – Caixa Econômica Federal'],
        ['itau', '341 – Itaú Unibanco S.A.'],
        ['nubank', '260 – Nu Pagamentos S.A. - Instituição de Pagamento'],
      ] as const) {
        await bank.fill(search);
        // The bank it names comes first.
        await expect(page.getByRole('dialog', { name: 'Banco' }).getByRole('option').first()).toContainText(option);
      }
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('option', { name: '260 – Nu Pagamentos S.A. - Instituição de Pagamento' }).click();

      // The input holds one line: it ends in '…', and the name is said whole under it.
      const chosen = page.getByText('Banco escolhido: 260 – Nu Pagamentos S.A. - Instituição de Pagamento');
      await expect(chosen).toBeVisible();
      expect(await chosen.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await bank.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');

      // Conta with an error beside Dígito: both inputs stay in line.
      const account = page.getByLabel('Conta', { exact: true });
      const digit = page.getByLabel('Dígito');
      await page.getByLabel('Agência').fill('0001');
      await account.fill('12-3');
      await account.blur();
      await expect(account).toHaveAccessibleDescription(/Número da conta deve conter apenas números/);
      expect((await digit.boundingBox())!.y).toBe((await account.boundingBox())!.y);
      expect((await digit.boundingBox())!.height).toBe((await account.boundingBox())!.height);
      await expectNoSeriousA11yViolations(page);
      await account.fill('1234567');
      await digit.fill('8');
      await page.getByRole('button', { name: 'Prosseguir' }).click();

      await expect(page.getByText('260 – Nu Pagamentos S.A. - Instituição de Pagamento', { exact: true })).toBeVisible();
      await expect(page.getByText('Conta de Pagamento', { exact: true })).toBeVisible();
      await page.getByLabel('Revisei as informações').check();
      await page.getByRole('button', { name: 'Confirmar Proposta' }).click();
      await expect(page).toHaveURL(/\/demo\/show-proposal$/);
      const [call] = await createCalls(solicitationId);
      expect((call!.body as { BankDetail: unknown }).BankDetail).toMatchObject({
        pixKeyType: 'BANK_ACCOUNT',
        accountType: 'PAYMENT_ACCOUNT',
        bankCode: '260',
        Bank: { ispb: '18236120', name: 'Nu Pagamentos S.A. - Instituição de Pagamento' },
        agency: '0001',
        account: '1234567',
        accountDigit: '8',
      });
    },
  );
});

test.describe('the correction form', () => {
  test("'Salvar' with an error a screen above takes the worker to it; a Celular key follows the phone, the added 9 included", async ({ page }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: WIZARD_UI_CPFS.correction, name: 'TESTE CORRECAO DADOS' });
    await moveProposal(id);
    await page.clock.runFor(7000);
    await page.getByRole('button', { name: 'verificar e corrigir' }).click();
    await expect(page.getByRole('heading', { name: 'Corrigir Dados' })).toBeVisible();

    await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'Celular' });
    const phone = page.getByLabel('Celular com DDD');
    await phone.fill('2181234567');
    await phone.blur();
    await expect(phone).toHaveValue('(21) 98123-4567');
    await expect(page.getByLabel('Chave Pix (celular)')).toHaveValue('(21) 98123-4567');
    await expect(page.getByLabel('Complemento (opcional)')).toHaveAccessibleDescription(/até 50 caracteres\. \d+\/50/);

    await expectTapTakesToError(page, 'Nome da mãe', 'Salvar', /Nome completo é obrigatório\./);
  });
});
