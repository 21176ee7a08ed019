/**
 * /__sandbox/* endpoints for browser tests. Not part of the BFF contract (not in bff.yaml):
 *   POST /__sandbox/reset     clears state and recorded requests, restores the start-up config
 *   GET  /__sandbox/requests  recorded requests, optionally filtered by ?method= and ?path=
 *   GET  /__sandbox/config    current config {pendingMs, proposalStepMs}
 *   GET  /__sandbox/clock     {now}: the sandbox's time (epoch ms; SANDBOX_NOW, see clock.ts), where a
 *                             test starts its page's clock so the app and the sandbox agree on the date
 *   POST /__sandbox/config    {pendingMs?, proposalStepMs?} changes them at run time
 *   POST /__sandbox/solicitations/{id}/settle   {status?} ends that consultation now with the given
 *                             status (default SUCCESS), as the bank would while the app is closed
 *   POST /__sandbox/proposals/{id}/advance   {ms?} moves that proposal's customStatus on by ms
 *                             (default one step, proposalStepMs), as time would
 *   POST /__sandbox/proposals/{id}/settle    moves it on until no step waits (final card states)
 * The identity stand-in's knobs and track events live in identity.ts (/__sandbox/identity).
 *   POST /__sandbox/slow      {document, ms} creations (lead, solicitation, proposal) for that CPF take ms
 *                             (0 ends it): a slow bank, for one test's CPF only
 *   GET  /__sandbox/created?document=   {leads, solicitations, proposals}: ids created for that CPF
 *   GET  /__sandbox/received?prefix=     every request that reached the sandbox (the BFF, the postal-code
 *                             and identity stand-ins) with its headers, optionally only paths under prefix:
 *                             what an app server in front passes through to each service
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody, sendJson } from './http.ts';

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  /** Parsed JSON body, or null when there was none. */
  body: unknown;
  /** Value of X-Page-Url, so tests can assert the client sends it. */
  pageUrl: string | null;
  /** Value of Idempotency-Key, so tests can assert a repeat carries the first key. */
  idempotencyKey: string | null;
}

/** A request as it reached the sandbox, with every header (names in lower case). */
export interface ReceivedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The query string as received ('' for none), with its '?'. */
  search: string;
  headers: Record<string, string | string[] | undefined>;
}

/** How many received requests are kept (the oldest go first): a long test run stays small. */
const MAX_RECEIVED = 5_000;

/** Keeps what reached the sandbox (not /__sandbox calls) in `received`. */
export function recordReceived(received: ReceivedRequest[], method: string, url: URL, headers: ReceivedRequest['headers']): void {
  if (url.pathname.startsWith('/__sandbox/')) return;
  received.push({ method, path: url.pathname, search: url.search, headers: { ...headers } });
  if (received.length > MAX_RECEIVED) received.splice(0, received.length - MAX_RECEIVED);
}

export interface SupportTarget {
  requests: RecordedRequest[];
  /** Every request with its headers (recordReceived). */
  received: ReceivedRequest[];
  reset(): void;
  config: { pendingMs: number; proposalStepMs: number };
  /** The sandbox's clock. */
  now: () => number;
  /** Ends one solicitation now; false when there is no such id or the status is unknown. */
  settle(id: string, status: string): boolean;
  /** Moves one proposal on; false when there is no such id. */
  advance(id: string, how: { ms?: number; settle?: boolean }): boolean;
  /** Creation delay per CPF. */
  slow: Map<string, number>;
  created(document: string): { leads: string[]; solicitations: string[]; proposals: string[] };
}

const isDuration = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

