/**
 * The sandbox BFF: a deterministic in-memory twin of openapi/bff.yaml on node:http.
 *
 * Pipeline of a request: CORS preflight → identity stand-in → test support → record →
 * route (404/405; in spec-only mode, 404 too for an operation the spec does not have) →
 * session (401) → XSRF (403) → contract validation (400) → handler →
 * response validation (a 500 when strict, a warning otherwise) → in spec-only mode, every field
 * the product spec does not name is stripped and the rest validated again.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clockFromEnv } from './clock.ts';
import { loadContract, type Operation } from './contract.ts';
import { HANDLERS, type Env } from './handlers/index.ts';
import { bearerToken, headerValue, parseCookies, readJsonBody, sendEmpty, sendJson, sendRaw } from './http.ts';
import { createIdentityState, handleIdentity } from './identity.ts';
import { DEFAULT_PROPOSAL_STEP_MS, advanceProposal, signProposal } from './proposals.ts';
import { createStore } from './store.ts';
import { handleTestSupport, recordReceived, type ReceivedRequest, type RecordedRequest } from './test-support.ts';
import type { RawReply } from './types.ts';
import { ALL_STATUSES, type CpfScenario } from './scenarios.ts';
import { isInSpec, specOnlyBody, type SpecOperationId } from './spec-fields.ts';

export type { ReceivedRequest, RecordedRequest } from './test-support.ts';

export const DEFAULT_PENDING_MS = 20_000;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const SESSION_EXPIRED_MESSAGE = 'Sessão expirada';

export interface SandboxOptions {
  /** How long a new solicitation stays PENDING (env SANDBOX_PENDING_MS, default 20000). */
  pendingMs?: number;
  /** How long each customStatus step of a proposal waits (env SANDBOX_PROPOSAL_STEP_MS, default 10000). */
  proposalStepMs?: number;
  /** Turn responses that break the contract into 500s (env SANDBOX_STRICT=1). */
  strict?: boolean;
  /** One line per request, method and path only (env SANDBOX_LOG=1). */
  log?: boolean;
  /**
   * Answer only the fields spec sections 3 and 7 name (env SANDBOX_SPEC_ONLY=1): what a BFF that
   * does exactly what the spec says would send. See spec-fields.ts.
   */
  specOnly?: boolean;
  /** Clock, injectable so tests can move time (default: SANDBOX_NOW's, see clock.ts). */
  now?: () => number;
}

export interface SandboxConfig {
  pendingMs: number;
  proposalStepMs: number;
  strict: boolean;
  log: boolean;
  specOnly: boolean;
}

export interface Sandbox {
  handler(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Clears state and recorded requests and restores the start-up config. */
  reset(): void;
  /** Requests received so far (not /__sandbox ones), oldest first; the same array across resets. */
  readonly requests: RecordedRequest[];
  readonly config: SandboxConfig;
  /** The sandbox's clock (epoch ms). */
  now(): number;
}

type AnyReply = { status: number; body: unknown } | RawReply;
type LooseHandler = (ctx: { query: unknown; path: unknown; body: unknown }, env: Env) => AnyReply | Promise<AnyReply>;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const contract = loadContract();
  const initial: SandboxConfig = {
    pendingMs: options.pendingMs ?? envNumber('SANDBOX_PENDING_MS', DEFAULT_PENDING_MS),
    proposalStepMs: options.proposalStepMs ?? envNumber('SANDBOX_PROPOSAL_STEP_MS', DEFAULT_PROPOSAL_STEP_MS),
    strict: options.strict ?? process.env.SANDBOX_STRICT === '1',
    log: options.log ?? process.env.SANDBOX_LOG === '1',
    specOnly: options.specOnly ?? process.env.SANDBOX_SPEC_ONLY === '1',
  };
  const config: SandboxConfig = { ...initial };
  const now = options.now ?? clockFromEnv();
  let store = createStore();
  let identity = createIdentityState();
  const requests: RecordedRequest[] = [];
  /** Every request with its headers, the stand-ins' too: what the app server in front passed on. */
  const received: ReceivedRequest[] = [];
  /** Creations answered slowly, per CPF (POST /__sandbox/slow): a test's own, never the others'. */
  const slow = new Map<string, number>();

  const reset = () => {
    store = createStore();
    identity = createIdentityState();
    requests.length = 0;
    received.length = 0;
    slow.clear();
    Object.assign(config, initial);
  };

