import { describe, expect, it } from 'vitest';
import type { BalanceSimulation } from '../../../src/api/operations/get-simulation';
import type { BalanceSolicitation } from '../../../src/api/operations/get-solicitation';
import { consultationOutcome } from '../../../src/features/consultation/consultation-outcome';
import { SOLICITATION_STATUS_TEXT } from '../../../src/lib/fgts/solicitation-status';

const solicitation = (status: BalanceSolicitation['status']): BalanceSolicitation => ({
  id: 'sol-1',
  document: '52998224725',
  name: 'MARIA DA SILVA',
  status,
  products: [],
  externalId: null,
  createdAt: '2026-11-21T10:00:00Z',
  BalanceSolicitationStatus: { statusMessage: null },
  User: { name: null },
  Processor: { name: 'ZIPDIN' },
});

const option = (overrides: Partial<BalanceSimulation['optionsFinancialInfo'][number]> = {}) => ({
  enabled: true,
  message: null,
  releasedAmount: 1234.5,
  // Two years: spec section 9 asks at least two for a product other than ZERO TAC.
  Installments: [
    { dueDate: '2027-06-01', payment: 0, releasedAmount: 600 },
    { dueDate: '2028-06-01', payment: 0, releasedAmount: 634.5 },
  ],
  iof: 10,
  tacInput: 0,
  issueAmount: 1244.5,
  monthlyRate: 1.79,
  annualRate: 23.7,
  monthlyCET: 1.9,
  annualCET: 25,
  productId: 'p1',
  productName: 'FGTS ZIPDIN',
  externalId: 'x',
  ...overrides,
});

const NO_BALANCE = SOLICITATION_STATUS_TEXT.NO_BALANCE;

describe('consultationOutcome', () => {
  it('should keep consulting › while PENDING, with the Aguardando Caixa label', () => {
    expect(consultationOutcome(solicitation('PENDING'), undefined, false)).toMatchObject({ phase: 'consulting', label: 'Aguardando Caixa' });
  });

  it('should block with the status message › on a final status other than SUCCESS', () => {
    expect(consultationOutcome(solicitation('INVALID_PERIOD'), undefined, false)).toEqual({
      phase: 'blocked',
      status: 'INVALID_PERIOD',
      ...SOLICITATION_STATUS_TEXT.INVALID_PERIOD,
    });
  });

  it('should say so › when the consultation cannot be read after the retries', () => {
    expect(consultationOutcome(undefined, undefined, false, true)).toMatchObject({ phase: 'blocked', retry: 'read' });
  });

  it('should be simulating › on SUCCESS until the simulation answers', () => {
    expect(consultationOutcome(solicitation('SUCCESS'), undefined, false)).toEqual({ phase: 'simulating' });
  });

  it('should show the NO_BALANCE message › when the simulation is not enabled, whatever the option says', () => {
    const simulation = { enabled: false, optionsFinancialInfo: [option({ enabled: false, message: 'Outra mensagem' })] };
    expect(consultationOutcome(solicitation('SUCCESS'), simulation, false)).toEqual({ phase: 'blocked', status: 'NO_BALANCE', ...NO_BALANCE });
  });

  it("should show the option's message › when the first option is disabled", () => {
    const simulation = { enabled: true, optionsFinancialInfo: [option({ enabled: false, message: 'Sem parcelas' })] };
    expect(consultationOutcome(solicitation('SUCCESS'), simulation, false)).toEqual({ phase: 'blocked', message: 'Sem parcelas' });
  });

  it('should block › when there is no first option', () => {
    expect(consultationOutcome(solicitation('SUCCESS'), { enabled: true, optionsFinancialInfo: [] }, false)).toEqual({
      phase: 'blocked',
      status: 'NO_BALANCE',
      ...NO_BALANCE,
    });
  });

  it('should be ready with the maximum released amount › when the first option is enabled', () => {
    const simulation = { enabled: true, optionsFinancialInfo: [option()] };
    expect(consultationOutcome(solicitation('SUCCESS'), simulation, false)).toEqual({ phase: 'ready', maxReleasedAmount: 1234.5 });
  });

  it("should block with the option's message, else 'Não foi possível fazer a simulação' › when it has no installments (the one verdict, lib/fgts)", () => {
    const without = { enabled: true, optionsFinancialInfo: [option({ Installments: [] })] };
    expect(consultationOutcome(solicitation('SUCCESS'), without, false)).toEqual({ phase: 'blocked', message: 'Não foi possível fazer a simulação' });
  });

  it('should block with the unexpected-error message and offer to read it again › when the simulation fails', () => {
    expect(consultationOutcome(solicitation('SUCCESS'), undefined, true)).toEqual({
      phase: 'blocked',
      message: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
      retry: 'simulation',
    });
  });
});
