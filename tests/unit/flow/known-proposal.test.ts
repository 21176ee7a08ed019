import { describe, expect, it } from 'vitest';
import { flowBase } from '../../../src/lib/flow/flow-path';
import type { FlowState } from '../../../src/lib/flow/flow-state';
import { knownProposalFor, slugsOf } from '../../../src/lib/flow/known-proposal';

const flow = (cpf: string, proposalId?: string): FlowState => ({
  worker: { name: 'MARIA DA SILVA', cpf, phone: '(11) 98765-4321' },
  ...(proposalId ? { proposalId } : {}),
});

function drafts(records: Record<string, unknown>) {
  return { keys: () => Object.keys(records), get: (key: string) => records[key] as FlowState | undefined };
}

describe('knownProposalFor (the open proposal of this CPF, if this phone knows it)', () => {
  it("should find another link's proposal for the same CPF", () => {
    const read = drafts({ 'flow:/demo/joao': flow('300.000.601-00'), 'simulation:/demo': {}, 'flow:/demo': flow('300.000.601-00', 'prop-7') });
    expect(knownProposalFor('300.000.601-00', read)).toEqual({ base: '/demo', proposalId: 'prop-7' });
  });

  it("should never answer another person's proposal, nor one without a CPF", () => {
    const read = drafts({ 'flow:/demo': flow('529.982.247-25', 'prop-7') });
    expect(knownProposalFor('300.000.601-00', read)).toBeNull();
    expect(knownProposalFor('', drafts({ 'flow:/demo': flow('', 'prop-7') }))).toBeNull();
  });

  it('should ignore drafts that are not flow states', () => {
    expect(knownProposalFor('300.000.601-00', drafts({ 'post-confirmation:/demo': { proposalId: 'prop-1' }, 'flow:/x': undefined }))).toBeNull();
  });
});

describe('slugsOf', () => {
  it('should give back the slugs flowBase joined', () => {
    for (const slugs of [{ slug: 'demo' }, { slug: 'demo', slugSeller: 'joao' }, { slug: 'demo', slugSeller: 'joão silva', slugSelfService: 'zerotac' }]) {
      expect(slugsOf(flowBase(slugs))).toEqual(slugs);
    }
  });
});
