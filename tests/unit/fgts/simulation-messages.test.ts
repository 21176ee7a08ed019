import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { solicitationStatusText } from '../../../src/lib/fgts/solicitation-status';
import { SIMULATION_UNEXPECTED_ERROR, simulationVerdict } from '../../../src/lib/fgts/simulation-messages';

type Option = components['schemas']['FinancialOption'];

const option = (over: Partial<Option> = {}): Option => ({
  enabled: true,
  message: null,
  releasedAmount: 1000,
  Installments: [{ dueDate: '2027-03-01', payment: 1300, releasedAmount: 1000 }],
  iof: 10,
  tacInput: 50,
  issueAmount: 1060,
  monthlyRate: 1.79,
  annualRate: 23.73,
  monthlyCET: 2.1,
  annualCET: 28.3,
  productId: 'prod-zipdin',
  productName: 'FGTS ZIPDIN',
  externalId: 'sim-1',
  ...over,
});
const NO_BALANCE = solicitationStatusText('NO_BALANCE').message;

describe('simulationVerdict (spec section 8, "Simulation")', () => {
  it('should let step 0 render › when the first option is enabled and has installments', () => {
    const first = option();
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [first, option({ enabled: false })] })).toEqual({ ok: true, option: first });
  });

  it('should show the NO_BALANCE message › when the simulation is not enabled, whatever the option says', () => {
    expect(simulationVerdict({ enabled: false, optionsFinancialInfo: [option({ enabled: false, message: 'Sem saldo' })] })).toEqual({ ok: false, message: NO_BALANCE, status: 'NO_BALANCE' });
  });

  it("should show the option's message, else NO_BALANCE › when the first option is missing or disabled", () => {
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [] })).toEqual({ ok: false, message: NO_BALANCE, status: 'NO_BALANCE' });
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [option({ enabled: false, message: 'Motivo' })] })).toEqual({ ok: false, message: 'Motivo' });
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [option({ enabled: false, message: ' ' })] })).toEqual({ ok: false, message: NO_BALANCE, status: 'NO_BALANCE' });
  });

  it("should show the option's message, else 'Não foi possível fazer a simulação' › without installments", () => {
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [option({ Installments: [], message: 'Saldo insuficiente' })] })).toEqual({
      ok: false,
      message: 'Saldo insuficiente',
    });
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [option({ Installments: [], message: null })] })).toEqual({
      ok: false,
      message: 'Não foi possível fazer a simulação',
    });
  });

  it('has the unexpected-error text of the spec', () => {
    expect(SIMULATION_UNEXPECTED_ERROR).toBe('Ocorreu um erro inesperado. Tente novamente mais tarde.');
  });
});
