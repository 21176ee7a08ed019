import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCustomStatus } from '../../../src/lib/fgts/custom-status';
import { proposalEnd } from '../../../src/lib/fgts/proposal-end';

type Word = 'aguardando' | 'pending' | 'erro' | 'sucesso';
const WORDS: Word[] = ['aguardando', 'pending', 'erro', 'sucesso'];
interface Shape {
  identity?: Word;
  bank?: Word;
  retry?: Word;
  simulation?: Word;
  correction?: Word;
  zipdin?: Word;
  identityAction?: Word;
  /** confirmacao.assinatura_contrato; absent when undefined (a BFF doing only what the spec says). */
  signature?: Word;
}

function read(shape: Shape = {}) {
  const w = (word: Word | undefined) => ({ status: word ?? 'aguardando' });
  return parseCustomStatus(
    JSON.stringify({
      confirmacao: {
        criacao_processo_seg_identidade: w(shape.identity),
        criacao_proposta_bancarizadora: w(shape.bank),
        ...(shape.signature ? { assinatura_contrato: w(shape.signature) } : {}),
      },
      acoes: {
        tentar_novamente_proposta_banco: w(shape.retry),
        erro_simulacao_nao_encontrada: w(shape.simulation),
        correcao_dados_proposta_banco: w(shape.correction),
        tentar_novamente_additional_data_zipdin: w(shape.zipdin),
        criar_processo_seg_identidade: w(shape.identityAction),
      },
    }),
  );
}

describe('proposalEnd', () => {
  it('should say signed when the signature entry is sucesso', () => {
    expect(proposalEnd(read({ bank: 'sucesso', identity: 'sucesso', signature: 'sucesso' }))).toBe('signed');
  });

  it('should say failed when the signature was refused for good', () => {
    expect(proposalEnd(read({ bank: 'sucesso', identity: 'sucesso', signature: 'erro' }))).toBe('failed');
  });

  it('should not end when the bank no longer finds the simulation: the worker retries it', () => {
    expect(proposalEnd(read({ bank: 'erro', simulation: 'erro' }))).toBeNull();
  });

  it('should not end while the worker can still retry or correct', () => {
    expect(proposalEnd(read({ bank: 'erro', simulation: 'erro', retry: 'erro' }))).toBeNull();
    expect(proposalEnd(read({ bank: 'erro', simulation: 'erro', correction: 'erro' }))).toBeNull();
    expect(proposalEnd(read({ bank: 'erro', retry: 'erro' }))).toBeNull();
    expect(proposalEnd(read({ bank: 'erro', correction: 'erro' }))).toBeNull();
    expect(proposalEnd(read({ bank: 'sucesso', identity: 'erro', identityAction: 'erro' }))).toBeNull();
    expect(proposalEnd(read({ bank: 'erro', zipdin: 'erro' }))).toBeNull();
  });

  it('should not end while waiting, nor when the signature is still pending', () => {
    expect(proposalEnd(read())).toBeNull();
    expect(proposalEnd(read({ bank: 'sucesso', identity: 'sucesso' }))).toBeNull();
    expect(proposalEnd(read({ bank: 'sucesso', identity: 'sucesso', signature: 'aguardando' }))).toBeNull();
    expect(proposalEnd(read({ bank: 'sucesso', identity: 'sucesso', signature: 'pending' }))).toBeNull();
  });

  it('should never end on a customStatus it cannot read (the wipe cannot be undone)', () => {
    for (const raw of [undefined, null, '', '{', '[]', '"x"', '{"confirmacao":{"assinatura_contrato":{"status":"assinado"}}}']) {
      expect(proposalEnd(parseCustomStatus(raw))).toBeNull();
    }
  });

  it('should not report the optional signature entry as a problem when absent, but should when unreadable', () => {
    expect(read({ bank: 'sucesso' }).problems).toEqual([]);
    const odd = parseCustomStatus(
      JSON.stringify({
        confirmacao: {
          criacao_processo_seg_identidade: { status: 'aguardando' },
          criacao_proposta_bancarizadora: { status: 'aguardando' },
          assinatura_contrato: { status: '?' },
        },
      }),
    );
    expect(odd.problems).toContain('confirmacao.assinatura_contrato');
  });

  it('property: signed and failed only through the signature entry', () => {
    const word = fc.constantFrom(...WORDS);
    const shape = fc.record(
      {
        identity: word,
        bank: word,
        retry: word,
        simulation: word,
        correction: word,
        zipdin: word,
        identityAction: word,
        signature: fc.option(word, { nil: undefined }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(shape, (s) => {
        const end = proposalEnd(read(s));
        const isError = (w?: Word) => w === 'erro';
        if (end === 'signed') return s.signature === 'sucesso';
        if (end === 'failed') return isError(s.signature);
        return s.signature !== 'sucesso' && !isError(s.signature);
      }),
    );
  });
});
