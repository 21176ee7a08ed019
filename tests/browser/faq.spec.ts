import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const FAQ_LINK = 'Dúvidas? Veja as perguntas frequentes';

test.describe('FAQ', () => {
  for (const base of ['/demo', '/demo/joao/zerotac']) {
    test(`should answer the three questions with the configured figures at ${base}`, async ({ page }) => {
      await page.goto(`${base}/faq`);
      await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Qual é a taxa de juros?' })).toBeVisible();
      await expect(page.getByText('A taxa de juros é de 1,79% ao mês.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Em quanto tempo recebo o dinheiro?' })).toBeVisible();
      await expect(page.getByText(/em até 1 dia útil/)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Quantos anos posso antecipar?' })).toBeVisible();
      await expect(page.getByText(/até 12 anos do seu saque-aniversário/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("should go back to the link's first screen at the same level › when opened directly", async ({ page }) => {
    await page.goto('/demo/joao/faq');
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/demo\/joao$/);
    await expect(page.getByLabel('Nome completo')).toBeEditable();
  });

  test('should be linked from the landing and go back there', async ({ page }) => {
    await page.goto('/demo/joao');
    await page.getByRole('link', { name: FAQ_LINK }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/demo\/joao$/);
    await expect(page.getByLabel('Nome completo')).toBeEditable();
  });

  for (const [screen, title] of [
    ['tutorial', 'Autorização'],
    ['introducao', 'Instruções'],
  ]) {
    test(`should be linked from the guide (${screen}) and go back to it`, async ({ page }) => {
      await page.goto(`/demo/${screen}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const link = page.getByRole('link', { name: FAQ_LINK });
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await expectNoSeriousA11yViolations(page);
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
      await page.getByRole('link', { name: 'Voltar' }).click();
      await expect(page).toHaveURL(new RegExp(`/demo/${screen}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  }

  test('should reach the back link by keyboard with a visible focus', async ({ page }) => {
    await page.goto('/demo/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
    await page.keyboard.press('Tab');
    const back = page.getByRole('link', { name: 'Voltar' });
    await expect(back).toBeFocused();
    const outline = await back.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    const box = await back.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
});
