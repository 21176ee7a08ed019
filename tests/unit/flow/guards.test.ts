import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_FLOW, type FlowState } from '../../../src/lib/flow/flow-state';
import { FLOWS, LINK_CHILDREN, nextScreen, previousScreen } from '../../../src/lib/flow/flows';
import { guardRedirect, opensAt } from '../../../src/lib/flow/guards';

const worker = { name: 'MARIA DA SILVA', cpf: '529.982.247-25', phone: '(11) 98765-4321' };
const withLead: FlowState = { worker, leadId: 'lead-1' };

describe("opensAt (the guard, for a frame painted from the phone's copy)", () => {
  it('should open a screen where the guard lets it, on the flow as the phone keeps it', () => {
    for (const child of [...LINK_CHILDREN, 'proposal/sol-1', 'proposal/link']) {
      for (const flow of [EMPTY_FLOW, withLead, { worker, solicitationId: 'sol-1', proposalId: 'P-1' }])
        expect(opensAt(child, flow), child).toBe(guardRedirect(child, flow) === null);
    }
  });

  it('should open nothing on a stored flow of another shape, and never throw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('consulta', 'loading', 'proposal/sol-1', 'simulacao', 'correcao', 'selfie', 'status'),
        fc.anything(),
        (child, flow) => typeof opensAt(child, flow) === 'boolean',
      ),
    );
    expect(opensAt('loading', { worker: null })).toBe(false);
    expect(opensAt('status', 'P-1')).toBe(false);
  });
});

describe('guardRedirect', () => {
  it('should send a worker without a lead › from the self-service consultation to the landing', () => {
    expect(guardRedirect('consulta', EMPTY_FLOW)).toBe('');
    expect(guardRedirect('consulta', undefined)).toBe('');
    expect(guardRedirect('consulta', withLead)).toBeNull();
  });

  it("should send a worker without a complete CPF › from /loading to the CPF entry, from a proposal (or another person's) to the instructions", () => {
    expect(guardRedirect('loading', { worker: { ...worker, cpf: '529.982' } })).toBe('onboard');
    expect(guardRedirect('loading', { worker })).toBeNull();
    expect(guardRedirect('proposal/sol-1', EMPTY_FLOW)).toBe('introducao');
    expect(guardRedirect('proposal/%20', { worker })).toBe('introducao');
    expect(guardRedirect('proposal/sol-1', { worker, solicitationId: 'sol-1' })).toBeNull();
    expect(guardRedirect('proposal/sol%2D1', { worker, solicitationId: 'sol-1' })).toBeNull();
    // Another person's consultation on the same phone (a typed or suggested address): not shown.
    expect(guardRedirect('proposal/sol-1', { worker, solicitationId: 'sol-2' })).toBe('introducao');
    expect(guardRedirect('proposal/sol-1', { worker })).toBe('introducao');
    expect(guardRedirect('proposal/link', EMPTY_FLOW)).toBeNull();
  });

  it('should send a worker without a proposal › from the selfie and status screens to the landing', () => {
    for (const screen of ['selfie', 'status']) {
      expect(guardRedirect(screen, withLead)).toBe('');
      expect(guardRedirect(screen, { ...withLead, proposalId: 'p-1' })).toBeNull();
    }
  });

  it('should send a worker without a proposal › from the correction form (step 6) back to step 5', () => {
    expect(guardRedirect('correcao', withLead)).toBe('show-proposal');
    expect(guardRedirect('correcao', undefined)).toBe('show-proposal');
    expect(guardRedirect('correcao', { ...withLead, proposalId: 'p-1' })).toBeNull();
  });

  it('should send a worker without a solicitation › from the simulation to the consultation, the Corban instructions or the landing', () => {
    expect(guardRedirect('simulacao', withLead)).toBe('consulta');
    expect(guardRedirect('simulacao', { worker })).toBe('introducao');
    expect(guardRedirect('simulacao', EMPTY_FLOW)).toBe('');
    expect(guardRedirect('simulacao', undefined)).toBe('');
    expect(guardRedirect('simulacao', { ...withLead, solicitationId: 'sol-1' })).toBeNull();
    expect(guardRedirect('simulacao', { worker, solicitationId: 'sol-1' })).toBeNull();
  });

  it("should open step 5 › when the wizard's submission was refused (it says why), and no other post-confirmation screen", () => {
    const refused = { ...withLead, proposalError: 'Selecione um banco' };
    expect(guardRedirect('show-proposal', refused)).toBeNull();
    expect(guardRedirect('selfie', refused)).toBe('');
    expect(guardRedirect('status', refused)).toBe('');
  });

  it('should let every other screen open › whatever the state', () => {
    const open = LINK_CHILDREN.filter((child) => !['consulta', 'loading', 'proposal', 'selfie', 'status', 'simulacao', 'correcao'].includes(child));
    for (const child of ['', ...open]) expect(guardRedirect(child, undefined)).toBeNull();
  });

  it('should never redirect to a screen that redirects again › for any state', () => {
    const state = fc.record(
      {
        worker: fc.record({ name: fc.string(), cpf: fc.constantFrom('', '529.982.247-25', '529'), phone: fc.string() }),
        leadId: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
        solicitationId: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
        proposalId: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
      },
      { requiredKeys: ['worker'] },
    );
    fc.assert(
      fc.property(state, fc.constantFrom(...LINK_CHILDREN, '', 'proposal/x'), (flow, child) => {
        const target = guardRedirect(child, flow);
        return target === null || guardRedirect(target, flow) === null;
      }),
    );
  });
});

describe('nextScreen / previousScreen (lib/flow/flows)', () => {
  it('should follow each flow in order', () => {
    expect(nextScreen('selfService', '')).toBe('tutorial');
    expect(nextScreen('selfService', 'tutorial')).toBe('consulta');
    expect(nextScreen('selfService', 'consulta')).toBe('simulacao');
    expect(nextScreen('corban', 'onboard')).toBe('introducao');
    expect(nextScreen('corban', 'introducao')).toBe('loading');
    expect(nextScreen('corban', 'loading')).toBe('proposal/$id');
    expect(nextScreen('selfService', 'show-proposal')).toBe('correcao');
    expect(previousScreen('selfService', 'correcao')).toBe('show-proposal');
    expect(previousScreen('selfService', 'consulta')).toBe('tutorial');
    expect(previousScreen('selfService', '')).toBeUndefined();
    expect(nextScreen('selfService', FLOWS.selfService[FLOWS.selfService.length - 1]!)).toBeUndefined();
  });
});
