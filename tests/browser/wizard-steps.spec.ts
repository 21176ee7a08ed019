import type { Page } from '@playwright/test';
import { watchDraftWrites, waitForDraftWrite } from './draft-writes';
import { expect, expectNoSeriousA11yViolations, holdEntry, pauseClockSoon, test } from './fixtures';
import { caretAt, expectField, paste } from './caret';
import { expectAppOverFrame, holdAppCode, sameAsFrame } from './painted-copy';
import {
  WIZARD_CPFS,
  acceptPixWarning,
  corbanToSimulation,
  createCalls,
  digitsOf,
  fillAddress,
  fillPersonal,
  reachBankStep,
  reachSimulation,
  startWizard,
} from './wizard-flow';

test.describe('proposal wizard, steps 1 and 2', () => {
  // The landing, the consultation, step 0, two steps and two reloads: about 11 s alone, and past the
  // default 30 s timeout on a machine that also runs other tests.
  test.describe.configure({ timeout: 90_000 });
  test('should prefill step 1 from the landing, keep what was typed on reload, and go back and forth', async ({ page }) => {
    await watchDraftWrites(page);
    await reachSimulation(page, { cpf: WIZARD_CPFS.back, name: 'joão da silva' });
    await startWizard(page);
    await expect(page).toHaveURL(/\/demo\/dados-pessoais\?etapa=1$/);
    await expect(page.getByLabel('Nome completo')).toHaveValue('JOÃO DA SILVA');
    await expect(page.getByLabel('Celular com DDD')).toHaveValue('(11) 98765-4321');
    await expect(page.getByRole('listitem').filter({ hasText: 'Dados Pessoais' })).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page);

    await fillPersonal(page, { motherName: 'ana maria 2 da silva' });
    await expect(page.getByLabel('Nome da mãe')).toHaveValue('ANA MARIA DA SILVA');
    await waitForDraftWrite(page, 'proposal-wizard:/demo');
    await page.reload();
    await expect(page.getByLabel('Data de nascimento')).toHaveValue('12/03/1985');
    await expect(page.getByLabel('Nome da mãe')).toHaveValue('ANA MARIA DA SILVA');

    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/etapa=2$/);
    await expect(page.getByRole('heading', { name: 'Endereço' })).toBeVisible();
    // The 27 UFs, after the empty choice.
    await expect(page.getByLabel('Estado').locator('option')).toHaveCount(28);
    await fillAddress(page);
    await expect(page.getByLabel('Rua')).toHaveValue('PRAÇA DA SÉ');
    await expect(page.getByLabel('Rua')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Cidade')).toHaveValue('SÃO PAULO');
    await expect(page.getByLabel('Estado')).toHaveValue('SP');
    await expect(page.getByText('CEP localizado')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await waitForDraftWrite(page, 'proposal-wizard:/demo');
    // Step 3's form is a chunk of its own, asked for once a step has painted: the step
    // change to 3 finds it loaded.
    const bankStepChunk = page.waitForRequest((request) => /\/assets\/bank-step-[\w-]+\.js$/.test(new URL(request.url()).pathname));
    await page.reload();
    await expect(page.getByLabel('Número')).toHaveValue('100');
    await bankStepChunk;
    await expect(page.getByLabel('Rua')).toHaveAttribute('readonly', '');

    // Android's back button, then 'Voltar' on step 1: the simulation result, never out of the flow.
    await page.goBack();
    await expect(page).toHaveURL(/etapa=1$/);
    await expect(page.getByLabel('Data de nascimento')).toHaveValue('12/03/1985');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/demo\/simulacao$/);
  });
});

