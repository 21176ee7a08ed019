import type { Page } from '@playwright/test';
import { watchDraftWrites, waitForDraftWrite } from './draft-writes';
import { expect, expectNoSeriousA11yViolations, fillLanding, sandboxRequests, test } from './fixtures';
import { reachProposal } from './proposal-flow';
import { acceptPixWarning, corbanToSimulation, createCalls, digitsOf, fillAddress, fillPersonal } from './wizard-flow';

/**
 * One person's data per proposal on a shared phone (docs/on-the-phone.md). Ana makes a proposal on
 * /demo and leaves it unfinished; Bia uses the same phone. CPFs only this spec uses (SUCCESS
 * consultations).
 */
const CPFS = {
  corbanAna: '400.000.601-00',
  corbanBia: '400.000.602-91',
  askAna: '400.000.603-72',
  askBia: '400.000.604-53',
  deepAna: '400.000.605-34',
  guideAna: '400.000.606-15',
  guideBia: '400.000.607-04',
  urlAna: '400.000.608-87',
  urlBia: '400.000.609-68',
} as const;

const ANA = 'Ana Souza';
const ANA_PHONE = '11987654321';

/** Whatever shows on the page, as text. */
const pageText = (page: Page) => page.locator('body').innerText();

test.describe('one person per proposal', () => {
  test('a second CPF on the Corban link starts from blank fields and sends nothing of the first person', async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await reachProposal(page, { cpf: CPFS.corbanAna, name: ANA });

    // Same tab, the Corban link, another CPF: the proposal of Ana is neither shown nor sent.
    const solicitationId = await corbanToSimulation(page, CPFS.corbanBia);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('ANA');
    const autocompleted = page.waitForRequest((request) => request.url().includes('/api/proposal/autocomplete'));
    await page.getByRole('button', { name: 'Sim, quero contratar o empréstimo' }).click();
    expect(new URL((await autocompleted).url()).searchParams.get('document')).toBe(digitsOf(CPFS.corbanBia));
    await expect(page.getByRole('heading', { name: 'Dados Pessoais' })).toBeVisible();
    for (const label of ['Nome completo', 'Data de nascimento', 'Celular com DDD', 'Nome da mãe', 'E-mail (opcional)']) {
      await expect(page.getByLabel(label), label).toHaveValue('');
    }
    await page.getByLabel('Nome completo').fill('Bia Lima');
    await page.getByLabel('Celular com DDD').fill('21912345678');
    await fillPersonal(page, { motherName: 'Rosa Lima' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page.getByRole('heading', { name: 'Endereço' })).toBeVisible();
    for (const label of ['CEP', 'Rua', 'Número', 'Bairro', 'Cidade']) await expect(page.getByLabel(label), label).toHaveValue('');
    await fillAddress(page);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    // Ana's answer to the warning is hers: Bia is warned too.
    await acceptPixWarning(page);
    await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'CPF' });
    await expect(page.getByLabel('Chave Pix (CPF)')).toHaveValue(CPFS.corbanBia);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page.getByRole('heading', { name: 'Revisar Proposta' })).toBeVisible();
    await expect(page.getByLabel('Revisei as informações')).not.toBeChecked();
    const review = await pageText(page);
    expect(review).toContain(CPFS.corbanBia);
    expect(review).not.toContain(CPFS.corbanAna);
    expect(review).not.toMatch(/ANA SOUZA|ANA MARIA/);

    await page.getByLabel('Revisei as informações').check();
    await page.getByRole('button', { name: 'Confirmar Proposta' }).click();
    await expect(page).toHaveURL(/\/demo\/show-proposal$/);
    await expect(page.getByRole('heading', { name: 'Proposta concluída!' })).toBeVisible();
    const [sent] = await createCalls(solicitationId);
    const body = JSON.stringify(sent?.body);
    expect(body).toContain(digitsOf(CPFS.corbanBia));
    expect(body).not.toContain(digitsOf(CPFS.corbanAna));
    expect(body).not.toMatch(/ANA|SOUZA/);
  });

  test("a new session asks who is there with the first name only; 'Sou outra pessoa' starts clean, and the first person's own CPF brings their proposal back", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await watchDraftWrites(context);
    await page.clock.install();
    const anaProposal = await reachProposal(page, { cpf: CPFS.askAna, name: ANA });
    // Closed once the screen it is on is on disk (the drafts' 300 ms debounce), as a worker would.
    await waitForDraftWrite(page, 'stage:');
    await page.close({ runBeforeUnload: true });

    // Bia opens the link on the same phone (a new tab).
    const bia = await context.newPage();
    await bia.goto('/demo');
    await expect(bia.getByRole('heading', { level: 1, name: 'Continuar como ANA?' })).toBeVisible();
    await expect(bia.getByRole('heading', { level: 1, name: 'Continuar como ANA?' })).toBeFocused();
    const asked = await pageText(bia);
    expect(asked).not.toMatch(/SOUZA|Souza/);
    expect(asked).not.toContain(CPFS.askAna);
    expect(asked).not.toContain(anaProposal);
    await expectNoSeriousA11yViolations(bia);
    await bia.getByRole('button', { name: 'Sou outra pessoa' }).click();
    await expect(bia).toHaveURL(/\/demo$/);
    for (const label of ['Nome completo', 'CPF', 'Celular com DDD']) await expect(bia.getByLabel(label), label).toHaveValue('');
    await fillLanding(bia, { name: 'Bia Lima', cpf: CPFS.askBia, phone: '21912345678' });
    await bia.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(bia).toHaveURL(/\/demo\/tutorial$/);
    await waitForDraftWrite(bia, 'stage:');
    // Bia's lead carries Bia's data only.
    const leads = await sandboxRequests({ method: 'POST', path: '/api/leads' });
    expect(leads.filter((lead) => (lead.body as { document?: string }).document === digitsOf(CPFS.askBia))).toHaveLength(1);
    await bia.close({ runBeforeUnload: true });

    // Ana comes back: the phone now asks about Bia; Ana's own CPF brings her proposal back.
    const ana = await context.newPage();
    await ana.goto('/demo');
    await expect(ana.getByRole('heading', { level: 1, name: 'Continuar como BIA?' })).toBeVisible();
    await ana.getByRole('button', { name: 'Sou outra pessoa' }).click();
    await fillLanding(ana, { name: ANA, cpf: CPFS.askAna, phone: ANA_PHONE });
    await ana.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(ana).toHaveURL(/\/demo\/show-proposal$/);
    await expect(ana.getByText(anaProposal)).toBeVisible();

    // A reload in the same tab does not ask again.
    await ana.reload();
    await expect(ana.getByText(anaProposal)).toBeVisible();
    await expect(ana.getByRole('heading', { name: /Continuar como/ })).toHaveCount(0);
  });

  test("another person's consultation in the address bar (typed, or suggested by the browser) is not shown: the instructions instead", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    const anaId = await corbanToSimulation(page, CPFS.urlAna);
    await page.close({ runBeforeUnload: true });
    // Bia, in a new tab (the same tab is Ana's session: the link there resumes Ana's simulation,
    // once its stage is on disk), says she is someone else and identifies; Ana's data is parked.
    const bia = await context.newPage();
    await bia.goto('/demo');
    // The Corban flow asks no name: the question names nobody.
    await expect(bia.getByRole('heading', { level: 1, name: 'Continuar o cadastro começado neste aparelho?' })).toBeVisible();
    await bia.getByRole('button', { name: 'Sou outra pessoa' }).click();
    await fillLanding(bia, { name: 'Bia Lima', cpf: CPFS.urlBia, phone: '21912345678' });
    await bia.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(bia).toHaveURL(/\/demo\/tutorial$/);

    await bia.goto(`/demo/proposal/${anaId}`);
    await expect(bia).toHaveURL(/\/demo\/introducao$/);
    await expect(bia.getByText(/Você pode receber até/)).toHaveCount(0);
    expect(await pageText(bia)).not.toMatch(/R\$\s?\d/);
  });

  test("the guide's step is the person's: the next person starts it from its first image, the first one finds theirs again", async ({ page }) => {
    await watchDraftWrites(page);
    // The next person takes the phone and goes back to the landing (a fresh load would resume the guide).
    const guideOf = async (cpf: string, name: string) => {
      if (page.url().endsWith('/demo/tutorial')) await page.goBack();
      else await page.goto('/demo');
      await fillLanding(page, { name, cpf, phone: ANA_PHONE });
      await page.getByRole('button', { name: 'Prosseguir' }).click();
      await expect(page).toHaveURL(/\/demo\/tutorial$/);
    };
    const confirm = page.getByRole('button', { name: 'Já autorizei' });
    const atStep = (step: number) => expect(page.getByRole('button', { name: `Ir para o passo ${step}`, exact: true })).toHaveAttribute('aria-current', 'step');

    await guideOf(CPFS.guideAna, ANA);
    for (let step = 2; step <= 11; step += 1) await page.getByRole('button', { name: 'Próximo passo' }).click();
    await atStep(11);
    await expect(confirm).toBeEnabled();
    await waitForDraftWrite(page, 'guide-step:tutorial:/demo');

    await guideOf(CPFS.guideBia, 'Bia Lima');
    await atStep(1);
    await expect(confirm).toBeDisabled();

    await guideOf(CPFS.guideAna, ANA);
    await atStep(11);
    await expect(confirm).toBeEnabled();
  });

  test('a typed deep link (/demo/correcao) asks before showing anything personal; Continuar shows the screen', async ({ page, context }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await reachProposal(page, { cpf: CPFS.deepAna, name: ANA });
    await page.close();

    const other = await context.newPage();
    await other.goto('/demo/correcao');
    await expect(other.getByRole('heading', { level: 1, name: 'Continuar como ANA?' })).toBeVisible();
    const asked = await pageText(other);
    expect(asked).not.toContain(CPFS.deepAna);
    expect(asked).not.toMatch(/SOUZA|ANA MARIA|Rua|PRAÇA/i);
    await other.getByRole('button', { name: 'Sim, continuar' }).click();
    await expect(other.getByRole('heading', { name: 'Continuar como ANA?' })).toHaveCount(0);
    await expect(other).toHaveURL(/\/demo\/(correcao|show-proposal)$/);
  });
});
