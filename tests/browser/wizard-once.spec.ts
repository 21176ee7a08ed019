import { continueAs, expect, expectNoSeriousA11yViolations, expectShownAfterTimer, recordTimerStarts, sandboxCreated, slowCreations, test } from './fixtures';
import { WIZARD_CPFS, createCalls, digitsOf, fillToReview } from './wizard-flow';

/**
 * One proposal per solicitation: whatever the worker does, the sandbox creates one
 * proposal. Each case counts the create-proposta calls and the proposals created for the CPF.
 */
test.describe.configure({ timeout: 120_000 });

const confirmButton = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Confirmar Proposta' });

test('a double tap on Confirmar Proposta sends one proposal', async ({ page }) => {
  await page.clock.install();
  const cpf = WIZARD_CPFS.doubleTap;
  const solicitationId = await fillToReview(page, { cpf });
  await page.getByLabel('Revisei as informações').check();
  await confirmButton(page).dblclick();
  await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible();
  expect(await createCalls(solicitationId)).toHaveLength(1);
  expect((await sandboxCreated(digitsOf(cpf))).proposals).toHaveLength(1);
});

test('a reload during the overlay brings it back and ends with the one proposal', async ({ page }) => {
  await page.clock.install();
  const cpf = WIZARD_CPFS.reload;
  const solicitationId = await fillToReview(page, { cpf });
  await page.getByLabel('Revisei as informações').check();
  await slowCreations(digitsOf(cpf), 6000);
  try {
    await confirmButton(page).click();
    await expect(page.getByText('Estamos enviando a sua proposta.')).toBeVisible();
    await expect.poll(async () => (await createCalls(solicitationId)).length).toBe(1);
    await page.reload();
    await expect(page.getByText('Estamos enviando a sua proposta.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await slowCreations(digitsOf(cpf), 0);
  }
  const calls = await createCalls(solicitationId);
  // The repeat after the reload carries the first one's key: the sandbox answers it without creating.
  expect(calls).toHaveLength(2);
  expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
  expect((await sandboxCreated(digitsOf(cpf))).proposals).toHaveLength(1);
});

test('a send slower than usual says so after 5 s in the overlay, with the support chat, and still ends with the one proposal', async ({ page }) => {
  await page.clock.install();
  const cpf = WIZARD_CPFS.slowSend;
  const solicitationId = await fillToReview(page, { cpf });
  await page.getByLabel('Revisei as informações').check();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v2/proposal/create-proposta', async (route) => {
    await held;
    await route.continue();
  });
  await recordTimerStarts(page, 5_000);
  await confirmButton(page).click();
  const overlay = page.getByRole('dialog', { name: 'Estamos enviando a sua proposta.' });
  await expect(overlay).toBeVisible();
  const slow = overlay.getByText('Está demorando mais que o normal. Aguarde nesta tela: sua proposta está sendo enviada.');
  await expectShownAfterTimer(page, slow, 5_000);
  // In the modal dialog, the only part of the page the worker can reach.
  await expect(overlay.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=/);
  await expectNoSeriousA11yViolations(page);
  release();
  await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible();
  expect(await createCalls(solicitationId)).toHaveLength(1);
});

test('two tabs confirming at once send one proposal and both show it', async ({ page, context }) => {
  await page.clock.install();
  const cpf = WIZARD_CPFS.twoTabs;
  const solicitationId = await fillToReview(page, { cpf });
  await page.getByLabel('Revisei as informações').check();
  const second = await context.newPage();
  await second.goto(page.url());
  await continueAs(second, 'MARIA');
  await expect(second.getByRole('heading', { name: 'Revisar Proposta' })).toBeVisible();
  await expect(second.getByLabel('Revisei as informações')).toBeChecked();
  await slowCreations(digitsOf(cpf), 1500);
  try {
    // Both taps at once (a tap the other tab's shared draft has already disabled does nothing: that
    // tab shows the overlay and follows the first one's creation).
    await Promise.all([page, second].map((tab) => confirmButton(tab).evaluate((button: HTMLButtonElement) => button.click())));
    await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible({ timeout: 15_000 });
    await expect(second.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await slowCreations(digitsOf(cpf), 0);
  }
  const [id] = (await sandboxCreated(digitsOf(cpf))).proposals;
  expect((await sandboxCreated(digitsOf(cpf))).proposals).toHaveLength(1);
  expect(await createCalls(solicitationId)).toHaveLength(1);
  await expect(page.getByText(`Número da proposta: ${id}`)).toBeVisible();
  await expect(second.getByText(`Número da proposta: ${id}`)).toBeVisible();
});

test("a tab whose tap comes after the other tab's shows the other's sending, then step 5", async ({ page, context }) => {
  await page.clock.install();
  const cpf = WIZARD_CPFS.twoTabsFollow;
  const solicitationId = await fillToReview(page, { cpf });
  await page.getByLabel('Revisei as informações').check();
  const second = await context.newPage();
  await second.goto(page.url());
  await continueAs(second, 'MARIA');
  await expect(second.getByLabel('Revisei as informações')).toBeChecked();
  await slowCreations(digitsOf(cpf), 1500);
  try {
    await confirmButton(page).click();
    // The shared draft brings the first tab's sending here: the button is disabled, nothing is sent
    // from this tab, and when the proposal exists this tab goes to step 5 too (it does not stop on
    // 'Sua proposta já foi enviada.').
    await expect(confirmButton(second)).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible({ timeout: 15_000 });
    await expect(second.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await slowCreations(digitsOf(cpf), 0);
  }
  expect(await createCalls(solicitationId)).toHaveLength(1);
  await expectNoSeriousA11yViolations(second);
});

test('a tap offline waits, said, with the button disabled and no overlay, and sends the one proposal on reconnecting', async ({ page, context }) => {
  await page.clock.install();
  const cpf = WIZARD_CPFS.offline;
  const solicitationId = await fillToReview(page, { cpf });
  await page.getByLabel('Revisei as informações').check();
  await context.setOffline(true);
  await confirmButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sem internet. Sua proposta será enviada assim que a conexão voltar.' })).toBeVisible();
  await expect(confirmButton(page)).toBeDisabled();
  // Not held behind an overlay: 'Limpar meus dados' stays within reach.
  await expect(page.getByText('Estamos enviando a sua proposta.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Limpar meus dados' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  expect(await createCalls(solicitationId)).toHaveLength(0);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible({ timeout: 15_000 });
  expect(await createCalls(solicitationId)).toHaveLength(1);
  expect((await sandboxCreated(digitsOf(cpf))).proposals).toHaveLength(1);
});
