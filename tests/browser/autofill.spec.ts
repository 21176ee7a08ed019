import { chromium, type BrowserContext } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { chromiumPath } from '../../scripts/chromium-path';
import { expect, guardCsp, test } from './fixtures';
import { WIZARD_UI_CPFS, acceptPixWarning, reachSimulation, startWizard } from './wizard-flow';

/**
 * After the worker's data is wiped, the browser's own autofill store (outside the
 * app's reach) must not hold it either. Chromium keeps typed form values in the profile's
 * `Default/Web Data` SQLite file (table `autofill`, name/value pairs) when a form is submitted, in
 * a persistent profile; the test types as a worker does, submits every form, wipes, closes the
 * browser (which writes the file) and reads the table.
 */

/** Every value of the profile's autofill table (python3's sqlite3 reads the file Chromium wrote). */
function autofillValues(profileDir: string): string[] {
  const file = join(profileDir, 'Default', 'Web Data');
  if (!existsSync(file)) return [];
  const read = spawnSync(
    'python3',
    ['-c', 'import sqlite3,sys,json; c=sqlite3.connect(sys.argv[1]); print(json.dumps([r[0] for r in c.execute("select value from autofill")]))', file],
    { encoding: 'utf8' },
  );
  expect(read.status, read.stderr).toBe(0);
  return JSON.parse(read.stdout) as string[];
}

test.describe.configure({ timeout: 150_000 });

test("what the worker types is not kept in the browser's autofill: landing, steps 1 to 3, after the wipe", async ({ baseURL }) => {
  const dir = mkdtempSync(join(tmpdir(), 'fgts-autofill-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(dir, {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      headless: true,
      baseURL,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 412, height: 823 },
      serviceWorkers: 'block',
    });
    const guard = await guardCsp(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.clock.install();
    // The landing (name, CPF, phone), then the consultation, then the wizard's forms.
    await reachSimulation(page, { cpf: WIZARD_UI_CPFS.autofill, name: 'Joana Autofill Pereira' });
    await startWizard(page);
    await page.getByLabel('Data de nascimento').fill('14/07/1979');
    await page.getByLabel('Nome da mãe').fill('Rosa Autofill Pereira');
    await page.getByLabel('E-mail (opcional)').fill('joana.autofill@exemplo.com');
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page.getByRole('heading', { name: 'Endereço' })).toBeVisible();
    await page.getByLabel('CEP').fill('01001000');
    await expect(page.getByLabel('Rua')).toHaveValue('PRAÇA DA SÉ');
    await page.getByLabel('Número').fill('4321');
    await page.getByLabel('Complemento (opcional)').fill('casa autofill');
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await acceptPixWarning(page);
    await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'Dados Bancários' });
    await page.getByLabel('Tipo de conta').selectOption({ label: 'Conta Corrente' });
    await page.getByRole('combobox', { name: 'Banco' }).fill('itau');
    await page.getByRole('option', { name: '341 – Itaú Unibanco S.A.' }).click();
    await page.getByLabel('Agência').fill('7788');
    await page.getByLabel('Conta', { exact: true }).fill('99887766');
    await page.getByLabel('Dígito').fill('5');
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page.getByRole('heading', { name: 'Revisar Proposta' })).toBeVisible();

    // A control: a field the app does not own, without autocomplete="off", submitted the same way.
    // Its value must be in the store, or the test proves nothing (a browser that keeps no values).
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.innerHTML = '<label>Controle <input name="controle-autofill"></label><button>Enviar</button>';
      form.addEventListener('submit', (event) => event.preventDefault());
      document.body.append(form);
    });
    await page.getByLabel('Controle').fill('valor-de-controle');
    await page.getByRole('button', { name: 'Enviar' }).click();

    await page.getByRole('button', { name: 'Limpar meus dados' }).click();
    await page.getByRole('button', { name: 'Apagar' }).click();
    await expect(page.getByText('Dados apagados deste aparelho.')).toBeVisible();
    expect(guard.violations(), 'Content Security Policy violations').toEqual([]);
    await context.close();
    context = undefined;

    const kept = autofillValues(dir);
    expect(kept).toContain('valor-de-controle');
    const typed = [
      'JOANA AUTOFILL PEREIRA',
      'Joana Autofill Pereira',
      '400.000.307-08',
      '(11) 98765-4321',
      '14/07/1979',
      'ROSA AUTOFILL PEREIRA',
      'joana.autofill@exemplo.com',
      '01001-000',
      '4321',
      'casa autofill',
      '7788',
      '99887766',
    ];
    expect(kept.filter((value) => typed.some((t) => value.toLowerCase() === t.toLowerCase()))).toEqual([]);
  } finally {
    await context?.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
