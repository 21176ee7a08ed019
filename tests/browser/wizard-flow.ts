import type { Page } from '@playwright/test';
import { expect, fillLanding, runUntil, sandboxCreated, sandboxRequests, sandboxUrl } from './fixtures';

/**
 * CPFs only the wizard's specs use (the sandbox is shared by parallel specs): each a SUCCESS
 * consultation of 12 years, new customer (no autocomplete data), unless the sandbox says otherwise.
 */
export const WIZARD_CPFS = {
  path: '300.000.101-89',
  validation: '300.000.102-60',
  cep: '300.000.103-40',
  zeroTac: '300.000.104-21',
  bank: '300.000.105-02',
  success: '300.000.106-93',
  errors: '300.000.107-74',
  back: '300.000.108-55',
  doubleTap: '300.000.109-36',
  reload: '300.000.110-70',
  twoTabs: '300.000.111-50',
  offline: '300.000.112-31',
  corban: '300.000.113-12',
  errors2: '300.000.114-01',
  errors3: '300.000.115-84',
  twoTabsFollow: '300.000.116-65',
  bankChunk: '300.000.117-46',
  bankLate: '300.000.118-27',
  reloadFrame: '300.000.119-08',
  idleAfterData: '300.000.120-41',
  warningAfterStep: '300.000.121-22',
  bankAfterData: '300.000.122-03',
  bankRetried: '300.000.123-94',
  noDevtoolsBus: '300.000.124-75',
  slowSend: '300.000.125-56',
  addressPainted: '300.000.126-37',
} as const;

/** CPFs only the wizard UI tests use (wizard-ui.spec.ts, autofill.spec.ts): new customers, 12 years. */
export const WIZARD_UI_CPFS = {
  cep: '400.000.301-12',
  keys: '400.000.302-01',
  layout: '400.000.303-84',
  bank: '400.000.304-65',
  correction: '400.000.305-46',
  review: '400.000.306-27',
  autofill: '400.000.307-08',
} as const;

export const digitsOf = (cpf: string) => cpf.replace(/\D/g, '');

/**
 * A self-service worker whose consultation succeeded, on the simulation result, as a worker gets
 * there: the landing, then the consultation (ended at once through the sandbox, then read on a
 * reload), then 'Prosseguir'.
 */
export async function reachSimulation(page: Page, { base = '/demo', cpf, name = 'Maria da Silva' }: { base?: string; cpf: string; name?: string }) {
  // The CPF's earlier consultations (another spec may share a sandbox CPF): ours is the new one.
  const earlier = new Set((await sandboxCreated(digitsOf(cpf))).solicitations);
  await page.goto(base);
  await fillLanding(page, { name, cpf, phone: '11987654321' });
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/tutorial$`));
  await page.goto(`${base}/consulta`);
  await expect(page.getByText('Aguardando Caixa')).toBeVisible();
  let id: string | undefined;
  await expect.poll(async () => (id = (await sandboxCreated(digitsOf(cpf))).solicitations.find((s) => !earlier.has(s)))).toBeTruthy();
  const settled = await fetch(sandboxUrl(`/__sandbox/solicitations/${id}/settle`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(settled.status).toBe(200);
  await page.reload();
  // Read at once on the reload (a stored PENDING is read again on opening), then the simulation.
  await expect(page.getByText('Prossiga para contratar.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/simulacao$`));
  return id as string;
}

