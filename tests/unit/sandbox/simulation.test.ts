import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPF_SCENARIOS, cpfFor } from '../../../openapi/sandbox/scenarios.ts';
import { hasYearsRange, simulationLimits } from '../../../src/lib/fgts/simulation-limits.ts';
import { withCheckDigits } from '../../../openapi/sandbox/cpf.ts';
import { START, openSandbox, simulationFor, solicitationFor, type Harness, type Schemas } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await openSandbox({ pendingMs: 0 });
});
afterAll(async () => {
  await h.close();
});

type Option = Schemas['FinancialOption'];
const cents = (value: number) => Math.round(value * 100);
const sumCents = (values: number[]) => values.reduce((acc, v) => acc + cents(v), 0);

async function firstOption(cpf: string, productId = 'prod-zipdin', query: Record<string, number> = {}, selfServiceId = 'ss-demo') {
  const solicitation = await solicitationFor(h, cpf, selfServiceId);
  const answer = await simulationFor(h, solicitation.id, productId, query);
  expect(answer.status).toBe(200);
  const option = answer.body.optionsFinancialInfo[0];
  if (!option) throw new Error('no option');
  return { simulation: answer.body, option, solicitation };
}

describe('full simulation', () => {
  let option: Option;
  beforeAll(async () => {
    option = (await firstOption(cpfFor('SUCCESS'))).option;
  });

  it('has 12 yearly installments on the first day of the same month, after today', () => {
    expect(option.Installments).toHaveLength(12);
    const dates = option.Installments.map((i) => new Date(`${i.dueDate}T00:00:00Z`));
    expect(dates[0]!.getTime()).toBeGreaterThan(START);
    dates.forEach((date, i) => {
      expect(date.getUTCDate()).toBe(1);
      expect(date.getUTCMonth()).toBe(dates[0]!.getUTCMonth());
      expect(date.getUTCFullYear()).toBe(dates[0]!.getUTCFullYear() + i);
    });
  });

  it('adds up: releasedAmount is the sum of the installments, issueAmount = released + iof + tac', () => {
    expect(cents(option.releasedAmount)).toBe(sumCents(option.Installments.map((i) => i.releasedAmount)));
    expect(cents(option.issueAmount)).toBe(cents(option.releasedAmount) + cents(option.iof) + cents(option.tacInput));
    for (const installment of option.Installments) expect(installment.releasedAmount).toBeLessThan(installment.payment);
  });

  it('uses 1,79% a month, the compounded annual rate, and CETs a bit higher', () => {
    expect(option.monthlyRate).toBe(1.79);
    expect(option.annualRate).toBe(Math.round(((1.0179 ** 12 - 1) * 100 + Number.EPSILON) * 100) / 100);
    expect(option.annualRate).toBe(23.73);
    expect(option.monthlyCET).toBeGreaterThan(option.monthlyRate);
    expect(option.annualCET).toBeGreaterThan(option.annualRate);
    expect(option.tacInput).toBeGreaterThan(0);
    expect(option.iof).toBeGreaterThan(0);
  });

  it('carries the product and an externalId for chosenFinancialInfo.proposalId', () => {
    expect(option).toMatchObject({ enabled: true, productId: 'prod-zipdin', productName: 'FGTS ZIPDIN' });
    expect(option.externalId).toMatch(/^sim-sol-\d+-full$/);
  });
});

