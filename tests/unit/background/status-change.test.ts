import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consultationTag } from '../../../src/lib/fgts/consultation-notice';
import { PROPOSAL_TAG } from '../../../src/lib/fgts/proposal-cards';
import { checkAnswer } from '../../../src/sw/status-change';
import { SOLICITATION_STATUS_TEXT, type SolicitationStatus } from '../../../src/lib/fgts/solicitation-status';
import { parseWatchRecord, type WatchItem } from '../../../src/lib/sw-protocol/status-watch-protocol';

type Value = 'aguardando' | 'pending' | 'erro' | 'sucesso';

/** A customStatus text (spec section 4), the actions waiting unless given. */
function customStatus({
  bank = 'aguardando',
  identity = 'aguardando',
  retry = 'aguardando',
  correction = 'aguardando',
}: { bank?: Value; identity?: Value; retry?: Value; correction?: Value } = {}) {
  return JSON.stringify({
    confirmacao: { criacao_processo_seg_identidade: { status: identity }, criacao_proposta_bancarizadora: { status: bank } },
    acoes: {
      tentar_novamente_proposta_banco: { status: retry },
      erro_simulacao_nao_encontrada: { status: 'aguardando' },
      correcao_dados_proposta_banco: {
        status: correction,
        ...(correction === 'erro' ? { mensagem: 'Agencia e conta nao conferem', resultado: ['conta'] } : {}),
      },
      tentar_novamente_additional_data_zipdin: { status: 'aguardando' },
      criar_processo_seg_identidade: { status: 'aguardando' },
    },
  });
}

const consultation: WatchItem = { kind: 'solicitation', id: 'sol-1', url: '/demo/consulta', last: 'PENDING' };
const proposal: WatchItem = { kind: 'proposal', id: 'prop-1', url: '/demo/show-proposal', last: { bank: 'validating', identity: 'validating' } };
const answer = (status: string) => ({ id: 'sol-1', status, name: 'MARIA DA SILVA', products: [], externalId: null, createdAt: '2026-11-25T10:00:00Z' });

describe('checkAnswer: a consultation', () => {
  it('should tell once, in the page notification words, when it leaves PENDING, and watch it no more', () => {
    const outcome = checkAnswer(consultation, answer('SUCCESS'));
    expect(outcome).toEqual({
      notice: {
        title: 'Consulta concluída',
        body: 'Sua consulta de saldo terminou. Toque para ver quanto você pode receber.',
        tag: 'consulta-sol-1',
        url: '/demo/consulta',
      },
      next: null,
    });
    expect(checkAnswer(consultation, answer('NO_BALANCE')).notice?.title).toBe(`Consulta finalizada: ${SOLICITATION_STATUS_TEXT.NO_BALANCE.label}`);
  });

  it('should say nothing and keep watching while PENDING, or when the answer is not one (failed read, unknown status)', () => {
    for (const read of [answer('PENDING'), undefined, null, answer('SOMETHING_NEW'), 'texto', { status: 7 }]) {
      expect(checkAnswer(consultation, read)).toEqual({ notice: null, next: consultation });
    }
  });

  it('should never put the worker name or digits in a notification, whatever the final status', () => {
    for (const status of Object.keys(SOLICITATION_STATUS_TEXT) as SolicitationStatus[]) {
      const { notice } = checkAnswer(consultation, answer(status));
      if (status === 'PENDING') expect(notice).toBeNull();
      else {
        expect(notice?.tag).toBe(consultationTag('sol-1'));
        expect(`${notice?.title} ${notice?.body}`).not.toMatch(/MARIA|\d{3}/);
      }
    }
  });
});

describe('checkAnswer: a proposal waiting on step 5', () => {
  it('should tell that a correction is needed, and keep watching while the identity process waits behind it', () => {
    const outcome = checkAnswer(proposal, { customStatus: customStatus({ bank: 'erro', correction: 'erro' }) });
    expect(outcome.notice).toEqual({
      title: 'Sua proposta precisa de você',
      body: 'Toque para ver o que fazer para continuar.',
      tag: PROPOSAL_TAG,
      url: '/demo/show-proposal',
    });
    expect(outcome.next).toEqual({ ...proposal, last: { bank: 'correction', identity: 'validating' } });
    // The next check sees the same cards: nothing new.
    expect(checkAnswer(outcome.next!, { customStatus: customStatus({ bank: 'erro', correction: 'erro' }) }).notice).toBeNull();
  });

  it('should tell that the signature link is ready, and stop once nothing waits', () => {
    const outcome = checkAnswer(
      { ...proposal, last: { bank: 'success', identity: 'validating' } },
      { customStatus: customStatus({ bank: 'sucesso', identity: 'sucesso' }) },
    );
    expect(outcome.notice?.title).toBe('Seu link de formalização está pronto');
    expect(outcome.next).toBeNull();
  });

  it('should say nothing when the cards did not change, or the answer has no customStatus', () => {
    expect(checkAnswer(proposal, { customStatus: customStatus() })).toEqual({ notice: null, next: proposal });
    expect(checkAnswer(proposal, undefined)).toEqual({ notice: null, next: proposal });
    expect(checkAnswer(proposal, { id: 'prop-1' })).toEqual({ notice: null, next: proposal });
  });

  it('should never throw on any answer (the worker reads what a BFF sends)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (read, text) => {
        checkAnswer(proposal, read);
        checkAnswer(proposal, { customStatus: text });
        checkAnswer(consultation, read);
      }),
    );
  });
});

describe('parseWatchRecord', () => {
  it('should read back what the page writes, and drop items that are not', () => {
    const record = {
      session: 'tok',
      expiresAt: 5,
      items: [consultation, proposal, { kind: 'proposal', id: 'x', url: 'https://evil.example/', last: { bank: 'a', identity: 'b' } }, { kind: 'other' }],
    };
    expect(parseWatchRecord(JSON.stringify(record))).toEqual({ session: 'tok', expiresAt: 5, items: [consultation, proposal] });
  });

  it('should refuse what is not a record', () => {
    for (const text of ['', 'null', '[]', '{"items":[]}', '{"items":{},"expiresAt":1}', '{"items":[],"expiresAt":1,"session":3}', '{']) {
      expect(parseWatchRecord(text)).toBeNull();
    }
  });
});
