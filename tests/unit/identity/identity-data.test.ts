import { describe, expect, it } from 'vitest';
import { finishFailed, identityDataOf } from '../../../src/features/identity/identity-data';
import { statusSummary, statusSummaryOf } from '../../../src/features/signature/status-summary';
import { parseCustomStatus } from '../../../src/lib/fgts/custom-status';

describe('identityDataOf (spec section 2: the selfie needs the token and the unicoId)', () => {
  it('should give the token, the transaction id and the identity-check page id', () => {
    expect(identityDataOf({ UnicoData: { id: 'unico-1', token: 'tok', unicoId: 'txn-1' } })).toEqual({
      token: 'tok',
      transactionId: 'txn-1',
      signatureId: 'unico-1',
    });
  });
  it('should give null until both the token and the unicoId exist', () => {
    for (const UnicoData of [null, undefined, {}, { token: 'tok' }, { unicoId: 'txn' }, { token: ' ', unicoId: 'txn' }, { token: 1, unicoId: 'txn' }]) {
      expect(identityDataOf({ UnicoData })).toBeNull();
    }
    expect(identityDataOf(undefined)).toBeNull();
  });
});

describe('finishFailed (the provider’s finish payload, not documented to us)', () => {
  it('should read a failure word in status or result', () => {
    expect([{ status: 'failure' }, { status: ' ERRO ' }, { result: 'rejected' }, { status: 'falha' }].map(finishFailed)).toEqual([true, true, true, true]);
  });
  it('should take anything else as done', () => {
    expect([undefined, null, 'failure', {}, { status: 'success' }, { status: 1 }, { transactionId: 'x-falha' }].map(finishFailed)).toEqual(
      Array(7).fill(false),
    );
  });
});

describe('statusSummary (the status screen)', () => {
  const ready = { id: 'unico-1', token: 'tok', unicoId: 'txn' };
  it('should send the worker to step 5 whenever something is asked of them', () => {
    expect(statusSummary({ kind: 'retry' }, { kind: 'validating' }, null, undefined).action).toBe('proposal');
    expect(statusSummary({ kind: 'correction', mensagem: null, resultado: [] }, { kind: 'validating' }, null, undefined).action).toBe('proposal');
    expect(statusSummary({ kind: 'success' }, { kind: 'failure' }, null, undefined).action).toBe('proposal');
    expect(statusSummary({ kind: 'additional-data' }, { kind: 'validating' }, null, undefined).action).toBe('proposal');
    expect(statusSummary({ kind: 'simulation-not-found' }, { kind: 'validating' }, null, undefined).action).toBe('proposal');
  });
  it('should send the worker to step 5 when the identity succeeded without the data its link and selfie need', () => {
    for (const unico of [null, { token: 'tok', unicoId: 'txn' }, { id: ' ', token: 'tok', unicoId: 'txn' }, { id: 'unico-1', token: null, unicoId: 'txn' }]) {
      const summary = statusSummary({ kind: 'success' }, { kind: 'success' }, unico, undefined);
      expect(summary.action).toBe('proposal');
      expect(summary.identity).toBe('Identidade: não foi possível gerar o link de formalização, tente novamente!');
    }
  });
  it('should ask for the selfie once the identity data exists, then for the signature once the selfie finished here', () => {
    expect(statusSummary({ kind: 'success' }, { kind: 'success' }, ready, undefined).action).toBe('selfie');
    expect(statusSummary({ kind: 'success' }, { kind: 'success' }, ready, 'other').action).toBe('selfie');
    expect(statusSummary({ kind: 'success' }, { kind: 'success' }, ready, 'txn').action).toBe('sign');
  });
  it('should ask nothing while validating', () => {
    expect(statusSummary({ kind: 'validating' }, { kind: 'validating' }, null, undefined).action).toBeNull();
  });
});

describe("statusSummaryOf: the status screen's reading of a proposal's customStatus (the screen and its frame)", () => {
  const entry = (status: string) => ({ status, mensagem: null, resultado: [] });
  const parsed = (bank: string, identity: string) =>
    parseCustomStatus(JSON.stringify({ confirmacao: { criacao_proposta_bancarizadora: entry(bank), criacao_processo_seg_identidade: entry(identity) } }));
  const unico = { id: 'unico-1', token: 'tok', unicoId: 'txn-1' };

  it('should read the bank and the identity check from the customStatus', () => {
    expect(statusSummaryOf(parsed('aguardando', 'aguardando'), null, undefined)).toEqual({
      bank: 'Banco: validando a sua proposta.',
      identity: 'Identidade: validando a biometria.',
      next: 'Sua proposta está em análise. Esta tela se atualiza sozinha.',
      action: null,
    });
    expect(statusSummaryOf(parsed('sucesso', 'sucesso'), unico, undefined).action).toBe('selfie');
    expect(statusSummaryOf(parsed('sucesso', 'sucesso'), unico, 'txn-1')).toMatchObject({
      bank: 'Banco: proposta validada.',
      next: 'Selfie concluída. Agora falta assinar o contrato.',
      action: 'sign',
    });
    expect(statusSummaryOf(parsed('sucesso', 'erro'), unico, undefined).action).toBe('proposal');
  });
});
