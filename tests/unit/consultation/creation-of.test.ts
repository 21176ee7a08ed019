import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SolicitationRequest } from '../../../src/api/operations/create-solicitation';
import { creationOf } from '../../../src/features/consultation/use-solicitation';

const corban = (over: Partial<Extract<SolicitationRequest, { origin: 'CORBAN' }>> = {}): SolicitationRequest => ({
  origin: 'CORBAN',
  cpf: '529.982.247-25',
  slugs: { slug: 'demo', slugSeller: 'joao', slugSelfService: undefined },
  ...over,
});

describe("the consultation's idempotency key follows its query (creationOf)", () => {
  it('should keep the key for the same Corban query, however the CPF is written', () => {
    expect(creationOf(corban())).toEqual(creationOf(corban({ cpf: '52998224725' })));
    expect(creationOf(corban()).lock).toBe('corban-solicitation');
  });

  it('should give another key to a Corban query that differs (the configuration came back with its selfServiceId, another CPF)', () => {
    const without = creationOf(corban()).of;
    expect(creationOf(corban({ selfServiceId: 'ss-1' })).of).not.toBe(without);
    expect(creationOf(corban({ cpf: '111.444.777-35' })).of).not.toBe(without);
  });

  it('should give two Corban queries the same key exactly when they send the same parameters (property)', () => {
    const request = fc.record({
      cpf: fc.constantFrom('529.982.247-25', '111.444.777-35'),
      seller: fc.constantFrom(undefined, 'joao', 'ana'),
      selfServiceId: fc.constantFrom(undefined, 'ss-1', 'ss-2'),
    });
    fc.assert(
      fc.property(request, request, (a, b) => {
        const of = (r: typeof a) =>
          creationOf(corban({ cpf: r.cpf, slugs: { slug: 'demo', slugSeller: r.seller, slugSelfService: undefined }, selfServiceId: r.selfServiceId })).of;
        const same = a.cpf === b.cpf && a.seller === b.seller && a.selfServiceId === b.selfServiceId;
        return (of(a) === of(b)) === same;
      }),
    );
  });

  it('should name a self-service consultation by its lead (one consultation per lead)', () => {
    const request: SolicitationRequest = {
      origin: 'SELFSERVICE',
      cpf: '529.982.247-25',
      name: 'MARIA',
      phone: '11987654321',
      selfServiceId: 'ss-1',
      leadId: 'lead-9',
    };
    expect(creationOf(request)).toEqual({ lock: 'solicitation', of: 'lead-9' });
  });
});