  function cors(req: IncomingMessage, res: ServerResponse): void {
    // The app proxies to the sandbox (same origin); CORS only helps when a page calls it directly.
    const origin = headerValue(req, 'origin');
    if (!origin) return;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key, X-Page-Url, X-XSRF-TOKEN');
  }

  async function runOperation(
    req: IncomingMessage,
    url: URL,
    operation: Operation,
    params: Record<string, string>,
    body: unknown,
    keepByKey: () => void,
  ): Promise<AnyReply> {
    const isApi = url.pathname.startsWith('/api/');
    // Images are fetched by <img>/<link> without the bearer, so they are outside the session check.
    const needsSession = isApi && operation.id !== 'refreshToken' && operation.id !== 'getWhiteLabelAsset';
    if (needsSession && bearerToken(req)?.startsWith('expired')) return { status: 401, body: { message: SESSION_EXPIRED_MESSAGE } };

    if (isApi && (req.method === 'POST' || req.method === 'PUT' || req.method === 'DELETE')) {
      const cookie = parseCookies(req.headers.cookie).get(XSRF_COOKIE);
      if (cookie !== undefined && headerValue(req, XSRF_HEADER) !== cookie) {
        return { status: 403, body: { message: 'Token XSRF ausente ou invalido' } };
      }
    }

    const checked = contract.checkRequest(operation, url.searchParams, params, body);
    if (!checked.ok) return { status: 400, body: { message: checked.message } };

    // The contract validation above guarantees the shapes the typed handler expects.
    const handler = HANDLERS[operation.id] as unknown as LooseHandler;
    const creationDelayMs = (document: string) => slow.get(document) ?? 0;
    const reply = await handler(checked, { store, now: now(), pendingMs: config.pendingMs, proposalStepMs: config.proposalStepMs, creationDelayMs, keepByKey });
    if ('raw' in reply) return reply;

    const problem = contract.checkResponse(operation.id, reply.status, reply.body);
    if (problem) {
      const message = `sandbox answer breaks the contract (${operation.id} ${reply.status}): ${problem}`;
      if (config.strict) return { status: 500, body: { message } };
      console.warn(message);
    }
    if (!config.specOnly) return reply;
    // What is left must still satisfy the document: it may require only what the spec names.
    // Operations outside the spec never get here in spec-only mode: handler() answers them 404 first.
    const stripped = specOnlyBody(operation.id as SpecOperationId, reply.status, reply.body);
    const specProblem = contract.checkResponse(operation.id, reply.status, stripped);
    if (specProblem) {
      const message = `bff.yaml requires a field the spec does not name (${operation.id} ${reply.status}): ${specProblem}`;
      if (config.strict) return { status: 500, body: { message } };
      console.warn(message);
    }
    return { status: reply.status, body: stripped };
  }

  /**
   * Idempotency-Key, honoured for any operation: the same method, path and key get the first
   * answer again without running the operation, and a repeat that arrives while the first is in
   * flight waits for it. Only successes are kept (a refusal or a failure created nothing, so its
   * repeat runs again), unless the handler keeps its answer whatever its status (`keepByKey`: the
   * scenarios of a BFF that replays every answer by key, failures included).
   */
  function idempotent(req: IncomingMessage, method: string, url: URL, run: (keepByKey: () => void) => Promise<AnyReply>): Promise<AnyReply> {
    const key = headerValue(req, IDEMPOTENCY_HEADER);
    if (!key) return run(() => undefined);
    const id = `${method} ${url.pathname} ${key}`;
    const known = store.idempotent.get(id);
    if (known) return known;
    const owner = store;
    let keep = false;
    const answer = run(() => {
      keep = true;
    });
    owner.idempotent.set(id, answer);
    answer.then(
      (reply) => {
        if (!keep && (reply.status < 200 || reply.status >= 300)) owner.idempotent.delete(id);
      },
      () => owner.idempotent.delete(id),
    );
    return answer;
  }

