import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, anyAnswer, isApiError, unwrap } from '../../../src/api/errors';
import { proposalError } from '../../../src/lib/fgts/proposal-errors';

const response = (status: number) => new Response(null, { status });

describe('ApiError', () => {
  it('should keep the server message for code, not for the screen › when body.message is a string', () => {
    const error = ApiError.fromResponse(400, { message: 'Produto nao informado' });
    expect(error.status).toBe(400);
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.serverMessage).toBe('Produto nao informado');
    expect(error.body).toEqual({ message: 'Produto nao informado' });
  });

  it('should show the generic pt-BR text, never the server text › when a 500 carries an exception', () => {
    const error = ApiError.fromResponse(500, { message: 'java.lang.NullPointerException: Cannot invoke "String.trim()" at LeadService.java:42' });
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.message).toBe('Ocorreu um erro ao processar suas informações.');
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
    await expect(unwrap({ data: { id: 'lead-1' }, response: response(201) }, anyAnswer)).resolves.toEqual({ id: 'lead-1' });
  });

  it('should accept the promise openapi-fetch returns › when given a promise', async () => {
    await expect(unwrap(Promise.resolve({ data: 42, response: response(200) }), anyAnswer)).resolves.toBe(42);
  });

  it('should return undefined › when an ok response has no content', async () => {
    await expect(unwrap({ data: undefined, response: response(204) }, anyAnswer)).resolves.toBeUndefined();
  });

  it('should throw ApiError with status, generic message and server message › when the response failed', async () => {
    const result = { error: { message: 'Produto nao encontrado' }, response: response(404) };
    await expect(unwrap(result, anyAnswer)).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: GENERIC_ERROR_MESSAGE,
      serverMessage: 'Produto nao encontrado',
    });
  });

  it('should throw ApiError › when a failed response has an empty body (error is undefined)', async () => {
    const rejection = unwrap({ response: response(404) }, anyAnswer);
    await expect(rejection).rejects.toBeInstanceOf(ApiError);
    await expect(rejection).rejects.toMatchObject({ status: 404, message: GENERIC_ERROR_MESSAGE });
  });

  it('should throw ApiError status 0 with the offline message › when fetch rejects with a network TypeError', async () => {
    const cause = new TypeError('Failed to fetch');
    const rejection = unwrap(Promise.reject(cause), anyAnswer);
    await expect(rejection).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE, cause });
  });

  it('should rethrow as is › when the request was aborted', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    await expect(unwrap(Promise.reject(abort), anyAnswer)).rejects.toBe(abort);
  });
});

describe('the message a screen shows', () => {
  it('should never be the server text, and §8 screens still map it › for an exception, an unknown and a §8 message', () => {
    for (const server of ['java.lang.NullPointerException', 'Internal Server Error', 'Produto nao informado']) {
      const error = ApiError.fromResponse(500, { message: server });
      expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
      expect(error.serverMessage).toBe(server);
    }
    // The proposal screens map §8's messages from the same error.
    expect(proposalError(ApiError.fromResponse(400, { message: 'Produto nao informado' })).message).toBe('Produto não foi informado. Tente novamente.');
    expect(proposalError(ApiError.fromResponse(500, { message: 'java.lang.NullPointerException' })).message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('should be the generic text › for any server message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.integer({ min: 400, max: 599 }), (server, status) => {
        expect(ApiError.fromResponse(status, { message: server }).message).toBe(GENERIC_ERROR_MESSAGE);
      }),
    );
  });
});

describe('unwrap logging', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should log the status and the path only › when the server answered something §8 does not map', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = new Response(null, { status: 500 });
    Object.defineProperty(failed, 'url', { value: 'http://app.test/api/v2/balance-solicitation?document=52998224725&name=MARIA' });
    await expect(unwrap({ error: { message: 'java.lang.NullPointerException at MARIA 52998224725' }, response: failed }, anyAnswer)).rejects.toMatchObject({
      message: GENERIC_ERROR_MESSAGE,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = warn.mock.calls.flat().map(String).join(' ');
    expect(logged).toContain('500');
    expect(logged).toContain('/api/v2/balance-solicitation');
    expect(logged).not.toContain('52998224725');
    expect(logged).not.toContain('MARIA');
    expect(logged).not.toContain('NullPointer');
  });

  it('should not log › a 404 (an answer, e.g. no tenant)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(unwrap({ response: response(404) }, anyAnswer)).rejects.toBeInstanceOf(ApiError);
    expect(warn).not.toHaveBeenCalled();
  });
});
