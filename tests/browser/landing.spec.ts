import { continueAs, expect, expectNoSeriousA11yViolations, fillLanding, sandboxRequests, solidButtonBackground, test } from './fixtures';

const maria = { name: 'maria da silva', cpf: '52998224725', phone: '11987654321' };

test.describe('landing', () => {
  test('should render the headline, benefits, note and form at once', async ({ page }) => {
    // The configuration request is held back: the page must not wait for it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/selfservice/slug**', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/demo/joao');
    await expect(page.getByRole('heading', { level: 1, name: 'Antecipe seu saque-aniversário do FGTS' })).toBeVisible();
    for (const benefit of ['Dinheiro rápido com juros baixos', 'Contratação 100% online', 'Dinheiro na conta em até 1 dia útil']) {
      await expect(page.getByText(benefit)).toBeVisible();
    }
    await expect(page.getByText('Sujeito à análise de crédito do banco.')).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeDisabled();
    release();
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The solid button passes AA with white text (axe checks contrast on the enabled state below).
    await fillLanding(page, maria);
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeEnabled();
    // The button fades from its disabled opacity: check contrast once the fade has ended.
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toHaveCSS('opacity', '1');
    expect(await solidButtonBackground(page)).toMatch(/^rgb\(/);
    await expectNoSeriousA11yViolations(page);
  });

  test('should open the support chat on wa.me with +55 and the prefilled text, in a new tab', async ({ page }) => {
    await page.goto('/demo/joao');
    const link = page.getByRole('link', { name: 'Falar com o suporte' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const href = (await link.getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/5511987654321');
    expect(url.searchParams.get('text')).toMatch(/antecipação do saque-aniversário/);
  });

  test('should show each name message and normalise the name', async ({ page }) => {
    await page.goto('/demo');
    const name = page.getByLabel('Nome completo');
    await name.focus();
    await name.blur();
    await expect(page.getByText('Nome é obrigatório')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Nome é obrigatório');
    await name.fill('ab');
    await expect(page.getByText('Nome muito curto')).toBeVisible();
    await name.fill('maria');
    await expect(page.getByText('Informe nome e sobrenome')).toBeVisible();
    await name.fill(' maria silva');
    await expect(page.getByText('Remova espaços no início ou fim')).toBeVisible();
    await name.blur();
    await expect(name).toHaveValue('MARIA SILVA');
    await expect(page.getByText('Remova espaços no início ou fim')).toBeHidden();
    await name.fill('joão2 da silva!');
    await expect(name).toHaveValue('JOÃO DA SILVA');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('should show each CPF message and mask the CPF', async ({ page }) => {
    await page.goto('/demo');
    const cpf = page.getByLabel('CPF');
    await cpf.focus();
    await cpf.blur();
    await expect(page.getByText('CPF é obrigatório')).toBeVisible();
    await cpf.fill('1234');
    await expect(cpf).toHaveValue('123.4');
    await expect(page.getByText('CPF incompleto')).toBeVisible();
    await cpf.fill('12345678900');
    await expect(cpf).toHaveValue('123.456.789-00');
    await expect(page.getByText('CPF inválido')).toBeVisible();
    await cpf.fill('529.982.247-25 extra 99');
    await expect(cpf).toHaveValue('529.982.247-25');
    await expect(page.getByText(/CPF (inválido|incompleto|é obrigatório)/)).toBeHidden();
  });

  test('should show each phone message, mask the phone and insert the 9', async ({ page }) => {
    await page.goto('/demo');
    const phone = page.getByLabel('Celular com DDD');
    await phone.focus();
    await phone.blur();
    await expect(page.getByText('Telefone é obrigatório')).toBeVisible();
    await phone.fill('119876');
    await expect(phone).toHaveValue('(11) 9876');
    await expect(page.getByText('Telefone incompleto')).toBeVisible();
    // The 9 of an old 8-digit mobile is inserted when the worker leaves the field (see masks.spec.ts).
    await phone.fill('1187654321');
    await expect(phone).toHaveValue('(11) 8765-4321');
    await phone.blur();
    await expect(phone).toHaveValue('(11) 98765-4321');
    await expect(page.getByText(/Telefone (incompleto|é obrigatório)/)).toBeHidden();
  });

  test('should keep Prosseguir disabled until every field is valid', async ({ page }) => {
    await page.goto('/demo');
    const proceed = page.getByRole('button', { name: 'Prosseguir' });
    await fillLanding(page, { ...maria, cpf: '52998224724' });
    await expect(proceed).toBeDisabled();
    await page.getByLabel('CPF').fill(maria.cpf);
    await expect(proceed).toBeEnabled();
    await page.getByLabel('Celular com DDD').fill('1198765432');
    await expect(proceed).toBeDisabled();
  });

  test('should create the lead with digits-only phone and document, and go to the tutorial', async ({ page }) => {
    // A CPF no other test uses: the sandbox is shared by every spec, and leads are counted by CPF.
    const cpf = '31415926590';
    await page.goto('/demo/joao');
    await fillLanding(page, { ...maria, cpf, phone: '(21) 98888-7777' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/tutorial$/);
    const leads = (await sandboxRequests({ method: 'POST', path: '/api/leads' })).filter((r) => (r.body as { document?: string }).document === cpf);
    expect(leads.map((r) => r.body)).toEqual([
      { name: 'MARIA DA SILVA', phone: '21988887777', document: cpf, selfServiceId: 'ss-demo-joao', sellerId: 'seller-joao' },
    ]);
    // Back on the landing, the same data is prefilled and does not create a second lead.
    await page.goBack();
    await expect(page.getByLabel('Nome completo')).toHaveValue('MARIA DA SILVA');
    await expect(page.getByLabel('CPF')).toHaveValue('314.159.265-90');
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/tutorial$/);
    const after = (await sandboxRequests({ method: 'POST', path: '/api/leads' })).filter((r) => (r.body as { document?: string }).document === cpf);
    expect(after).toHaveLength(1);
  });

  test('should keep what the worker typed across a reload', async ({ page }) => {
    await page.goto('/demo/joao/zerotac');
    await fillLanding(page, maria);
    await page.waitForTimeout(400); // the draft store's 300 ms debounce (a real write, not a timer under test)
    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue('MARIA DA SILVA');
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
    await expect(page.getByLabel('Celular com DDD')).toHaveValue('(11) 98765-4321');
  });

  test('should prefill name, CPF and phone from the stored user', async ({ page, context }) => {
    await context.addCookies([{ name: 'session', value: 'abc', domain: 'localhost', path: '/' }]);
    await page.addInitScript(() => {
      localStorage.setItem(
        'auth-storage',
        JSON.stringify({
          state: { authenticated: true, user: { id: 'u1', name: 'ANA PAULA SOUZA', document: '52998224725', phone: '21988887777' } },
          version: 0,
        }),
      );
    });
    await page.goto('/demo/joao/qitech');
    // The stored user is someone's data: a new session asks first (one person per proposal).
    await continueAs(page, 'ANA');
    await expect(page.getByLabel('Nome completo')).toHaveValue('ANA PAULA SOUZA');
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
    await expect(page.getByLabel('Celular com DDD')).toHaveValue('(21) 98888-7777');
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeEnabled();

    // Someone else on the same phone: the stored user is not theirs.
    const other = await context.newPage();
    await other.goto('/demo/joao/qitech');
    await expect(other.getByRole('heading', { level: 1, name: 'Continuar como ANA?' })).toBeVisible();
    await other.getByRole('button', { name: 'Sou outra pessoa' }).click();
    await expect(other.getByLabel('Nome completo')).toHaveValue('');
    await expect(other.getByLabel('CPF')).toHaveValue('');
    await expect(other.getByLabel('Celular com DDD')).toHaveValue('');
    expect(
      await other.evaluate(
        () => (JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state?: { user?: { name?: string } } }).state?.user?.name ?? '',
      ),
    ).toBe('');
  });

  test('should go to /404 when the self-service link does not exist', async ({ page }) => {
    await page.goto('/demo/joao/naoexiste');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Essa página não existe.' })).toBeVisible();
  });
});
