import type { Page } from '@playwright/test';
import { NO_PRODUCT_SUPPORT_PHONE, cpfFor } from '../../openapi/sandbox/scenarios';
import { expect, expectNoSeriousA11yViolations, sandboxCreated, sandboxUrl, test } from './fixtures';
import { DEAD_END_CPFS, countReads, expectPollEvery, holdProposal, moveProposal, pauseClock, reachPostConfirmation } from './post-confirmation-flow';
import { reachProposal } from './proposal-flow';
import { createCalls, digitsOf, fillToReview } from './wizard-flow';

/**
 * No dead ends after 'Confirmar Proposta'. The creation error screen offers what can
 * help (a new consultation, the open proposal, sending again), the correction's wait ends in words,
 * and the Corban proposal screen polls PENDING_CONFIRMATION, retries a failed read and offers the
 * support chat where nothing else can be done. Axe on every new state.
 */

test.describe.configure({ timeout: 150_000 });

const REFUSED = 'Sua proposta não pode ser criada!';
const support = (page: Page) => page.getByRole('link', { name: 'Falar com o suporte' });

async function confirm(page: Page) {
  await page.getByLabel('Revisei as informações').check();
  await page.getByRole('button', { name: 'Confirmar Proposta' }).click();
  await expect(page).toHaveURL(/\/show-proposal$/);
}

