/**
 * /__sandbox/* endpoints for browser tests. Not part of the BFF contract (not in bff.yaml):
 *   POST /__sandbox/reset     clears state and recorded requests, restores the start-up config
 *   GET  /__sandbox/requests  recorded requests, optionally filtered by ?method= and ?path=
 *   GET  /__sandbox/config    current config
 *   POST /__sandbox/config    {pendingMs} changes the pending time at run time
 *   POST /__sandbox/solicitations/{id}/settle   {status?} ends that consultation now with the given
 *                             status (default SUCCESS), as the bank would while the app is closed
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
}

export interface SupportTarget {
  requests: RecordedRequest[];
  reset(): void;
  config: { pendingMs: number };
  /** Ends one solicitation now; false when there is no such id or the status is unknown. */
  settle(id: string, status: string): boolean;
}

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
  if (route === 'GET /__sandbox/config') return sendJson(res, 200, { pendingMs: target.config.pendingMs });
  if (route === 'POST /__sandbox/config') {
    const parsed = await readJsonBody(req);
    const pendingMs = parsed.ok ? (parsed.body as { pendingMs?: unknown } | undefined)?.pendingMs : undefined;
    if (typeof pendingMs !== 'number' || !Number.isFinite(pendingMs) || pendingMs < 0) {
      return sendJson(res, 400, { message: 'body must be {"pendingMs": number >= 0}' });
    }
    target.config.pendingMs = pendingMs;
    return sendJson(res, 200, { pendingMs });
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
