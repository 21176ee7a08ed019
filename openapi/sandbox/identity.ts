/**
 * The identity provider's stand-in (what its npm package loads from `{host}/sdk-assets/...`) and
 * its test support. The app server proxies /sdk-assets here, so in the app it is same-origin.
 *
 *   GET  /sdk-assets/index.js             identity/identity-sdk.js (or the status the knob sets)
 *   GET  /sdk-assets/assets/styles.css    identity/styles.css (likewise)
 *   GET  /sdk-assets/redirect.html        the provider's page of REDIRECT mode
 *   POST /sdk-assets/redirect.html        its form: records the finish, then 303 to `returnTo` (a path
 *                                         on the page's own origin), or the page saying it was sent
 *   GET  /sdk-assets/assinatura/{id}      local stand-in of the identity-check page ('Etapa Final.')
 *   POST /sdk-assets/assinatura/{id}      its form: `acao=assinar` signs the contract of the proposal
 *                                         whose UnicoData.id is {id}, `acao=recusar` refuses it
 *                                         (customStatus `confirmacao.assinatura_contrato`, our addition)
 *   POST /sdk-assets/events               track events the script sends {type, transactionId?, token?}
 *   POST /sdk-assets/finish               how a flow ended {transactionId, status, mode}
 *
 * Test only (/__sandbox, never proxied by the app):
 *   GET  /__sandbox/identity              {events, finishes, faults}
 *   POST /__sandbox/identity              {script?: 200|404|500, styles?: 200|404|500, onlyFor?: text}
 *                                         (onlyFor: only requests whose Referer contains it fail, so
 *                                         tests running side by side do not break each other; each
 *                                         onlyFor keeps its own setting, 200 for both removes it)
 *   GET  /__sandbox/identity/harness.html a page that runs the real package and the app's wrapper
 *   GET  /__sandbox/identity/idpay-b2b-sdk.js   the real package's ESM build, from node_modules
 *   GET  /__sandbox/identity/identity-sdk.js    src/features/identity/identity-sdk.ts, types stripped
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { readJsonBody, sendJson, sendRaw } from './http.ts';

export interface TrackEvent {
  type: string;
  transactionId?: string | null;
  token?: string | null;
}

export interface FlowFinish {
  transactionId: string;
  status: string;
  mode: string;
}

export interface IdentityState {
  events: TrackEvent[];
  finishes: FlowFinish[];
  /**
   * Statuses the script and stylesheet answer instead of the files, by the text a page's URL
   * (Referer) must contain; the key '' applies to every page.
   */
  faults: Record<string, Fault>;
}

export interface Fault {
  script: number;
  styles: number;
}

export const createIdentityState = (): IdentityState => ({ events: [], finishes: [], faults: {} });

/** The fault that applies to a request: a scoped one its Referer matches, else the global one. */
function faultFor(state: IdentityState, referer: string): Fault | undefined {
  const scoped = Object.keys(state.faults).find((scope) => scope !== '' && referer.includes(scope));
  return state.faults[scoped ?? ''];
}

const JS = 'application/javascript; charset=utf-8';
const HTML = 'text/html; charset=utf-8';
const FILES: Readonly<Record<string, [url: URL, contentType: string]>> = {
  '/sdk-assets/index.js': [new URL('./identity/identity-sdk.js', import.meta.url), JS],
  '/sdk-assets/assets/styles.css': [new URL('./identity/styles.css', import.meta.url), 'text/css; charset=utf-8'],
  '/sdk-assets/redirect.html': [new URL('./identity/redirect.html', import.meta.url), HTML],
  '/__sandbox/identity/harness.html': [new URL('./identity/harness.html', import.meta.url), HTML],
};
const KNOBS: Readonly<Record<string, 'script' | 'styles'>> = {
  '/sdk-assets/index.js': 'script',
  '/sdk-assets/assets/styles.css': 'styles',
};
const MAX_EVENTS = 500;
// Anything else as JSON (the events' bodies were JSON), so an object records its content, not '[object Object]'.
const text = (value: unknown, max = 200) =>
  typeof value === 'string' ? value.slice(0, max) : value == null ? null : (JSON.stringify(value) ?? typeof value).slice(0, max);

