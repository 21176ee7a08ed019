/**
 * Issue 20: what only the `nginx` project's server does (playwright.config.ts): the built app behind
 * Debian's nginx with the configuration the build wrote (dist-nginx/app.conf.template,
 * docs/deploying.md). The other tagged specs (@nginx) run the flows, headers and service worker
 * behind it; these check each kind of file by its answer's headers, and compare every security
 * header with the preview server's (APP_PORT) for the same build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpfFor } from '../../openapi/sandbox/scenarios';
import { APP_PORT } from '../../playwright.config';
import { CACHE_CONTROL } from '../../scripts/nginx/config';
import { expect, expectNoSeriousA11yViolations, fillLanding, sandboxRequests, test } from './fixtures';

const OUT_DIR = process.env.OUT_DIR ?? 'dist';
const PREVIEW = `http://localhost:${APP_PORT}`;
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy'];
/** The app's entry chunk, a hashed asset of this build. */
function entry(): string {
  const path = /\/assets\/index-[\w-]+\.js/.exec(readFileSync(join(OUT_DIR, 'index.html'), 'utf8'))?.[0];
  expect(path, 'the entry chunk named in index.html').toBeTruthy();
  return path as string;
}

test.describe('behind nginx', { tag: '@nginx' }, () => {
  test("should send every security header exactly as the preview server does › the page's, the worker's and the proxied answers'", async ({ request }) => {
    for (const path of ['/demo', '/demo/loja1/auto/dados-pessoais?etapa=2', '/sw.js', entry(), '/manifest.webmanifest', '/favicon.png', '/api/whitelabel/?slug=demo', '/assets/nope-000.js']) {
      const [nginx, preview] = await Promise.all([request.get(path), request.get(`${PREVIEW}${path}`)]);
      expect(nginx.headers()['server'], path).toBe('nginx');
      for (const name of SECURITY_HEADERS) expect(nginx.headers()[name], `${path}: ${name}`).toBe(preview.headers()[name]);
    }
  });

  test('should keep hashed assets a year and precompressed, and have the shell, the worker and the manifest revalidate', async ({ request }) => {
    const get = (path: string, encoding = 'br, gzip') => request.get(path, { headers: { 'Accept-Encoding': encoding } });
    const asset = entry();
    for (const [encoding, sent] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const response = await get(asset, encoding);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding'], encoding).toBe(sent);
      expect(response.headers()['cache-control']).toBe(CACHE_CONTROL.hashed);
      expect(response.headers()['content-type']).toBe('application/javascript');
    }
    expect((await get(asset)).headers()['vary']).toBe('Accept-Encoding');
    expect((await get(asset, 'gzip')).headers()['content-length']).toBe(String(readFileSync(join(OUT_DIR, `${asset}.gz`)).length));

    for (const [path, type, encoding] of [
      ['/demo', 'text/html', 'br'],
      ['/index.html', 'text/html', 'br'],
      ['/sw.js', 'application/javascript', 'br'],
      ['/manifest.webmanifest', 'application/manifest+json', undefined],
      ['/favicon.png', 'image/png', undefined],
    ] as const) {
      const response = await get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(response.headers()['content-type'], path).toBe(type);
      expect(response.headers()['content-encoding'], path).toBe(encoding);
    }
  });

  test('should never answer a missing file, a proxied path or the build records with the app shell', async ({ request }) => {
    const shell = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
    for (const path of ['/assets/nope-000.js', '/assets/', '/nope.png', '/.vite/manifest.json', '/.vite/deployment.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('<div id="root"');
      // Errors carry the headers too (add_header … always), but are not kept: a missing script those
      // of a script (it is asked for by a page), anything else those of a page.
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
      if (path.endsWith('.js')) expect(response.headers()['content-security-policy'], path).toBeUndefined();
      else expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(response.headers()['cache-control'], path).toBeUndefined();
    }
    // /api and /cep reach their upstreams (here the sandbox), the /cep prefix stripped.
    const unknown = await request.get('/api/nope-unknown');
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['content-type']).toContain('application/json');
    const cep = await request.get('/cep/ws/01001000/json/');
    expect(cep.status()).toBe(200);
    expect(await cep.json()).toMatchObject({ cep: '01001-000', logradouro: 'Praça da Sé' });
    // The app's routes, however deep, get the shell.
    expect(await (await request.get('/demo/loja1/auto/dados-pessoais?etapa=2')).text()).toBe(shell);
  });

  test('should open /demo/FAQ as the FAQ', async ({ page }) => {
    await page.goto('/demo/FAQ');
    await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/faq$/);
  });

  test('should open a deep nested route directly and pass the headers the BFF needs through the proxy', async ({ page }) => {
    // The example: the sandbox has no seller loja1, so the app itself (shell and chunks served
    // on a three-level path) answers with its not-found page.
    await page.goto('/demo/loja1/auto/dados-pessoais?etapa=2');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Essa página não existe.' })).toBeVisible();

    // A link that exists at that depth, reloaded: no consultation on this phone, so the screen says so
    // and leads back to the link's landing.
    await page.goto('/demo/joao/zerotac/dados-pessoais?etapa=2');
    const missing = page.getByRole('heading', { level: 1, name: 'Não encontramos a sua consulta.' });
    await expect(missing).toBeVisible();
    await page.reload();
    await expect(missing).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/joao\/zerotac\/dados-pessoais\?etapa=2$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/zerotac$/);
    await expect(page.getByLabel('Nome completo')).toBeEditable();

    const cpf = cpfFor('SUCCESS');
    await fillLanding(page, { name: 'Maria da Silva', cpf, phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/zerotac\/tutorial$/);
    // X-Page-Url arrives as the page sent it, the nginx origin included.
    const origin = new URL(page.url()).origin;
    const leads = await sandboxRequests({ method: 'POST', path: '/api/leads' });
    expect(leads.some((r) => r.pageUrl?.startsWith(`${origin}/demo/joao/zerotac`))).toBe(true);
  });
});
