import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_MESSAGES, type ProposalMessageKey } from '../../../openapi/sandbox/scenarios';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../src/api/errors';
import {
  SERVER_TEXT_MAX,
  UNKNOWN_PROPOSAL_ERROR,
  boundedServerText,
  mapProposalMessage,
  normaliseServerMessage,
  proposalError,
  type ProposalErrorKey,
} from '../../../src/lib/fgts/proposal-errors';

const NEW_CONSULTATION = 'Faça uma nova consulta de saldo.';
const BANK = 'Selecione um banco';
const ACCOUNT = 'Revise seus dados bancários';

/** What the worker must read for each server message the sandbox can answer (spec section 8); 'as sent': the server's own words. */
const EXPECTED: Record<ProposalMessageKey, string> = {
  activeProposal: 'Já existe uma proposta em aberto para este CPF.',
  productMissing: 'Produto não foi informado. Tente novamente.',
  productNotFound: 'O produto selecionado não está mais disponível.',
  noInvestor: 'Não encontramos um investidor para esta proposta. Confira sua idade, o valor e o número de parcelas.',
  financialInfoRequired: 'Preencha as informações financeiras e o número de parcelas.',
  nullProposal: 'Não foi possível processar a simulação. Tente novamente.',
  partnerError: 'Erro temporário no sistema. Tente novamente em alguns minutos.',
  bankCode: BANK,
  bankName: BANK,
  bankIspb: BANK,
  accountType: ACCOUNT,
  agency: ACCOUNT,
  account: ACCOUNT,
  accountDigit: ACCOUNT,
  pixKeyEmpty: 'Chave Pix é obrigatória.',
  zeroTacPix: 'as sent',
  emailLowercase: 'as sent',
  keyNotDocument: 'as sent',
  keyNotPhone: 'as sent',
  solicitationNotFound: `Não encontramos a sua consulta de saldo. ${NEW_CONSULTATION}`,
  solicitationUsed: `Esta consulta de saldo já foi utilizada. ${NEW_CONSULTATION}`,
  solicitationNotSuccess: `Sua consulta de saldo não foi concluída com sucesso. ${NEW_CONSULTATION}`,
  documentMismatch: `O CPF da proposta é diferente do CPF da consulta de saldo. ${NEW_CONSULTATION}`,
  noBalance: `Não há saldo disponível para antecipação nesta consulta. ${NEW_CONSULTATION}`,
  unexpected: UNKNOWN_PROPOSAL_ERROR,
};

describe('mapProposalMessage › every sandbox server message', () => {
  it.each(Object.entries(PROPOSAL_MESSAGES) as [ProposalMessageKey, (typeof PROPOSAL_MESSAGES)[ProposalMessageKey]][])(
    '%s should give the intended text',
    (key, { message, status }) => {
      const expected = EXPECTED[key];
      expect(mapProposalMessage(message, status).message).toBe(expected === 'as sent' ? message : expected);
    },
  );

  it('should only fall back to the generic message for the one the sandbox means as unknown', () => {
    const unknown = Object.entries(PROPOSAL_MESSAGES).filter(([, m]) => mapProposalMessage(m.message, m.status).key === 'unknown');
    expect(unknown.map(([key]) => key)).toEqual(['unexpected']);
  });

  it('the passed-through messages are correct Portuguese (the worker reads them)', () => {
    for (const key of ['zeroTacPix', 'emailLowercase', 'keyNotDocument', 'keyNotPhone'] as const) {
      expect(PROPOSAL_MESSAGES[key].message).toMatch(/[áéíóúâêôãõç]|^A chave Pix deve ser igual/);
    }
  });
});

