import type { Page, Request } from '@playwright/test';
import { withCheckDigits } from '../../openapi/sandbox/cpf';
import { SOLICITATION_STATUS_TEXT } from '../../src/lib/fgts/solicitation-status';
import { waitForQueryCacheWrite, watchDraftWrites } from './draft-writes';
import {
  aDayBehindSandbox,
  expect,
  expectNoSeriousA11yViolations,
  expectShownAfterTimer,
  fillLanding,
  recordTimerStarts,
  runUntil,
  sandboxRequests,
  sandboxUrl,
  test,
} from './fixtures';
import { ENTRY, expectAppOverFrame, holdAppCode, sameAsFrame } from './painted-copy';

/**
 * Step 0 ('Resultado', …/simulacao): reached from a consultation SUCCESS as a worker
 * does, against the sandbox (which enforces the limits of spec section 9 itself).
 *
 * CPFs: `47…` (valid, outside the sandbox's table: SUCCESS with 12 years) are used by no other
 * spec; the fixed scenarios (failures, blocked verdicts) are the sandbox's own CPFs, and nothing
 * here counts requests by CPF, only by this test's solicitation.
 */
const cpf = (n: number) => withCheckDigits(`47${String(n).padStart(7, '0')}`);
const CREATE_PATH = '/api/v2/balance-solicitation';
const UNEXPECTED = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';
const NO_BALANCE = SOLICITATION_STATUS_TEXT.NO_BALANCE.message;

const brl = (value: number) => value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

