/**
 * What only the `nginx` project's server does (playwright.config.ts): the built app behind
 * Debian's nginx with the configuration the build wrote (dist-nginx/app.conf.template,
 * docs/deploying.md). The other tagged specs (@nginx) run the flows, headers and service worker
 * behind it; these check each kind of file by its answer's headers, and compare every security
 * header with the preview server's (APP_PORT) for the same build.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CPF_SCENARIOS, cpfFor } from '../../openapi/sandbox/scenarios';
import { APP_PORT, NGINX_LOG_DIR, NGINX_PORT } from '../../playwright.config';
import { CACHE_CONTROL, HSTS, MAX_BODY, REQUEST_LIMITS } from '../../scripts/nginx/config';
import { startNginx } from '../../scripts/nginx/run';
import { upstreamsOf } from '../../scripts/proxy-targets';
import { PROXIED_POLICY } from '../../scripts/security-headers';
import { expect, expectNoSeriousA11yViolations, fillLanding, sandboxReceived, sandboxRequests, test } from './fixtures';
import { IDENTITY_CPFS, reachProposal, settleProposal } from './proposal-flow';
import { WIZARD_CPFS, WIZARD_UI_CPFS, digitsOf } from './wizard-flow';

const OUT_DIR = process.env.OUT_DIR ?? 'dist';
const PREVIEW = `http://localhost:${APP_PORT}`;
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
];
/** What the worker's browser or a terminator in front may send that the third parties must never get. */
const NOT_FOR_THIRD_PARTIES = [
  'cookie',
  'authorization',
  'referer',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'forwarded',
  'x-page-url',
  'x-xsrf-token',
];
/** Only this spec's flow uses it: a SUCCESS consultation of 12 years. */
const NGINX_FLOW_CPF = '300.000.212-02';
/** Every CPF the browser tests type, as digits: none may reach the access log. */
const TEST_CPFS = [
  ...new Set(
    [NGINX_FLOW_CPF, ...Object.values(IDENTITY_CPFS), ...Object.values(WIZARD_CPFS), ...Object.values(WIZARD_UI_CPFS), ...CPF_SCENARIOS.map((s) => s.cpf)].map(
      digitsOf,
    ),
  ),
];

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** The access log's lines as the project's nginx wrote them (its own format, scripts/nginx/config.ts). */
function accessLog(): { line: string; method: string; path: string; status: number; at: number }[] {
  return readFileSync(join(NGINX_LOG_DIR, 'access.log'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, method = '', path = '', status = '0'] = /"(\S+) (\S+) HTTP\/[\d.]+" (\d{3}) /.exec(line) ?? [];
      return { line, method, path, status: Number(status), at: Number(line.split(' ').at(-1)) * 1000 };
    });
}

/**
 * The fullest the limit's bucket gets for requests at these times (ms) at `rate` per second: how
 * much of the burst they use (nginx's leaky bucket, as limit_req counts it).
 */
function peakExcess(times: number[], rate: number): number {
  let level = 0;
  let last = -Infinity;
  let peak = 0;
  for (const at of [...times].sort((a, b) => a - b)) {
    level = Math.max(0, level - ((at - last) / 1000) * rate) + 1;
    last = at;
    peak = Math.max(peak, level - 1);
  }
  return peak;
}

/** The most requests at these times (ms) within any one second. */
function peakPerSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let peak = 0;
  for (let i = 0, j = 0; j < sorted.length; j += 1) {
    while ((sorted[j] ?? 0) - (sorted[i] ?? 0) >= 1000) i += 1;
    peak = Math.max(peak, j - i + 1);
  }
  return peak;
}

/** The headers of the one request the sandbox received at `path` with this query ('' for none). */
async function receivedHeaders(path: string, search: string) {
  const found = (await sandboxReceived(path)).filter((r) => r.path === path && r.search === search);
  expect(found, `${path}${search} reached the sandbox once`).toHaveLength(1);
  return found[0]?.headers ?? {};
}
/** The app's entry chunk, a hashed asset of this build. */
function entry(): string {
  const path = /\/assets\/index-[\w-]+\.js/.exec(readFileSync(join(OUT_DIR, 'index.html'), 'utf8'))?.[0];
  expect(path, 'the entry chunk named in index.html').toBeTruthy();
  return path as string;
}

