import { describe, expect, it } from 'vitest';
import {
  chosenFor,
  draftFor,
  EMPTY_SIMULATION_DRAFT,
  EMPTY_SIMULATION_ENTRY,
  simulationDraftKey,
  simulationEntryKey,
  type SimulationDraft,
} from '../../../src/lib/flow/simulation-choice';

const chosen = (solicitationId: string) => ({
  solicitationId,
  productId: 'prod-zipdin',
  option: {} as never,
  antecipatedYears: 4,
  maxAntecipatedYears: 12,
  maxReleasedAmount: 5000,
});

describe('simulation draft (the contract with the wizard)', () => {
  it('should key one record per link', () => {
    expect(simulationDraftKey('/demo/joao')).toBe('simulation:/demo/joao');
    expect(simulationEntryKey('/demo/joao')).toBe('simulation-entry:/demo/joao');
  });

  it("should start clean › when the stored draft is another solicitation's", () => {
    const stored: SimulationDraft = {
      solicitationId: 'sol-1',
      applied: { productId: 'p', maxYears: 4 },
      chosen: chosen('sol-1'),
    };
    expect(draftFor(stored, 'sol-2', EMPTY_SIMULATION_DRAFT)).toEqual({
      ...EMPTY_SIMULATION_DRAFT,
      solicitationId: 'sol-2',
    });
    expect(draftFor(stored, 'sol-1', EMPTY_SIMULATION_DRAFT)).toBe(stored);
    const entry = {
      solicitationId: 'sol-1',
      mode: 'MAX_YEARS' as const,
      valueText: '',
      years: 4,
    };
    expect(draftFor(entry, 'sol-2', EMPTY_SIMULATION_ENTRY)).toEqual({
      ...EMPTY_SIMULATION_ENTRY,
      solicitationId: 'sol-2',
    });
  });

  it("should give the chosen option only for the flow's solicitation", () => {
    const stored: SimulationDraft = {
      ...EMPTY_SIMULATION_DRAFT,
      solicitationId: 'sol-1',
      chosen: chosen('sol-1'),
    };
    expect(chosenFor(stored, 'sol-1')).toEqual(chosen('sol-1'));
    expect(chosenFor(stored, 'sol-2')).toBeUndefined();
    expect(chosenFor(stored, undefined)).toBeUndefined();
  });
});