test('a Corban worker (no name or phone in the flow) types them on step 1 and sends the proposal with them', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const cpf = WIZARD_CPFS.corban;
  const id = await corbanToSimulation(page, cpf);
  await startWizard(page);

  await expect(page.getByLabel('Nome completo')).toHaveValue('');
  await expect(page.getByLabel('Celular com DDD')).toHaveValue('');
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page.getByLabel('Nome completo')).toHaveAccessibleDescription(/Nome completo é obrigatório\./);
  await expect(page.getByLabel('Celular com DDD')).toHaveAccessibleDescription(/Celular é obrigatório/);
  await page.getByLabel('Nome completo').fill('Pedro Alves');
  await page.getByLabel('Celular com DDD').fill('21912345678');
  await fillPersonal(page);
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await acceptPixWarning(page);
  await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'Celular' });
  await expect(page.getByLabel('Chave Pix (celular)')).toHaveValue('(21) 91234-5678');
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await page.getByLabel('Revisei as informações').check();
  await page.getByRole('button', { name: 'Confirmar Proposta' }).click();
  await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible();
  const [call] = await createCalls(id);
  expect(call!.body).toMatchObject({
    balanceSolicitationId: id,
    NaturalPerson: { name: 'PEDRO ALVES', phoneNumber: '21912345678', document: digitsOf(cpf) },
    BankDetail: { pixKeyType: 'PHONE', pixKey: '21912345678' },
  });
});

