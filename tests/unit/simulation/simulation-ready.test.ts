import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownResult } from '../../../src/features/simulation/simulation-figures';
import { resultHeadlineOf as readySimulationHeadlineOf } from '../../../src/features/simulation/simulation-ready';
import { persistedClient, RULES, storedConsultation, unreadyCopies } from '../storage/persisted-client';

const LINK = '/demo/joao';
const CONFIG_KEY = ['selfservice', 'demo', 'joao', null];

const client = persistedClient;
const stored = (overrides: Parameters<typeof storedConsultation>[1] = {}) =>
  storedConsultation(CONFIG_KEY, overrides, { id: 'S-1', status: 'SUCCESS', name: 'Maria Souza', createdAt: null });
const flow = { worker: { name: 'MARIA DA SILVA', cpf: '100.000.001-08', phone: '' }, leadId: 'L-1', solicitationId: 'S-1' };

describe("the simulation result's frame from the phone's copy (readySimulationHeadlineOf)", () => {
  it('should paint the first name and the maximum the screen shows for the flow’s own consultation, ready to simulate', () => {
    expect(readySimulationHeadlineOf({ flow, client: client(stored()) }, RULES, LINK)).toEqual({ name: 'MARIA', maxValue: 5642.3 });
  });

  it("should take the consultation's name where the flow has none typed (the Corban flow), and none where neither has one", () => {
    const corban = { worker: { name: '', cpf: '100.000.001-08', phone: '' }, solicitationId: 'S-1' };
    expect(readySimulationHeadlineOf({ flow: corban, client: client(stored()) }, RULES, LINK)).toEqual({ name: 'Maria', maxValue: 5642.3 });
    const unnamed = stored({ solicitation: { id: 'S-1', status: 'SUCCESS', name: null } });
    expect(readySimulationHeadlineOf({ flow: corban, client: client(unnamed) }, RULES, LINK)).toEqual({ name: '', maxValue: 5642.3 });
  });

  it('should paint nothing the screen would not open on, would not restore, or would draw otherwise', () => {
    const cases: Array<[string, unknown, unknown]> = [
      // lib/flow/guards: no consultation in the flow sends the worker back.
      ['no consultation in the flow', { ...flow, solicitationId: undefined }, client(stored())],
      ['an empty consultation id', { ...flow, solicitationId: '' }, client(stored())],
      ["a kept consultation that is not the flow's", { ...flow, solicitationId: 'S-2' }, client(stored())],
      // The BFF has no configuration for the link: the app goes to /404.
      ['a link the BFF has no configuration for', flow, client(stored({ config: null }))],
      ['a link without a product', flow, client(stored({ config: { id: 'ss-demo-joao' } }))],
      ...unreadyCopies(stored).map(([what, storedClient]) => [what, flow, storedClient] as [string, unknown, unknown]),
      ['nothing stored', undefined, undefined],
    ];
    for (const [what, storedFlow, storedClient] of cases)
      expect(readySimulationHeadlineOf({ flow: storedFlow, client: storedClient }, RULES, LINK), what).toBeNull();
  });

  it("should paint what the screen shows, by the screen's own reading (shownResult)", () => {
    // A first simulation kept for a consultation read since as PENDING: the screen shows its result, and so does the frame.
    const pending = stored({ solicitation: { id: 'S-1', status: 'PENDING', name: 'Maria Souza' } });
    const shown = shownResult(flow.worker.name, pending[0]![1] as never, pending[2]![1] as never);
    expect(readySimulationHeadlineOf({ flow, client: client(pending) }, RULES, LINK)).toEqual({ name: shown!.name, maxValue: shown!.limits.maxValue });
  });

  it('should never throw, whatever the phone holds', () => {
    const valid = (headline: { name: string; maxValue: number } | null) =>
      headline === null || (typeof headline.name === 'string' && Number.isFinite(headline.maxValue));
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (storedFlow, storedClient) =>
        valid(readySimulationHeadlineOf({ flow: storedFlow, client: storedClient }, RULES, LINK)),
      ),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (worker, solicitation, simulation) =>
        valid(readySimulationHeadlineOf({ flow: { ...flow, worker }, client: client(stored({ solicitation, simulation })) }, RULES, LINK)),
      ),
    );
  });
});
