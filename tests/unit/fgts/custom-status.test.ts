import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  CORRECTION_POLL_MS,
  POST_CONFIRMATION_POLL_MS,
  bankCardOf,
  correctionTakenIn,
  identityCardOf,
  parseCustomStatus,
  reportCustomStatusProblems,
  shouldPollProposal,
  stepStatusOf,
} from '../../../src/lib/fgts/custom-status';

type Word = 'aguardando' | 'pending' | 'erro' | 'sucesso';
interface Shape {
  identity?: Word;
  bank?: Word;
  retry?: Word;
  simulation?: Word;
  correction?: Word;
  mensagem?: string;
  resultado?: unknown;
  zipdin?: Word;
  identityAction?: Word;
}

/** A customStatus text as the BFF sends it; unnamed entries are aguardando. */
function text(shape: Shape = {}): string {
  const w = (word: Word | undefined) => ({ status: word ?? 'aguardando' });
  return JSON.stringify({
    confirmacao: { criacao_processo_seg_identidade: w(shape.identity), criacao_proposta_bancarizadora: w(shape.bank) },
    acoes: {
      tentar_novamente_proposta_banco: w(shape.retry),
      erro_simulacao_nao_encontrada: w(shape.simulation),
      correcao_dados_proposta_banco: { ...w(shape.correction), mensagem: shape.mensagem, resultado: shape.resultado },
      tentar_novamente_additional_data_zipdin: w(shape.zipdin),
      criar_processo_seg_identidade: w(shape.identityAction),
    },
  });
}
const read = (shape: Shape = {}) => parseCustomStatus(text(shape));

describe('stepStatusOf', () => {
  it('should read aguardando and its alias pending as pending, erro as error, sucesso as success', () => {
    expect(['aguardando', 'pending', 'erro', 'sucesso'].map(stepStatusOf)).toEqual(['pending', 'pending', 'error', 'success']);
  });
  it('should tolerate case and surrounding spaces', () => {
    expect([' Sucesso ', 'ERRO', 'Pending'].map(stepStatusOf)).toEqual(['success', 'error', 'pending']);
  });
  it('should give unknown for anything else', () => {
    expect(['', 'ok', 'success', 'erros', null, 1, {}].map(stepStatusOf)).toEqual(Array(7).fill('unknown'));
  });
});

describe('parseCustomStatus', () => {
  it('should read every entry the spec names', () => {
    const status = read({ identity: 'sucesso', bank: 'erro', correction: 'erro', mensagem: 'Dados divergentes', resultado: ['Agência', 2] });
    expect(status.problems).toEqual([]);
    expect(status.identityCreation.status).toBe('success');
    expect(status.bankCreation.status).toBe('error');
    expect(status.correction).toEqual({ status: 'error', mensagem: 'Dados divergentes', resultado: ['Agência', '2'] });
    expect(status.bankRetry.status).toBe('pending');
  });

  it('should accept an object already parsed, and one level of double encoding', () => {
    expect(parseCustomStatus(JSON.parse(text({ bank: 'sucesso' }))).bankCreation.status).toBe('success');
    expect(parseCustomStatus(JSON.stringify(text({ bank: 'sucesso' }))).bankCreation.status).toBe('success');
  });

  it('should read malformed text as all unknown, with the problem named by path only', () => {
    for (const raw of ['{"confirmacao":', '', 'null', '[]', '42', undefined, null, 7]) {
      const status = parseCustomStatus(raw);
      expect(status.problems).toEqual(['customStatus']);
      expect(status.bankCreation.status).toBe('unknown');
    }
  });

  it('should name each missing or unreadable entry and keep the readable ones', () => {
    const status = parseCustomStatus(
      JSON.stringify({ confirmacao: { criacao_proposta_bancarizadora: { status: 'sucesso' }, criacao_processo_seg_identidade: 'sucesso' }, acoes: [] }),
    );
    expect(status.bankCreation.status).toBe('success');
    expect(status.identityCreation.status).toBe('unknown');
    expect(status.problems).toEqual([
      'confirmacao.criacao_processo_seg_identidade',
      'acoes.tentar_novamente_proposta_banco',
      'acoes.erro_simulacao_nao_encontrada',
      'acoes.correcao_dados_proposta_banco',
      'acoes.tentar_novamente_additional_data_zipdin',
      'acoes.criar_processo_seg_identidade',
    ]);
  });

  it('should keep only text items of the result list, and a single text as a list', () => {
    expect(read({ correction: 'erro', resultado: 'Conta inválida' }).correction.resultado).toEqual(['Conta inválida']);
    expect(read({ correction: 'erro', resultado: [{ a: 1 }, null, ' ', 'ok'] }).correction.resultado).toEqual(['ok']);
    expect(read({ correction: 'erro', mensagem: '   ' }).correction.mensagem).toBeNull();
  });

  it('should never throw, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (raw) => {
        const status = parseCustomStatus(raw);
        bankCardOf(status);
        identityCardOf(status);
        shouldPollProposal(status);
        correctionTakenIn(status);
        return Array.isArray(status.problems);
      }),
      { numRuns: 500 },
    );
  });

  it('should show an unreadable reading as validating and keep polling (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const status = parseCustomStatus(raw);
        if (status.problems[0] !== 'customStatus') return true;
        return bankCardOf(status).kind === 'validating' && identityCardOf(status).kind === 'validating' && shouldPollProposal(status);
      }),
    );
  });
});