async function settleSolicitation(id: string) {
  const res = await fetch(sandboxUrl(`/__sandbox/solicitations/${id}/settle`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(200);
}

/** Landing → lead → consultation of `base`, ended at once by the sandbox; answers the solicitation id. */
async function consult(page: Page, base: string, digits: string, result = 'Prossiga para contratar.'): Promise<string> {
  await page.clock.install({ time: await aDayBehindSandbox() });
  await page.goto(base);
  await fillLanding(page, {
    name: 'Maria da Silva',
    cpf: digits,
    phone: '11987654321',
  });
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/tutorial$`));
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === CREATE_PATH);
  await page.goto(`${base}/consulta`);
  const { id } = (await (await created).json()) as { id: string };
  await settleSolicitation(id);
  await runUntil(page, () => page.getByText(result, { exact: true }).isVisible(), 10_000);
  return id;
}

/** Step 0 reached from a consultation SUCCESS with 'Prosseguir'. */
async function reachStepZero(page: Page, base: string, digits: string): Promise<string> {
  const id = await consult(page, base, digits);
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/simulacao$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Simulação' })).toBeVisible();
  return id;
}

type Limits = {
  minYears: number;
  maxYears: number;
  minValue: number;
  maxValue: number;
};

/** The limits as the sandbox's own rule gives them, from the full simulation it answers. */
async function limitsOf(id: string, productId: string, zeroTac = false, productMin = 0): Promise<Limits> {
  const res = await fetch(sandboxUrl(`/api/v2/balance-simulation/${id}?productId=${productId}`));
  const sim = (await res.json()) as {
    optionsFinancialInfo: {
      releasedAmount: number;
      Installments: { releasedAmount: number }[];
    }[];
  };
  const option = sim.optionsFinancialInfo[0]!;
  const count = option.Installments.length;
  if (zeroTac)
    return {
      minYears: 6,
      maxYears: count >= 12 ? 12 : count >= 10 ? 10 : count,
      minValue: productMin,
      maxValue: option.releasedAmount,
    };
  const at = option.Installments.findIndex((i, n) => n > 0 && i.releasedAmount >= 60);
  return {
    minYears: at + 1,
    maxYears: count,
    minValue: option.Installments[at]!.releasedAmount,
    maxValue: option.releasedAmount,
  };
}

const valueMessage = (l: Limits) => `Valor precisa ser maior que ${brl(l.minValue)} e menor que ${brl(l.maxValue)}`;
const yearsMessage = (l: Limits) => `O número de anos deve ser entre ${l.minYears} e ${l.maxYears}`;
/** The currency field's text for an amount: cents typed from the right. */
const centsOf = (reais: number) => String(Math.round(reais * 100));
/** The currency field's value once an amount is typed ('1.500,00'). */
const fieldValue = (reais: number) => reais.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/**
 * A whole amount in reais inside the 'Por Valor' limits, halfway between them: the limits move
 * with the sandbox's date (the schedule is priced from the day of the consultation), so a fixed
 * amount would fall outside them on some days.
 */
const amountWithin = (l: Limits) => Math.round((l.minValue + l.maxValue) / 2);

/**
 * The released amount ('Valor a receber') the sandbox answers to this solicitation's next
 * 'Calcular' by value: within a few cents of the amount asked, on either side, as the schedule's
 * rounding falls that day.
 */
async function valueRecalculated(page: Page, id: string): Promise<number> {
  const response = await page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === `/api/v2/balance-simulation/${id}` && url.searchParams.has('loanValue');
  });
  return ((await response.json()) as { optionsFinancialInfo: { releasedAmount: number }[] }).optionsFinancialInfo[0]!.releasedAmount;
}

/** Recalculations ('Calcular') of this solicitation the page sends. */
function recordRecalculations(page: Page, id: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === `/api/v2/balance-simulation/${id}` && (url.searchParams.has('loanValue') || url.searchParams.has('maxYears')))
      seen.push(url.searchParams);
  });
  return seen;
}

const valueField = (page: Page) => page.getByRole('textbox', { name: 'Valor desejado (R$)' });
const yearsSlider = (page: Page) => page.getByRole('slider', { name: 'Quantidade de anos' });
const calculate = (page: Page) => page.getByRole('button', { name: 'Calcular' });
const yearsButton = (page: Page) => page.getByRole('button', { name: /^Ver anos antecipados/ });

test.describe('simulation result (step 0)', () => {
  test('should show the figures of the simulation after a consultation SUCCESS', async ({ page }) => {
    await reachStepZero(page, '/demo', cpf(1));
    await expect(page.getByText(/^MARIA, você pode receber até R\$\s[\d.]+,\d{2}$/)).toBeVisible();
    // The wizard's progress, on its first step (spec section 2, "Proposal wizard").
    await expect(page.getByRole('listitem').filter({ hasText: 'Resultado' })).toHaveAttribute('aria-current', 'step');
    const result = page.getByRole('region', { name: 'Resultado da simulação' });
    await expect(result.getByText('Valor total liberado')).toBeVisible();
    await expect(result.getByText('Valor a receber')).toBeVisible();
    for (const [label, value] of [
      ['IOF', /^R\$\s[\d.]+,\d{2}$/],
      ['TAC', /^R\$\s[\d.]+,\d{2}$/],
      ['Taxa de juros mensal', /^1,79%$/],
      ['Taxa de juros anual', /^23,73%$/],
      ['CET mensal', /^\d+,\d{2}%$/],
      ['CET anual', /^\d+,\d{2}%$/],
      ['Banco', /^ZIPDIN$/],
    ] as const) {
      const term = result.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
      await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value);
    }
    await expect(page.getByText('Os valores apresentados são da simulação real e valem como proposta.')).toBeVisible();
    // The insurance card stays hidden (spec section 2).
    await expect(page.getByText('R$ 257,38')).toHaveCount(0);
    await expect(page.getByText(/Invalidez Permanente/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  // Also run by the spec-only project (playwright.config.ts): step 0 on a BFF that answers only what the spec names.
  test(
    "should check 'Por Valor' against the limits, re-simulate with loanValue only under the overlay, and keep it after a reload",
    { tag: '@main-flow' },
    async ({ page }) => {
      const id = await reachStepZero(page, '/demo', cpf(2));
      const limits = await limitsOf(id, 'prod-zipdin');
      const recalculations = recordRecalculations(page, id);

      await expect(calculate(page)).toBeDisabled();
      await valueField(page).pressSequentially(centsOf(limits.minValue - 0.01));
      await expect(page.getByText(valueMessage(limits))).toBeVisible();
      await expect(valueField(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(calculate(page)).toBeDisabled();

      await valueField(page).fill('');
      await valueField(page).pressSequentially(centsOf(limits.maxValue + 0.01));
      await expect(page.getByText(valueMessage(limits))).toBeVisible();
      await expect(calculate(page)).toBeDisabled();

      // The caret stays where the worker types: a digit typed after the first one changes only that place.
      await valueField(page).fill('');
      await valueField(page).pressSequentially('100000');
      await expect(valueField(page)).toHaveValue('1.000,00');
      await valueField(page).press('Home');
      await valueField(page).press('ArrowRight');
      await page.keyboard.type('5');
      await expect(valueField(page)).toHaveValue('15.000,00');
      const caret = () => valueField(page).evaluate((el) => (el as HTMLInputElement).selectionStart);
      expect(await caret()).toBe(2);
      await page.keyboard.press('Backspace');
      await expect(valueField(page)).toHaveValue('1.000,00');
      expect(await caret()).toBe(1);
      const amount = amountWithin(limits);
      await valueField(page).fill('');
      await valueField(page).pressSequentially(centsOf(amount));
      await expect(valueField(page)).toHaveValue(fieldValue(amount));
      await expect(page.getByText(valueMessage(limits))).toHaveCount(0);
      await expect(calculate(page)).toBeEnabled();

      // Hold the answer to see the overlay.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/v2/balance-simulation/${id}?*`, async (route) => {
        if (new URL(route.request().url()).searchParams.has('loanValue')) await held;
        await route.continue();
      });
      const recalculated = valueRecalculated(page, id);
      await calculate(page).click();
      const overlay = page.getByRole('status').filter({ hasText: 'Simulação em andamento.' });
      await expect(overlay).toBeVisible();
      release();
      await expect(overlay).toHaveCount(0);
      expect(recalculations).toHaveLength(1);
      expect(Object.fromEntries(recalculations[0]!)).toEqual({
        productId: 'prod-zipdin',
        loanValue: String(amount),
      });
      const released = await recalculated;
      const toReceive = () => page.getByRole('region', { name: 'Resultado da simulação' }).getByText(brl(released), { exact: true });
      await expect(toReceive()).toBeVisible();

      // A reload shows the same entry and figures (encrypted drafts and query cache).
      await page.clock.runFor(2000); // the cache is written at most once a second
      await page.reload();
      await expect(valueField(page)).toHaveValue(fieldValue(amount));
      await expect(toReceive()).toBeVisible();
    },
  );

  test("should say a 'Calcular' slower than usual is still running after 5 s, with the support chat, and take its answer", async ({ page }) => {
    const id = await reachStepZero(page, '/demo', cpf(9));
    const amount = amountWithin(await limitsOf(id, 'prod-zipdin'));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/v2/balance-simulation/${id}?*`, async (route) => {
      if (new URL(route.request().url()).searchParams.has('loanValue')) await held;
      await route.continue();
    });
    await valueField(page).pressSequentially(centsOf(amount));
    await recordTimerStarts(page, 5_000);
    const recalculated = valueRecalculated(page, id);
    await calculate(page).click();
    const overlay = page.getByRole('status').filter({ hasText: 'Simulação em andamento.' });
    await expect(overlay).toBeVisible();
    const slow = page.getByText('Está demorando mais que o normal. Aguarde nesta tela: a simulação continua.');
    const support = page.getByRole('link', { name: 'Falar com o suporte' });
    await expectShownAfterTimer(page, slow, 5_000);
    await expect(support).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    await expectNoSeriousA11yViolations(page);
    release();
    await expect(overlay).toHaveCount(0);
    await expect(slow).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Resultado da simulação' }).getByText(brl(await recalculated), { exact: true })).toBeVisible();
  });

  test("should check 'Por Ano' against the limits, clear the entry on a mode change, and re-simulate with maxYears only", async ({ page }) => {
    const id = await reachStepZero(page, '/demo', cpf(3));
    const limits = await limitsOf(id, 'prod-zipdin');
    const recalculations = recordRecalculations(page, id);

    await valueField(page).pressSequentially(centsOf(limits.minValue - 0.01));
    await expect(page.getByText(valueMessage(limits))).toBeVisible();
    await page.getByText('Por Ano', { exact: true }).click();
    // Changing mode clears the value, the years and the errors.
    await expect(page.getByText(valueMessage(limits))).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Anos escolhidos' })).toHaveValue('');
    await expect(calculate(page)).toBeDisabled();

    await yearsSlider(page).focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('textbox', { name: 'Anos escolhidos' })).toHaveValue('1');
    await expect(page.getByText(yearsMessage(limits))).toBeVisible();
    await expect(yearsSlider(page)).toHaveAccessibleDescription(yearsMessage(limits));
    await expect(calculate(page)).toBeDisabled();

    await page.keyboard.press('End');
    for (let i = limits.maxYears; i > 4; i -= 1) await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('textbox', { name: 'Anos escolhidos' })).toHaveValue('4');
    await expect(page.getByText(yearsMessage(limits))).toHaveCount(0);
    await calculate(page).click();
    await expect(yearsButton(page)).toHaveText('Ver anos antecipados (4)');
    expect(recalculations.map((q) => Object.fromEntries(q))).toEqual([{ productId: 'prod-zipdin', maxYears: '4' }]);

    // Back to 'Por Valor': the years are cleared, the figures stay.
    await page.getByText('Por Valor', { exact: true }).click();
    await expect(valueField(page)).toHaveValue('');
    await page.getByText('Por Ano', { exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Anos escolhidos' })).toHaveValue('');
    await expect(yearsButton(page)).toHaveText('Ver anos antecipados (4)');
    await expectNoSeriousA11yViolations(page);
  });

  test('should list the anticipated years in a dialog with a chart, and pass axe there', async ({ page }) => {
    await reachStepZero(page, '/demo', cpf(4));
    await yearsButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Anos antecipados' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('columnheader')).toHaveText(['Ano', 'Valor']);
    const rows = dialog.getByRole('row');
    await expect(rows).toHaveCount(13); // header + 12 years
    for (const row of await rows.all().then((all) => all.slice(1))) {
      await expect(row.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      await expect(row.getByRole('cell').last()).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
    }
    const chart = dialog.getByRole('img', {
      name: 'Gráfico do valor antecipado por ano',
    });
    await expect(chart).toBeVisible();
    await expect(chart.locator('rect')).toHaveCount(12);
    // Amounts fall year by year (the FGTS table), so the bars do too.
    const heights = await chart.locator('rect').evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('height'))));
    expect(heights[0]).toBeGreaterThan(heights[11]!);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(yearsButton(page)).toBeFocused();
  });

  test('should apply the ZERO TAC limits and show QITECH', async ({ page }) => {
    const id = await reachStepZero(page, '/demo/joao/zerotac', cpf(5));
    const limits = await limitsOf(id, 'prod-zerotac', true, 100);
    expect(limits).toMatchObject({ minYears: 6, maxYears: 12, minValue: 100 });
    const result = page.getByRole('region', { name: 'Resultado da simulação' });
    await expect(result.getByRole('definition').filter({ hasText: /^QITECH$/ })).toBeVisible();
    await expect(result.getByRole('term').filter({ hasText: /^TAC$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^R\$\s0,00$/);

    await valueField(page).pressSequentially('9999');
    await expect(page.getByText(valueMessage(limits))).toBeVisible();
    await valueField(page).fill('');
    await valueField(page).pressSequentially('10000');
    await expect(page.getByText(valueMessage(limits))).toHaveCount(0);

    await page.getByText('Por Ano', { exact: true }).click();
    await yearsSlider(page).focus();
    await page.keyboard.press('End');
    for (let i = 12; i > 5; i -= 1) await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('textbox', { name: 'Anos escolhidos' })).toHaveValue('5');
    await expect(page.getByText('O número de anos deve ser entre 6 e 12')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('O número de anos deve ser entre 6 e 12')).toHaveCount(0);
    await expect(calculate(page)).toBeEnabled();
  });

  test('should cap ZERO TAC at 10 years with 11 installments (200.000.007-01)', async ({ page }) => {
    await reachStepZero(page, '/demo/joao/zerotac', '20000000701');
    await page.getByText('Por Ano', { exact: true }).click();
    await yearsSlider(page).focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('textbox', { name: 'Anos escolhidos' })).toHaveValue('11');
    await expect(page.getByText('O número de anos deve ser entre 6 e 10', { exact: true })).toBeVisible();
  });

  // Spec section 9's limits hold for the option contracted, not only for what is typed.
  test("should not contract 11 ZERO TAC years (the maximum is 10) until a valid 'Calcular' (200.000.007-01)", async ({ page }) => {
    const id = await reachStepZero(page, '/demo/joao/zerotac', '20000000701');
    const contract = page.getByRole('button', { name: 'Sim, quero contratar o empréstimo' });
    const problem =
      "Esta simulação antecipa 11 anos, e o número de anos deve ser entre 6 e 10. Escolha um valor em 'Por Valor' ou os anos em 'Por Ano' e toque em 'Calcular' para contratar.";
    await expect(yearsButton(page)).toHaveText('Ver anos antecipados (11)');
    await expect(page.getByText(problem)).toBeVisible();
    await expect(contract).toBeDisabled();
    await expect(contract).toHaveAccessibleDescription(problem);
    await expectNoSeriousA11yViolations(page);

    // 'Por Valor' at the most the first simulation releases: the answer holds 11 years again.
    const limits = await limitsOf(id, 'prod-zerotac', true, 100);
    await valueField(page).pressSequentially(centsOf(limits.maxValue));
    await calculate(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Simulação em andamento.' })).toHaveCount(0);
    await expect(page.getByText(problem)).toBeVisible();
    await expect(contract).toBeDisabled();

    // R$ 100 (the product's minimum) comes back as 1 year: fewer than 6.
    await valueField(page).fill('');
    await valueField(page).pressSequentially('10000');
    await calculate(page).click();
    await expect(yearsButton(page)).toHaveText('Ver anos antecipados (1)');
    await expect(page.getByText(/^Esta simulação antecipa 1 ano, e o número de anos deve ser entre 6 e 10\./)).toBeVisible();
    await expect(contract).toBeDisabled();

    // 10 years by 'Por Ano': now it can be contracted, and the wizard gets those 10 years.
    await page.getByText('Por Ano', { exact: true }).click();
    await yearsSlider(page).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('textbox', { name: 'Anos escolhidos' })).toHaveValue('10');
    await calculate(page).click();
    await expect(yearsButton(page)).toHaveText('Ver anos antecipados (10)');
    await expect(page.getByText(/^Esta simulação antecipa/)).toHaveCount(0);
    await expect(contract).toBeEnabled();
    await contract.click();
    await expect(page).toHaveURL(/\/demo\/joao\/zerotac\/dados-pessoais\?etapa=1$/);
  });

  test('should send a wizard opened without a choice back to step 0 when the first option is outside the limits (200.000.007-01)', async ({ page }) => {
    await reachStepZero(page, '/demo/joao/zerotac', '20000000701');
    // Straight to step 1 (a typed link, an older draft): the first option, 11 years, is no choice.
    await page.goto('/demo/joao/zerotac/dados-pessoais?etapa=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Escolha quanto antecipar.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Ver a simulação' }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/zerotac\/simulacao$/);
  });

  test("should hold 'Sim, quero contratar' when a recalculation answers years outside the limits", async ({ page }) => {
    const id = await reachStepZero(page, '/demo/joao/zerotac', cpf(8));
    const contract = page.getByRole('button', { name: 'Sim, quero contratar o empréstimo' });
    await expect(contract).toBeEnabled();
    // A BFF that answers 'Por Ano' 6 with 5 years.
    await page.route(`**/api/v2/balance-simulation/${id}?*`, async (route) => {
      if (!new URL(route.request().url()).searchParams.has('maxYears')) return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { optionsFinancialInfo: { Installments: unknown[] }[] };
      body.optionsFinancialInfo[0]!.Installments = body.optionsFinancialInfo[0]!.Installments.slice(0, 5);
      await route.fulfill({ response, json: body });
    });
    await page.getByText('Por Ano', { exact: true }).click();
    await yearsSlider(page).focus();
    await page.keyboard.press('Home');
    for (let i = 1; i < 6; i += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('textbox', { name: 'Anos escolhidos' })).toHaveValue('6');
    await calculate(page).click();
    await expect(yearsButton(page)).toHaveText('Ver anos antecipados (5)');
    const problem = page.getByText(/^Esta simulação antecipa 5 anos, e o número de anos deve ser entre 6 e 12\./);
    await expect(problem).toBeVisible();
    await expect(contract).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('should say that nothing can be contracted when ZERO TAC has fewer than 6 years (400.000.401-85), with the support link', async ({ page }) => {
    const message = 'É preciso antecipar pelo menos 6 anos do saque-aniversário, e o seu saldo permite antecipar 5 anos.';
    await consult(page, '/demo/joao/zerotac', '40000040185', 'Não é possível prosseguir.');
    await expect(page.getByText(message)).toBeVisible();
    await page.goto('/demo/joao/zerotac/simulacao');
    await expect(page.getByRole('heading', { name: 'Não é possível prosseguir.' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('button', { name: 'Sim, quero contratar o empréstimo' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/zerotac\/consulta$/);
  });

  test("should say the unexpected error under 'Calcular' when the recalculation fails (200.000.009-65)", async ({ page }) => {
    await reachStepZero(page, '/demo', '20000000965');
    await page.getByText('Por Ano', { exact: true }).click();
    await yearsSlider(page).focus();
    await page.keyboard.press('End');
    await calculate(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Simulação em andamento.' })).toBeVisible();
    // The data layer retries 3 times (1, 2, 4 s) before giving up.
    await runUntil(page, () => page.getByRole('alert').filter({ hasText: UNEXPECTED }).isVisible());
    await expect(yearsButton(page)).toHaveText('Ver anos antecipados (12)');
  });

  test('should say the unexpected error when every simulation fails (200.000.008-84), with a way back', async ({ page }) => {
    await consult(page, '/demo', '20000000884', 'Não é possível prosseguir.');
    await page.goto('/demo/simulacao');
    await runUntil(page, () => page.getByRole('heading', { name: 'Não é possível prosseguir.' }).isVisible());
    await expect(page.getByRole('alert')).toHaveText(UNEXPECTED);
    await expectNoSeriousA11yViolations(page);
    // 'Tentar novamente' asks again (and fails again in this scenario).
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/v2/balance-simulation/'));
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await asked;
    await runUntil(page, () => page.getByRole('alert').filter({ hasText: UNEXPECTED }).isVisible());
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/demo\/consulta$/);
  });

  for (const [digits, message] of [
    ['20000000299', NO_BALANCE],
    ['20000000370', 'Saldo insuficiente para gerar parcelas.'],
    ['20000000450', 'Não foi possível fazer a simulação'],
    ['20000001007', 'Opção indisponível para este CPF no momento.'],
    ['20000001180', NO_BALANCE],
  ] as const) {
    test(`should block step 0 with '${message}' (${digits})`, async ({ page }) => {
      await consult(page, '/demo', digits, 'Não é possível prosseguir.');
      await page.goto('/demo/simulacao');
      await expect(page.getByRole('heading', { name: 'Não é possível prosseguir.' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByRole('button', { name: 'Calcular' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Voltar' }).click();
      await expect(page).toHaveURL(/\/demo\/consulta$/);
    });
  }

  test("should go on to the wizard's first step, and back to the consultation without a new solicitation", async ({ page }) => {
    const digits = cpf(6);
    await reachStepZero(page, '/demo', digits);
    await page.getByRole('button', { name: 'Sim, quero contratar o empréstimo' }).click();
    await expect(page).toHaveURL(/\/demo\/dados-pessoais\?etapa=1$/);
    // Its own history entry: back returns to step 0.
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/simulacao$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Simulação' })).toBeVisible();

    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/demo\/consulta$/);
    await expect(page.getByText('Prossiga para contratar.', { exact: true })).toBeVisible();
    const creations = (await sandboxRequests({ path: CREATE_PATH })).filter((r) => r.query.document === digits);
    expect(creations).toHaveLength(1);
  });

  test('should go back to the proposal screen on a Corban link', async ({ page }) => {
    const digits = cpf(7);
    await page.clock.install({ time: await aDayBehindSandbox() });
    await page.goto('/demo/onboard');
    await page.getByRole('textbox', { name: 'CPF' }).fill(digits);
    await page.getByRole('button', { name: 'Vamos Lá' }).click();
    await expect(page).toHaveURL(/\/demo\/introducao$/);
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === CREATE_PATH);
    await page.goto('/demo/loading');
    const { id } = (await (await created).json()) as { id: string };
    await settleSolicitation(id);
    await runUntil(page, async () => /\/proposal\//.test(page.url()), 8000);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/demo\/simulacao$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Simulação' })).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(new RegExp(`/demo/proposal/${id}$`));
  });
});

test.describe("the simulation result painted from the phone's copy before the app's code", () => {
  const HEADLINE = /^MARIA, você pode receber até R\$\s[\d.]+,\d{2}$/;

  test("a reload paints the first name and the maximum kept on the phone while the app's code is on its way, where the app then draws the same", async ({
    page,
  }) => {
    await watchDraftWrites(page);
    const id = await reachStepZero(page, '/demo', cpf(10));
    const headline = page.getByText(HEADLINE);
    const shown = (await headline.textContent())!;
    await waitForQueryCacheWrite(page, { afterAnswerOf: `/api/v2/balance-simulation/${id}` });

    const held = await holdAppCode(page, /\/assets\/simulacao-[\w-]+\.js$/);
    // The page's clock stands still: the loaders' 500 ms limit cannot pass unless the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('main[data-painted-frame]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Simulação' })).toBeVisible();
    await expect(headline).toHaveText(shown);
    await expect(page.getByRole('listitem').filter({ hasText: 'Resultado' })).toHaveAttribute('aria-current', 'step');
    // Nothing to act on before the app: the figures, 'Calcular' and the contract come with it, below.
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    const markup = await expectAppOverFrame(page, {
      texts: ['Simulação', shown],
      held,
      appDrawn: () => expect(page.getByRole('button', { name: 'Sim, quero contratar o empréstimo' })).toBeVisible(),
    });
    // The app's <main> is the frame's with the rest of the screen after the headline.
    expect(await sameAsFrame(page, markup.frame, markup.app, 'h1 + p ~ *')).toBe(true);
  });

  test('a blocked simulation kept on the phone paints nothing of it: only the app tells the verdict', async ({ page }) => {
    await watchDraftWrites(page);
    const id = await consult(page, '/demo', '20000000299', 'Não é possível prosseguir.');
    // The consultation's screen read the simulation: its answer on the phone, where /simulacao reads it.
    await waitForQueryCacheWrite(page, { afterAnswerOf: `/api/v2/balance-simulation/${id}` });
    await page.goto('/demo/simulacao');
    await expect(page.getByRole('alert')).toHaveText(NO_BALANCE);
    await page.route(ENTRY, () => undefined);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-cached-frame', 'simulacao');
    await expect(page.locator('html')).toHaveAttribute('data-cached-frame-done', '');
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    await expect(page.getByText(/pode receber até/)).toHaveCount(0);
  });
});