describe('recalculation', () => {
  it('maxYears=N keeps the first N installments', async () => {
    const { option: full, solicitation } = await firstOption(cpfFor('SUCCESS'));
    const answer = await simulationFor(h, solicitation.id, 'prod-zipdin', { maxYears: 4 });
    const option = answer.body.optionsFinancialInfo[0]!;
    expect(option.Installments).toEqual(full.Installments.slice(0, 4));
    expect(cents(option.releasedAmount)).toBe(sumCents(full.Installments.slice(0, 4).map((i) => i.releasedAmount)));
    expect(option.externalId).not.toBe(full.externalId);
  });

  it('loanValue=V keeps the fewest leading installments and lands on V (property)', async () => {
    const { option: full, solicitation } = await firstOption(cpfFor('SUCCESS'));
    // Spec section 9: from the second installment's released amount (the first after the first
    // releasing at least R$ 60) to the full released amount.
    const min = full.Installments[1]!.releasedAmount;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: cents(min), max: cents(full.releasedAmount) }), async (valueCents) => {
        const value = valueCents / 100;
        const answer = await simulationFor(h, solicitation.id, 'prod-zipdin', { loanValue: value });
        expect(answer.status).toBe(200);
        const option = answer.body.optionsFinancialInfo[0]!;
        expect(Math.abs(option.releasedAmount - value)).toBeLessThanOrEqual(0.05);
        const n = option.Installments.length;
        // Fewest: the full installments before the last kept one do not reach V.
        expect(sumCents(full.Installments.slice(0, n - 1).map((i) => i.releasedAmount))).toBeLessThan(valueCents);
        expect(option.Installments.slice(0, n - 1)).toEqual(full.Installments.slice(0, n - 1));
        expect(option.Installments[n - 1]!.dueDate).toBe(full.Installments[n - 1]!.dueDate);
      }),
      { numRuns: 25 },
    );
  });

  it('rejects values outside the limits of spec section 9 and both modes at once (400)', async () => {
    const { option: full, solicitation } = await firstOption(cpfFor('SUCCESS'));
    const message = async (query: Record<string, number>) => {
      const answer = await simulationFor(h, solicitation.id, 'prod-zipdin', query);
      expect(answer.status).toBe(400);
      return (answer.body as unknown as Schemas['Error']).message;
    };
    const min = full.Installments[1]!.releasedAmount;
    const brl = (value: number) => value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
    expect(await message({ loanValue: 60 })).toBe(`Valor precisa ser maior que ${brl(min)} e menor que ${brl(full.releasedAmount)}`);
    expect(await message({ loanValue: min - 0.01 })).toMatch(/^Valor precisa ser maior que/);
    expect(await message({ loanValue: full.releasedAmount + 0.01 })).toMatch(/menor que/);
    expect(await message({ maxYears: 1 })).toBe('O numero de anos deve ser entre 2 e 12');
    expect(await message({ maxYears: 0 })).toContain('maxYears');
    expect(await message({ maxYears: 4, loanValue: 1000 })).toBe('Informe loanValue ou maxYears, nao ambos');
    expect((await simulationFor(h, solicitation.id, 'prod-zipdin', { maxYears: 2 })).status).toBe(200);
    expect((await simulationFor(h, solicitation.id, 'prod-zipdin', { loanValue: min })).status).toBe(200);
  });

  it('small early years: at least 3 years and the third installment’s amount (CPF 200.000.005-31)', async () => {
    const { option: full, solicitation } = await firstOption(withCheckDigits('200000005'));
    const third = full.Installments[2]!.releasedAmount;
    expect((await simulationFor(h, solicitation.id, 'prod-zipdin', { maxYears: 2 })).status).toBe(400);
    expect((await simulationFor(h, solicitation.id, 'prod-zipdin', { maxYears: 3 })).status).toBe(200);
    expect((await simulationFor(h, solicitation.id, 'prod-zipdin', { loanValue: third - 0.01 })).status).toBe(400);
    expect((await simulationFor(h, solicitation.id, 'prod-zipdin', { loanValue: third })).status).toBe(200);
  });
});

describe('ZERO TAC', () => {
  it('has no TAC, and limits: at least 6 years and the product minValue (R$ 100)', async () => {
    const { option, solicitation } = await firstOption(cpfFor('SUCCESS'), 'prod-zerotac', {}, 'ss-demo-joao-zerotac');
    expect(option.tacInput).toBe(0);
    expect(option.productName).toBe('ZERO TAC');
    expect(cents(option.issueAmount)).toBe(cents(option.releasedAmount) + cents(option.iof));
    expect(solicitation.products).toEqual([{ name: 'ZERO TAC', minValue: 100 }]);
    expect((await simulationFor(h, solicitation.id, 'prod-zerotac', { maxYears: 5 })).status).toBe(400);
    expect((await simulationFor(h, solicitation.id, 'prod-zerotac', { maxYears: 6 })).status).toBe(200);
    expect((await simulationFor(h, solicitation.id, 'prod-zerotac', { maxYears: 12 })).status).toBe(200);
    expect((await simulationFor(h, solicitation.id, 'prod-zerotac', { loanValue: 99.99 })).status).toBe(400);
    expect((await simulationFor(h, solicitation.id, 'prod-zerotac', { loanValue: 100 })).status).toBe(200);
  });

  it.each([
    ['200000007', 11, 10],
    ['200000006', 10, 10],
  ])('CPF base %s: %i installments allow at most %i years', async (base, count, max) => {
    const { option, solicitation } = await firstOption(withCheckDigits(base), 'prod-zerotac', {}, 'ss-demo-joao-zerotac');
    expect(option.Installments).toHaveLength(count);
    expect((await simulationFor(h, solicitation.id, 'prod-zerotac', { maxYears: max })).status).toBe(200);
    if (max < count) {
      const refused = await simulationFor(h, solicitation.id, 'prod-zerotac', { maxYears: max + 1 });
      expect(refused.status).toBe(400);
      expect((refused.body as unknown as Schemas['Error']).message).toBe(`O numero de anos deve ser entre 6 e ${max}`);
    }
  });
});