test.describe('the creation error screen (step 5 after a refusal)', () => {
  test('a balance-query refusal leads to a new consultation with the same data (a new lead), not to the review', async ({ page }) => {
    await page.clock.install();
    const cpf = DEAD_END_CPFS.balanceQuery;
    await fillToReview(page, { cpf, name: 'TESTE CONSULTA UTILIZADA' });
    await confirm(page);
    await expect(page.getByRole('heading', { name: REFUSED })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Esta consulta de saldo já foi utilizada. Faça uma nova consulta de saldo.');
    await expect(page.getByRole('button', { name: 'Revisar meus dados' })).toHaveCount(0);
    await expect(support(page)).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d+/);
    await expectNoSeriousA11yViolations(page);

    const leads = (await sandboxCreated(digitsOf(cpf))).leads.length;
    await page.getByRole('button', { name: 'Fazer uma nova consulta' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByLabel('Nome completo')).toHaveValue('TESTE CONSULTA UTILIZADA');
    await expect(page.getByLabel('CPF')).toHaveValue(cpf);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    expect((await sandboxCreated(digitsOf(cpf))).leads).toHaveLength(leads + 1);
  });

  test('the generic error offers to send the same proposal again (and the review): sent again, it is created', async ({ page }) => {
    await page.clock.install();
    const cpf = DEAD_END_CPFS.temporary;
    const solicitationId = await fillToReview(page, { cpf });
    let asked = 0;
    await page.route('**/api/v2/proposal/create-proposta', async (route) => {
      asked += 1;
      if (asked === 1) return route.fulfill({ status: 500, json: { message: 'Falha inesperada ao processar a proposta' } });
      return route.continue();
    });
    await confirm(page);
    await expect(page.getByRole('alert')).toHaveText('Ocorreu um erro ao processar suas informações.');
    await expect(page.getByRole('button', { name: 'Revisar meus dados' })).toBeVisible();
    await expect(support(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page).toHaveURL(/\/demo\/show-proposal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Proposta concluída!' })).toBeVisible();
    const [created] = (await sandboxCreated(digitsOf(cpf))).proposals;
    await expect(page.getByText(`Número da proposta: ${created}`)).toBeVisible();
    expect(asked).toBe(2);
    expect(await createCalls(solicitationId)).toHaveLength(1);
  });

  test('an open proposal this phone does not know: the support chat, no review that cannot help', async ({ page }) => {
    await page.clock.install();
    await fillToReview(page, { cpf: DEAD_END_CPFS.openUnknown, name: 'TESTE PROPOSTA ATIVA' });
    await confirm(page);
    await expect(page.getByRole('alert')).toHaveText('Já existe uma proposta em aberto para este CPF.');
    await expect(page.getByText('Fale com o suporte para acompanhar a proposta que já está em aberto.')).toBeVisible();
    await expect(support(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revisar meus dados' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ver a proposta em aberto' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an open proposal this phone made on another link: its status', async ({ page }) => {
    await page.clock.install();
    const cpf = DEAD_END_CPFS.openKnown;
    const id = await reachProposal(page, { cpf });
    // The same worker on another link of the tenant, whose proposal the BFF refuses as already open.
    await fillToReview(page, { base: '/demo/joao', cpf, name: 'TESTE PROPOSTA ATIVA' });
    await confirm(page);
    await expect(page.getByRole('alert')).toHaveText('Já existe uma proposta em aberto para este CPF.');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Ver a proposta em aberto' }).click();
    await expect(page).toHaveURL(/\/demo\/status$/);
    await expect(page.getByText(`Número da proposta: ${id}`)).toBeVisible();
  });
});

test('the correction form says after a minute that the bank has not confirmed yet, also after a reload, and offers step 5 and the support chat', async ({
  page,
}) => {
  await page.clock.install();
  const id = await reachPostConfirmation(page, { cpf: DEAD_END_CPFS.correctionWait, name: 'TESTE CORRECAO DADOS' });
  await moveProposal(id);
  await page.clock.runFor(7000);
  const bank = page.getByRole('region', { name: 'Proposta no banco' });
  // The form's own read passes (and is what the held answers repeat); then the BFF stops moving.
  const held = await holdProposal(page, id);
  await bank.getByRole('button', { name: 'verificar e corrigir' }).click();
  await expect(page.getByRole('heading', { name: 'Corrigir Dados' })).toBeVisible();
  // A read that left before the route was set is not held: wait for the form's own, held one.
  await expect.poll(() => held.before).toContain('correcao_dados_proposta_banco');
  held.stale = true;
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados Complementares Atualizados')).toBeVisible();
  const late = page.getByRole('heading', { name: 'O banco ainda não confirmou os dados corrigidos.' });
  await expect(page.getByRole('main').getByText('Estamos revalidando sua proposta.')).toBeVisible();
  await pauseClock(page);
  await page.clock.runFor(58_000);
  await expect(late).toHaveCount(0);
  await page.clock.runFor(3_000);
  await expect(late).toBeVisible();
  await expect(support(page)).toBeVisible();
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page);

  // Reopened later, the wait does not start over.
  await page.reload();
  await expect(late).toBeVisible();
  await page.getByRole('button', { name: 'Ver minha proposta' }).click();
  await expect(page).toHaveURL(/\/demo\/show-proposal$/);
  // Still not taken in: the card leads to the form again, with what was typed.
  await bank.getByRole('button', { name: 'verificar e corrigir' }).click();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible();
});

test.describe('the Corban proposal screen', () => {
  async function enterCpf(page: Page, base: string, cpf: string) {
    await page.goto(`${base}/onboard`);
    await page.getByRole('textbox', { name: 'CPF' }).fill(cpf);
    await page.getByRole('button', { name: 'Vamos Lá' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/introducao$`));
  }

  /** Opens /loading, waits for the consultation to end on the sandbox and for the 8 s read that moves on. */
  async function toProposal(page: Page, base: string): Promise<string> {
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/balance-solicitation');
    await page.goto(`${base}/loading`);
    const { id } = (await (await created).json()) as { id: string };
    await expect
      .poll(async () => ((await (await fetch(sandboxUrl(`/api/balance-solicitation/${id}`))).json()) as { status: string }).status, {
        timeout: 10_000,
        intervals: [250],
      })
      .not.toBe('PENDING');
    await page.clock.runFor(8000);
    await expect(page).toHaveURL(new RegExp(`${base}/proposal/${id}$`));
    return id;
  }

  test('PENDING_CONFIRMATION is read again every 8 s until it moves, with the support chat meanwhile; SUCCESS then leads on', async ({ page }) => {
    await page.clock.install();
    // A link of its own: the sandbox keeps one open Corban consultation per CPF and link.
    const base = '/demo/joao/qitech';
    await enterCpf(page, base, cpfFor('PENDING_CONFIRMATION'));
    const id = await toProposal(page, base);
    await expect(page.getByText('Aguardando confirmação')).toBeVisible();
    await expect(page.getByText('Esta tela se atualiza sozinha quando a Caixa responder.')).toBeVisible();
    await expect(support(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const path = `/api/balance-solicitation/${id}`;
    const reads = await countReads(page, id, path);
    await pauseClock(page);
    await expectPollEvery(page, reads, 8000);
    await page.clock.resume();

    const settled = await fetch(sandboxUrl(`/__sandbox/solicitations/${id}/settle`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'SUCCESS' }),
    });
    expect(settled.status).toBe(200);
    await page.clock.runFor(8000);
    await expect(page.getByText('Você pode receber até')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  });

  test("a failed read offers 'Tentar novamente' and the support chat; tried again, the figures show", async ({ page }) => {
    await page.clock.install();
    await enterCpf(page, '/demo', DEAD_END_CPFS.corbanFailedRead);
    await page.route('**/api/v2/balance-simulation/**', (route) => route.fulfill({ status: 500, json: { message: 'Falha' } }));
    await toProposal(page, '/demo');
    // The data layer's three retries (1, 2 and 4 s) first.
    const failed = page.getByText('Não é possível prosseguir.');
    await expect
      .poll(
        async () => {
          if (await failed.isVisible()) return true;
          await page.clock.runFor(500);
          return false;
        },
        { timeout: 30_000, intervals: [0] },
      )
      .toBe(true);
    const retry = page.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible();
    await expect(support(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/api/v2/balance-simulation/**');
    await retry.click();
    await expect(page.getByText('Você pode receber até')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  });

  test('a link without a product says so and offers the support chat (its tenant’s)', async ({ page }) => {
    await page.clock.install();
    // demo/pedro has no configuration of its own: the sandbox consults it on the tenant's product.
    await enterCpf(page, '/demo/pedro', DEAD_END_CPFS.corbanNoProduct);
    await toProposal(page, '/demo/pedro');
    await expect(page.getByText('Consulta Concluída')).toBeVisible();
    await expect(page.getByText('Este link não tem um produto para simular. Fale com o suporte para continuar.')).toBeVisible();
    await expect(support(page)).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321/);
    await expectNoSeriousA11yViolations(page);
  });

  test('a link whose configuration has no product shows the result, says it cannot simulate and offers its own support chat', async ({ page }) => {
    await page.clock.install();
    // demo/carla's configuration has no productId (nor product) and its own support phone.
    await enterCpf(page, '/demo/carla', DEAD_END_CPFS.corbanConfigWithoutProduct);
    await toProposal(page, '/demo/carla');
    await expect(page.getByText('Consulta Concluída')).toBeVisible();
    await expect(page.getByText('Este link não tem um produto para simular. Fale com o suporte para continuar.')).toBeVisible();
    await expect(page.getByText('Não é possível prosseguir.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
    await expect(support(page)).toHaveAttribute('href', new RegExp(`^https://wa\\.me/55${digitsOf(NO_PRODUCT_SUPPORT_PHONE)}\\?text=`));
    await expectNoSeriousA11yViolations(page);
  });
});
