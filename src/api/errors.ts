/** Spec §8: the message for any error the server did not explain. */
export const GENERIC_ERROR_MESSAGE = 'Ocorreu um erro ao processar suas informações.';
export const NETWORK_ERROR_MESSAGE = 'Sem conexão. Verifique sua internet e tente novamente.';

/**
 * A failed BFF call. `status` is the HTTP status, or 0 when no answer arrived (offline,
 * DNS, CORS). `body` keeps the parsed error body for screens that map server messages
 * (spec §8 "Server message mapping") or read extra fields such as a result list.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.body = body;
  }

  static fromResponse(status: number, body: unknown): ApiError {
    return new ApiError(status, messageFrom(body), body);
  }

  static network(cause: unknown): ApiError {
    return new ApiError(0, NETWORK_ERROR_MESSAGE, undefined, { cause });
  }
}

/**
 * Also accepts look-alikes from another copy of this module (HMR, duplicated chunks),
 * where `instanceof` fails.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === 'ApiError' && typeof (error as { status?: unknown }).status === 'number')
  );
}

function messageFrom(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return GENERIC_ERROR_MESSAGE;
}

/** The part of openapi-fetch's result that unwrap needs. */
export interface FetchResultLike<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Turns openapi-fetch's `{data, error, response}` into `data`, or throws ApiError.
 * Pass the promise itself (`unwrap(api.GET(...))`): openapi-fetch rejects on network
 * failures, and those become ApiError with status 0.
 *
 * Success is decided by `response.ok`, not by `error`: openapi-fetch leaves `error`
 * undefined for a failed response with an empty body (e.g. a bare 404).
 */
export async function unwrap<T>(result: FetchResultLike<T> | PromiseLike<FetchResultLike<T>>): Promise<T> {
  let settled: FetchResultLike<T>;
  try {
    settled = await result;
  } catch (error) {
    // fetch rejects with a TypeError when no answer arrives. Anything else (AbortError of
    // a cancelled query, which TanStack Query must see as is; bugs) is not a network
    // failure and must not be disguised as one.
    if (error instanceof TypeError) throw ApiError.network(error);
    throw error;
  }
  if (!settled.response.ok) throw ApiError.fromResponse(settled.response.status, settled.error);
  return settled.data as T;
}