describe('mapProposalMessage › as the spec quotes them', () => {
  it.each<[string, ProposalErrorKey]>([
    ['Ja existe uma proposta ativa para este CPF', 'activeProposal'],
    ['Já existe uma proposta ativa para o CPF 123', 'activeProposal'],
    ['JA EXISTE UMA PROPOSTA ATIVA', 'activeProposal'],
    ['Produto nao informado', 'productMissing'],
    ['Produto não informado.', 'productMissing'],
    ['Produto nao encontrado', 'productNotFound'],
    ['Nenhum investidor elegivel', 'noInvestor'],
    ['Nenhum investidor elegível encontrado', 'noInvestor'],
    ['Informacoes financeiras e numero de parcelas sao obrigatorios', 'financialInfoRequired'],
    ['Informações financeiras e número de parcelas são obrigatórios.', 'financialInfoRequired'],
    ['A simulacao retornou uma proposta nula', 'nullProposal'],
    ['Erro ao criar proposta na bancalizadora', 'partnerError'],
    ['Chave Pix nao pode estar vazia.', 'pixKeyEmpty'],
    ['chave pix não pode estar vazia', 'pixKeyEmpty'],
  ])('%j → %s', (message, key) => {
    expect(mapProposalMessage(message, 400).key).toBe(key);
  });

  it.each([
    ['Campo obrigatorio: codigo do banco', BANK],
    ['O nome do banco é obrigatório', BANK],
    ['ISPB obrigatorio', BANK],
    ['Erro: tipo de conta é obrigatório', ACCOUNT],
    ['O dígito da conta é obrigatório', ACCOUNT],
    ['numero da conta obrigatorio', ACCOUNT],
    ['Agência obrigatória', ACCOUNT],
  ])('bank data by substring, case and accents aside: %j → %j', (message, expected) => {
    expect(mapProposalMessage(message, 400).message).toBe(expected);
  });

  it.each([
    ['Erro: nenhuma consulta de saldo encontrada para o id 9', 'solicitationNotFound'],
    ['A Consulta de Saldo já utilizada anteriormente', 'solicitationUsed'],
    ['A consulta de saldo não foi concluída com sucesso (PENDING)', 'solicitationNotSuccess'],
    ['Documento diferente do documento da consulta de saldo', 'documentMismatch'],
    ['Nenhum saldo disponível para antecipação', 'noBalance'],
  ])('balance query by substring: %j → %s', (message, key) => {
    const mapped = mapProposalMessage(message, 400);
    expect(mapped.key).toBe(key);
    expect(mapped.message).toMatch(/Faça uma nova consulta de saldo\.$/);
  });

  it('should match the quoted messages by their start, not anywhere', () => {
    expect(mapProposalMessage('Erro: Produto nao encontrado', 400).key).toBe('unknown');
  });

  it.each([undefined, null, '', '   ', 42, {}, 'Internal Server Error', 'Falha inesperada ao processar a proposta'])(
    "should say 'Ocorreu um erro ao processar suas informações.' › for %j",
    (message) => {
      expect(mapProposalMessage(message, 400)).toEqual({ key: 'unknown', message: 'Ocorreu um erro ao processar suas informações.' });
    },
  );

  it('should take the first known message of a list', () => {
    expect(mapProposalMessage(['algo', 'Produto nao encontrado', 'Nome do banco e obrigatorio'], 400).key).toBe('productNotFound');
    expect(mapProposalMessage([], 400).key).toBe('unknown');
  });

  it('property: never throws and always gives a non-empty text › for any value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.string({ unit: 'grapheme' })), (value) => {
        const mapped = mapProposalMessage(value, 400);
        expect(mapped.message.trim()).not.toBe('');
      }),
    );
  });

  it('property: case and accents never change the result', () => {
    const messages = Object.values(PROPOSAL_MESSAGES).map((m) => m.message);
    fc.assert(
      fc.property(fc.constantFrom(...messages), fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }), (message, flips) => {
        const shaken = [...message].map((c, i) => (flips[i] ? c.toUpperCase() : c.toLowerCase())).join('');
        expect(mapProposalMessage(shaken, 400).key).toBe(mapProposalMessage(message, 400).key);
        expect(normaliseServerMessage(shaken)).toBe(normaliseServerMessage(message));
      }),
    );
  });
});

describe('proposalError', () => {
  it("should read the ApiError's body.message", () => {
    const error = ApiError.fromResponse(400, { message: 'Codigo do banco e obrigatorio' });
    expect(proposalError(error)).toEqual({ key: 'bank', message: BANK });
  });

  it('should give the generic message › for a network failure, a bare Error or nothing', () => {
    expect(proposalError(ApiError.network(new TypeError('x'))).key).toBe('unknown');
    expect(proposalError(new Error('Produto nao encontrado')).key).toBe('unknown');
    expect(proposalError(undefined).key).toBe('unknown');
  });

  it('the generic message is the same sentence as the client’s', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe(UNKNOWN_PROPOSAL_ERROR);
  });
});