/** On to step 1 by step 0's 'Sim, quero contratar o empréstimo' (the first simulation's option). */
export async function startWizard(page: Page, base = '/demo') {
  await page.getByRole('button', { name: 'Sim, quero contratar o empréstimo' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/dados-pessoais\\?etapa=1$`));
  await expect(page.getByRole('heading', { name: 'Dados Pessoais' })).toBeVisible();
}

/** Step 1 filled with valid data (the landing already gave the name and phone). */
export async function fillPersonal(page: Page, { birthDate = '12/03/1985', motherName = 'Ana Maria da Silva', email = '' } = {}) {
  await page.getByLabel('Data de nascimento').fill(birthDate);
  await page.getByLabel('Nome da mãe').fill(motherName);
  if (email) await page.getByLabel('E-mail (opcional)').fill(email);
}

/**
 * Step 2 filled through a found CEP (Praça da Sé), then the number. The found CEP's toast is waited
 * for: its view is loaded with it and the screen makes room for it under the form, which moves
 * 'Prosseguir' up; a tap while it moves misses the button (the test stays on etapa=2, every field
 * filled, the toast on screen).
 */
export async function fillAddress(page: Page, { cep = '01001000', number = '100' } = {}) {
  await page.getByLabel('CEP').fill(cep);
  await expect(page.getByLabel('Rua')).toHaveValue(/\S/);
  await expect(page.getByRole('region', { name: 'Avisos' }).getByText('CEP localizado')).toBeVisible();
  await page.getByLabel('Número').fill(number);
}

/** The create-proposta calls the sandbox recorded for a solicitation. */
export async function createCalls(solicitationId: string) {
  const calls = await sandboxRequests({ method: 'POST', path: '/api/v2/proposal/create-proposta' });
  return calls.filter((c) => (c.body as { balanceSolicitationId?: string } | null)?.balanceSolicitationId === solicitationId);
}

/** Step 3's warning dialog answered 'Sim, é minha.' after its 5 s (the test installed the clock). */
export async function acceptPixWarning(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Atenção' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Clique e Cadastre sua Chave.' }).click();
  await expect(dialog.getByText('A chave Pix cadastrada é de sua titularidade?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sim, é minha. (5)' })).toBeDisabled();
  await page.clock.runFor(5000);
  await dialog.getByRole('button', { name: 'Sim, é minha.', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * From a succeeded consultation to step 3 with valid data (its warning, when it shows, not answered).
 * `onAddress` runs on step 2 once it is filled. Returns the solicitation's id.
 */
export async function reachBankStep(
  page: Page,
  { base = '/demo', cpf, name = 'Maria da Silva', onAddress }: { base?: string; cpf: string; name?: string; onAddress?: () => Promise<void> },
) {
  const solicitationId = await reachSimulation(page, { base, cpf, name });
  await startWizard(page, base);
  await fillPersonal(page);
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page.getByRole('heading', { name: 'Endereço' })).toBeVisible();
  await fillAddress(page);
  await onAddress?.();
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page).toHaveURL(/etapa=3$/);
  return solicitationId;
}

/**
 * From a succeeded consultation to step 3 with valid data, its warning answered. The test must have
 * installed the clock (the warning dialog's countdown).
 */
export async function fillToBankStep(page: Page, options: Parameters<typeof reachBankStep>[1]) {
  const solicitationId = await reachBankStep(page, options);
  await acceptPixWarning(page);
  return solicitationId;
}

/**
 * From a succeeded consultation to step 4 with valid data and the CPF as the Pix key. The test must
 * have installed the clock (the warning dialog's countdown).
 */
export async function fillToReview(page: Page, { base = '/demo', cpf, name = 'Maria da Silva' }: { base?: string; cpf: string; name?: string }) {
  const solicitationId = await fillToBankStep(page, { base, cpf, name });
  await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'CPF' });
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page.getByRole('heading', { name: 'Revisar Proposta' })).toBeVisible();
  return solicitationId;
}

/**
 * A Corban worker: the CPF on `/demo/onboard`, `/loading` (its consultation settled through the
 * sandbox, then the 8 s poll on the installed clock), the proposal screen's 'Continuar', step 0.
 * Returns the solicitation's id.
 */
export async function corbanToSimulation(page: Page, cpf: string): Promise<string> {
  await page.goto('/demo/onboard');
  await page.getByRole('textbox', { name: 'CPF' }).fill(digitsOf(cpf));
  await page.getByRole('button', { name: 'Vamos Lá' }).click();
  await expect(page).toHaveURL(/\/demo\/introducao$/);
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/balance-solicitation');
  await page.goto('/demo/loading');
  const { id } = (await (await created).json()) as { id: string };
  const settled = await fetch(sandboxUrl(`/__sandbox/solicitations/${id}/settle`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(settled.status).toBe(200);
  // The 8 s poll starts once the page has taken the creation's answer, which may be after this
  // point on a loaded machine: one runFor(8000) would then leave the read a whole period away.
  await runUntil(page, async () => new URL(page.url()).pathname === `/demo/proposal/${id}`, 8000);
  await expect(page).toHaveURL(new RegExp(`/demo/proposal/${id}$`));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/demo\/simulacao$/);
  return id;
}
