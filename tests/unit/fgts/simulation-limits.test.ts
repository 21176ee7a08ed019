import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { formatCurrency } from '../../../src/lib/format';
import { isZeroTac, payoutBank } from '../../../src/lib/fgts/product';
import {
  canCalculate,
  hasYearsRange,
  noYearsMessage,
  optionYearsError,
  parseBrl,
  parseProducts,
  parseYears,
  recalculationQuery,
  simulationLimits,
  valueError,
  yearsError,
  zeroTacMaxYears,
  type SimulationLimits,
} from '../../../src/lib/fgts/simulation-limits';

type Installment = components['schemas']['Installment'];

/** Intl puts a non-breaking space after R$. */
const plain = (s: string | null) => s?.replace(/\u00a0|\u202f/g, ' ') ?? null;
const installments = (released: number[]): Installment[] =>
  released.map((releasedAmount, i) => ({ dueDate: `${2027 + i}-03-01`, payment: releasedAmount * 1.3, releasedAmount }));
const option = (released: number[], productName = 'FGTS ZIPDIN') => ({
  Installments: installments(released),
  releasedAmount: Math.round(released.reduce((a, b) => a + b, 0) * 100) / 100,
  productName,
});
const TWELVE = [1475.17, 1093.52, 960.4, 850, 760, 690, 630, 580, 540, 500, 470, 440];

describe('product', () => {
  it.each([
    ['ZERO TAC', true],
    ['zero tac', true],
    ['  Zero   Tac ', true],
    ['FGTS ZIPDIN', false],
    ['ZERO TACX', false],
    [null, false],
    [undefined, false],
  ])('isZeroTac(%j) should be %s', (name, expected) => {
    expect(isZeroTac(name)).toBe(expected);
  });

  it('should show QITECH for ZERO TAC and ZIPDIN for any other product', () => {
    expect(payoutBank('ZERO TAC')).toBe('QITECH');
    expect(payoutBank('FGTS QI TECH')).toBe('ZIPDIN');
    expect(payoutBank('FGTS ZIPDIN')).toBe('ZIPDIN');
    expect(payoutBank(undefined)).toBe('ZIPDIN');
  });
});

describe('simulationLimits › ZERO TAC', () => {
  const products = [{ name: 'ZERO TAC', minValue: 100 }];

  it.each([
    [15, 12],
    [12, 12],
    [11, 10],
    [10, 10],
    [9, 9],
    [4, 4],
    [0, 0],
  ])('should cap the years at %i installments → %i', (count, max) => {
    expect(zeroTacMaxYears(count)).toBe(max);
    const limits = simulationLimits({ option: option(Array<number>(count).fill(500), 'ZERO TAC'), products });
    expect(limits.maxYears).toBe(max);
    expect(limits.minYears).toBe(6);
  });

  it("should take the minimum value from the product's minValue and the maximum from the released amount", () => {
    const source = option(TWELVE, 'ZERO TAC');
    expect(simulationLimits({ option: source, products })).toEqual({ minYears: 6, maxYears: 12, minValue: 100, maxValue: source.releasedAmount });
  });

  it('should read products given as a JSON string (the spec calls it a JSON list)', () => {
    expect(simulationLimits({ option: option(TWELVE, 'ZERO TAC'), products: JSON.stringify([{ name: 'Zero Tac', minValue: 250.5 }]) }).minValue).toBe(250.5);
  });

  it('should pick the ZERO TAC entry among several products', () => {
    const many = [
      { name: 'FGTS ZIPDIN', minValue: 60 },
      { name: 'ZERO TAC', minValue: 300 },
    ];
    expect(simulationLimits({ option: option(TWELVE, 'ZERO TAC'), products: many }).minValue).toBe(300);
  });

  it.each([
    ['not json', 'nada'],
    ['null', null],
    ['an object', { name: 'ZERO TAC', minValue: 100 }],
    ['a negative minValue', [{ name: 'ZERO TAC', minValue: -1 }]],
    [
      'no match among several',
      [
        { name: 'A', minValue: 1 },
        { name: 'B', minValue: 2 },
      ],
    ],
    ['a JSON string of garbage', '[1, "x", {"name": 3}]'],
  ])('should fall back to R$ 60 › when products is %s', (_, products) => {
    expect(simulationLimits({ option: option(TWELVE, 'ZERO TAC'), products }).minValue).toBe(60);
  });

  it('should use the product name given over the option’s', () => {
    expect(simulationLimits({ option: option(TWELVE, 'FGTS QI TECH'), productName: 'ZERO TAC', products }).minYears).toBe(6);
  });
});

