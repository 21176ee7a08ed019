import type { Page, Route } from '@playwright/test';
import { withCheckDigits } from '../../openapi/sandbox/cpf';
import { expect, expectNoSeriousA11yViolations, fillLanding, runUntil, sandboxCreated, sandboxUrl, test } from './fixtures';
import { BANK_CARD_TEXT } from '../../src/features/proposal/post-confirmation/post-confirmation';
import { moveProposal, reachPostConfirmation } from './post-confirmation-flow';
import { fillToBankStep, fillToReview, reachSimulation } from './wizard-flow';

/**
 * Answers rewritten in the browser, one field at a time, as a broken BFF or a proxy
 * would send them. Each screen family shows its handled error state (what happened, 'Tentar
 * novamente', the support link), never 'Unexpected Application Error!', and recovers once the
 * answers are right again.
 *
 * CPFs: 400.000.2xx (valid, outside the sandbox's table: SUCCESS with 12 years), this spec's only.
 */
test.describe.configure({ timeout: 120_000 });

const cpf = (n: number) => withCheckDigits(`4000002${String(n).padStart(2, '0')}`);
const GENERIC = 'Ocorreu um erro ao processar suas informações.';
const SIMULATION_UNEXPECTED = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';
const CRASH = 'Unexpected Application Error!';
const HTML = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';

type Body = Record<string, unknown>;
/** How an answer is broken: a change of the real answer's JSON, or a whole answer of another kind. */
type Breakage = { edit: (body: Body) => unknown } | { html: true } | { status: number };

/**
 * Breaks the answers of one path while `state.breakage` is set (`null` lets them through). The real
 * answer is fetched from the sandbox first, so the rest of it stays true.
 */
async function breakAnswers(page: Page, matches: (url: URL) => boolean, first: Breakage | null) {
  const state = { breakage: first, served: 0 };
  await page.route(
    (url) => matches(url),
    async (route: Route) => {
      const breakage = state.breakage;
      if (!breakage) return route.continue();
      state.served += 1;
      if ('html' in breakage) return route.fulfill({ status: 200, contentType: 'text/html', body: HTML });
      if ('status' in breakage)
        return route.fulfill({ status: breakage.status, json: { message: 'java.lang.NullPointerException at ProposalService.java:42' } });
      const response = await route.fetch();
      return route.fulfill({ response, json: breakage.edit((await response.json()) as Body) });
    },
  );
  return state;
}

const without = (field: string): Breakage => ({ edit: (body) => ({ ...body, [field]: undefined }) });
const nulled = (field: string): Breakage => ({ edit: (body) => ({ ...body, [field]: null }) });
/** The first option's field set to null. */
const optionNulled = (field: string): Breakage => ({
  edit: (body) => {
    const options = body.optionsFinancialInfo as Body[];
    return { ...body, optionsFinancialInfo: [{ ...options[0], [field]: null }, ...options.slice(1)] };
  },
});

const isPath = (path: string | RegExp) => (url: URL) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname));
const SIMULATION = /^\/api\/v2\/balance-simulation\/[^/]+$/;
const isFirstSimulation = (url: URL) => SIMULATION.test(url.pathname) && !url.searchParams.has('loanValue') && !url.searchParams.has('maxYears');
const isRecalculation = (url: URL) => SIMULATION.test(url.pathname) && (url.searchParams.has('loanValue') || url.searchParams.has('maxYears'));

/** The handled error state: the text, 'Tentar novamente', the support link, no crash screen, axe clean. */
async function expectHandledError(page: Page, text = GENERIC) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(page.getByText(CRASH)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}

