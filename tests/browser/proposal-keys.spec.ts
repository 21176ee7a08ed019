import type { Page, Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, sandboxRequests, sandboxUrl, test } from './fixtures';
import { createCalls, fillToReview } from './wizard-flow';

/**
 * Issue 16 §3: the proposal's idempotency key follows the request body. CPFs only this spec uses.
 */
const CPFS = { lost: '400.000.606-15', refused: '400.000.607-04', same: '400.000.608-87', changeLost: '400.000.609-68' } as const;
const CREATE = '**/api/v2/proposal/create-proposta';

type Sent = { key: string | null; motherName: string };

/** Every create-proposta the page sends, with its key and the mother's name it carries. */
function watchCreations(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/v2/proposal/create-proposta')) return;
    const body = request.postDataJSON() as { NaturalPerson: { motherName: string } };
    sent.push({ key: request.headers()['idempotency-key'] ?? null, motherName: body.NaturalPerson.motherName });
  });
  return sent;
}

/**
 * The first create-proposta gets `status` instead of its answer: after the sandbox created the
 * proposal (`reached`, a lost answer) or without reaching it. Later ones go through.
 */
async function answerFirstCreation(page: Page, status: number, { reached = false } = {}) {
  const message = status === 400 ? 'Produto nao informado' : 'Falha inesperada';
  let answered = false;
  await page.route(CREATE, async (route) => {
    if (answered) return route.continue();
    answered = true;
    if (reached) await route.fetch();
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message }) });
  });
}

async function confirm(page: Page) {
  await page.getByLabel('Revisei as informações').check();
  await page.getByRole('button', { name: 'Confirmar Proposta' }).click();
}

/** Back to step 1 (as the worker can), a new mother's name, and on to the review again. */
async function changeMotherName(page: Page, motherName: string) {
  await page.goto('/demo/dados-pessoais?etapa=1');
  await page.getByLabel('Nome da mãe').fill(motherName);
  for (const heading of ['Endereço', 'Informações Bancárias', 'Revisar Proposta']) {
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
}

test.describe('idempotency keys follow the request body (issue 16 §3)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a 500 after the proposal was created, then a changed mother’s name: the first body is sent again with its key, and the change is carried to the proposal', async ({
    page,
  }) => {
    await page.clock.install();
    const solicitationId = await fillToReview(page, { cpf: CPFS.lost });
    const sent = watchCreations(page);
    // The sandbox creates the proposal; the worker's phone gets a 500 instead of its answer.
    await answerFirstCreation(page, 500, { reached: true });
    await confirm(page);
    await expect(page.getByRole('heading', { name: 'Sua proposta não pode ser criada!' })).toBeVisible();

    await changeMotherName(page, 'Rosa Maria da Silva');
    await confirm(page);
    await expect(page).toHaveURL(/\/demo\/show-proposal$/);
    await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible();

    expect(sent.map((s) => s.motherName)).toEqual(['ANA MARIA DA SILVA', 'ANA MARIA DA SILVA']);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    const created = await createCalls(solicitationId);
    expect(created).toHaveLength(2);
    const puts = (await sandboxRequests({ method: 'PUT' })).filter((r) => (r.body as { proposalRequest?: { balanceSolicitationId?: string } }).proposalRequest?.balanceSolicitationId === solicitationId);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.idempotencyKey).not.toBe(sent[0]!.key);
    expect(puts[0]!.body).toMatchObject({ createProposalBank: true, createIdentitySecurity: false });

    // What the server keeps is the worker's correction, not the first data.
    const id = new URL(puts[0]!.path, 'http://x').pathname.split('/').pop();
    const stored = (await (await fetch(sandboxUrl(`/api/proposal/${id}`))).json()) as { NaturalPerson: { motherName: string } };
    expect(stored.NaturalPerson.motherName).toBe('ROSA MARIA DA SILVA');
  });

  test('when the change cannot be carried to the proposal that existed, step 5 says so instead of saying it was saved', async ({ page }) => {
    await page.clock.install();
    await fillToReview(page, { cpf: CPFS.changeLost });
    // The sandbox creates the proposal; the worker's phone gets a 500 instead of its answer.
    await answerFirstCreation(page, 500, { reached: true });
    await page.route('**/api/v2/proposal/prop-*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Falha inesperada' }) })
        : route.continue(),
    );
    await confirm(page);
    await expect(page.getByRole('heading', { name: 'Sua proposta não pode ser criada!' })).toBeVisible();
    await changeMotherName(page, 'Rosa Maria da Silva');
    await confirm(page);
    await expect(page).toHaveURL(/\/demo\/show-proposal$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Não conseguimos confirmar as alterações feitas depois.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a refusal (4xx) is a final answer: the next confirmation with other data gets a new key', async ({ page }) => {
    await page.clock.install();
    await fillToReview(page, { cpf: CPFS.refused });
    const sent = watchCreations(page);
    await answerFirstCreation(page, 400);
    await confirm(page);
    await expect(page.getByText('Produto não foi informado. Tente novamente.')).toBeVisible();

    await changeMotherName(page, 'Rosa Maria da Silva');
    await confirm(page);
    await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible();
    expect(sent.map((s) => s.motherName)).toEqual(['ANA MARIA DA SILVA', 'ROSA MARIA DA SILVA']);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  test('the same body after a 500 keeps its key', async ({ page }) => {
    await page.clock.install();
    await fillToReview(page, { cpf: CPFS.same });
    const sent = watchCreations(page);
    await answerFirstCreation(page, 500);
    await confirm(page);
    await expect(page.getByRole('heading', { name: 'Sua proposta não pode ser criada!' })).toBeVisible();
    await page.goto('/demo/dados-pessoais?etapa=4');
    await confirm(page);
    await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });
});