describe('server text on screen', () => {
  const ZERO_TAC = PROPOSAL_MESSAGES.zeroTacPix.message;
  const TRACE = [
    'java.lang.IllegalStateException: Falha ao validar produto ZERO TAC para a proposta 123',
    '\tat br.com.bff.proposal.ZeroTacValidator.validate(ZeroTacValidator.java:88)',
    '\tat br.com.bff.proposal.ProposalService.create(ProposalService.java:42)',
  ].join('\n');

  it('a 5xx never shows the server’s words › a Java stack trace that mentions ZERO TAC', () => {
    expect(mapProposalMessage(TRACE, 500)).toEqual({ key: 'unknown', message: UNKNOWN_PROPOSAL_ERROR });
    expect(proposalError(ApiError.fromResponse(500, { message: TRACE })).message).toBe(UNKNOWN_PROPOSAL_ERROR);
  });

  it.each([500, 502, 503])('a %i never shows the server’s words › even the exact message section 8 passes through from a 4xx', (status) => {
    for (const key of ['zeroTacPix', 'emailLowercase', 'keyNotDocument', 'keyNotPhone'] as const) {
      expect(mapProposalMessage(PROPOSAL_MESSAGES[key].message, status).message).toBe(UNKNOWN_PROPOSAL_ERROR);
    }
  });

  it('a 5xx still maps to section 8’s own texts (our words) › the partner error, even with a trace after it', () => {
    expect(mapProposalMessage(`Erro ao criar proposta na bancalizadora\n${TRACE}`, 500).message).toBe(
      'Erro temporário no sistema. Tente novamente em alguns minutos.',
    );
  });

  it('a 4xx passes through only the first line › a message followed by a trace', () => {
    expect(mapProposalMessage(`${ZERO_TAC}\n\tat br.com.bff.X.y(X.java:1)`, 400)).toEqual({ key: 'zeroTacPix', message: ZERO_TAC });
    expect(mapProposalMessage(`\n  \r\n${ZERO_TAC}\r\nmore`, 422).message).toBe(ZERO_TAC);
  });

  it('a 4xx whose first line is code is not passed through › an exception class before the words', () => {
    expect(mapProposalMessage(TRACE, 400).message).toBe(UNKNOWN_PROPOSAL_ERROR);
    expect(mapProposalMessage('IllegalArgumentException: A chave Pix deve ser igual ao CPF da proposta.', 400).message).toBe(UNKNOWN_PROPOSAL_ERROR);
  });

  it('a 4xx matched only on a later line is not passed through › the words after the first line are never read', () => {
    expect(mapProposalMessage(`Erro de validação\n${ZERO_TAC}`, 400).message).toBe(UNKNOWN_PROPOSAL_ERROR);
  });

  it(`a long message is cut at a word to ${SERVER_TEXT_MAX} characters, with '…'`, () => {
    const long = `${ZERO_TAC} ${'Consulte as condições do produto junto ao seu correspondente bancário. '.repeat(5)}`;
    const shown = mapProposalMessage(long, 400).message;
    expect(shown.length).toBeLessThanOrEqual(SERVER_TEXT_MAX);
    expect(shown.endsWith('…')).toBe(true);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    expect(shown.at(-2)).not.toBe(' ');
    expect(boundedServerText(ZERO_TAC)).toBe(ZERO_TAC);
  });

  it('bidirectional and other control characters never reach the screen › a passed-through message carrying U+202E', () => {
    const shown = mapProposalMessage('A chave Pix deve ser igual ao \u202ECPF\u202C da\u0007 proposta.', 400).message;
    expect(shown).toBe('A chave Pix deve ser igual ao CPF da proposta.');
  });

  it('property: from a 5xx the screen text is always one of section 8’s own texts › for any message, passed-through ones included', () => {
    const ours = new Set(Object.values(EXPECTED).filter((text) => text !== 'as sent'));
    const passedThrough = Object.values(PROPOSAL_MESSAGES).map((m) => m.message);
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom(...passedThrough, TRACE)), fc.integer({ min: 500, max: 599 }), (message, status) => {
        expect(ours.has(mapProposalMessage(message, status).message)).toBe(true);
      }),
    );
  });
});
