import { cleanStrings } from '../lib/safe-text';

/** Spec §8: the message for any error the server did not explain. */
export const GENERIC_ERROR_MESSAGE = 'Ocorreu um erro ao processar suas informações.';
export const NETWORK_ERROR_MESSAGE = 'Sem conexão. Verifique sua internet e tente novamente.';

/**
 * A failed BFF call. `status` is the HTTP status, or 0 when no answer arrived (offline,
 * DNS, CORS). `message` is what any screen may show: the pt-BR generic text (or the offline text),
 * never the server's words, which can be a stack trace ('java.lang.NullPointerException…') or quote
 * personal data. Spec §8 maps some server messages to texts of their own: the screens of those calls
 * (the proposal's) read them through `proposalError` (lib/fgts/proposal-errors), which maps
 * `body.message` and falls back to the same generic text. `serverMessage` is the server's own
 * message for code only (never for the screen, never for logs).
 *
 * `malformed`: the server said yes (2xx) but its answer is not what the contract promises (not
 * JSON, a missing or mistyped field a screen relies on). Not retried by the query layer: the same
 * question gets the same answer; the screen offers 'Tentar novamente'.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly serverMessage: string | undefined;
  readonly malformed: boolean;

  constructor(status: number, message: string, body?: unknown, options?: { cause?: unknown; serverMessage?: string | undefined; malformed?: boolean }) {
    super(message, options);
    this.status = status;
    this.body = body;
    this.serverMessage = options?.serverMessage;
    this.malformed = options?.malformed ?? false;
  }

  static fromResponse(status: number, body: unknown): ApiError {
    return new ApiError(status, GENERIC_ERROR_MESSAGE, body, { serverMessage: messageFrom(body) });
  }

  static network(cause: unknown): ApiError {
    return new ApiError(0, NETWORK_ERROR_MESSAGE, undefined, { cause });
  }

  /** An answer the app cannot read (see `malformed`); logged once, with its status and path only. */
  static malformed(response: Pick<Response, 'status' | 'url'>): ApiError {
    report(response, 'an answer the app cannot read');
    return new ApiError(response.status, GENERIC_ERROR_MESSAGE, undefined, { malformed: true });
  }
}

/**
 * Also accepts look-alikes from another copy of this module (HMR, duplicated chunks),
 * where `instanceof` fails.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && typeof (error as { status?: unknown }).status === 'number');
}

function messageFrom(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** The part of openapi-fetch's result that unwrap needs. */
export interface FetchResultLike<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Whether an answer holds what the screens rely on (the operation's check, written from
 * openapi/bff.yaml). Each operation file passes its own: the landing's are small hand checks, the
 * later screens' valibot schemas, so no validator weighs on the landing.
 */
export type AnswerCheck = (data: unknown) => boolean;

/** For an answer nobody reads (a resubmission's): any answer will do. */
export const anyAnswer: AnswerCheck = () => true;

/**
 * Turns openapi-fetch's `{data, error, response}` into `data`, or throws ApiError.
 * Pass the promise itself (`unwrap(api.GET(...), check)`): openapi-fetch rejects on network
 * failures, and those become ApiError with status 0.
 *
 * Success is decided by `response.ok`, not by `error`: openapi-fetch leaves `error`
 * undefined for a failed response with an empty body (e.g. a bare 404).
 *
 * This is where answers enter the app: every string in `data` loses its control and bidirectional
 * characters (lib/safe-text), and `data` must pass `check`, or the call fails as a malformed answer
 * (the screen's error state, never a crash further in).
 */
export async function unwrap<T>(result: FetchResultLike<T> | PromiseLike<FetchResultLike<T>>, check: AnswerCheck): Promise<T> {
  let settled: FetchResultLike<T>;
  try {
    settled = await result;
  } catch (error) {
    // fetch rejects with a TypeError when no answer arrives. Anything else (AbortError of
    // a cancelled query, which TanStack Query must see as is; the client's own malformed-answer
    // ApiError; bugs) is not a network failure and must not be disguised as one.
    if (error instanceof TypeError) throw ApiError.network(error);
    throw error;
  }
  if (!settled.response.ok) {
    // A 404 is an answer (no tenant, no such link), not a failure.
    if (settled.response.status !== 404) report(settled.response, 'an error');
    throw ApiError.fromResponse(settled.response.status, settled.error);
  }
  const data = cleanStrings(settled.data);
  if (!check(data)) throw ApiError.malformed(settled.response);
  return data as T;
}

/**
 * A failed call is logged for whoever reads the console or collects errors: the status and the path
 * only. Not the server's message or answer (they may quote a CPF or a name) nor the query string
 * (the consultation's carries the CPF, the name and the phone).
 */
function report(response: Pick<Response, 'status' | 'url'>, what: string): void {
  let path = '';
  try {
    path = ` on ${new URL(response.url).pathname}`;
  } catch {
    // A Response built by hand (tests, a service worker) may have no URL.
  }
  console.warn(`BFF answered ${response.status}${path} with ${what}; the worker sees the generic message`);
}