const cache = new Map<string, string>();
function read(path: string, produce: () => string): string {
  let body = cache.get(path);
  if (body === undefined) {
    body = produce();
    cache.set(path, body);
  }
  return body;
}

/** The real package's ESM build (test harness only: the app bundles the package itself). */
function packageSource(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('idpay-b2b-sdk/index.esm.js'), 'utf8');
}

/**
 * The app's wrapper with its types stripped, so the harness runs the code the app ships. Vite's
 * own transform: `npm start` and the browser tests run the sandbox in the process that already
 * loaded Vite (scripts/serve.ts), so this costs nothing there.
 */
async function wrapperSource(): Promise<string> {
  const cached = cache.get('wrapper');
  if (cached !== undefined) return cached;
  const { transformWithOxc } = await import('vite');
  const file = new URL('../../src/features/identity/identity-sdk.ts', import.meta.url);
  const out = (await transformWithOxc(readFileSync(file, 'utf8'), 'identity-sdk.ts', { lang: 'ts' })).code;
  cache.set('wrapper', out);
  return out;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function signaturePage(id: string, result?: 'sucesso' | 'erro' | 'unknown'): string {
  const said =
    result === 'sucesso'
      ? '<p role="status">Contrato assinado. Você já pode voltar ao aplicativo.</p>'
      : result === 'erro'
        ? '<p role="status">Assinatura recusada.</p>'
        : result === 'unknown'
          ? '<p role="status">Nenhuma proposta pronta para assinar com este identificador.</p>'
          : '';
  // A plain form (no script): the page works under any policy and without JavaScript.
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Assinatura do contrato (sandbox)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem">
<main><h1>Assinatura do contrato</h1>
<p>Página de verificação de identidade e assinatura (imitação do sandbox).</p>
<p>Identificador: <strong>${escapeHtml(id)}</strong></p>${said}
<form method="post" style="display:flex;gap:1rem">
<button type="submit" name="acao" value="assinar" style="min-height:44px">Assinar contrato</button>
<button type="submit" name="acao" value="recusar" style="min-height:44px">Recusar</button>
</form></main></body></html>`;
}

async function readText(req: IncomingMessage, max = 10_000): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > max) break;
  }
  return text;
}

export interface IdentityHooks {
  /** Signs (sucesso) or refuses (erro) the contract of the proposal with this UnicoData.id. */
  sign?(unicoDataId: string, outcome: 'sucesso' | 'erro'): boolean;
}

/** Handles /sdk-assets/* and /__sandbox/identity*; false when the path is not one of them. */
export async function handleIdentity(req: IncomingMessage, res: ServerResponse, url: URL, state: IdentityState, hooks: IdentityHooks = {}): Promise<boolean> {
  const method = (req.method ?? 'GET').toUpperCase();
  const get = method === 'GET' || method === 'HEAD';
  const path = url.pathname;
  if (!path.startsWith('/sdk-assets/') && path !== '/__sandbox/identity' && !path.startsWith('/__sandbox/identity/')) return false;

  if (get && Object.hasOwn(FILES, path)) {
    const knob = KNOBS[path];
    const fault = knob ? faultFor(state, req.headers.referer ?? '') : undefined;
    const status = knob && fault ? fault[knob] : 200;
    if (status !== 200) {
      sendRaw(res, status, 'text/plain; charset=utf-8', `stand-in answers ${status} (POST /__sandbox/identity)`);
      return true;
    }
    const [file, contentType] = FILES[path]!;
    sendRaw(
      res,
      200,
      contentType,
      read(path, () => readFileSync(file, 'utf8')),
    );
    return true;
  }
  if (method === 'POST' && path === '/sdk-assets/redirect.html') {
    const form = new URLSearchParams(await readText(req));
    if (state.finishes.length < MAX_EVENTS) {
      state.finishes.push({ transactionId: String(text(form.get('transactionId') ?? '')), status: String(text(form.get('status') ?? '')), mode: 'REDIRECT' });
    }
    const back = form.get('returnTo') ?? '';
    // A path only ('/…', never '//…' or '/\…'): the browser resolves it on the page's own origin.
    if (/^\/(?![/\\])/.test(back)) {
      res.writeHead(303, { Location: back });
      res.end();
      return true;
    }
    const [file] = FILES['/sdk-assets/redirect.html']!;
    const page = read('/sdk-assets/redirect.html', () => readFileSync(file, 'utf8'));
    sendRaw(
      res,
      200,
      HTML,
      page.replace('<p role="status" id="result"></p>', '<p role="status" id="result">Selfie enviada. Você já pode voltar ao aplicativo.</p>'),
    );
    return true;
  }
  const signature = /^\/sdk-assets\/assinatura\/([^/]+)$/.exec(path);
  if (get && signature?.[1]) {
    let id = signature[1];
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape is shown as sent.
    }
    sendRaw(res, 200, HTML, signaturePage(id));
    return true;
  }
  if (method === 'POST' && signature?.[1]) {
    let id = signature[1];
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape matches no proposal.
    }
    const action = new URLSearchParams(await readText(req)).get('acao');
    if (action !== 'assinar' && action !== 'recusar') {
      sendJson(res, 400, { message: 'body must be acao=assinar or acao=recusar (form)' });
      return true;
    }
    const outcome = action === 'assinar' ? 'sucesso' : 'erro';
    const done = hooks.sign?.(id, outcome) ?? false;
    sendRaw(res, done ? 200 : 404, HTML, signaturePage(id, done ? outcome : 'unknown'));
    return true;
  }
  if (method === 'POST' && (path === '/sdk-assets/events' || path === '/sdk-assets/finish')) {
    const parsed = await readJsonBody(req);
    const body = parsed.ok && parsed.body && typeof parsed.body === 'object' ? (parsed.body as Record<string, unknown>) : null;
    if (!body || (path.endsWith('events') && typeof body.type !== 'string')) {
      sendJson(res, 400, { message: 'body must be a JSON object' });
      return true;
    }
    if (path.endsWith('events')) {
      const event: TrackEvent = { type: String(text(body.type)) };
      if ('transactionId' in body) event.transactionId = text(body.transactionId);
      if ('token' in body) event.token = text(body.token);
      if (state.events.length < MAX_EVENTS) state.events.push(event);
    } else if (state.finishes.length < MAX_EVENTS) {
      state.finishes.push({ transactionId: String(text(body.transactionId)), status: String(text(body.status)), mode: String(text(body.mode)) });
    }
    res.statusCode = 204;
    res.end();
    return true;
  }

  if (path === '/__sandbox/identity' && get) {
    sendJson(res, 200, state);
    return true;
  }
  if (path === '/__sandbox/identity' && method === 'POST') {
    const parsed = await readJsonBody(req);
    const body = (parsed.ok ? parsed.body : undefined) as Partial<Record<'script' | 'styles' | 'onlyFor', unknown>> | undefined;
    const allowed = (v: unknown) => v === undefined || v === 200 || v === 404 || v === 500;
    const scope = body?.onlyFor;
    if (
      !body ||
      typeof body !== 'object' ||
      !allowed(body.script) ||
      !allowed(body.styles) ||
      (scope !== undefined && scope !== null && typeof scope !== 'string')
    ) {
      sendJson(res, 400, { message: 'body must be {"script"?: 200|404|500, "styles"?: 200|404|500, "onlyFor"?: string|null}' });
      return true;
    }
    const key = typeof scope === 'string' ? scope : '';
    const fault: Fault = { script: 200, styles: 200, ...state.faults[key] };
    if (typeof body.script === 'number') fault.script = body.script;
    if (typeof body.styles === 'number') fault.styles = body.styles;
    if (fault.script === 200 && fault.styles === 200) delete state.faults[key];
    else state.faults[key] = fault;
    sendJson(res, 200, state);
    return true;
  }
  if (get && path === '/__sandbox/identity/idpay-b2b-sdk.js') {
    sendRaw(res, 200, JS, read('package', packageSource));
    return true;
  }
  if (get && path === '/__sandbox/identity/identity-sdk.js') {
    sendRaw(res, 200, JS, await wrapperSource());
    return true;
  }
  sendJson(res, 404, { message: `no identity stand-in route ${method} ${path}` });
  return true;
}
