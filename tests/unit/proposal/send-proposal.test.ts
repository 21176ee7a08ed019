import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProposalRequest } from '../../../src/api/operations/create-proposal';
import { ApiError } from '../../../src/api/errors';
import { sendProposal, unansweredRequest, type ProposalCalls } from '../../../src/features/proposal/wizard/send-proposal';
import { flowKey, type FlowState } from '../../../src/lib/flow/flow-state';
import { clearDrafts, getDraft, setDraft } from '../../../src/lib/storage/draft-store';

const BASE = '/demo';
const SOLICITATION = 'sol-1';
const request = (motherName: string) => ({ balanceSolicitationId: SOLICITATION, NaturalPerson: { motherName } }) as unknown as ProposalRequest;
const serverError = () => ApiError.fromResponse(500, { message: 'Falha inesperada' });
const busy = () => ApiError.fromResponse(503, { message: 'Servico indisponivel' });
const refusal = () => ApiError.fromResponse(400, { message: 'Produto nao informado' });

/**
 * A BFF that replays answers by key, as bff.yaml describes, and records what it was sent. With
 * `replayFailures` it replays every answer by key, its failures too (a 500 given once to a key is
 * that key's answer for ever); otherwise only what it created.
 */
function bff(script: Array<'lost' | 'refuse' | 'fail' | 'busy' | 'ok'> = [], { replayFailures = false } = {}) {
  const byKey = new Map<string, string>();
  const failedByKey = new Map<string, () => ApiError>();
  const sent: Array<{ kind: 'create' | 'resubmit'; key?: string; body: unknown }> = [];
  let n = 0;
  const calls: ProposalCalls = {
    create: vi.fn<ProposalCalls['create']>(async (body, key) => {
      sent.push({ kind: 'create', key, body });
      if (key && byKey.has(key)) return byKey.get(key)!;
      if (key && failedByKey.has(key)) throw failedByKey.get(key)!();
      const step = script.shift() ?? 'ok';
      const failure = step === 'refuse' ? refusal : step === 'fail' ? serverError : step === 'busy' ? busy : undefined;
      if (failure) {
        if (key && replayFailures) failedByKey.set(key, failure);
        throw failure();
      }
      const id = `prop-${++n}`;
      if (key) byKey.set(key, id);
      if (step === 'lost') throw serverError(); // created, but the answer is a 500
      return id;
    }),
    resubmit: vi.fn<ProposalCalls['resubmit']>(async (_id, body, key) => {
      sent.push({ kind: 'resubmit', key, body });
    }),
  };
  return { calls, sent };
}

