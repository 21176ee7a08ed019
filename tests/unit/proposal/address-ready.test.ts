import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readyAddressOf } from '../../../src/features/proposal/wizard/address-ready';

type AddressCopy = Parameters<typeof readyAddressOf>[0];
import { persistedClient, RULES } from '../storage/persisted-client';

const LINK = '/demo';
const ADDRESS = { cep: '01001-000', street: 'PRACA DA SE', streetNumber: '100', complement: 'APTO 12', district: 'SE', city: 'SAO PAULO', state: 'SP' };
const flow = { worker: { name: 'MARIA', cpf: '100.000.001-08', phone: '' }, leadId: 'L-1', solicitationId: 'S-1' };
const simulation = { solicitationId: 'S-1', chosen: { solicitationId: 'S-1', productId: 'prod-zipdin', option: { externalId: 'x' } } };
const lock = { cep: '01001000', street: true, district: true, city: true };
const wizard = { personalData: {}, address: ADDRESS, bankData: {}, cepLock: lock, prefilled: true };
const copy = (over: Partial<AddressCopy> = {}): AddressCopy => ({ flow, client: persistedClient([]), simulation, wizard, ...over });

describe("step 2's frame from the phone's copy (readyAddressOf)", () => {
  it('should paint the values the form starts from, with the fields the CEP locked', () => {
    expect(readyAddressOf(copy(), RULES, LINK)).toEqual({ values: ADDRESS, locked: { street: true, district: true, city: true } });
    // A single-CEP town: the lookup filled the city only.
    expect(readyAddressOf(copy({ wizard: { ...wizard, cepLock: { ...lock, street: false, district: false } } }), RULES, LINK)?.locked).toEqual({
      street: false,
      district: false,
      city: true,
    });
  });

  it('should lock nothing the form would not: no lookup, or a lookup of another CEP than the one in the field', () => {
    const unlocked = { street: false, district: false, city: false };
    expect(readyAddressOf(copy({ wizard: { ...wizard, cepLock: null } }), RULES, LINK)?.locked).toEqual(unlocked);
    expect(readyAddressOf(copy({ wizard: { ...wizard, cepLock: undefined } }), RULES, LINK)?.locked).toEqual(unlocked);
    expect(readyAddressOf(copy({ wizard: { ...wizard, address: { ...ADDRESS, cep: '01002-000' } } }), RULES, LINK)?.locked).toEqual(unlocked);
  });

  it('should paint an address still empty (the form as it opens on a first visit after the autocomplete)', () => {
    const empty = { cep: '', street: '', streetNumber: '', complement: '', district: '', city: '', state: '' };
    expect(readyAddressOf(copy({ wizard: { ...wizard, address: empty, cepLock: null } }), RULES, LINK)).toEqual({
      values: empty,
      locked: { street: false, district: false, city: false },
    });
  });

  it('should paint nothing the wizard would not open step 2 on, or would not restore', () => {
    const cases: Array<[string, Partial<AddressCopy>]> = [
      // wizard-screen: 'Não encontramos a sua consulta.'
      ['no consultation in the flow', { flow: { ...flow, solicitationId: undefined } }],
      ['an empty consultation id', { flow: { ...flow, solicitationId: '' } }],
      ['no CPF in the flow', { flow: { ...flow, worker: { ...flow.worker, cpf: '' } } }],
      ['no worker in the flow', { flow: { ...flow, worker: undefined } }],
      // wizard-screen: 'Sua proposta já foi enviada.'
      ['a proposal already sent', { flow: { ...flow, proposalId: 'P-1' } }],
      ['nothing stored', { flow: undefined, client: undefined, simulation: undefined, wizard: undefined }],
      // The BFF has no configuration for the link: the app goes to /404.
      ['a link the BFF has no configuration for', { client: persistedClient([[['selfservice', 'demo', null, null], null]]) }],
      // use-chosen-option: without a choice for this consultation the wizard may send the worker to step 0.
      ['no step 0 draft', { simulation: undefined }],
      ['no choice on step 0', { simulation: { solicitationId: 'S-1' } }],
      ["a choice for another person's consultation", { simulation: { ...simulation, chosen: { ...simulation.chosen, solicitationId: 'S-0' } } }],
      ['a choice without its option', { simulation: { ...simulation, chosen: { ...simulation.chosen, option: undefined } } }],
      // wizard-screen: 'Carregando...' until the autocomplete's values are merged.
      ['no wizard draft yet', { wizard: undefined }],
      ['a wizard draft not prefilled', { wizard: { ...wizard, prefilled: false } }],
      // wizard-screen: the review takes up a submission on its way.
      ['a submission on its way', { wizard: { ...wizard, submitting: true } }],
      ['a wizard draft without an address', { wizard: { ...wizard, address: undefined } }],
      ['an address missing a field', { wizard: { ...wizard, address: { ...ADDRESS, state: undefined } } }],
      ['an address with a field that is not text', { wizard: { ...wizard, address: { ...ADDRESS, streetNumber: 100 } } }],
    ];
    for (const [what, over] of cases) expect(readyAddressOf(copy(over), RULES, LINK), what).toBeNull();
  });

  it('should never throw, and paint only text, whatever the phone holds', () => {
    const valid = (painted: ReturnType<typeof readyAddressOf>) =>
      painted === null ||
      (Object.values(painted.values).every((value) => typeof value === 'string') && Object.values(painted.locked).every((value) => typeof value === 'boolean'));
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (f, client, s, w) =>
        valid(readyAddressOf({ flow: f, client, simulation: s, wizard: w }, RULES, LINK)),
      ),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (address, cepLock) => valid(readyAddressOf(copy({ wizard: { ...wizard, address, cepLock } }), RULES, LINK))),
    );
    // Addresses of text (and now and then not), with locks of any shape: what paints is the stored text as it is.
    const text = fc.oneof({ weight: 9, arbitrary: fc.string() }, { weight: 1, arbitrary: fc.anything() });
    const storedAddress = fc.record({ cep: text, street: text, streetNumber: text, complement: text, district: text, city: text, state: text });
    const storedLock = fc.oneof(
      fc.constant(null),
      fc.record({ cep: fc.string(), street: fc.anything(), district: fc.anything(), city: fc.anything() }),
      fc.anything(),
    );
    let painted = 0;
    fc.assert(
      fc.property(storedAddress, storedLock, (address, cepLock) => {
        const result = readyAddressOf(copy({ wizard: { ...wizard, address, cepLock } }), RULES, LINK);
        if (result) painted += 1;
        const allText = Object.values(address).every((value) => typeof value === 'string');
        return valid(result) && (result === null) === !allText && (result === null || JSON.stringify(result.values) === JSON.stringify(address));
      }),
    );
    expect(painted).toBeGreaterThan(0);
  });
});
