import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { solicitationStatusText } from '../../../src/lib/fgts/solicitation-status';
import { SIMULATION_UNEXPECTED_ERROR, simulationVerdict } from '../../../src/lib/fgts/simulation-messages';

type Option = components['schemas']['FinancialOption'];

const option = (over: Partial<Option> = {}): Option => ({
  enabled: true,
  message: null,
  releasedAmount: 1000,
  Installments: [
    { dueDate: '2027-03-01', payment: 1300, releasedAmount: 600 },
    { dueDate: '2028-03-01', payment: 520, releasedAmount: 400 },
  ],
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
    expect(simulationVerdict({ enabled: false, optionsFinancialInfo: [option({ enabled: false, message: 'Sem saldo' })] })).toEqual({
      ok: false,
      message: NO_BALANCE,
      status: 'NO_BALANCE',
    });
  });

  it("should show the option's message, else NO_BALANCE › when the first option is missing or disabled", () => {
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [] })).toEqual({ ok: false, message: NO_BALANCE, status: 'NO_BALANCE' });
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [option({ enabled: false, message: 'Motivo' })] })).toEqual({
      ok: false,
      message: 'Motivo',
    });
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [option({ enabled: false, message: ' ' })] })).toEqual({
      ok: false,
      message: NO_BALANCE,
      status: 'NO_BALANCE',
    });
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

  const years = (count: number) => Array.from({ length: count }, (_, i) => ({ dueDate: `${2027 + i}-03-01`, payment: 650, releasedAmount: 500 }));

  it('should say why nothing can be contracted › when the first simulation has fewer years than the minimum (spec section 9)', () => {
    const zeroTac = (count: number) => option({ productName: 'ZERO TAC', Installments: years(count) });
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [zeroTac(5)] })).toEqual({
      ok: false,
      message: 'É preciso antecipar pelo menos 6 anos do saque-aniversário, e o seu saldo permite antecipar 5 anos.',
    });
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [zeroTac(6)] }).ok).toBe(true);
    // 11 years can still be contracted after a 'Calcular' of 6 to 10: step 0 says so itself.
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [zeroTac(11)] }).ok).toBe(true);
    // Another product needs 2 years (no installment after the first: spec section 9's fallback).
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [option({ Installments: years(1) })] })).toEqual({
      ok: false,
      message: 'É preciso antecipar pelo menos 2 anos do saque-aniversário, e o seu saldo permite antecipar 1 ano.',
    });
  });

  it("should not hold a recalculation to the first simulation's rule › its years are checked against the first one's limits on step 0", () => {
    const one = option({ productName: 'ZERO TAC', Installments: years(1) });
    expect(simulationVerdict({ enabled: true, optionsFinancialInfo: [one] }, { recalculation: true })).toEqual({ ok: true, option: one });
  });

  it('has the unexpected-error text of the spec', () => {
    expect(SIMULATION_UNEXPECTED_ERROR).toBe('Ocorreu um erro inesperado. Tente novamente mais tarde.');
  });
});
