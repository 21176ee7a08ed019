import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  isApiError,
  unwrap,
  userMessageFor,
} from '../../../src/api/errors';

const response = (status: number) => new Response(null, { status });

describe('ApiError', () => {
  it('should show the text §8 maps the server message to, and keep the server message for code › when body.message is mapped', () => {
    const error = ApiError.fromResponse(400, { message: 'Produto nao informado' });
    expect(error.status).toBe(400);
    expect(error.message).toBe('Produto não foi informado. Tente novamente.');
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
    await expect(unwrap({ data: { id: 'lead-1' }, response: response(201) })).resolves.toEqual({ id: 'lead-1' });
  });

  it('should accept the promise openapi-fetch returns › when given a promise', async () => {
    await expect(unwrap(Promise.resolve({ data: 42, response: response(200) }))).resolves.toBe(42);
  });

  it('should return undefined › when an ok response has no content', async () => {
    await expect(unwrap({ data: undefined, response: response(204) })).resolves.toBeUndefined();
  });

  it('should throw ApiError with status, mapped message and server message › when the response failed', async () => {
    const result = { error: { message: 'Produto nao encontrado' }, response: response(404) };
    await expect(unwrap(result)).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'O produto selecionado não está mais disponível.',
      serverMessage: 'Produto nao encontrado',
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

describe('userMessageFor', () => {
  it.each([
    ['Ja existe uma proposta ativa para este CPF', 'Já existe uma proposta em aberto para este CPF.'],
    ['Produto nao informado', 'Produto não foi informado. Tente novamente.'],
    ['Produto nao encontrado', 'O produto selecionado não está mais disponível.'],
    ['Nenhum investidor elegivel para esta proposta', 'Nenhuma instituição pode atender a esta proposta. Confira sua idade, o valor e o número de parcelas.'],
    ['Informacoes financeiras e numero de parcelas sao obrigatorios', 'Preencha as informações financeiras e o número de parcelas.'],
    ['A simulacao retornou uma proposta nula', 'Não foi possível processar a simulação. Tente novamente.'],
    ['Erro ao criar proposta na bancalizadora', 'Erro temporário no sistema. Tente novamente em alguns minutos.'],
    ['Codigo do banco e obrigatorio', 'Selecione um banco'],
    ['Nome do banco e obrigatorio', 'Selecione um banco'],
    ['ISPB do banco e obrigatorio', 'Selecione um banco'],
    ['Tipo de conta e obrigatorio', 'Revise seus dados bancários'],
    ['Agencia da conta e obrigatoria', 'Revise seus dados bancários'],
    ['Numero da conta e obrigatorio', 'Revise seus dados bancários'],
    ['Digito da conta e obrigatorio', 'Revise seus dados bancários'],
    ['Chave Pix nao pode estar vazia.', 'Chave Pix é obrigatória.'],
    ['Nenhuma consulta de saldo encontrada', 'Não encontramos sua consulta de saldo. Faça uma nova consulta de saldo para continuar.'],
    ['Consulta de saldo ja utilizada', 'Esta consulta de saldo já foi utilizada. Faça uma nova consulta de saldo para continuar.'],
    ['Consulta de saldo nao foi concluida com sucesso', 'A consulta de saldo não foi concluída. Faça uma nova consulta de saldo para continuar.'],
    ['Documento diferente do documento da consulta de saldo', 'O CPF é diferente do CPF da consulta de saldo. Faça uma nova consulta de saldo para continuar.'],
    ['Nenhum saldo disponivel para antecipacao na consulta de saldo', 'Não há saldo disponível para antecipação nesta consulta. Faça uma nova consulta de saldo para continuar.'],
  ])('should map %j › as spec §8 says', (server, shown) => {
    expect(userMessageFor(server)).toBe(shown);
  });

  it('should match with accents and in any case › when the BFF writes the message differently', () => {
    expect(userMessageFor('PRODUTO NÃO INFORMADO')).toBe('Produto não foi informado. Tente novamente.');
  });

  it.each([
    'Produto ZERO TAC exige chave Pix do tipo dados bancarios (BANK_ACCOUNT)',
    'Chave Pix do tipo e-mail deve estar em letras minusculas',
    'Chave Pix deve ser igual ao CPF da proposta',
    'Chave Pix deve ser igual ao telefone da proposta',
  ])('should pass %j through › where §8 shows the server message itself', (server) => {
    expect(userMessageFor(server)).toBe(server);
  });

  it.each([
    'java.lang.NullPointerException',
    'Internal Server Error',
    '<html><body>502 Bad Gateway</body></html>',
    'Erro inesperado no sandbox',
    'Falha inesperada ao processar a proposta',
  ])('should give the generic text › for the unmapped %j', (server) => {
    expect(userMessageFor(server)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('should give the generic text, a §8 text or a pass-through message, nothing else › for any message', () => {
    const texts = new Set(['Já existe', 'Produto não', 'O produto', 'Nenhuma instituição', 'Preencha', 'Não foi possível', 'Erro temporário', 'Selecione', 'Revise', 'Chave Pix é', 'Não encontramos', 'Esta consulta', 'A consulta', 'O CPF', 'Não há']);
    const words = fc.constantFrom('produto nao informado', 'zero tac', 'java.lang', 'consulta de saldo ja utilizada', 'Exception', 'chave pix deve ser igual', 'MARIA', '529');
    fc.assert(
      fc.property(fc.array(fc.oneof(words, fc.string({ maxLength: 12 })), { maxLength: 5 }), (parts) => {
        const server = parts.join(' ');
        const shown = userMessageFor(server);
        const passedThrough = shown === server.trim() && /zero tac|minuscula|chave pix deve ser igual/i.test(server);
        const mapped = [...texts].some((start) => shown.startsWith(start)) && shown !== server.trim();
        expect(shown === GENERIC_ERROR_MESSAGE || passedThrough || mapped).toBe(true);
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
    await expect(unwrap({ error: { message: 'java.lang.NullPointerException at MARIA 52998224725' }, response: failed })).rejects.toMatchObject({
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

  it('should not log › a 404 (an answer) or a message §8 maps', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(unwrap({ response: response(404) })).rejects.toBeInstanceOf(ApiError);
    await expect(unwrap({ error: { message: 'Produto nao informado' }, response: response(400) })).rejects.toBeInstanceOf(ApiError);
    expect(warn).not.toHaveBeenCalled();
  });
});