test("step 3's code arriving late: its progress and heading show at once, 'Carregando...' where the form goes, then the form below the same heading", async ({
  page,
}) => {
  await page.clock.install();
  // Step 3's chunk arrives only when the test lets it, as on slow mobile data.
  const bankStepChunk = /\/assets\/bank-step-[\w-]+\.js$/;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(bankStepChunk, async (route) => {
    await held;
    await route.continue();
  });
  await reachBankStep(page, { cpf: WIZARD_CPFS.bankLate });
  const heading = page.getByRole('heading', { level: 1, name: 'Informações Bancárias' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Informações Bancárias' })).toHaveAttribute('aria-current', 'step');
  await expectNoSeriousA11yViolations(page);
  const before = await heading.boundingBox();

  release();
  await acceptPixWarning(page);
  await expect(page.getByLabel('Selecione Sua Chave Pix')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toHaveCount(0);
  expect(await heading.boundingBox()).toEqual(before);
});

/** From step 1 on screen to step 3's form: steps 1 and 2 filled, the Pix warning answered (the clock installed). */
async function step1ToBankForm(page: Page) {
  await fillPersonal(page);
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page.getByRole('heading', { name: 'Endereço' })).toBeVisible();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await acceptPixWarning(page);
  await expect(page.getByLabel('Selecione Sua Chave Pix')).toBeVisible();
}

test("step 3's code is asked for once the wizard's data has answered and the page is idle, not while that data is on its way", async ({ page }) => {
  // On mobile data its 45 KB asked for meanwhile would queue the step's own BFF calls behind them.
  await reachSimulation(page, { cpf: WIZARD_CPFS.bankAfterData });
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/api\/proposal\/autocomplete/, async (route) => {
    await answered;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (request) => /\/assets\/bank-step-[\w-]+\.js$/.test(new URL(request.url()).pathname) && asked.push(request.url()));
  await page.clock.install();
  const autocompleteAsked = page.waitForRequest(/\/api\/proposal\/autocomplete/);
  await page.getByRole('button', { name: 'Sim, quero contratar o empréstimo' }).click();
  await autocompleteAsked;
  await page.clock.runFor(4000);
  expect(asked).toEqual([]);
  answer();
  await expect(page.getByRole('heading', { name: 'Dados Pessoais' })).toBeVisible();
  await page.clock.runFor(2000);
  await expect.poll(() => asked.length).toBe(1);
  // And step 3 then finds it loaded.
  await step1ToBankForm(page);
  expect(asked).toHaveLength(1);
});

test("step 3's code failing to arrive on an earlier step is asked for again on step 3, not shown as an error there", async ({ page }) => {
  await page.clock.install();
  // The network failed while step 1 asked for it in the background; it is back by step 3.
  const bankStepChunk = /\/assets\/bank-step-[\w-]+\.js$/;
  await page.route(bankStepChunk, (route) => route.abort());
  await reachSimulation(page, { cpf: WIZARD_CPFS.bankRetried });
  const failed = page.waitForEvent('requestfailed', (request) => bankStepChunk.test(new URL(request.url()).pathname));
  await startWizard(page);
  await page.clock.runFor(2000);
  await failed;
  await page.unroute(bankStepChunk);
  await step1ToBankForm(page);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
});

test("the Pix step's warning opens after the step itself: the tap on 'Prosseguir' does not also set up the modal", async ({ page }) => {
  await page.clock.install();
  await reachBankStep(page, {
    cpf: WIZARD_CPFS.warningAfterStep,
    // Before the tap: note whether the warning was already there when step 3's heading came in.
    onAddress: () =>
      page.evaluate(() => {
        const w = window as unknown as { warningWithHeading?: boolean };
        const observer = new MutationObserver(() => {
          const heading = [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Informações Bancárias');
          if (!heading) return;
          w.warningWithHeading = document.querySelector('[role="alertdialog"]') !== null;
          observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  });
  await expect(page.getByRole('alertdialog').getByRole('heading', { name: 'Atenção' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { warningWithHeading?: boolean }).warningWithHeading)).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await acceptPixWarning(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Informações Bancárias' })).toBeVisible();
  await expect(page.getByLabel('Selecione Sua Chave Pix')).toBeVisible();
});

test("a step reloaded paints its progress and heading before the app's code arrives, then its form below the same heading; a tab that has not answered 'Continuar como …?' paints no step", async ({
  page,
  context,
}) => {
  await reachSimulation(page, { cpf: WIZARD_CPFS.reloadFrame });
  await startWizard(page);
  await expect(page.getByLabel('Nome completo')).toBeVisible();
  // The app's entry arrives only when the test lets it, as on slow mobile data: what shows
  // meanwhile is index.html's own.
  const entry = /\/assets\/index-[\w-]+\.js$/;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(entry, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Dados Pessoais' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Dados Pessoais' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByLabel('Nome completo')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const before = await heading.boundingBox();

  release();
  await expect(page.getByLabel('Nome completo')).toHaveValue(/\S/);
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toHaveCount(0);
  expect(await heading.boundingBox()).toEqual(before);

  // A new tab (nothing answered in it yet) on the same step: the question comes before any step
  // (painted from the phone's copy), nothing of the step.
  const other = await context.newPage();
  await holdEntry(other);
  await other.goto('/demo/dados-pessoais?etapa=4', { waitUntil: 'commit' });
  await expect(other.getByRole('heading', { level: 1, name: /^Continuar como \S+\?$/ })).toBeVisible();
  await expect(other.getByRole('heading')).toHaveCount(1);
  await expect(other.getByRole('listitem')).toHaveCount(0);
  await other.close();
});

test("step 3's code failing to arrive is said, with a retry and the support chat, never a spinner forever", async ({ page }) => {
  await page.clock.install();
  // Step 3's chunk is held back: the network failed while the wizard asked for it.
  const bankStepChunk = /\/assets\/bank-step-[\w-]+\.js$/;
  await page.route(bankStepChunk, (route) => route.abort());
  await reachBankStep(page, { cpf: WIZARD_CPFS.bankChunk });
  await expect(page.getByRole('heading', { name: 'Informações Bancárias' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Ocorreu um erro ao processar suas informações.');
  await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.unroute(bankStepChunk);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await acceptPixWarning(page);
  await expect(page.getByLabel('Selecione Sua Chave Pix')).toBeVisible();
});

test('the forms report nothing to a devtools event bus: no copy of what was typed queued for it, no knock on the page every second', async ({ page }) => {
  // What TanStack Form's devtools client does in production once a form reports its state: it
  // queues the state and knocks on `window` ('tanstack-connect') every second for a bus.
  await page.addInitScript(() => {
    const w = window as unknown as { __busKnocks: string[] };
    w.__busKnocks = [];
    for (const type of ['tanstack-connect', 'tanstack-dispatch-event']) window.addEventListener(type, () => w.__busKnocks.push(type));
  });
  await page.clock.install();
  await reachSimulation(page, { cpf: WIZARD_CPFS.noDevtoolsBus });
  await startWizard(page);
  await fillPersonal(page);
  await page.clock.runFor(6000);
  expect(await page.evaluate(() => (window as unknown as { __busKnocks: string[] }).__busKnocks)).toEqual([]);
  await expect(page.getByLabel('Nome da mãe')).toHaveValue('ANA MARIA DA SILVA');
});

test("step 2 reloaded paints the address kept on the phone, inert and with 'Carregando...', before the app's code, where the app then draws the same form", async ({
  page,
}) => {
  // The landing, the consultation, step 0 and two steps first: a whole-flow test's time.
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await watchDraftWrites(page); // before the clock: it keeps the page's own timings
  await page.clock.install();
  await reachSimulation(page, { cpf: WIZARD_CPFS.addressPainted });
  await startWizard(page);
  await fillPersonal(page);
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Endereço' })).toBeVisible();
  await fillAddress(page);
  await page.getByLabel('Complemento (opcional)').fill('APTO 12');
  const street = await page.getByLabel('Rua').inputValue();
  await waitForDraftWrite(page, 'proposal-wizard:/demo');

  const held = await holdAppCode(page, /\/assets\/dados-pessoais-[\w-]+\.js$/);
  // The page's clock stands still: the loaders' 500 ms limit cannot pass unless the test moves it.
  await pauseClockSoon(page, 1000);
  await page.reload({ waitUntil: 'commit' });
  const frame = page.locator('main[data-painted-frame]');
  await expect(frame.locator('form')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Endereço' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Endereço' })).toHaveAttribute('aria-current', 'step');
  // The worker's values as the form shows them: the CEP's three locked fields, the count typed.
  const field = (label: string) => frame.locator('label', { hasText: label }).locator('+ input, + select');
  await expect(field('CEP')).toHaveValue('01001-000');
  await expect(field('Rua')).toHaveValue(street);
  await expect(field('Rua')).toHaveAttribute('readonly', '');
  await expect(field('Número')).toHaveValue('100');
  await expect(field('Número')).not.toHaveAttribute('readonly');
  await expect(field('Complemento (opcional)')).toHaveValue('APTO 12');
  await expect(field('Estado')).toHaveValue('SP');
  await expect(frame.getByText('Preenchido pelo CEP')).toHaveCount(3);
  // Nothing to act on before the app, and said so: the form is inert, 'Carregando...' where its buttons go.
  await expect(frame.locator('form')).toHaveAttribute('inert', '');
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prosseguir' })).toHaveCount(0);
  const hint = 'Apenas letras, números e espaços, até 20 caracteres. 7/20';
  const markup = await expectAppOverFrame(page, {
    texts: ['CEP', 'Rua', 'Consultar CEP', hint],
    held,
    appDrawn: () => expect(page.getByRole('button', { name: 'Prosseguir' })).toBeVisible(),
  });
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toHaveCount(0);
  // The app's form is the frame's, live: the same fields and values, then 'Voltar' and 'Prosseguir'.
  expect(await sameAsFrame(page, markup.frame, markup.app, 'form > div:last-child', { frameOnly: 'form + [role="status"]', ids: true })).toBe(true);
  await expect(page.getByLabel('Estado')).toHaveValue('SP');
  await page.getByLabel('Número').fill('101');
  await expect(page.getByLabel('Número')).toHaveValue('101');
  await expect(page.getByLabel('Rua')).toHaveValue(street);

  // The CEP edited in the middle, then pasted over, not yet looked up (7 digits): the lookup's lock
  // no longer holds, in the frame as in the form, and the fields keep what they hold.
  const cep = page.getByLabel('CEP');
  await caretAt(cep, 5);
  await page.keyboard.press('Backspace');
  await expectField(cep, '01000-00', 4);
  await page.keyboard.press('ControlOrMeta+A');
  await paste(page, '01002-00');
  await expectField(cep, '01002-00', 8);
  await expect(page.getByLabel('Rua')).not.toHaveAttribute('readonly');
  await waitForDraftWrite(page, 'proposal-wizard:/demo');
  const again = await holdAppCode(page, /\/assets\/dados-pessoais-[\w-]+\.js$/);
  await page.reload({ waitUntil: 'commit' });
  await expect(field('CEP')).toHaveValue('01002-00');
  await expect(field('Número')).toHaveValue('101');
  for (const label of ['Rua', 'Bairro', 'Cidade']) {
    await expect(field(label)).not.toHaveAttribute('readonly');
    await expect(field(label)).not.toHaveAttribute('aria-describedby');
  }
  await expect(field('Rua')).toHaveValue(street);
  await expect(frame.getByText('Preenchido pelo CEP')).toHaveCount(0);
  again.release();
  await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeVisible();
  await expect(page.getByLabel('Rua')).toHaveValue(street);
  await expect(page.getByText('Preenchido pelo CEP')).toHaveCount(0);
});