describe('simulationLimits › other products', () => {
  it('should start at the second year and its amount › when the second installment releases R$ 60 or more', () => {
    const source = option(TWELVE);
    expect(simulationLimits({ option: source })).toEqual({ minYears: 2, maxYears: 12, minValue: 1093.52, maxValue: source.releasedAmount });
  });

  it('should skip the first installment even when it is the only one of R$ 60 or more', () => {
    expect(simulationLimits({ option: option([900, 30, 59.99, 60, 500]) })).toMatchObject({ minYears: 4, minValue: 60 });
  });

  it('should count small early years (the sandbox CPF 200.000.005-31 shape)', () => {
    expect(simulationLimits({ option: option([30.1, 45.2, 1200, 1100]) })).toMatchObject({ minYears: 3, minValue: 1200, maxYears: 4 });
  });

  it('should give 2 years and R$ 60 › when no installment after the first releases R$ 60', () => {
    expect(simulationLimits({ option: option([500, 59.99, 10]) })).toMatchObject({ minYears: 2, minValue: 60, maxYears: 3 });
    expect(simulationLimits({ option: option([500]) })).toMatchObject({ minYears: 2, minValue: 60, maxYears: 1 });
  });

  it('should ignore the products list', () => {
    expect(simulationLimits({ option: option(TWELVE), products: [{ name: 'FGTS ZIPDIN', minValue: 5000 }] }).minValue).toBe(1093.52);
  });

  it('property: minYears is the 1-based position of the first installment after the first with ≥ 60, else 2', () => {
    const amount = fc.integer({ min: 0, max: 300_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 15 }), (released) => {
        const limits = simulationLimits({ option: option(released) });
        const index = released.findIndex((r, i) => i > 0 && r >= 60);
        expect(limits.minYears).toBe(index === -1 ? 2 : index + 1);
        expect(limits.minValue).toBe(index === -1 ? 60 : released[index]);
        expect(limits.maxYears).toBe(released.length);
        if (index !== -1) for (const r of released.slice(1, index)) expect(r).toBeLessThan(60);
      }),
    );
  });
});

describe('optionYearsError (spec section 9 on the option contracted)', () => {
  const zeroTac = simulationLimits({ option: option(Array<number>(11).fill(500), 'ZERO TAC'), products: [{ name: 'ZERO TAC', minValue: 100 }] });

  it('should refuse the first option of an 11-year ZERO TAC simulation (the maximum is 10), saying what to do', () => {
    expect(zeroTac).toMatchObject({ minYears: 6, maxYears: 10 });
    expect(optionYearsError(option(Array<number>(11).fill(500), 'ZERO TAC'), zeroTac)).toBe(
      "Esta simulação antecipa 11 anos, e o número de anos deve ser entre 6 e 10. Escolha um valor em 'Por Valor' ou os anos em 'Por Ano' e toque em 'Calcular' para contratar.",
    );
  });

  it.each([
    [1, false],
    [5, false],
    [6, true],
    [10, true],
    [11, false],
  ])("should check a recalculated option's %i years against the first simulation's limits → allowed %s", (count, allowed) => {
    expect(optionYearsError(option(Array<number>(count).fill(500), 'ZERO TAC'), zeroTac) === null).toBe(allowed);
  });

  it('should say 1 ano in the singular', () => {
    expect(optionYearsError(option([500], 'ZERO TAC'), zeroTac)).toMatch(/^Esta simulação antecipa 1 ano, /);
  });

  it('property: an option is allowed exactly when its years lie within the limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 15 }), (count, minYears, maxYears) => {
        const limits = { minYears, maxYears, minValue: 60, maxValue: 1000 };
        expect(optionYearsError(option(Array<number>(count).fill(100)), limits) === null).toBe(count >= minYears && count <= maxYears);
      }),
    );
  });
});

describe('noYearsMessage', () => {
  it('should say why nothing can be contracted › when no number of years fits', () => {
    const limits = simulationLimits({ option: option(Array<number>(5).fill(500), 'ZERO TAC') });
    expect(noYearsMessage(limits, 5)).toBe('É preciso antecipar pelo menos 6 anos do saque-aniversário, e o seu saldo permite antecipar 5 anos.');
    expect(noYearsMessage(simulationLimits({ option: option(Array<number>(6).fill(500), 'ZERO TAC') }), 6)).toBeNull();
  });
});