/** Settles a consultation in the sandbox at once (SUCCESS, 12 years). */
async function settleSolicitation(id: string) {
  const settled = await fetch(sandboxUrl(`/__sandbox/solicitations/${id}/settle`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(settled.status).toBe(200);
}

/**
 * Forgets the query cache kept on the phone (the drafts stay), from a page of the app's origin that
 * runs no app code: the next screen must read everything again.
 */
async function forgetQueryCache(page: Page) {
  await page.goto('/favicon.png');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('fgts-app-query-cache');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB request failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kv')) return resolve(db.close());
          const clear = db.transaction('kv', 'readwrite').objectStore('kv').clear();
          clear.onsuccess = () => resolve(db.close());
          clear.onerror = () => reject(clear.error ?? new Error('IndexedDB request failed'));
        };
      }),
  );
}

test.describe('malformed answers never crash a screen', () => {
  test('consultation: a simulation with optionsFinancialInfo null, then an option with Installments null, is a failed read with a retry', async ({ page }) => {
    await page.clock.install();
    const broken = await breakAnswers(page, isFirstSimulation, nulled('optionsFinancialInfo'));
    const earlier = new Set((await sandboxCreated(cpf(1))).solicitations);
    await page.goto('/demo');
    await fillLanding(page, { name: 'Maria da Silva', cpf: cpf(1), phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    await page.goto('/demo/consulta');
    let id: string | undefined;
    await expect.poll(async () => (id = (await sandboxCreated(cpf(1))).solicitations.find((s) => !earlier.has(s)))).toBeTruthy();
    await settleSolicitation(id as string);
    await page.reload();
    await runUntil(page, () => page.getByRole('button', { name: 'Tentar novamente' }).isVisible());
    await expect(page.getByText(SIMULATION_UNEXPECTED)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toBeVisible();
    await expect(page.getByText(CRASH)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    broken.breakage = optionNulled('Installments');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.poll(() => broken.served).toBe(2);
    await expect(page.getByText(SIMULATION_UNEXPECTED)).toBeVisible();
    await expect(page.getByText(CRASH)).toHaveCount(0);

    broken.breakage = null;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText('Prossiga para contratar.')).toBeVisible();
  });

  test('simulation: a recalculation and a first simulation the app cannot read say the unexpected error, with a retry and the support link', async ({
    page,
  }) => {
    await page.clock.install();
    await reachSimulation(page, { cpf: cpf(2) });
    await expect(page.getByRole('heading', { level: 1, name: 'Simulação' })).toBeVisible();

    // 'Calcular' answered with Installments null: said under 'Calcular', the figures stay.
    await breakAnswers(page, isRecalculation, optionNulled('Installments'));
    await page.getByText('Por Ano', { exact: true }).click();
    await page.getByRole('slider', { name: 'Quantidade de anos' }).focus();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SIMULATION_UNEXPECTED })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Ver anos antecipados \(12\)/ })).toBeVisible();
    await expect(page.getByText(CRASH)).toHaveCount(0);

    // Opened again with nothing kept on the phone: the first simulation's options are null.
    await page.unroute(() => true);
    const first = await breakAnswers(page, isFirstSimulation, nulled('optionsFinancialInfo'));
    await forgetQueryCache(page);
    await page.goto('/demo/simulacao');
    await expect(page.getByRole('heading', { level: 1, name: 'Não é possível prosseguir.' })).toBeVisible();
    await expectHandledError(page, SIMULATION_UNEXPECTED);

    first.breakage = null;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Simulação' })).toBeVisible();
  });

  test('wizard bank list: a page with data null says the list could not be read, with a retry', async ({ page }) => {
    await page.clock.install();
    const base = '/demo/joao/zerotac';
    const broken = await breakAnswers(page, isPath('/api/bank'), nulled('data'));
    // ZERO TAC pays only to a bank account: the bank list is read at once.
    await fillToBankStep(page, { base, cpf: cpf(3) });
    await page.getByRole('button', { name: 'Abrir a lista: Banco' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar a lista de bancos.' })).toBeVisible();
    await expect(page.getByText(CRASH)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    broken.breakage = null;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('option', { name: '001 – Banco do Brasil S.A.' })).toBeVisible();
  });

  test('step 5 and the correction: a proposal read that is {}, HTML, a 500, or has no NaturalPerson or chosenFinancialInfo is the generic error with a retry and the support link', async ({
    page,
  }) => {
    await page.clock.install();
    const proposal = await breakAnswers(page, isPath(/^\/api\/proposal\/(?!autocomplete$)[^/]+$/), { edit: () => ({}) });
    await reachPostConfirmation(page, { cpf: cpf(4), name: 'TESTE CORRECAO DADOS' });
    await expectHandledError(page);

    await page.goto('/demo/correcao');
    await expect(page.getByRole('heading', { name: 'Corrigir Dados' })).toBeVisible();
    await expectHandledError(page);
    const breakages: Breakage[] = [without('NaturalPerson'), nulled('NaturalPerson'), without('chosenFinancialInfo'), { html: true }, { status: 500 }];
    for (const breakage of breakages) {
      proposal.breakage = breakage;
      const served = proposal.served;
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      // Every answer of this read served first (a 500 is retried 3 times, 1, 2 and 4 s apart; an
      // answer the app cannot read is not), so what is checked next is this breakage's outcome.
      const answers = 'status' in breakage ? 4 : 1;
      await runUntil(page, async () => proposal.served >= served + answers);
      await expect(page.getByRole('alert').filter({ hasText: GENERIC })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
      await expect(page.getByText(CRASH)).toHaveCount(0);
    }

    proposal.breakage = null;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('group', { name: 'Dados Pessoais' })).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue('TESTE CORRECAO DADOS');
  });

  test("'verificar e corrigir' on a proposal whose next read has no NaturalPerson keeps the last good read, never the crash screen", async ({ page }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: cpf(5), name: 'TESTE CORRECAO DADOS' });
    await moveProposal(id);
    await page.clock.runFor(7000);
    const bank = page.getByRole('region', { name: 'Proposta no banco' });
    await expect(bank.getByText(BANK_CARD_TEXT.correction)).toBeVisible();

    const broken = await breakAnswers(page, isPath(`/api/proposal/${id}`), nulled('NaturalPerson'));
    await bank.getByRole('button', { name: 'verificar e corrigir' }).click();
    await expect(page).toHaveURL(/\/demo\/correcao$/);
    await expect.poll(() => broken.served).toBeGreaterThan(0);
    await expect(page.getByLabel('Nome completo')).toHaveValue('TESTE CORRECAO DADOS');
    await expect(page.getByText(CRASH)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('Corban proposal: a simulation with Installments null is a failed read with a retry and the support link', async ({ page }) => {
    await page.clock.install();
    const digits = cpf(6);
    const broken = await breakAnswers(page, isFirstSimulation, optionNulled('Installments'));
    await page.goto('/demo/onboard');
    await page.getByRole('textbox', { name: 'CPF' }).fill(digits);
    await page.getByRole('button', { name: 'Vamos Lá' }).click();
    await expect(page).toHaveURL(/\/demo\/introducao$/);
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/balance-solicitation');
    await page.goto('/demo/loading');
    const { id } = (await (await created).json()) as { id: string };
    await settleSolicitation(id);
    await runUntil(page, async () => new URL(page.url()).pathname === `/demo/proposal/${id}`, 8000);
    await expect(page.getByText('Não é possível prosseguir.')).toBeVisible();
    await expectHandledError(page, SIMULATION_UNEXPECTED);

    broken.breakage = null;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText('Você pode receber até')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  });

  test('selfie and status: a proposal read the app cannot read is the generic error with a retry and the support link', async ({ page }) => {
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: cpf(7), name: 'Maria da Silva' });
    const broken = await breakAnswers(page, isPath(`/api/proposal/${id}`), { html: true });
    await forgetQueryCache(page);

    await page.goto('/demo/selfie');
    await expect(page.getByRole('heading', { name: 'Verificação de identidade' })).toBeVisible();
    await expectHandledError(page);

    broken.breakage = without('customStatus');
    await page.goto('/demo/status');
    await expect(page.getByRole('heading', { name: 'Status da proposta' })).toBeVisible();
    await expectHandledError(page);

    broken.breakage = null;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText(`Número da proposta: ${id}`)).toBeVisible();
  });
});

