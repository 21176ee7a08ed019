import { describe, expect, it } from 'vitest';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  isApiError,
  unwrap,
} from '../../../src/api/errors';

const response = (status: number) => new Response(null, { status });

describe('ApiError', () => {
  it('should take the message from the body › when body.message is a string', () => {
    const error = ApiError.fromResponse(400, { message: 'Produto nao informado' });
    expect(error.status).toBe(400);
    expect(error.message).toBe('Produto nao informado');
    expect(error.body).toEqual({ message: 'Produto nao informado' });
  });

  it.each([
    ['no body', undefined],
    ['a text body', 'Bad Gateway'],
    ['a non-string message', { message: ['a', 'b'] }],
    ['a blank message', { message: '  ' }],
    ['null', null],
  ])('should use the generic pt-BR message › when the body has %s', (_label, body) => {
    expect(ApiError.fromResponse(500, body).message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('should be recognised by isApiError, also across module copies › when checking unknown errors', () => {
    expect(isApiError(new ApiError(404, 'x'))).toBe(true);
    const lookalike = Object.assign(new Error('x'), { name: 'ApiError', status: 404 });
    expect(isApiError(lookalike)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 404 })).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });
});

describe('unwrap', () => {
  it('should return data › when the response is ok', async () => {
    await expect(unwrap({ data: { id: 'lead-1' }, response: response(201) })).resolves.toEqual({ id: 'lead-1' });
  });

  it('should accept the promise openapi-fetch returns › when given a promise', async () => {
    await expect(unwrap(Promise.resolve({ data: 42, response: response(200) }))).resolves.toBe(42);
  });

  it('should return undefined › when an ok response has no content', async () => {
    await expect(unwrap({ data: undefined, response: response(204) })).resolves.toBeUndefined();
  });

  it('should throw ApiError with status and server message › when the response failed', async () => {
    const result = { error: { message: 'Produto nao encontrado' }, response: response(404) };
    await expect(unwrap(result)).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'Produto nao encontrado',
    });
  });

  it('should throw ApiError › when a failed response has an empty body (error is undefined)', async () => {
    const rejection = unwrap({ response: response(404) });
    await expect(rejection).rejects.toBeInstanceOf(ApiError);
    await expect(rejection).rejects.toMatchObject({ status: 404, message: GENERIC_ERROR_MESSAGE });
  });

  it('should throw ApiError status 0 with the offline message › when fetch rejects with a network TypeError', async () => {
    const cause = new TypeError('Failed to fetch');
    const rejection = unwrap(Promise.reject(cause));
    await expect(rejection).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE, cause });
  });

  it('should rethrow as is › when the request was aborted', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    await expect(unwrap(Promise.reject(abort))).rejects.toBe(abort);
  });
});
