/** A scripted BFF behind a fake fetch, recording what each request carried. */
export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  headers: Headers;
  body: string;
}

export interface FakeBffOptions {
  /** The token the protected endpoints accept. */
  validSession?: string;
  /** What POST /api/auth/refresh-token answers (evaluated per call). */
  refresh?: (body: unknown) => Response | Promise<Response>;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function createFakeBff({ validSession = 'new-session', refresh }: FakeBffOptions = {}) {
  const calls: RecordedCall[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const body = await request.text();
    const path = new URL(request.url).pathname;
    const authorization = request.headers.get('Authorization');
    calls.push({ method: request.method, path, authorization, headers: request.headers, body });

    if (path === '/api/auth/refresh-token') {
      if (!refresh) return json(401, { message: 'refresh token rejected' });
      return refresh(body === '' ? undefined : JSON.parse(body));
    }
    if (authorization !== `Bearer ${validSession}`) return json(401, { message: 'Unauthorized' });
    return json(200, { ok: true, echo: body === '' ? null : (JSON.parse(body) as unknown) });
  };
  return {
    fetch,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

/** A promise resolved from outside, to hold a response until the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