describe('parseProducts', () => {
  it('should keep entries with a name and a usable minValue, numbers written as text included', () => {
    expect(parseProducts([{ name: 'ZERO TAC', minValue: '100,50' }, { name: 'X' }, { minValue: 3 }, { name: 'Y', minValue: '1.5' }])).toEqual([
      { name: 'ZERO TAC', minValue: 100.5 },
      { name: 'Y', minValue: 1.5 },
    ]);
  });

  it('property: never throws and always yields a list › for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json(), fc.string()), (input) => {
        expect(Array.isArray(parseProducts(input))).toBe(true);
      }),
    );
  });
});

const LIMITS: SimulationLimits = { minYears: 2, maxYears: 12, minValue: 1093.52, maxValue: 9588.09 };

describe('yearsError', () => {
  it.each([2, 7, 12, '2', '12', '06', '007', ' 5 '])('should accept %j', (input) => {
    expect(yearsError(input, LIMITS)).toBeNull();
  });

  it.each([1, 13, 0, '1', '13', '0', '00', '2.5', '6,0', 'abc', '-3', 2.5, -2])("should say 'O número de anos deve ser entre 2 e 12' › for %j", (input) => {
    expect(yearsError(input, LIMITS)).toBe('O número de anos deve ser entre 2 e 12');
  });

  it.each([null, undefined, '', '   '])('should say nothing › when nothing is entered (%j)', (input) => {
    expect(yearsError(input, LIMITS)).toBeNull();
  });

  it('should ignore a leading 0 (06 → 6)', () => {
    expect(parseYears('06')).toBe(6);
    expect(parseYears('0')).toBe(0);
    expect(parseYears('010')).toBe(10);
  });

  it('property: an integer is accepted exactly when min ≤ n ≤ max, with or without leading zeros', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: -5, max: 30 }),
        fc.nat({ max: 3 }),
        (min, span, n, zeros) => {
          const limits = { ...LIMITS, minYears: min, maxYears: min + span };
          const ok = n >= min && n <= min + span;
          const typed = n < 0 ? String(n) : '0'.repeat(zeros) + String(n);
          expect(yearsError(typed, limits) === null).toBe(ok);
          expect(yearsError(n, limits) === null).toBe(ok);
        },
      ),
    );
  });
});

describe('valueError', () => {
  const message = 'Valor precisa ser maior que R$ 1.093,52 e menor que R$ 9.588,09';

  it('should accept both limits and anything between', () => {
    expect(valueError(1093.52, LIMITS)).toBeNull();
    expect(valueError(9588.09, LIMITS)).toBeNull();
    expect(valueError(5000, LIMITS)).toBeNull();
  });

  it('should quote both limits in pt-BR currency › when the value is outside', () => {
    expect(plain(valueError(1093.51, LIMITS))).toBe(message);
    expect(plain(valueError(9588.1, LIMITS))).toBe(message);
    expect(plain(valueError(0, LIMITS))).toBe(message);
    expect(plain(valueError(Number.NaN, LIMITS))).toBe(message);
    expect(valueError(1093.51, LIMITS)).toContain(formatCurrency(1093.52));
  });

  it('should say nothing › when nothing is entered', () => {
    expect(valueError(null, LIMITS)).toBeNull();
    expect(valueError(undefined, LIMITS)).toBeNull();
  });

  it('should compare in cents, so float sums on the limit pass (0.1 + 0.2 style)', () => {
    expect(valueError(0.1 + 0.2, { ...LIMITS, minValue: 0.3, maxValue: 0.3 })).toBeNull();
  });

  it('property: a value in cents is accepted exactly when min ≤ v ≤ max', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 3_000_000 }), (minC, spanC, vC) => {
        const limits = { ...LIMITS, minValue: minC / 100, maxValue: (minC + spanC) / 100 };
        expect(valueError(vC / 100, limits) === null).toBe(vC >= minC && vC <= minC + spanC);
      }),
    );
  });
});

describe('parseBrl', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    ['R$\u00a01.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['60', 60],
    ['0,01', 0.01],
    ['1.000.000,00', 1000000],
  ])('should read %j as %d', (text, value) => {
    expect(parseBrl(text)).toBe(value);
  });

  it.each(['', 'R$', 'abc', '1,234.56', '12,345', '1.23,00'])('should give null for %j', (text) => {
    expect(parseBrl(text)).toBeNull();
  });

  it('property: reads back what formatCurrency shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (c) => {
        expect(parseBrl(formatCurrency(c / 100))).toBe(c / 100);
      }),
    );
  });
});

