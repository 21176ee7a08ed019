import type { Page, Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, sandboxRequests, sandboxUrl, test } from './fixtures';
import { moveProposal, reachPostConfirmation, resubmissions } from './post-confirmation-flow';
import { createCalls, fillToReview } from './wizard-flow';

/**
 * The proposal's idempotency key follows the request body, and a failure the BFF replays on a key
 * is that key's final answer (lib/flow/idempotency-key). CPFs only this spec uses.
 */
const CPFS = {
  lost: '400.000.606-15',
  refused: '400.000.607-04',
  same: '400.000.608-87',
  changeLost: '400.000.609-68',
  replayedChanged: '400.000.610-00',
  replayedSame: '400.000.611-82',
  replayedRetry: '400.000.612-63',
} as const;
/** The sandbox's names of a BFF that replays every answer by key, failures included (REPLAYED_FAILURE_NAMES). */
const REPLAYED = { creation: 'TESTE FALHA REPETIDA', resubmission: 'TESTE RETRY FALHA REPETIDA' } as const;
const REFUSED = 'Sua proposta não pode ser criada!';
const GENERIC = 'Ocorreu um erro ao processar suas informações.';
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

/** The create-proposta calls the sandbox received for a solicitation, with their key and mother's name. */
async function sentCreations(solicitationId: string): Promise<Sent[]> {
  return (await createCalls(solicitationId)).map((call) => ({
    key: call.idempotencyKey ?? null,
    motherName: (call.body as { NaturalPerson: { motherName: string } }).NaturalPerson.motherName,
  }));
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

test.describe('idempotency keys follow the request body', () => {
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
    const puts = (await sandboxRequests({ method: 'PUT' })).filter(
      (r) => (r.body as { proposalRequest?: { balanceSolicitationId?: string } }).proposalRequest?.balanceSolicitationId === solicitationId,
    );
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

test.describe('a failure the BFF replays on a key is a final answer', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the resend of the first body gets its 500 again: the corrected mother’s name then leaves on a new key, as itself, and is created', async ({ page }) => {
    await page.clock.install();
    const solicitationId = await fillToReview(page, { cpf: CPFS.replayedChanged, name: REPLAYED.creation });
    await confirm(page);
    await expect(page.getByRole('heading', { name: REFUSED })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(GENERIC);
    await expectNoSeriousA11yViolations(page);

    await changeMotherName(page, 'Rosa Maria da Silva');
    await confirm(page);
    await expect(page).toHaveURL(/\/demo\/show-proposal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Proposta concluída!' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The first body once more on its key (is there a proposal?), answered with the same 500: the
    // corrected body then goes as a creation of its own, on a new key, not carried by a resubmission.
    const sent = await sentCreations(solicitationId);
    expect(sent.map((s) => s.motherName)).toEqual(['ANA MARIA DA SILVA', 'ANA MARIA DA SILVA', 'ROSA MARIA DA SILVA']);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
    const puts = (await sandboxRequests({ method: 'PUT' })).filter(
      (r) => (r.body as { proposalRequest?: { balanceSolicitationId?: string } }).proposalRequest?.balanceSolicitationId === solicitationId,
    );
    expect(puts).toHaveLength(0);
    const id = (await page.getByText(/^Número da proposta: /).textContent())?.replace('Número da proposta: ', '').trim();
    const stored = (await (await fetch(sandboxUrl(`/api/proposal/${id}`))).json()) as { NaturalPerson: { motherName: string } };
    expect(stored.NaturalPerson.motherName).toBe('ROSA MARIA DA SILVA');
  });

  test("'Tentar novamente' with the same body: its key gets the same 500 again, and the next tap goes on a new key and is created", async ({ page }) => {
    await page.clock.install();
    const solicitationId = await fillToReview(page, { cpf: CPFS.replayedSame, name: REPLAYED.creation });
    await confirm(page);
    await expect(page.getByRole('heading', { name: REFUSED })).toBeVisible();

    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.poll(async () => (await createCalls(solicitationId)).length).toBe(2);
    await expect(page).toHaveURL(/\/demo\/show-proposal$/);
    await expect(page.getByRole('heading', { name: REFUSED })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(GENERIC);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Proposta concluída!' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const sent = await sentCreations(solicitationId);
    expect(sent.map((s) => s.motherName)).toEqual(['ANA MARIA DA SILVA', 'ANA MARIA DA SILVA', 'ANA MARIA DA SILVA']);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });

  test("step 5's 'tentar novamente': the tap's key gets the same 500 again, and the next tap goes on a new key and is taken in", async ({ page }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: CPFS.replayedRetry, name: REPLAYED.resubmission });
    await moveProposal(id);
    await page.clock.runFor(7000);
    const bank = page.getByRole('region', { name: 'Proposta no banco' });
    await expect(bank.getByText('Não foi possível validar sua proposta no banco, tente novamente')).toBeVisible();
    const retry = bank.getByRole('button', { name: 'tentar novamente' });
    const failed = page.getByRole('region', { name: 'Avisos' }).getByText('Não foi possível reenviar sua proposta');

    await retry.click();
    await expect(failed).toBeVisible();
    await expect.poll(async () => (await resubmissions(id)).length).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await expect(retry).toBeEnabled();
    await retry.click();
    await expect.poll(async () => (await resubmissions(id)).length).toBe(2);
    await expect(retry).toBeEnabled();
    await expect(bank.getByText('Não foi possível validar sua proposta no banco, tente novamente')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await retry.click();
    await expect(page.getByRole('region', { name: 'Avisos' }).getByText('Proposta reenviada')).toBeVisible();
    await expect(bank.getByText('O banco está validando a sua proposta.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const sent = await resubmissions(id);
    expect(sent).toHaveLength(3);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    expect(sent[2]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
    expect(sent[2]!.body).toMatchObject({ createProposalBank: true, createIdentitySecurity: false });
  });
});
