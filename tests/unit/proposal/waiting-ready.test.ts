import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { waitingProposalOf } from '../../../src/features/proposal/post-confirmation/waiting-ready';
import { NOW, persistedClient, RULES } from '../storage/persisted-client';

const entry = (status: string) => ({ status, mensagem: null, resultado: [] });
// What the BFF answers while both wait: a JSON text, as spec section 7 has it.
const VALIDATING = JSON.stringify({
  confirmacao: { criacao_proposta_bancarizadora: entry('aguardando'), criacao_processo_seg_identidade: entry('aguardando') },
});

/** The stored customStatus is anything: a test may store what the contract does not allow. */
type ClientParts = { id?: string; customStatus?: unknown; status?: string; timestamp?: number; buster?: string; key?: unknown[] };
function client({
  id = 'P-1',
  customStatus = VALIDATING,
  status = 'success',
  timestamp = NOW - 60_000,
  buster = RULES.buster,
  key = ['proposal', id],
}: ClientParts = {}) {
  return persistedClient([[key, { id, customStatus }, status]], { timestamp, buster });
}
const flow = { worker: { name: 'MARIA', cpf: '300.000.623-08', phone: '' }, proposalId: 'P-1' };

describe("step 5's frame from the phone's copy (waitingProposalOf)", () => {
  it("should give the flow's proposal while both cards validate", () => {
    expect(waitingProposalOf({ flow, client: client() }, RULES, '/demo')).toBe('P-1');
  });

  it('should paint nothing the app would not restore or would draw otherwise', () => {
    const cases: Array<[string, unknown, unknown]> = [
      ['no proposal in the flow', { ...flow, proposalId: undefined }, client()],
      ['an empty proposal id', { ...flow, proposalId: '' }, client()],
      ['a change that did not reach the proposal (step 5 says so first)', { ...flow, proposalChangeLost: true }, client()],
      ["another person's proposal in the cache", flow, client({ id: 'P-2' })],
      ['another build wrote the cache', flow, client({ buster: '0.0.9' })],
      ['a cache past its maximum age', flow, client({ timestamp: NOW - RULES.ttlMs - 1 })],
      ['a cache without a time', flow, { ...client(), timestamp: 'yesterday' }],
      ['a failed read', flow, client({ status: 'error' })],
      ['a longer key', flow, client({ key: ['proposal', 'P-1', 'x'] })],
      ['the bank validated', flow, client({ customStatus: { confirmacao: { criacao_proposta_bancarizadora: entry('sucesso') } } })],
      ['the identity link is ready', flow, client({ customStatus: { confirmacao: { criacao_processo_seg_identidade: entry('sucesso') } } })],
      [
        'the bank asks for a retry',
        flow,
        client({ customStatus: { confirmacao: { criacao_proposta_bancarizadora: entry('erro') }, acoes: { tentar_novamente_proposta_banco: entry('erro') } } }),
      ],
      [
        'a link the BFF does not know (the app goes to /404)',
        flow,
        persistedClient([
          [['proposal', 'P-1'], { id: 'P-1', customStatus: VALIDATING }],
          [['selfservice', 'demo', null, null], null],
        ]),
      ],
      ['nothing stored', undefined, undefined],
      ['not a cache', flow, 'text'],
      ['no queries', flow, { ...client(), clientState: {} }],
    ];
    for (const [what, storedFlow, storedClient] of cases)
      expect(waitingProposalOf({ flow: storedFlow, client: storedClient }, RULES, '/demo'), what).toBeNull();
  });

  it('should never throw, whatever the phone holds', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (storedFlow, storedClient) => {
        const id = waitingProposalOf({ flow: storedFlow, client: storedClient }, RULES, '/demo');
        return id === null || (typeof id === 'string' && id !== '');
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (customStatus) => {
        waitingProposalOf({ flow, client: client({ customStatus }) }, RULES, '/demo');
      }),
    );
  });
});