describe('reportCustomStatusProblems', () => {
  it('should log paths only, once per distinct set', () => {
    const log = vi.fn();
    const secret = '{"confirmacao": {"nome": "MARIA DA SILVA 52998224725"';
    expect(reportCustomStatusProblems(parseCustomStatus(secret), log)).toBe(true);
    expect(reportCustomStatusProblems(parseCustomStatus(secret + 'x'), log)).toBe(false);
    expect(log).toHaveBeenCalledOnce();
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/MARIA|52998224725/);
    expect(reportCustomStatusProblems(read(), log)).toBe(false);
  });
});

describe('bank card (spec section 4)', () => {
  it('should be validating while the bank step has not succeeded', () => {
    expect(bankCardOf(read()).kind).toBe('validating');
    expect(bankCardOf(read({ bank: 'pending' })).kind).toBe('validating');
  });
  it('should be success when the bank-proposal creation is sucesso', () => {
    expect(bankCardOf(read({ bank: 'sucesso', retry: 'erro' })).kind).toBe('success');
  });
  it('should be retry when creation and the retry action are erro', () => {
    expect(bankCardOf(read({ bank: 'erro', retry: 'erro' }))).toEqual({ kind: 'retry' });
  });
  it('should be correction, with the message and result list, when creation and the correction action are erro', () => {
    expect(bankCardOf(read({ bank: 'erro', correction: 'erro', mensagem: 'Conta divergente', resultado: ['Agência'] }))).toEqual({
      kind: 'correction',
      mensagem: 'Conta divergente',
      resultado: ['Agência'],
    });
  });
  it('should prefer the correction when both actions are erro', () => {
    expect(bankCardOf(read({ bank: 'erro', retry: 'erro', correction: 'erro' })).kind).toBe('correction');
  });
  it('should stay validating when creation is erro but no action asks the worker', () => {
    expect(bankCardOf(read({ bank: 'erro' })).kind).toBe('validating');
  });
  it("should ask for a retry of the bank step when the partner's additional data or the simulation failed", () => {
    expect(bankCardOf(read({ bank: 'erro', zipdin: 'erro' }))).toEqual({ kind: 'additional-data' });
    expect(bankCardOf(read({ bank: 'erro', simulation: 'erro' }))).toEqual({ kind: 'simulation-not-found' });
    // The actions the spec names come first: their own resubmission covers the others.
    expect(bankCardOf(read({ bank: 'erro', simulation: 'erro', zipdin: 'erro' })).kind).toBe('additional-data');
    expect(bankCardOf(read({ bank: 'erro', retry: 'erro', zipdin: 'erro', simulation: 'erro' })).kind).toBe('retry');
    expect(bankCardOf(read({ bank: 'erro', correction: 'erro', zipdin: 'erro' })).kind).toBe('correction');
    expect(bankCardOf(read({ bank: 'sucesso', zipdin: 'erro', simulation: 'erro' })).kind).toBe('success');
  });
  it('should not offer an action while the creation is not erro', () => {
    expect(bankCardOf(read({ bank: 'aguardando', retry: 'erro', correction: 'erro' })).kind).toBe('validating');
  });
});

describe('identity card (spec section 4)', () => {
  it('should be validating, then success, or failure when the identity process fails', () => {
    expect(identityCardOf(read()).kind).toBe('validating');
    expect(identityCardOf(read({ identity: 'sucesso' })).kind).toBe('success');
    expect(identityCardOf(read({ identity: 'erro' })).kind).toBe('failure');
    expect(identityCardOf(read({ identityAction: 'erro' })).kind).toBe('failure');
  });
});

describe('polling', () => {
  it('should use the periods of spec section 9', () => {
    expect([POST_CONFIRMATION_POLL_MS, CORRECTION_POLL_MS]).toEqual([7000, 2000]);
  });

  it('should poll while the identity creation, the bank retry or the correction is pending', () => {
    const nothingPending = { identity: 'erro', retry: 'erro', correction: 'erro' } as const;
    expect(shouldPollProposal(read(nothingPending))).toBe(false);
    expect(shouldPollProposal(read({ ...nothingPending, identity: 'aguardando' }))).toBe(true);
    expect(shouldPollProposal(read({ ...nothingPending, retry: 'pending' }))).toBe(true);
    expect(shouldPollProposal(read({ ...nothingPending, correction: 'aguardando' }))).toBe(true);
  });

  it('should stop once both confirmations are sucesso, whatever the actions say', () => {
    expect(shouldPollProposal(read({ bank: 'sucesso', identity: 'sucesso' }))).toBe(false);
    expect(shouldPollProposal(read({ bank: 'sucesso', identity: 'aguardando' }))).toBe(true);
  });

  it('should keep polling when an entry it looks at cannot be read', () => {
    const status = parseCustomStatus(JSON.stringify({ confirmacao: {}, acoes: { tentar_novamente_proposta_banco: { status: 'erro' } } }));
    expect(shouldPollProposal(status)).toBe(true);
  });

  it('should end the correction poll once the correction (or, without one, the retry) action is pending again', () => {
    expect(correctionTakenIn(read({ bank: 'erro', correction: 'erro' }))).toBe(false);
    expect(correctionTakenIn(read({ bank: 'aguardando', correction: 'aguardando' }))).toBe(true);
    expect(correctionTakenIn(read({ bank: 'aguardando', correction: 'pending' }))).toBe(true);
    const noCorrection = (retry: Word) => parseCustomStatus(JSON.stringify({ confirmacao: {}, acoes: { tentar_novamente_proposta_banco: { status: retry } } }));
    expect(correctionTakenIn(noCorrection('aguardando'))).toBe(true);
    expect(correctionTakenIn(noCorrection('erro'))).toBe(false);
  });
});