export async function handleTestSupport(req: IncomingMessage, res: ServerResponse, url: URL, target: SupportTarget): Promise<void> {
  const route = `${req.method} ${url.pathname}`;
  if (route === 'POST /__sandbox/reset') {
    target.reset();
    return sendJson(res, 200, { reset: true });
  }
  if (route === 'GET /__sandbox/requests') {
    const method = url.searchParams.get('method')?.toUpperCase();
    const path = url.searchParams.get('path');
    return sendJson(
      res,
      200,
      target.requests.filter((r) => (!method || r.method === method) && (!path || r.path === path)),
    );
  }
  if (route === 'GET /__sandbox/received') {
    const prefix = url.searchParams.get('prefix') ?? '';
    return sendJson(
      res,
      200,
      target.received.filter((r) => r.path.startsWith(prefix)),
    );
  }
  const currentConfig = () => ({ pendingMs: target.config.pendingMs, proposalStepMs: target.config.proposalStepMs });
  if (route === 'GET /__sandbox/config') return sendJson(res, 200, currentConfig());
  if (route === 'GET /__sandbox/clock') return sendJson(res, 200, { now: target.now() });
  if (route === 'POST /__sandbox/config') {
    const parsed = await readJsonBody(req);
    const body = (parsed.ok ? parsed.body : undefined) as { pendingMs?: unknown; proposalStepMs?: unknown } | undefined;
    const { pendingMs, proposalStepMs } = body ?? {};
    const given = pendingMs !== undefined || proposalStepMs !== undefined;
    if (!given || (pendingMs !== undefined && !isDuration(pendingMs)) || (proposalStepMs !== undefined && !isDuration(proposalStepMs))) {
      return sendJson(res, 400, { message: 'body must be {"pendingMs"?: number >= 0, "proposalStepMs"?: number >= 0}' });
    }
    if (isDuration(pendingMs)) target.config.pendingMs = pendingMs;
    if (isDuration(proposalStepMs)) target.config.proposalStepMs = proposalStepMs;
    return sendJson(res, 200, currentConfig());
  }
  const moveProposal = /^POST \/__sandbox\/proposals\/([^/]+)\/(advance|settle)$/.exec(route);
  if (moveProposal?.[1]) {
    const parsed = await readJsonBody(req);
    const ms = parsed.ok ? (parsed.body as { ms?: unknown } | undefined)?.ms : undefined;
    if (ms !== undefined && !isDuration(ms)) return sendJson(res, 400, { message: 'body must be {"ms"?: number >= 0}' });
    const id = decodeURIComponent(moveProposal[1]);
    const how = moveProposal[2] === 'settle' ? { settle: true } : ms === undefined ? {} : { ms };
    if (!target.advance(id, how)) return sendJson(res, 404, { message: 'no such proposal' });
    return sendJson(res, 200, { id });
  }
  if (route === 'POST /__sandbox/slow') {
    const parsed = await readJsonBody(req);
    const { document, ms } = ((parsed.ok ? parsed.body : undefined) as { document?: unknown; ms?: unknown }) ?? {};
    if (typeof document !== 'string' || typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
      return sendJson(res, 400, { message: 'body must be {"document": string, "ms": number >= 0}' });
    }
    if (ms === 0) target.slow.delete(document);
    else target.slow.set(document, ms);
    return sendJson(res, 200, { document, ms });
  }
  if (route === 'GET /__sandbox/created') {
    const document = url.searchParams.get('document');
    if (!document) return sendJson(res, 400, { message: 'query must have document' });
    return sendJson(res, 200, target.created(document));
  }
  const settle = /^POST \/__sandbox\/solicitations\/([^/]+)\/settle$/.exec(route);
  if (settle?.[1]) {
    const parsed = await readJsonBody(req);
    const status = parsed.ok ? ((parsed.body as { status?: unknown } | undefined)?.status ?? 'SUCCESS') : 'SUCCESS';
    if (typeof status !== 'string' || !target.settle(decodeURIComponent(settle[1]), status)) {
      return sendJson(res, 404, { message: 'no such solicitation, or unknown status' });
    }
    return sendJson(res, 200, { id: settle[1], status });
  }
  return sendJson(res, 404, { message: `no sandbox support route ${route}` });
}
