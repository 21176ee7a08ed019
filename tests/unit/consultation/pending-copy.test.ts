import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { waitingConsultationOf, waitingSelfServiceOf } from '../../../src/features/consultation/pending-copy';
import { NOW, persistedClient, RULES, type StoredQuery } from '../storage/persisted-client';

const SECOND_AGO = new Date(NOW - 1000).toISOString();
const HOUR_AGO = new Date(NOW - 3_600_000).toISOString();
const LINK = '/acme/maria';

/** The stored status and creation time are anything: a test may store what the contract does not allow. */
type ClientParts = {
  id?: string;
  status?: unknown;
  createdAt?: unknown;
  state?: string;
  timestamp?: number;
  buster?: string;
  key?: unknown[];
  configs?: StoredQuery[];
  failures?: number;
};
function client({
  id = 'S-1',
  status = 'PENDING',
  createdAt = SECOND_AGO,
  state = 'success',
  timestamp = NOW - 60_000,
  buster = RULES.buster,
  key = ['balance-solicitation', id],
  configs = [],
  failures = 0,
}: ClientParts = {}) {
  return persistedClient([[key, { id, status, createdAt }, state, failures], ...configs], { timestamp, buster });
}
const flow = { worker: { name: '', cpf: '100.000.001-08', phone: '' }, solicitationId: 'S-1' };

describe("the Corban /loading's frame from the phone's copy (waitingConsultationOf)", () => {
  it("should paint the flow's consultation while its last answer is PENDING, long as the screen counts it", () => {
    expect(waitingConsultationOf({ flow, client: client() }, RULES, LINK)).toEqual({ long: false, support: false });
    // Created 59.999 s ago: not yet; a minute ago: the bank is slow.
    expect(waitingConsultationOf({ flow, client: client({ createdAt: new Date(NOW - 59_999).toISOString() }) }, RULES, LINK)).toEqual({
      long: false,
      support: false,
    });
    expect(waitingConsultationOf({ flow, client: client({ createdAt: new Date(NOW - 60_000).toISOString() }) }, RULES, LINK)).toEqual({
      long: true,
      support: false,
    });
    // Without a usable creation time the screen counts from its own opening: not long.
    for (const createdAt of [null, 'ontem', 42, new Date(NOW + 3_600_000).toISOString()]) {
      expect(waitingConsultationOf({ flow, client: client({ createdAt }) }, RULES, LINK), String(createdAt)).toEqual({ long: false, support: false });
    }
  });

  it("should keep the support chat's room where the screen shows it at once: over a minute, a usable phone stored for the link or its tenant", () => {
    const own = ['selfservice', 'acme', 'maria', null];
    const tenant = ['selfservice', 'acme', null, null];
    const over = (configs: StoredQuery[]) => waitingConsultationOf({ flow, client: client({ createdAt: HOUR_AGO, configs }) }, RULES, LINK);
    expect(over([[own, { supportPhone: '(21) 99876-5432' }]])).toEqual({ long: true, support: true });
    // The link has none (404 answered null, or no phone): its tenant's, when the phone holds it.
    expect(
      over([
        [own, null],
        [tenant, { supportPhone: '21998765432' }],
      ]),
    ).toEqual({ long: true, support: true });
    expect(
      over([
        [own, { supportPhone: null }],
        [tenant, { supportPhone: '21998765432' }],
      ]),
    ).toEqual({ long: true, support: true });
    expect(over([[own, null]])).toEqual({ long: true, support: false });
    expect(over([])).toEqual({ long: true, support: false });
    // A phone the chat cannot use, or another link's configuration.
    expect(over([[own, { supportPhone: '123' }]])).toEqual({ long: true, support: false });
    expect(over([[['selfservice', 'acme', 'joao', null], { supportPhone: '21998765432' }]])).toEqual({ long: true, support: false });
    // Under a minute the screen shows no chat.
    expect(waitingConsultationOf({ flow, client: client({ configs: [[own, { supportPhone: '21998765432' }]] }) }, RULES, LINK)).toEqual({
      long: false,
      support: false,
    });
  });

  it('should paint nothing the app would not restore or would draw otherwise', () => {
    const cases: Array<[string, unknown, unknown]> = [
      ['no consultation in the flow', { ...flow, solicitationId: undefined }, client()],
      ['an empty consultation id', { ...flow, solicitationId: '' }, client()],
      ['no CPF (the screen asks for it first)', { ...flow, worker: { ...flow.worker, cpf: '100.000' } }, client()],
      ['no worker', { solicitationId: 'S-1' }, client()],
      ["another consultation's answer in the cache", flow, client({ id: 'S-2' })],
      ['another build wrote the cache', flow, client({ buster: '0.0.9' })],
      ['a cache past its maximum age', flow, client({ timestamp: NOW - RULES.ttlMs - 1 })],
      ['a failed read', flow, client({ state: 'error' })],
      ['a longer key', flow, client({ key: ['balance-solicitation', 'S-1', 'x'] })],
      ['the consultation ended', flow, client({ status: 'SUCCESS' })],
      ['a status the app does not know', flow, client({ status: 'pending' })],
      // Two failed checks in a row: the screen says so first (use-solicitation's checksFailing).
      ['checks failing', flow, client({ failures: 2 })],
      ['nothing stored', undefined, undefined],
      ['not a cache', flow, 'text'],
    ];
    for (const [what, storedFlow, storedClient] of cases)
      expect(waitingConsultationOf({ flow: storedFlow, client: storedClient }, RULES, LINK), what).toBeNull();
  });

  it('should never throw, whatever the phone holds', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (storedFlow, storedClient) => {
        const waiting = waitingConsultationOf({ flow: storedFlow, client: storedClient }, RULES, LINK);
        return waiting === null || (typeof waiting.long === 'boolean' && typeof waiting.support === 'boolean');
      }),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (status, createdAt) => {
        waitingConsultationOf({ flow, client: client({ status, createdAt }) }, RULES, LINK);
      }),
    );
  });
});

