import { describe, expect, it } from 'vitest';
import type { BalanceSimulation, FinancialOption } from '../../../src/api/operations/get-simulation';
import type { BalanceSolicitation } from '../../../src/api/operations/get-solicitation';
import { corbanProposalInterval, proposalSummary } from '../../../src/features/corban-proposal/proposal-summary';
import { SIMULATION_UNEXPECTED_ERROR as SIMULATION_ERROR } from '../../../src/lib/fgts/simulation-messages';

const solicitation = (status: BalanceSolicitation['status']) => ({ id: 'sol-1', status, externalId: null }) as BalanceSolicitation;
const option = (patch: Partial<FinancialOption> = {}) =>
  ({
    enabled: true,
    message: null,
    releasedAmount: 2568.69,
    Installments: [
      { dueDate: '2027-06-01', payment: 0, releasedAmount: 500 },
      { dueDate: '2028-06-01', payment: 0, releasedAmount: 500 },
    ],
    ...patch,
  }) as FinancialOption;
const simulation = (enabled: boolean, options: FinancialOption[]): BalanceSimulation => ({ enabled, optionsFinancialInfo: options });

const base = {
  solicitation: solicitation('SUCCESS'),
  solicitationFailed: false,
  productId: 'prod-zipdin',
  productPending: false,
  simulation: simulation(true, [option()]),
  simulationFailed: false,
};

describe('proposalSummary', () => {
  it('should show the maximum released amount of the first option', () => {
    expect(proposalSummary(base)).toEqual({ kind: 'ready', maxReleasedAmount: 2568.69 });
  });

  it('should be loading › while the solicitation, the product or the simulation is on its way', () => {
    expect(proposalSummary({ ...base, solicitation: undefined })).toEqual({ kind: 'loading' });
    expect(proposalSummary({ ...base, productId: undefined, productPending: true })).toEqual({ kind: 'loading' });
    expect(proposalSummary({ ...base, simulation: undefined })).toEqual({ kind: 'loading' });
  });

  it('should show the status › when the solicitation is not SUCCESS (nothing to simulate), waiting while the bank may move it', () => {
    expect(proposalSummary({ ...base, solicitation: solicitation('PENDING_CONFIRMATION') })).toMatchObject({
      kind: 'status',
      label: 'Aguardando confirmação',
      waiting: true,
    });
    expect(proposalSummary({ ...base, solicitation: solicitation('NO_BALANCE') })).toMatchObject({ kind: 'status', waiting: false });
  });

  it('should read PENDING_CONFIRMATION (and PENDING) again every 8 s until it moves', () => {
    expect(corbanProposalInterval(solicitation('PENDING_CONFIRMATION'))).toBe(8000);
    expect(corbanProposalInterval(solicitation('PENDING'))).toBe(8000);
    for (const status of ['SUCCESS', 'NO_BALANCE', 'USED'] as const) expect(corbanProposalInterval(solicitation(status))).toBe(false);
    expect(corbanProposalInterval(undefined)).toBe(false);
  });

  it('should say the link has no product › when the link has no product to simulate with', () => {
    expect(proposalSummary({ ...base, productId: undefined })).toMatchObject({ kind: 'no-product', label: 'Consulta Concluída' });
  });

  it("should block with the NO_BALANCE message when the simulation is disabled, else the option's message", () => {
    // Spec section 8: a simulation that is not enabled shows the NO_BALANCE message.
    expect(proposalSummary({ ...base, simulation: simulation(false, [option({ enabled: false, message: 'Sem saldo.' })]) })).toEqual({
      kind: 'blocked',
      message: 'Você não tem o saldo mínimo no FGTS para fazer a antecipação.',
    });
    expect(proposalSummary({ ...base, simulation: simulation(true, [option({ enabled: false, message: 'Sem saldo.' })]) })).toEqual({
      kind: 'blocked',
      message: 'Sem saldo.',
    });
    expect(proposalSummary({ ...base, simulation: simulation(true, []) })).toEqual({
      kind: 'blocked',
      message: 'Você não tem o saldo mínimo no FGTS para fazer a antecipação.',
    });
  });

  it('should offer to read again with the unexpected-error text › when a read failed', () => {
    expect(proposalSummary({ ...base, simulationFailed: true, simulation: undefined })).toEqual({ kind: 'read-failed', message: SIMULATION_ERROR });
    expect(proposalSummary({ ...base, solicitationFailed: true, solicitation: undefined })).toEqual({ kind: 'read-failed', message: SIMULATION_ERROR });
    expect(proposalSummary({ ...base, productId: undefined, productFailed: true })).toEqual({ kind: 'read-failed', message: SIMULATION_ERROR });
  });

  it('should keep what it read › when a later read of the same thing fails (the poll tries again)', () => {
    expect(proposalSummary({ ...base, solicitationFailed: true })).toEqual({ kind: 'ready', maxReleasedAmount: 2568.69 });
  });
});