test.describe('server text on screen', () => {
  const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

  test('a CEP answer and a bank name with bidirectional controls show as plain text', async ({ page }) => {
    await page.clock.install();
    const base = '/demo/joao/zerotac';
    await breakAnswers(page, isPath(/^\/cep\/ws\/\d{8}\/json\/$/), {
      edit: (body) => ({ ...body, logradouro: 'Praça \u202Eàd\u202C Sé', bairro: '\u2067Sé\u2069' }),
    });
    await breakAnswers(page, isPath('/api/bank'), {
      edit: (body) => ({ ...body, data: [{ id: 'bank-x', name: 'Banco \u202EOLLEH\u202C Digital S.A.', ispb: '12345678' }, ...(body.data as Body[])] }),
    });
    await fillToBankStep(page, {
      base,
      cpf: cpf(8),
      onAddress: async () => {
        await expect(page.getByLabel('Rua')).toHaveValue('PRAÇA ÀD SÉ');
        await expect(page.getByLabel('Bairro')).toHaveValue('SÉ');
      },
    });
    await page.getByRole('button', { name: 'Abrir a lista: Banco' }).click();
    const option = page.getByRole('option', { name: 'Banco OLLEH Digital S.A.' });
    await expect(option).toBeVisible();
    expect(await option.textContent()).not.toMatch(BIDI);
    await expectNoSeriousA11yViolations(page);
  });

  test("a 500 carrying a Java stack trace that mentions ZERO TAC shows the generic text on 'Sua proposta não pode ser criada!'", async ({ page }) => {
    await page.clock.install();
    const trace = [
      'java.lang.IllegalStateException: Falha ao validar produto ZERO TAC para o CPF 40000020904',
      '\tat br.com.bff.proposal.ZeroTacValidator.validate(ZeroTacValidator.java:88)',
    ].join('\n');
    await page.route(isPath('/api/v2/proposal/create-proposta'), (route) => route.fulfill({ status: 500, json: { message: trace } }));
    await fillToReview(page, { cpf: cpf(9) });
    await page.getByLabel('Revisei as informações').check();
    await page.getByRole('button', { name: 'Confirmar Proposta' }).click();
    await runUntil(page, () => page.getByRole('heading', { name: 'Sua proposta não pode ser criada!' }).isVisible());
    await expect(page.getByRole('alert').filter({ hasText: GENERIC })).toBeVisible();
    await expect(page.getByText('ZERO TAC', { exact: false })).toHaveCount(0);
    await expect(page.getByText('java.lang', { exact: false })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a 400 that section 8 passes through shows its first line only, without bidirectional controls', async ({ page }) => {
    await page.clock.install();
    await page.route(isPath('/api/v2/proposal/create-proposta'), (route) =>
      route.fulfill({
        status: 400,
        json: { message: 'A chave Pix deve ser igual ao \u202ECPF\u202C da proposta.\n\tat br.com.bff.PixKeyValidator.check(PixKeyValidator.java:12)' },
      }),
    );
    await fillToReview(page, { cpf: cpf(10) });
    await page.getByLabel('Revisei as informações').check();
    await page.getByRole('button', { name: 'Confirmar Proposta' }).click();
    await expect(page.getByRole('heading', { name: 'Sua proposta não pode ser criada!' })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: 'A chave Pix deve ser igual ao CPF da proposta.' });
    await expect(alert).toHaveText('A chave Pix deve ser igual ao CPF da proposta.');
    expect(await alert.textContent()).not.toMatch(BIDI);
    await expectNoSeriousA11yViolations(page);
  });
});
