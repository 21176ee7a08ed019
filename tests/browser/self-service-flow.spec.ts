import { expect, fillLanding, test } from './fixtures';

/**
 * A worker goes from a self-service link to the simulation screen, through
 * every screen as a person uses it, at one and at three nesting levels.
 */
for (const [base, cpf, question] of [
  ['/demo', '20000000108', 'Você já aprovou a bancarizadora ZIPDIN?'],
  ['/demo/joao/zerotac', '20000000701', 'Você já autorizou as seguintes bancarizadoras? ZIPDIN e QI Tech?'],
] as const) {
  // Also run by the spec-only project (playwright.config.ts): the BFF answers only what the spec names.
  test(`should go from the self-service link ${base} to the simulation`, { tag: '@main-flow' }, async ({ page }) => {
    await page.clock.install();
    await page.goto(base);
    await fillLanding(page, { name: 'joão da silva', cpf, phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/tutorial$`));

    const authorised = page.getByRole('button', { name: 'Já autorizei' });
    await expect(authorised).toBeDisabled();
    for (let step = 1; step < 11; step += 1) await page.getByRole('button', { name: 'Próximo passo' }).click();
    await expect(authorised).toBeEnabled();
    await authorised.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(question)).toBeVisible();
    await page.clock.runFor(5000);
    await dialog.getByRole('button', { name: 'Sim', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${base}/consulta$`));
    await expect(page.getByRole('heading', { name: 'Consultando na CEF' })).toBeVisible();
    await expect(page.getByText('Aguardando Caixa')).toBeVisible();
    // The sandbox resolves after 3 s (real); the screen learns it at its next 10 s poll.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(10_000);
          return page.getByText('Prossiga para contratar.').isVisible();
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/simulacao$`));
    await expect(page.getByRole('heading', { name: 'Simulação' })).toBeVisible();
    await expect(page.getByText(/JOÃO, você pode receber até R\$\s[\d.]+,\d{2}/)).toBeVisible();
  });
}