  async function handler(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const method = (req.method ?? 'GET').toUpperCase();
    // HEAD is answered as GET; node:http leaves the body out.
    const routeMethod = method === 'HEAD' ? 'GET' : method;
    if (config.log) res.on('finish', () => console.log(`${method} ${url.pathname} ${res.statusCode}`));
    recordReceived(received, method, url, req.headers);
    try {
      cors(req, res);
      if (method === 'OPTIONS') {
        res.statusCode = 204;
        return void res.end();
      }
      if (!parseCookies(req.headers.cookie).has(XSRF_COOKIE)) {
        res.setHeader('Set-Cookie', `${XSRF_COOKIE}=${randomUUID()}; Path=/; SameSite=Lax`);
      }
      if (await handleIdentity(req, res, url, identity, { sign: (id, outcome) => signProposal(store, id, outcome, now(), config.proposalStepMs) })) return;
      if (url.pathname.startsWith('/__sandbox/')) {
        return await handleTestSupport(req, res, url, { requests, received, reset, config, now, settle, advance, slow, created });
      }

      const parsed = routeMethod === 'GET' ? { ok: true as const, body: undefined } : await readJsonBody(req);
      requests.push({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: parsed.ok ? (parsed.body ?? null) : null,
        pageUrl: headerValue(req, 'x-page-url'),
        idempotencyKey: headerValue(req, IDEMPOTENCY_HEADER),
      });

      const match = contract.match(routeMethod, url.pathname);
      if (match.kind === 'not-found') return sendJson(res, 404, { message: `Rota nao encontrada: ${method} ${url.pathname}` });
      if (match.kind === 'method-not-allowed') {
        res.setHeader('Allow', match.allowed.join(', '));
        return sendJson(res, 405, { message: `Metodo ${method} nao permitido em ${url.pathname}` });
      }
      // A BFF doing only what the spec says does not have the optional push extension (NOT_IN_SPEC).
      if (config.specOnly && !isInSpec(match.operation.id)) return sendJson(res, 404, { message: `Rota nao encontrada: ${method} ${url.pathname}` });
      if (!parsed.ok) return sendJson(res, 400, { message: parsed.message });
      const { operation, params } = match;
      const reply = await idempotent(req, routeMethod, url, (keepByKey) => runOperation(req, url, operation, params, parsed.body, keepByKey));
      if ('raw' in reply) return sendRaw(res, reply.status, reply.contentType, reply.raw, 'public, max-age=300');
      if (reply.body === undefined) return sendEmpty(res, reply.status);
      return sendJson(res, reply.status, reply.body);
    } catch (error) {
      // Stack only: request bodies hold personal data and are never logged.
      console.error('sandbox error:', error instanceof Error ? error.stack : String(error));
      if (!res.headersSent) sendJson(res, 500, { message: 'Erro inesperado no sandbox' });
      else res.end();
    }
  }

  function settle(id: string, status: string): boolean {
    const record = store.solicitations.get(id);
    if (!record || !(ALL_STATUSES as readonly string[]).includes(status)) return false;
    record.scenario = { ...record.scenario, finalStatus: status as CpfScenario['finalStatus'] };
    // Past its pending time: every read from now on answers the final status.
    record.createdAt = Math.min(record.createdAt, now() - config.pendingMs);
    return true;
  }

  /** Moves one proposal `ms` on (default one step), or to where nothing waits any more. */
  function advance(id: string, how: { ms?: number; settle?: boolean }): boolean {
    const record = store.proposals.get(id);
    if (!record) return false;
    if (how.settle) {
      const t = now();
      // Enough for the bank step and then the identity step to end, whichever started last.
      const done = Math.max(record.bankStartedAt + config.proposalStepMs, record.identityStartedAt ?? 0) + config.proposalStepMs;
      if (done > t) advanceProposal(record, done - t);
      return true;
    }
    advanceProposal(record, how.ms ?? config.proposalStepMs);
    return true;
  }

  /** What the sandbox created for one CPF: what tests count (a lost answer must not create twice). */
  function created(document: string): { leads: string[]; solicitations: string[]; proposals: string[] } {
    return {
      leads: [...store.leads].filter(([, lead]) => lead.document === document).map(([id]) => id),
      solicitations: [...store.solicitations.values()].filter((record) => record.document === document).map((record) => record.id),
      proposals: [...store.proposals.values()].filter((record) => record.request.NaturalPerson.document === document).map((record) => record.id),
    };
  }

  return { handler, reset, requests, config, now };
}

export interface RunningSandbox extends Sandbox {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Starts the sandbox on host:port (port 0 picks a free one). */
export async function startSandbox(options: SandboxOptions & { port?: number; host?: string } = {}): Promise<RunningSandbox> {
  const sandbox = createSandbox(options);
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => void sandbox.handler(req, res));
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? 0, host, () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(sandbox, {
    server,
    port,
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolveClose, rejectClose) => {
        server.closeAllConnections();
        server.close((error) => (error ? rejectClose(error) : resolveClose()));
      }),
  });
}
