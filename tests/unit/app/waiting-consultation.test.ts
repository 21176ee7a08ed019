import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { waitingConsultationOf } from '../../../src/app/cached-frame/waiting-consultation';

const NOW = 1_800_000_000_000;
const RULES = { now: NOW, maxAgeMs: 24 * 3_600_000, buster: '0.1.0' };
const SECOND_AGO = new Date(NOW - 1000).toISOString();

function client({ id = 'S-1', status = 'PENDING' as unknown, createdAt = SECOND_AGO as unknown, state = 'success', timestamp = NOW - 60_000, buster = '0.1.0', key = ['balance-solicitation', id] as unknown[] } = {}) {
  return {
    timestamp,
    buster,
    clientState: {
      mutations: [],
      queries: [
        { queryKey: ['link-config', 'demo'], queryHash: '["link-config","demo"]', state: { status: 'success', data: { id: 'x' } } },
        { queryKey: key, queryHash: JSON.stringify(key), state: { status: state, data: { id, status, createdAt } } },
      ],
    },
  };
}
const flow = { worker: { name: '', cpf: '100.000.001-08', phone: '' }, solicitationId: 'S-1' };

describe("the Corban /loading's frame from the phone's copy (waitingConsultationOf)", () => {
  it("should paint the flow's consultation while its last answer is PENDING, long as the screen counts it", () => {
    expect(waitingConsultationOf({ flow, client: client() }, RULES)).toEqual({ long: false });
    // Created 59.999 s ago: not yet; a minute ago: the bank is slow.
    expect(waitingConsultationOf({ flow, client: client({ createdAt: new Date(NOW - 59_999).toISOString() }) }, RULES)).toEqual({ long: false });
    expect(waitingConsultationOf({ flow, client: client({ createdAt: new Date(NOW - 60_000).toISOString() }) }, RULES)).toEqual({ long: true });
    // Without a usable creation time the screen counts from its own opening: not long.
    for (const createdAt of [null, 'ontem', 42, new Date(NOW + 3_600_000).toISOString()]) {
      expect(waitingConsultationOf({ flow, client: client({ createdAt }) }, RULES), String(createdAt)).toEqual({ long: false });
    }
  });

  it('should paint nothing the app would not restore or would draw otherwise', () => {
    const cases: Array<[string, unknown, unknown]> = [
      ['no consultation in the flow', { ...flow, solicitationId: undefined }, client()],
      ['an empty consultation id', { ...flow, solicitationId: '' }, client()],
      ['no CPF (the screen asks for it first)', { ...flow, worker: { ...flow.worker, cpf: '100.000' } }, client()],
      ['no worker', { solicitationId: 'S-1' }, client()],
      ["another consultation's answer in the cache", flow, client({ id: 'S-2' })],
      ['another build wrote the cache', flow, client({ buster: '0.0.9' })],
      ['a cache past its maximum age', flow, client({ timestamp: NOW - RULES.maxAgeMs - 1 })],
      ['a failed read', flow, client({ state: 'error' })],
      ['a longer key', flow, client({ key: ['balance-solicitation', 'S-1', 'x'] })],
      ['the consultation ended', flow, client({ status: 'SUCCESS' })],
      ['a status the app does not know', flow, client({ status: 'pending' })],
      ['nothing stored', undefined, undefined],
      ['not a cache', flow, 'text'],
    ];
    for (const [what, storedFlow, storedClient] of cases) expect(waitingConsultationOf({ flow: storedFlow, client: storedClient }, RULES), what).toBeNull();
  });

  it('should never throw, whatever the phone holds', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (storedFlow, storedClient) => {
        const waiting = waitingConsultationOf({ flow: storedFlow, client: storedClient }, RULES);
        return waiting === null || typeof waiting.long === 'boolean';
      }),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (status, createdAt) => {
        waitingConsultationOf({ flow, client: client({ status, createdAt }) }, RULES);
      }),
    );
  });
});