describe('sendProposal: idempotency keys follow the body', () => {
  beforeEach(async () => {
    await clearDrafts();
    setDraft(flowKey(BASE), { worker: { name: 'MARIA', cpf: '529.982.247-25', phone: '' }, solicitationId: SOLICITATION } satisfies FlowState);
  });
  afterEach(async () => {
    await clearDrafts();
  });

  it('should keep the confirmed body while its answer is unknown, for a reopened page to resume as it was', async () => {
    const { calls } = bff(['fail', 'refuse']);
    expect(unansweredRequest(BASE)).toBeUndefined();
    await expect(sendProposal(BASE, SOLICITATION, request('ROSA'), calls)).rejects.toThrow();
    expect(unansweredRequest(BASE)).toEqual(request('ROSA'));
    // Answered (a refusal is an answer): nothing left to resume.
    await expect(sendProposal(BASE, SOLICITATION, request('ROSA'), calls)).rejects.toThrow();
    expect(unansweredRequest(BASE)).toBeUndefined();
  });

  it('should send the same body again with the same key after a lost answer', async () => {
    const { calls, sent } = bff(['fail']);
    await expect(sendProposal(BASE, SOLICITATION, request('ROSA'), calls)).rejects.toThrow();
    await sendProposal(BASE, SOLICITATION, request('ROSA'), calls);
    expect(sent.map((s) => s.key)).toEqual([sent[0]!.key, sent[0]!.key]);
    expect(getDraft<FlowState>(flowKey(BASE))?.proposalId).toBe('prop-1');
    expect(getDraft(`proposal-unanswered:${BASE}`)).toBeUndefined();
  });

  it('should give a different body a new key after a refusal (a final answer)', async () => {
    const { calls, sent } = bff(['refuse']);
    await expect(sendProposal(BASE, SOLICITATION, request('ROSA'), calls)).rejects.toThrow();
    await sendProposal(BASE, SOLICITATION, request('ROSE'), calls);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
    expect(sent[1]!.body).toEqual(request('ROSE'));
  });

  it('should, after a 500 that created the proposal, find it with the first body and key, then carry the change by the resubmission', async () => {
    const { calls, sent } = bff(['lost']);
    await expect(sendProposal(BASE, SOLICITATION, request('ROSA'), calls)).rejects.toThrow();
    const result = await sendProposal(BASE, SOLICITATION, request('ROSE'), calls);
    expect(result).toEqual({ id: 'prop-1', changeLost: false });
    expect(sent.map((s) => [s.kind, s.key === sent[0]!.key])).toEqual([
      ['create', true],
      ['create', true],
      ['resubmit', false],
    ]);
    expect(sent[1]!.body).toEqual(request('ROSA'));
    expect(sent[2]!.body).toEqual({ proposalRequest: request('ROSE'), createProposalBank: true, createIdentitySecurity: false });
    expect(getDraft<FlowState>(flowKey(BASE))?.proposalId).toBe('prop-1');
  });

  it('should send the new body with its own key when the repeat of the first is refused (it created nothing)', async () => {
    const { calls, sent } = bff(['fail', 'refuse']);
    await expect(sendProposal(BASE, SOLICITATION, request('ROSA'), calls)).rejects.toThrow();
    const result = await sendProposal(BASE, SOLICITATION, request('ROSE'), calls);
    expect(result).toEqual({ id: 'prop-1' });
    expect(sent.map((s) => s.body)).toEqual([request('ROSA'), request('ROSA'), request('ROSE')]);
    expect(new Set(sent.map((s) => s.key)).size).toBe(2);
  });

  it('should send nothing new while the first outcome stays unknown › its repeat gets another failure', async () => {
    const { calls, sent } = bff(['fail', 'busy']);
    await expect(sendProposal(BASE, SOLICITATION, request('ROSA'), calls)).rejects.toThrow();
    await expect(sendProposal(BASE, SOLICITATION, request('ROSE'), calls)).rejects.toThrow();
    expect(sent.map((s) => s.body)).toEqual([request('ROSA'), request('ROSA')]);
    expect(getDraft<{ body: unknown }>(`proposal-unanswered:${BASE}`)?.body).toEqual(request('ROSA'));
  });

  it('should, when the repeat of the first body gets its 500 again (a BFF replaying failures by key), send the changed body as itself on a new key', async () => {
    const { calls, sent } = bff(['fail'], { replayFailures: true });
    await expect(sendProposal(BASE, SOLICITATION, request('ROSA'), calls)).rejects.toThrow();
    const result = await sendProposal(BASE, SOLICITATION, request('ROSE'), calls);
    expect(result).toEqual({ id: 'prop-1' });
    expect(sent.map((s) => [s.kind, s.body])).toEqual([
      ['create', request('ROSA')],
      ['create', request('ROSA')],
      ['create', request('ROSE')],
    ]);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
    expect(calls.resubmit).not.toHaveBeenCalled();
    expect(getDraft(`proposal-unanswered:${BASE}`)).toBeUndefined();
    expect(getDraft<FlowState>(flowKey(BASE))?.proposalId).toBe('prop-1');
  });

  it('should send the same body on a new key once its repeat got the same 500 again (tapped once more)', async () => {
    const { calls, sent } = bff(['fail'], { replayFailures: true });
    await expect(sendProposal(BASE, SOLICITATION, request('ROSA'), calls)).rejects.toThrow();
    await expect(sendProposal(BASE, SOLICITATION, request('ROSA'), calls)).rejects.toThrow();
    expect(getDraft(`proposal-unanswered:${BASE}`)).toBeUndefined();
    await expect(sendProposal(BASE, SOLICITATION, request('ROSA'), calls)).resolves.toEqual({ id: 'prop-1' });
    expect(sent.map((s) => s.key === sent[0]!.key)).toEqual([true, true, false]);
    expect(sent.map((s) => s.body)).toEqual([request('ROSA'), request('ROSA'), request('ROSA')]);
  });

  it('should say the change was lost when the proposal exists and the resubmission fails', async () => {
    const { calls } = bff(['lost']);
    vi.mocked(calls.resubmit).mockRejectedValueOnce(serverError());
    await expect(sendProposal(BASE, SOLICITATION, request('ROSA'), calls)).rejects.toThrow();
    expect(await sendProposal(BASE, SOLICITATION, request('ROSE'), calls)).toEqual({ id: 'prop-1', changeLost: true });
  });
});