describe('the sandbox and the client agree on the limits (two implementations of spec section 9)', () => {
  const successCpfs = CPF_SCENARIOS.filter((s) => s.finalStatus === 'SUCCESS' && s.simulation.kind === 'schedule').map((s) => s.cpf);
  const cases = successCpfs.flatMap((cpf) => [
    [cpf, 'prod-zipdin', 'ss-demo'],
    [cpf, 'prod-zerotac', 'ss-demo-joao-zerotac'],
  ]);

  it.each(cases)('CPF %s, %s: the client’s limits are exactly what the sandbox accepts', async (cpf, productId, selfServiceId) => {
    const { option, solicitation } = await firstOption(cpf, productId, {}, selfServiceId);
    const limits = simulationLimits({ option, products: solicitation.products });
    const status = async (query: Record<string, number>) => (await simulationFor(h, solicitation.id, productId, query)).status;
    if (hasYearsRange(limits)) {
      expect(await status({ maxYears: limits.minYears })).toBe(200);
      expect(await status({ maxYears: limits.maxYears })).toBe(200);
      expect(await status({ maxYears: limits.minYears - 1 })).toBe(400);
      if (limits.maxYears < 12) expect(await status({ maxYears: limits.maxYears + 1 })).toBe(400);
    } else {
      // No number of years fits (ZERO TAC with 5, CPF 400.000.401-85): the sandbox refuses them all.
      for (let years = 1; years <= 12; years += 1) expect(await status({ maxYears: years })).toBe(400);
    }
    expect(await status({ loanValue: limits.minValue })).toBe(200);
    expect(await status({ loanValue: limits.maxValue })).toBe(200);
    expect(await status({ loanValue: Math.round(limits.minValue * 100 - 1) / 100 })).toBe(400);
    expect(await status({ loanValue: Math.round(limits.maxValue * 100 + 1) / 100 })).toBe(400);
  });
});

describe('scenario simulations', () => {
  it('disabled: enabled false and the first option disabled with a message; no recalculation', async () => {
    const { simulation, option, solicitation } = await firstOption(withCheckDigits('200000002'));
    expect(simulation.enabled).toBe(false);
    expect(option.enabled).toBe(false);
    expect(option.message).toBeTruthy();
    expect((await simulationFor(h, solicitation.id, 'prod-zipdin', { maxYears: 2 })).status).toBe(400);
  });

  it('no installments: enabled option without installments, with or without a message', async () => {
    const withMessage = await firstOption(withCheckDigits('200000003'));
    expect(withMessage.simulation.enabled).toBe(true);
    expect(withMessage.option).toMatchObject({ enabled: true, Installments: [], releasedAmount: 0 });
    expect(withMessage.option.message).toBeTruthy();
    const withoutMessage = await firstOption(withCheckDigits('200000004'));
    expect(withoutMessage.option.Installments).toEqual([]);
    expect(withoutMessage.option.message).toBeNull();
  });

  it('small early years: the first two installments release less than R$ 60, the third more', async () => {
    const { option } = await firstOption(withCheckDigits('200000005'));
    const released = option.Installments.map((i) => i.releasedAmount);
    expect(released).toHaveLength(11);
    expect(released[0]).toBeLessThan(60);
    expect(released[1]).toBeLessThan(60);
    expect(released[2]).toBeGreaterThanOrEqual(60);
  });

  it('failure: every simulation call answers 500 with a message (CPF 200.000.008-84)', async () => {
    const solicitation = await solicitationFor(h, withCheckDigits('200000008'));
    for (const query of [{}, { maxYears: 4 }] as Record<string, number>[]) {
      const answer = await simulationFor(h, solicitation.id, 'prod-zipdin', query);
      expect(answer.status).toBe(500);
      expect((answer.body as unknown as Schemas['Error']).message).toBe('Falha inesperada ao simular');
    }
  });

  it('recalculation failure: the first simulation works, Calcular answers 500 (CPF 200.000.009-65)', async () => {
    const { option, solicitation } = await firstOption(withCheckDigits('200000009'));
    expect(option.Installments).toHaveLength(12);
    expect((await simulationFor(h, solicitation.id, 'prod-zipdin', { maxYears: 4 })).status).toBe(500);
    expect((await simulationFor(h, solicitation.id, 'prod-zipdin', { loanValue: option.releasedAmount })).status).toBe(500);
  });

  it.each([
    ['200000006', 10],
    ['200000007', 11],
  ])('CPF base %s has %i installments', async (base, count) => {
    expect((await firstOption(withCheckDigits(base))).option.Installments).toHaveLength(count);
  });
});
