import { caretAt, caretOf, expectField, paste } from './caret';
import { expect, expectNoSeriousA11yViolations, test, untilAppDrawn } from './fixtures';

/**
 * Masked fields edited as a person edits them: the caret put in the middle
 * with the arrow keys or a tap, Backspace, Delete, keys typed one by one, and a real paste (Ctrl+V
 * from the clipboard). Each check reads the value and where the caret is.
 */

test.describe('masked fields on the landing', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/demo');
  });

  test('should keep 529.982.247-25 and the caret after 529.9 › when the digit after 529. is deleted and typed again', async ({ page }) => {
    const cpf = page.getByLabel('CPF');
    await cpf.fill('52998224725');
    await caretAt(cpf, 5);
    await page.keyboard.press('Backspace');
    await expectField(cpf, '529.822.472-5', 4);
    await page.keyboard.type('9');
    await expectField(cpf, '529.982.247-25', 5);
    await expect(page.getByText('CPF inválido')).toBeHidden();
  });

  test('should keep (11) 98765-4321 and the caret after 98765 › when two digits are deleted and typed again', async ({ page }) => {
    const phone = page.getByLabel('Celular com DDD');
    await phone.fill('11987654321');
    await phone.focus();
    await page.keyboard.press('End');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft');
    expect(await caretOf(phone)).toBe(10);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expectField(phone, '(11) 9874-321', 8);
    await page.keyboard.type('65');
    await expectField(phone, '(11) 98765-4321', 10);
  });

  test('should not rewrite the area code › when its second digit is deleted from (21) 98765-4321 and typed again', async ({ page }) => {
    const phone = page.getByLabel('Celular com DDD');
    await phone.fill('21987654321');
    await caretAt(phone, 3);
    await page.keyboard.press('Backspace');
    await expectField(phone, '(29) 8765-4321', 2);
    await page.keyboard.type('1');
    await expectField(phone, '(21) 98765-4321', 3);
  });

  for (const typed of ['011987654321', '+55 11 98765-4321']) {
    test(`should show (11) 98765-4321 for ${typed} › typed key by key as when pasted`, async ({ page }) => {
      const phone = page.getByLabel('Celular com DDD');
      await phone.focus();
      await page.keyboard.type(typed);
      await expectField(phone, '(11) 98765-4321', 15);

      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await expect(phone).toHaveValue('');
      await paste(page, typed);
      await expectField(phone, '(11) 98765-4321', 15);
    });
  }

  test('should delete the digit next to a separator › when Backspace or Delete meets a separator', async ({ page }) => {
    const cpf = page.getByLabel('CPF');
    await cpf.fill('52998224725');
    await caretAt(cpf, 4);
    await page.keyboard.press('Backspace');
    await expectField(cpf, '529.822.472-5', 2);

    await cpf.fill('52998224725');
    await caretAt(cpf, 3);
    await page.keyboard.press('Delete');
    await expectField(cpf, '529.822.472-5', 4);

    const phone = page.getByLabel('Celular com DDD');
    await phone.fill('11987654321');
    await caretAt(phone, 11);
    await page.keyboard.press('Backspace');
    await expectField(phone, '(11) 9876-4321', 10);
  });

  test('should take formatted and unformatted pastes, in an empty field and in the middle, with the caret after the pasted digits', async ({ page }) => {
    const cpf = page.getByLabel('CPF');
    await cpf.focus();
    await paste(page, '529.982.247-25');
    await expectField(cpf, '529.982.247-25', 14);

    for (const pasted of ['982', '98.2']) {
      await cpf.fill('52924725');
      await expect(cpf).toHaveValue('529.247.25');
      await caretAt(cpf, 4);
      await paste(page, pasted);
      await expectField(cpf, '529.982.247-25', 7);
    }
  });

  test('should take no digit into a full field and keep the caret › when a digit is typed in the middle of a complete CPF', async ({ page }) => {
    const cpf = page.getByLabel('CPF');
    await cpf.fill('52998224725');
    await caretAt(cpf, 5);
    await page.keyboard.type('1');
    await expectField(cpf, '529.982.247-25', 5);
    await page.keyboard.type('a');
    await expectField(cpf, '529.982.247-25', 5);
  });

  test('should insert the 9 of an old 8-digit mobile only when the worker leaves the field', async ({ page }) => {
    const phone = page.getByLabel('Celular com DDD');
    await phone.focus();
    await page.keyboard.type('1187654321');
    await expectField(phone, '(11) 8765-4321', 14);
    await page.keyboard.press('Tab');
    await expect(phone).toHaveValue('(11) 98765-4321');
    await expect(page.getByText('Telefone incompleto')).toBeHidden();
  });

  test('should keep the edited values across a reload, then pass axe with the fields filled', async ({ page }) => {
    await page.getByLabel('Nome completo').fill('maria da silva');
    const cpf = page.getByLabel('CPF');
    await cpf.fill('52998224725');
    await caretAt(cpf, 5);
    await page.keyboard.press('Backspace');
    await page.keyboard.type('9');
    const phone = page.getByLabel('Celular com DDD');
    await phone.focus();
    await page.keyboard.type('+55 11 98765-4321');
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeEnabled();
    await page.waitForTimeout(400); // the draft store's 300 ms debounce (a real write, not a timer under test)
    await page.reload();
    await expect(cpf).toHaveValue('529.982.247-25');
    await expect(phone).toHaveValue('(11) 98765-4321');
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);
  });

  test('should cap a pasted 10 000-character name with a message tied to the field and keep Prosseguir disabled', async ({ page }) => {
    await page.getByLabel('CPF').fill('52998224725');
    await page.getByLabel('Celular com DDD').fill('11987654321');
    const name = page.getByLabel('Nome completo');
    await name.focus();
    await paste(page, 'maria silva '.repeat(834));
    await name.blur();
    expect(await name.evaluate((el: HTMLInputElement) => el.value.length)).toBe(101);
    const message = 'Nome muito longo: use no máximo 100 caracteres';
    await expect(page.getByText(message)).toBeVisible();
    await expect(name).toHaveAccessibleDescription(message);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('masked CPF on the Corban entry screen', () => {
  test('should edit in the middle with the caret kept, as on the landing', async ({ page }) => {
    await page.goto('/demo/onboard');
    await untilAppDrawn(page);
    const cpf = page.getByRole('textbox', { name: 'CPF' });
    await cpf.focus();
    await page.keyboard.type('52998224725');
    await expect(cpf).toHaveValue('529.982.247-25');
    await expect(cpf).not.toBeFocused();
    await caretAt(cpf, 5);
    await page.keyboard.press('Backspace');
    await expectField(cpf, '529.822.472-5', 4);
    await expect(page.locator('button', { hasText: 'Vamos Lá' })).toBeHidden();
    await page.keyboard.type('9');
    await expect(cpf).toHaveValue('529.982.247-25');
    await expect(page.getByRole('button', { name: 'Vamos Lá' })).toBeVisible();
  });

  for (const impossible of ['111.111.111-11', '123.456.789-00']) {
    test(`should say 'CPF inválido' and show no 'Vamos Lá' › for ${impossible}`, async ({ page }) => {
      await page.goto('/demo/onboard');
      await untilAppDrawn(page);
      const cpf = page.getByRole('textbox', { name: 'CPF' });
      await cpf.focus();
      await page.keyboard.type(impossible.replace(/\D/g, ''));
      await expect(cpf).toHaveValue(impossible);
      await expect(page.getByText('CPF inválido')).toBeVisible();
      await expect(cpf).toHaveAttribute('aria-invalid', 'true');
      await expect(cpf).toHaveAccessibleDescription(/CPF inválido/);
      await expect(page.getByText('CPF inválido')).toHaveAttribute('aria-live', 'polite');
      // The worker corrects it at once: the field keeps the focus and the keyboard.
      await expect(cpf).toBeFocused();
      const button = page.locator('button', { hasText: 'Vamos Lá' });
      await expect(button).toBeHidden();
      await expect(button).toBeDisabled();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/demo\/onboard$/);
      await expectNoSeriousA11yViolations(page);

      await cpf.fill('52998224725');
      await expect(page.getByText('CPF inválido')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Vamos Lá' })).toBeVisible();
    });
  }

  test('should take formatted and unformatted pastes, in an empty field and in the middle, with the caret after the pasted digits', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/demo/onboard');
    await untilAppDrawn(page);
    const cpf = page.getByRole('textbox', { name: 'CPF' });
    await cpf.focus();
    await paste(page, '52998224725');
    await expect(cpf).toHaveValue('529.982.247-25');
    // A complete valid CPF closes the keyboard (the field blurs), as typing it does.
    await expect(cpf).not.toBeFocused();
    await expect(page.getByRole('button', { name: 'Vamos Lá' })).toBeVisible();

    for (const pasted of ['982', '98.2']) {
      await cpf.fill('52924725');
      await expect(cpf).toHaveValue('529.247.25');
      await caretAt(cpf, 4);
      await paste(page, pasted);
      await expect(cpf).toHaveValue('529.982.247-25');
    }
  });

  test('should keep a CPF being typed across a reload, and show Vamos Lá at once for a complete one', async ({ page }) => {
    await page.goto('/demo/joao/onboard');
    await untilAppDrawn(page);
    const cpf = page.getByRole('textbox', { name: 'CPF' });
    await cpf.focus();
    await page.keyboard.type('529982');
    await page.waitForTimeout(400); // the draft store's 300 ms debounce (a real write, not a timer under test)
    await page.reload();
    await expect(cpf).toHaveValue('529.982');
    await expect(page.locator('button', { hasText: 'Vamos Lá' })).toBeHidden();

    await cpf.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('24725');
    await expect(page.getByRole('button', { name: 'Vamos Lá' })).toBeVisible();
    await page.waitForTimeout(400);
    await page.reload();
    await expect(cpf).toHaveValue('529.982.247-25');
    const button = page.getByRole('button', { name: 'Vamos Lá' });
    await expect(button).toBeVisible();
    await expect(button).toBeEnabled();
    // At once: no fade was started for a CPF that was already complete.
    expect(await button.evaluate((el) => el.getAnimations().length)).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
});
