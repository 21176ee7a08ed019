import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readyProposalOf } from '../../../src/features/corban-proposal/proposal-ready';
import { persistedClient, RULES, storedConsultation, unreadyCopies } from '../storage/persisted-client';

const LINK = '/acme/maria';
const CONFIG_KEY = ['selfservice', 'acme', 'maria', null];

const client = persistedClient;
const stored = (overrides: Parameters<typeof storedConsultation>[1] = {}) => storedConsultation(CONFIG_KEY, overrides);
const flow = { worker: { name: '', cpf: '100.000.001-08', phone: '' }, solicitationId: 'S-1' };

describe("the Corban proposal screen's frame from the phone's copy (readyProposalOf)", () => {
  it("should paint the amount the screen shows for this person's own consultation, ready to simulate", () => {
    expect(readyProposalOf({ flow, client: client(stored()) }, RULES, LINK, 'S-1')).toBe(5642.3);
  });

  it('should paint nothing the screen would not open on, would not restore, or would draw otherwise', () => {
    const cases: Array<[string, unknown, unknown, string?]> = [
      // A consultation kept on the phone that is not this flow's own (another person's, an older one): lib/flow/guards.
      ["a kept consultation that is not the flow's", { ...flow, solicitationId: 'S-2' }, client(stored())],
      ['an id nothing is kept of', flow, client(stored()), 'S-2'],
      // The guard trims the id, the screen reads it untrimmed: it would open on a read, not on this amount.
      ['the id with a space', { ...flow, solicitationId: 'S-1' }, client(stored()), 'S-1 '],
      ['no id', flow, client(stored()), ''],
      ['no CPF', { ...flow, worker: { ...flow.worker, cpf: ' ' } }, client(stored())],
      ['no consultation in the flow', { ...flow, solicitationId: undefined }, client(stored())],
      ['the consultation still PENDING_CONFIRMATION', flow, client(stored({ solicitation: { id: 'S-1', status: 'PENDING_CONFIRMATION' } }))],
      ['a link without a product', flow, client(stored({ config: null }))],
      ...unreadyCopies(stored).map(([what, storedClient]) => [what, flow, storedClient] as [string, unknown, unknown]),
      ['nothing stored', undefined, undefined],
    ];
    for (const [what, storedFlow, storedClient, id = 'S-1'] of cases)
      expect(readyProposalOf({ flow: storedFlow, client: storedClient }, RULES, LINK, id), what).toBeNull();
  });

  it('should never throw, whatever the phone holds', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (storedFlow, storedClient) => {
        const amount = readyProposalOf({ flow: storedFlow, client: storedClient }, RULES, LINK, 'S-1');
        return amount === null || Number.isFinite(amount);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (solicitation, simulation) => {
        const amount = readyProposalOf({ flow, client: client(stored({ solicitation, simulation })) }, RULES, LINK, 'S-1');
        return amount === null || Number.isFinite(amount);
      }),
    );
  });
});
