import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clockFrom, parseSandboxNow, sandboxNowOf } from '../../../openapi/sandbox/clock.ts';
import { birthMonthFor, cpfFor } from '../../../openapi/sandbox/scenarios.ts';
import { openSandbox, simulationFor, solicitationFor, type Harness } from './helpers.ts';

describe('SANDBOX_NOW', () => {
  it('takes an ISO date-time with its offset as that instant', () => {
    expect(parseSandboxNow('2027-03-15T10:00:00-03:00')).toBe(Date.parse('2027-03-15T13:00:00Z'));
    expect(parseSandboxNow('2027-03-15T10:00Z')).toBe(Date.parse('2027-03-15T10:00:00Z'));
    expect(parseSandboxNow(' 2027-03-15T10:00:00.250+00:00 ')).toBe(Date.parse('2027-03-15T10:00:00.250Z'));
  });

  it('takes a date alone at noon in São Paulo: the same day there and in UTC', () => {
    expect(new Date(parseSandboxNow('2027-12-31')).toISOString()).toBe('2027-12-31T15:00:00.000Z');
  });

  it.each(['2027-02-30', '2027-02-29T10:00:00Z', '2027-03-15T10:00:00', '15/03/2027', 'tomorrow', '2027-3-15'])(
    "refuses '%s' rather than run on the machine's day",
    (value) => {
      expect(() => parseSandboxNow(value)).toThrow(/^SANDBOX_NOW must be a date \(2027-03-15\) or an ISO date-time with its offset/);
    },
  );

  it('is unset when absent or empty', () => {
    expect(sandboxNowOf({})).toBeUndefined();
    expect(sandboxNowOf({ SANDBOX_NOW: ' ' })).toBeUndefined();
    expect(sandboxNowOf({ SANDBOX_NOW: '2027-06-01' })).toBe(Date.parse('2027-06-01T15:00:00Z'));
  });

  it('starts the clock there and lets it run at the real pace', () => {
    let real = 1_000;
    const clock = clockFrom(Date.parse('2027-06-01T15:00:00Z'), () => real);
    expect(clock()).toBe(Date.parse('2027-06-01T15:00:00Z'));
    real += 2_500;
    expect(clock()).toBe(Date.parse('2027-06-01T15:00:02.500Z'));
    const machine = () => real;
    expect(clockFrom(undefined, machine)).toBe(machine);
  });
});

// Without the harness's own clock (now: undefined): the sandbox's default, SANDBOX_NOW's. Opened
// in beforeAll, like the other sandbox tests: loading the contract takes seconds on a loaded machine.
async function openWith(setting: string): Promise<Harness> {
  vi.stubEnv('SANDBOX_NOW', setting);
  try {
    return await openSandbox({ pendingMs: 0, now: undefined });
  } finally {
    vi.unstubAllEnvs();
  }
}

const clockOf = async (h: Harness) => (await h.call<{ now: number }>('GET', '/__sandbox/clock')).body.now;

describe('a sandbox started with SANDBOX_NOW', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await openWith('2031-02-10');
  });
  afterAll(async () => {
    await h.close();
  });

  it("dates everything from that day (GET /__sandbox/clock, createdAt, the simulation's due dates)", async () => {
    expect(await clockOf(h)).toBeGreaterThanOrEqual(Date.parse('2031-02-10T15:00:00Z'));
    expect(await clockOf(h)).toBeLessThan(Date.parse('2031-02-10T15:01:00Z'));
    const solicitation = await solicitationFor(h, cpfFor('SUCCESS'));
    expect(solicitation.createdAt?.slice(0, 10)).toBe('2031-02-10');
    const simulation = await simulationFor(h, solicitation.id, 'prod-zipdin');
    // 200.000.001-08's birthday month is December: the first one after 10 February 2031, then yearly.
    expect(birthMonthFor(cpfFor('SUCCESS'))).toBe(12);
    expect(simulation.body.optionsFinancialInfo[0]!.Installments.slice(0, 2).map((i) => i.dueDate)).toEqual(['2031-12-01', '2032-12-01']);
  });
});

describe('a sandbox started without SANDBOX_NOW', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await openWith('');
  });
  afterAll(async () => {
    await h.close();
  });

  it("runs on the machine's clock", async () => {
    expect(Math.abs((await clockOf(h)) - Date.now())).toBeLessThan(5_000);
  });
});
