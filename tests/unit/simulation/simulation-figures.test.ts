import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { chartBars, firstName, simulationFigures, yearRows } from '../../../src/features/simulation/simulation-figures';

type FinancialOption = components['schemas']['FinancialOption'];

const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

const OPTION: FinancialOption = {
  enabled: true,
  message: null,
  releasedAmount: 4567.89,
  Installments: [
    { dueDate: '2027-03-01', payment: 1850, releasedAmount: 1600.5 },
    { dueDate: '2028-03-01', payment: 1720, releasedAmount: 1300 },
  ],
  iof: 45.6,
  tacInput: 228.39,
  issueAmount: 4841.88,
  monthlyRate: 1.79,
  annualRate: 23.73,
  monthlyCET: 1.8,
  annualCET: 23.87,
  productId: 'prod-zipdin',
  productName: 'FGTS ZIPDIN',
  externalId: 'sim-sol-1-full',
};

describe('simulationFigures', () => {
  it('should give the two amounts, IOF, TAC, rates and CET with two decimals, and the bank', () => {
    const figures = simulationFigures(OPTION);
    expect(plain(figures.total.value)).toBe('R$ 4.841,88');
    expect(plain(figures.toReceive.value)).toBe('R$ 4.567,89');
    expect(figures.details.map((f) => [f.label, plain(f.value)])).toEqual([
      ['IOF', 'R$ 45,60'],
      ['TAC', 'R$ 228,39'],
      ['Taxa de juros mensal', '1,79%'],
      ['Taxa de juros anual', '23,73%'],
      ['CET mensal', '1,80%'],
      ['CET anual', '23,87%'],
      ['Banco', 'ZIPDIN'],
    ]);
  });

  it('should show QITECH for ZERO TAC', () => {
    expect(simulationFigures({ ...OPTION, productName: 'Zero Tac' }).details.at(-1)).toEqual({ label: 'Banco', value: 'QITECH' });
  });
});

describe('yearRows', () => {
  it('should give each year as dd/MM/yyyy with its anticipated amount', () => {
    expect(yearRows(OPTION).map((r) => ({ ...r, value: plain(r.value) }))).toEqual([
      { date: '01/03/2027', year: '2027', amount: 1850, value: 'R$ 1.850,00' },
      { date: '01/03/2028', year: '2028', amount: 1720, value: 'R$ 1.720,00' },
    ]);
  });

  it("should say 'Data não disponível' for a date it cannot read", () => {
    expect(
      yearRows({
        Installments: [{ dueDate: 'amanhã', payment: 1, releasedAmount: 1 }],
      })[0],
    ).toMatchObject({ date: 'Data não disponível', year: '' });
  });
});

describe('firstName', () => {
  it.each([
    ['MARIA DA SILVA', 'MARIA'],
    ['  João   Souza ', 'João'],
    ['', ''],
    [null, ''],
  ])('should read %j as %j', (name, first) => {
    expect(firstName(name)).toBe(first);
  });
});

describe('chartBars', () => {
  it('should draw nothing for no years', () => {
    expect(chartBars([], 300, 120)).toEqual([]);
  });

  it('property: one bar per year, inside the box, the largest amount filling its height, heights in proportion', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
          { minLength: 1, maxLength: 15 },
        ),
        (amounts) => {
          const bars = chartBars(amounts, 300, 120);
          expect(bars).toHaveLength(amounts.length);
          const max = Math.max(...amounts);
          bars.forEach((bar, i) => {
            expect(bar.x).toBeGreaterThanOrEqual(0);
            expect(bar.x + bar.width).toBeLessThanOrEqual(300 + 1e-9);
            expect(bar.y + bar.height).toBeCloseTo(120);
            expect(bar.height).toBeCloseTo(max > 0 ? (amounts[i]! / max) * 120 : 0);
          });
        },
      ),
    );
  });

  it('should draw no bar for an invalid or negative amount', () => {
    expect(chartBars([Number.NaN, -5, 10], 300, 120).map((b) => b.height)).toEqual([0, 0, 120]);
  });
});