describe('recalculationQuery and canCalculate', () => {
  it('should send loanValue (Por Valor) or maxYears (Por Ano) with the productId, never both', () => {
    expect(recalculationQuery({ mode: 'LOAN_VALUE', value: 2000.5 }, LIMITS, 'prod-zipdin')).toEqual({ productId: 'prod-zipdin', loanValue: 2000.5 });
    expect(recalculationQuery({ mode: 'MAX_YEARS', years: '06' }, LIMITS, 'prod-zipdin')).toEqual({ productId: 'prod-zipdin', maxYears: 6 });
  });

  it('should keep Calcular disabled › when nothing is entered or the entry has an error', () => {
    expect(canCalculate({ mode: 'LOAN_VALUE', value: null }, LIMITS)).toBe(false);
    expect(canCalculate({ mode: 'LOAN_VALUE', value: 10 }, LIMITS)).toBe(false);
    expect(canCalculate({ mode: 'MAX_YEARS', years: '' }, LIMITS)).toBe(false);
    expect(canCalculate({ mode: 'MAX_YEARS', years: 13 }, LIMITS)).toBe(false);
    expect(canCalculate({ mode: 'MAX_YEARS', years: 12 }, LIMITS)).toBe(true);
    expect(canCalculate({ mode: 'LOAN_VALUE', value: 1093.52 }, LIMITS)).toBe(true);
  });

  it('should round the value to cents', () => {
    expect(recalculationQuery({ mode: 'LOAN_VALUE', value: 2000.004 }, LIMITS, 'p')).toEqual({ productId: 'p', loanValue: 2000 });
  });

  it('should say when no number of years fits (ZERO TAC with 4 installments)', () => {
    const limits = simulationLimits({ option: option([500, 500, 500, 500], 'ZERO TAC') });
    expect(hasYearsRange(limits)).toBe(false);
    expect(hasYearsRange(LIMITS)).toBe(true);
  });
});

describe('simulationLimits › properties', () => {
  const released = fc.array(
    fc.integer({ min: 0, max: 300_000 }).map((c) => c / 100),
    { minLength: 0, maxLength: 16 },
  );

  it('property: ZERO TAC gives 6 to 12 (≥ 12 installments), 10 (≥ 10) or the count, from the product minValue to the released amount', () => {
    fc.assert(
      fc.property(
        released,
        fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
        fc.constantFrom('ZERO TAC', 'zero tac', ' Zero  Tac '),
        (amounts, minValue, name) => {
          const opt = option(amounts, name);
          const limits = simulationLimits({ option: opt, products: [{ name: 'ZERO TAC', minValue }] });
          const n = amounts.length;
          expect(limits).toEqual({ minYears: 6, maxYears: n >= 12 ? 12 : n >= 10 ? 10 : n, minValue, maxValue: opt.releasedAmount });
        },
      ),
    );
  });

  it('property: other products range from the first eligible position (or 2) to the count, and the maximum value is the released amount', () => {
    fc.assert(
      fc.property(released, (amounts) => {
        const opt = option(amounts);
        const limits = simulationLimits({ option: opt, products: [{ name: 'ZERO TAC', minValue: 100 }] });
        expect(limits.maxYears).toBe(amounts.length);
        expect(limits.maxValue).toBe(opt.releasedAmount);
        const at = amounts.findIndex((a, i) => i > 0 && a >= 60);
        expect(limits.minValue).toBe(at === -1 ? 60 : amounts[at]);
      }),
    );
  });

  it('property: the recalculation carries loanValue xor maxYears, and exists exactly when something valid is entered', () => {
    const entry = fc.oneof(
      fc.record({
        mode: fc.constant('LOAN_VALUE' as const),
        value: fc.option(
          fc.integer({ min: 0, max: 2_000_000 }).map((c) => c / 100),
          { nil: null },
        ),
      }),
      fc.record({ mode: fc.constant('MAX_YEARS' as const), years: fc.option(fc.integer({ min: 0, max: 15 }), { nil: null }) }),
    );
    fc.assert(
      fc.property(released, entry, (amounts, e) => {
        const limits = simulationLimits({ option: option(amounts) });
        const query = recalculationQuery(e, limits, 'prod');
        const entered = e.mode === 'LOAN_VALUE' ? e.value !== null : e.years !== null;
        const valid = e.mode === 'LOAN_VALUE' ? valueError(e.value, limits) === null : yearsError(e.years, limits) === null;
        expect(query !== null).toBe(entered && valid);
        if (query) {
          expect(query.productId).toBe('prod');
          expect('loanValue' in query !== 'maxYears' in query).toBe(true);
          expect(e.mode === 'LOAN_VALUE' ? 'loanValue' in query : 'maxYears' in query).toBe(true);
        }
      }),
    );
  });
});