describe("the self-service /consulta's frame from the phone's copy (waitingSelfServiceOf)", () => {
  const selfService = { worker: { name: 'MARIA', cpf: '', phone: '' }, leadId: 'L-1', solicitationId: 'S-1' };

  it("should paint the flow's consultation while its last answer is PENDING, long as the screen counts it", () => {
    expect(waitingSelfServiceOf({ flow: selfService, client: client() }, RULES, LINK)).toEqual({ long: false });
    expect(waitingSelfServiceOf({ flow: selfService, client: client({ createdAt: HOUR_AGO }) }, RULES, LINK)).toEqual({ long: true });
  });

  it('should paint nothing without a lead (the screen sends the worker to the landing), a consultation, or a PENDING answer', () => {
    const cases: Array<[string, unknown, unknown]> = [
      ['no lead', { ...selfService, leadId: undefined }, client()],
      ['an empty lead', { ...selfService, leadId: '' }, client()],
      ['no consultation', { ...selfService, solicitationId: undefined }, client()],
      ['the consultation ended', selfService, client({ status: 'SUCCESS' })],
      ["another consultation's answer", selfService, client({ id: 'S-2' })],
      ['another build wrote the cache', selfService, client({ buster: '0.0.9' })],
      // The BFF has no configuration for the link: the app goes to /404.
      ['a link the BFF does not know', selfService, client({ configs: [[['selfservice', 'acme', 'maria', null], null]] })],
    ];
    for (const [what, storedFlow, storedClient] of cases)
      expect(waitingSelfServiceOf({ flow: storedFlow, client: storedClient }, RULES, LINK), what).toBeNull();
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (storedFlow, storedClient) => {
        const waiting = waitingSelfServiceOf({ flow: storedFlow, client: storedClient }, RULES, LINK);
        return waiting === null || typeof waiting.long === 'boolean';
      }),
    );
  });
});
