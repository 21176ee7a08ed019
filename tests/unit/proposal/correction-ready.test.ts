import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readyCorrectionOf } from '../../../src/features/proposal/correction/correction-ready';

type CorrectionCopy = Parameters<typeof readyCorrectionOf>[0];
import { NOW, persistedClient, RULES } from '../storage/persisted-client';

const LINK = '/demo';
const MESSAGE = 'Dados bancarios divergentes do titular';
const LIST = ['Agencia e conta nao conferem com o CPF do titular'];

/** A proposal's customStatus as the BFF sends it: the bank's creation and the correction in `bank` and `correction`, the rest waiting. */
/** The correction's message and list are anything: a test may send what the contract does not allow. */
type StatusParts = { bank?: string; correction?: string; retry?: string; mensagem?: unknown; resultado?: unknown };
function customStatus({ bank = 'erro', correction = 'erro', retry = 'aguardando', mensagem = MESSAGE, resultado = LIST }: StatusParts = {}) {
  return JSON.stringify({
    confirmacao: { criacao_processo_seg_identidade: { status: 'aguardando' }, criacao_proposta_bancarizadora: { status: bank } },
    acoes: { correcao_dados_proposta_banco: { status: correction, mensagem, resultado }, tentar_novamente_proposta_banco: { status: retry } },
  });
}
const proposal = (status = customStatus()) => ({ id: 'P-1', customStatus: status });
const flow = { worker: { name: 'MARIA', cpf: '100.000.001-08', phone: '' }, leadId: 'L-1', solicitationId: 'S-1', proposalId: 'P-1' };
const correction = { proposalId: 'P-1', values: { personalData: {}, address: {}, bankData: {} } };
const copy = (over: Partial<CorrectionCopy> = {}): CorrectionCopy => ({
  flow,
  client: persistedClient([[['proposal', 'P-1'], proposal()]]),
  post: undefined,
  correction,
  ...over,
});

describe("the correction form's frame from the phone's copy (readyCorrectionOf)", () => {
  it("should paint the bank's message and list for the flow's proposal in correction, opened on the worker's draft", () => {
    expect(readyCorrectionOf(copy(), RULES, LINK)).toEqual({ mensagem: MESSAGE, resultado: LIST });
    // A resubmission that failed without an answer waits for the next tap: the form shows.
    const failedTap = { tap: { id: 't-1', action: 'correction', proposalId: 'P-1', body: {}, failed: true }, correctionSaved: null };
    expect(readyCorrectionOf(copy({ post: failedTap }), RULES, LINK)).toEqual({ mensagem: MESSAGE, resultado: LIST });
    // A correction saved for an earlier proposal says nothing of this one.
    expect(readyCorrectionOf(copy({ post: { correctionSaved: 'P-0' } }), RULES, LINK)).toEqual({ mensagem: MESSAGE, resultado: LIST });
  });

  it('should paint the message alone, or the list alone, as the screen shows them', () => {
    const only = (status: string) => readyCorrectionOf(copy({ client: persistedClient([[['proposal', 'P-1'], proposal(status)]]) }), RULES, LINK);
    expect(only(customStatus({ resultado: [] }))).toEqual({ mensagem: MESSAGE, resultado: [] });
    expect(only(customStatus({ mensagem: null }))).toEqual({ mensagem: null, resultado: LIST });
    expect(only(customStatus({ mensagem: 'Confira:', resultado: ['a', 'b'] }))).toEqual({ mensagem: 'Confira:', resultado: ['a', 'b'] });
  });

  it('should paint nothing the screen would not open on, would not restore, or would draw otherwise', () => {
    const stored = (status: string) => persistedClient([[['proposal', 'P-1'], proposal(status)]]);
    const cases: Array<[string, Partial<CorrectionCopy>]> = [
      // lib/flow/guards: no proposal sends the worker back to step 5.
      ['no proposal in the flow', { flow: { ...flow, proposalId: undefined } }],
      ['an empty proposal id', { flow: { ...flow, proposalId: '' } }],
      // The draft of the flow's proposal, not the proposal kept.
      ["a kept proposal that is not the flow's", { flow: { ...flow, proposalId: 'P-2' }, correction: { ...correction, proposalId: 'P-2' } }],
      ['nothing stored', { flow: undefined, client: undefined, correction: undefined }],
      // The BFF has no configuration for the link: the app goes to /404.
      [
        'a link the BFF has no configuration for',
        {
          client: persistedClient([
            [['selfservice', 'demo', null, null], null],
            [['proposal', 'P-1'], proposal()],
          ]),
        },
      ],
      // The screen's wait instead of the form.
      ['a correction saved for this proposal, waiting to be taken in', { post: { correctionSaved: 'P-1', correctionSavedAt: NOW } }],
      ['a resubmission on its way', { post: { tap: { id: 't-1', action: 'correction', proposalId: 'P-1', body: {} } } }],
      ["step 5's retry on its way", { post: { tap: { id: 't-1', action: 'bank-retry', proposalId: 'P-1', body: {} } } }],
      ['a malformed resubmissions draft', { post: 'x' }],
      // The form's draft is made by the first open, after a render of its own ('Carregando os dados da proposta…').
      ['no correction draft yet', { correction: undefined }],
      ['a correction draft of another proposal', { correction: { ...correction, proposalId: 'P-0' } }],
      ['a correction draft without values', { correction: { proposalId: 'P-1' } }],
      // The proposal as kept.
      ['the proposal not kept', { client: persistedClient([]) }],
      ['the proposal not read yet', { client: persistedClient([[['proposal', 'P-1'], undefined, 'pending']]) }],
      ['the bank still validating', { client: stored(customStatus({ bank: 'aguardando', correction: 'aguardando' })) }],
      ['a retry asked, not a correction', { client: stored(customStatus({ correction: 'aguardando', retry: 'erro' })) }],
      ['a correction with neither message nor list', { client: stored(customStatus({ mensagem: null, resultado: [] })) }],
      ['a customStatus that is not JSON', { client: stored('{') }],
      ['another build wrote the cache', { client: persistedClient([[['proposal', 'P-1'], proposal()]], { buster: '0.0.9' }) }],
      ['a cache past its maximum age', { client: persistedClient([[['proposal', 'P-1'], proposal()]], { timestamp: NOW - RULES.ttlMs - 1 }) }],
    ];
    for (const [what, over] of cases) expect(readyCorrectionOf(copy(over), RULES, LINK), what).toBeNull();
  });

  it('should never throw, and paint only text, whatever the phone holds', () => {
    const valid = (reason: ReturnType<typeof readyCorrectionOf>) =>
      reason === null || ((reason.mensagem === null || typeof reason.mensagem === 'string') && reason.resultado.every((line) => typeof line === 'string'));
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (f, client, post, draft) =>
        valid(readyCorrectionOf({ flow: f, client, post, correction: draft }, RULES, LINK)),
      ),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (stored, post) =>
        valid(readyCorrectionOf(copy({ client: persistedClient([[['proposal', 'P-1'], stored]]), post }), RULES, LINK)),
      ),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (mensagem, resultado) =>
        valid(readyCorrectionOf(copy({ client: persistedClient([[['proposal', 'P-1'], proposal(customStatus({ mensagem, resultado }))]]) }), RULES, LINK)),
      ),
    );
  });
});