test.describe('behind nginx', { tag: '@nginx' }, () => {
  test("should send every security header exactly as the preview server does › the page's, the worker's and the proxied answers'", async ({ request }) => {
    for (const path of [
      '/demo',
      '/demo/loja1/auto/dados-pessoais?etapa=2',
      '/sw.js',
      entry(),
      '/manifest.webmanifest',
      '/favicon.png',
      '/api/whitelabel/?slug=demo',
      '/cep/ws/01001000/json/',
      '/sdk-assets/index.js',
      '/assets/nope-000.js',
    ]) {
      const [nginx, preview] = await Promise.all([request.get(path), request.get(`${PREVIEW}${path}`)]);
      expect(nginx.headers()['server'], path).toBe('nginx');
      for (const name of SECURITY_HEADERS) expect(nginx.headers()[name], `${path}: ${name}`).toBe(preview.headers()[name]);
    }
  });

  test('should keep hashed assets a year and precompressed, and have the shell, the worker and the manifest revalidate', async ({ request }) => {
    const get = (path: string, encoding = 'br, gzip') => request.get(path, { headers: { 'Accept-Encoding': encoding } });
    const asset = entry();
    for (const [encoding, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
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
    // A seller the sandbox does not know (loja1), so the app itself (shell and chunks served
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

  test('should relay to the postal-code service only GET /cep/ws/{8 digits}/json/ › without its query; any other path or method a 404', async ({ request }) => {
    for (const path of [
      '/cep/',
      '/cep/ws/0100100/json/',
      '/cep/ws/010010000/json/',
      '/cep/ws/01001000/json',
      '/cep/ws/01001000/xml/',
      '/cep/ws/01001000/json/x',
      '/cep/v1/01001000',
      '/cep/ws/01001000/json/%3F',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-security-policy'], path).toBe(PROXIED_POLICY);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect((await request.fetch('/cep/ws/01001000/json/', { method, data: '{"a":1}' })).status(), method).toBe(404);
    }
    // A postal code no other test asks for: the one request the sandbox gets for it has no query.
    const cep = String(90_000_000 + Math.floor(Math.random() * 9_000_000));
    const lookup = await request.get(`/cep/ws/${cep}/json/?callback=x&document=52998224725`);
    expect(lookup.status()).toBe(200);
    await receivedHeaders(`/ws/${cep}/json/`, '');
  });

  test("should pass the third parties nothing of the worker's and keep their cookies › the BFF gets its headers, set, never appended to", async ({
    request,
  }) => {
    const probe = randomUUID();
    const worker = {
      Cookie: 'session=token-of-the-worker',
      Authorization: 'Bearer token-of-the-worker',
      Referer: 'http://localhost/demo/dados-pessoais?etapa=2',
      'X-Forwarded-For': '203.0.113.9',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
      'X-Real-IP': '203.0.113.9',
      Forwarded: 'for=203.0.113.9',
      'X-Page-Url': 'http://localhost/demo/simulacao',
      'X-XSRF-TOKEN': 'xsrf',
    };
    const cep = String(80_000_000 + Math.floor(Math.random() * 9_000_000));
    const answers = {
      cep: await request.get(`/cep/ws/${cep}/json/`, { headers: worker }),
      identity: await request.get(`/sdk-assets/index.js?probe=${probe}`, { headers: worker }),
      bff: await request.get(`/api/whitelabel/?slug=demo&probe=${probe}`, { headers: worker }),
    };
    const third = [await receivedHeaders(`/ws/${cep}/json/`, ''), await receivedHeaders('/sdk-assets/index.js', `?probe=${probe}`)];
    for (const headers of third) {
      for (const name of NOT_FOR_THIRD_PARTIES) expect(headers[name], name).toBeUndefined();
      expect(headers['user-agent']).toBeTruthy();
    }
    // Their cookies stay theirs (the sandbox sets one on every answer), the BFF's reach the app.
    expect(answers.cep.headers()['set-cookie']).toBeUndefined();
    expect(answers.identity.headers()['set-cookie']).toBeUndefined();
    expect(answers.bff.headers()['set-cookie']).toContain('XSRF-TOKEN=');
    // The BFF keeps what the app sends; where the request came from is nginx's to say.
    const bff = await receivedHeaders('/api/whitelabel/', `?slug=demo&probe=${probe}`);
    expect(bff).toMatchObject({
      cookie: worker.Cookie,
      authorization: worker.Authorization,
      'x-page-url': worker['X-Page-Url'],
      'x-forwarded-for': '127.0.0.1',
      'x-real-ip': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'localhost',
    });
  });

  test("should keep the BFF's answers out of every cache but tenant images, and close the connection of an unknown host", async ({ request }) => {
    for (const path of ['/api/whitelabel/?slug=demo', '/api/nope-unknown', '/api/v2/balance-solicitation/nope']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('no-store');
    }
    expect((await request.get('/api/whitelabel/assets/acme/logo.svg')).headers()['cache-control']).toBe('public, max-age=300');
    const unknownHost = await new Promise<string>((done) => {
      const asked = httpRequest({ host: '127.0.0.1', port: NGINX_PORT, path: '/demo', headers: { Host: 'evil.example' } }, (res) =>
        done(`answered ${res.statusCode}`),
      );
      asked.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
      asked.end();
    });
    expect(unknownHost).toBe('ECONNRESET');
  });

  test('should send HSTS on every answer only where it is served over TLS › and tell the BFF the scheme the terminator received', async ({ request }) => {
    const logDir = mkdtempSync(join(tmpdir(), 'fgts-nginx-tls-'));
    const tls = await startNginx({
      outDir: OUT_DIR,
      port: await freePort(),
      upstreams: upstreamsOf({ SANDBOX_PORT: String(NGINX_PORT + 1) }),
      tls: true,
      logDir,
    });
    try {
      for (const path of [
        '/demo',
        '/index.html',
        '/sw.js',
        entry(),
        '/favicon.png',
        '/nope.png',
        '/.vite/manifest.json',
        '/api/whitelabel/?slug=demo',
        '/api/whitelabel/assets/acme/logo.svg',
        '/cep/ws/01001000/json/',
        '/cep/nope',
        '/sdk-assets/index.js',
      ]) {
        expect((await request.get(`${tls.url}${path}`)).headers()['strict-transport-security'], path).toBe(HSTS);
        expect((await request.get(path)).headers()['strict-transport-security'], `${path} over plain http`).toBeUndefined();
      }
      const probe = randomUUID();
      await request.get(`${tls.url}/api/whitelabel/?slug=demo&probe=${probe}-http`, { headers: { 'X-Forwarded-Proto': 'http' } });
      await request.get(`${tls.url}/api/whitelabel/?slug=demo&probe=${probe}-none`);
      expect((await receivedHeaders('/api/whitelabel/', `?slug=demo&probe=${probe}-http`))['x-forwarded-proto']).toBe('http');
      expect((await receivedHeaders('/api/whitelabel/', `?slug=demo&probe=${probe}-none`))['x-forwarded-proto']).toBe('https');
    } finally {
      await tls.stop();
      rmSync(logDir, { recursive: true, force: true });
    }
  });

  test("a whole flow behind nginx: the selfie and 'Etapa Final.' work, the third parties get nothing of the worker's, the logs keep no CPF, the limit is never reached", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const from = Date.now();
    await page.clock.install();
    const id = await reachProposal(page, { cpf: NGINX_FLOW_CPF });
    await page.goto('/demo/selfie');
    await expect(page.getByRole('heading', { name: 'Verificação de identidade' })).toBeVisible();
    // The 7 s read brings the identity data: the provider's script and stylesheet load, the box opens.
    await settleProposal(id);
    await page.clock.runFor(7_000);
    const box = page.getByRole('dialog', { name: 'Verificação de identidade' });
    await box.getByRole('button', { name: 'Tirar selfie', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Etapa Final.' })).toBeVisible();

    // What reached the postal-code service and the identity provider: nothing of the worker's.
    const third = [...(await sandboxReceived('/ws/')), ...(await sandboxReceived('/sdk-assets/'))];
    expect(third.some((r) => r.path === '/ws/01001000/json/')).toBe(true);
    expect(third.some((r) => r.path === '/sdk-assets/index.js')).toBe(true);
    expect(third.some((r) => r.method === 'POST' && r.path === '/sdk-assets/events')).toBe(true);
    expect(third.flatMap(({ path, headers }) => NOT_FOR_THIRD_PARTIES.filter((name) => name in headers).map((name) => `${path}: ${name}`))).toEqual([]);
    // The browser did send cookies: the BFF got them.
    expect((await sandboxReceived('/api/')).some((r) => String(r.headers.cookie ?? '').includes('XSRF-TOKEN='))).toBe(true);
    // X-Page-Url: the page's origin and path, never its query (the wizard's ?etapa=) or fragment.
    const recorded = await sandboxRequests();
    const pages = recorded.map((r) => r.pageUrl ?? '');
    expect(pages.some((url) => url.includes('/dados-pessoais'))).toBe(true);
    expect(pages.filter((url) => /[?#]/.test(url))).toEqual([]);

    // The access log: this flow's calls are there, by path only; no test CPF in it, no query anywhere.
    const log = accessLog();
    const flow = log.filter((entry) => entry.at >= from);
    expect(flow.some((entry) => entry.path === '/api/v2/balance-solicitation')).toBe(true);
    expect(flow.some((entry) => entry.path === `/api/proposal/${id}`)).toBe(true);
    // One expect for the whole log (hundreds of lines, dozens of CPFs).
    expect(log.filter(({ line }) => TEST_CPFS.some((cpf) => line.includes(cpf)) || /"\S+ \S*\?/.test(line)).map(({ line }) => line)).toEqual([]);
    // The BFF's limit: never reached, by this flow or by the tests beside it (one address here).
    const api = flow.filter((entry) => entry.path.startsWith('/api/')).map((entry) => entry.at);
    const excess = peakExcess(api, REQUEST_LIMITS.api.rate);
    // The largest body the flow sent (the proposal), well under what nginx takes.
    const largest = Math.max(...recorded.map((r) => (r.body === null ? 0 : Buffer.byteLength(JSON.stringify(r.body)))));
    test.info().annotations.push({
      type: 'flow figures',
      description: `${api.length} BFF requests; at most ${peakPerSecond(api)} in one second; bucket at ${REQUEST_LIMITS.api.rate}/s peaked at ${excess.toFixed(1)} of ${REQUEST_LIMITS.api.burst}; largest body ${largest} bytes`,
    });
    expect(log.filter((entry) => entry.status === 429)).toEqual([]);
    expect(excess).toBeLessThan(REQUEST_LIMITS.api.burst / 2);
    expect(largest).toBeLessThan((parseInt(MAX_BODY, 10) * 1024) / 4);
  });
});
