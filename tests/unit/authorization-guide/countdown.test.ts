import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFIRM_COUNTDOWN_MS, countdownLabel, msUntilNextTick, secondsLeft } from '../../../src/lib/countdown';

const start = 1_700_000_000_000;
const deadline = start + CONFIRM_COUNTDOWN_MS;

describe('secondsLeft', () => {
  it('should read 5, 4, 3, 2, 1 on each second and 0 at 5 s', () => {
    expect([0, 1000, 2000, 3000, 4000, 5000].map((t) => secondsLeft(deadline, start + t))).toEqual([5, 4, 3, 2, 1, 0]);
  });
  it('should still read 1 at 4.9 s and 5 just after opening', () => {
    expect(secondsLeft(deadline, start + 4900)).toBe(1);
    expect(secondsLeft(deadline, start + 1)).toBe(5);
  });
  it('should never go below 0 › when the timer fires late (a throttled tab)', () => {
    expect(secondsLeft(deadline, start + 60_000)).toBe(0);
  });
  it('should never increase as time goes on, and reach 0 exactly at the deadline', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (t, dt) => {
        const a = secondsLeft(deadline, start + t);
        const b = secondsLeft(deadline, start + t + dt);
        expect(b).toBeLessThanOrEqual(a);
        expect(a === 0).toBe(start + t >= deadline);
      }),
    );
  });
});

describe('msUntilNextTick', () => {
  it('should wait a whole second on a second boundary', () => {
    expect(msUntilNextTick(deadline, start)).toBe(1000);
  });
  it('should wait the rest of the second otherwise', () => {
    expect(msUntilNextTick(deadline, start + 250)).toBe(750);
  });
  it('should be 0 once the deadline passed', () => {
    expect(msUntilNextTick(deadline, deadline)).toBe(0);
    expect(msUntilNextTick(deadline, deadline + 5)).toBe(0);
  });
  it('should land on the instant the label changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: CONFIRM_COUNTDOWN_MS - 1 }), (t) => {
        const now = start + t;
        const wait = msUntilNextTick(deadline, now);
        expect(wait).toBeGreaterThan(0);
        expect(secondsLeft(deadline, now + wait)).toBe(secondsLeft(deadline, now) - 1);
        expect(secondsLeft(deadline, now + wait - 1)).toBe(secondsLeft(deadline, now));
      }),
    );
  });
});

describe('countdownLabel', () => {
  it("should show the seconds while counting: 'Sim (5)'", () => {
    expect(countdownLabel('Sim', 5)).toBe('Sim (5)');
    expect(countdownLabel('Sim', 1)).toBe('Sim (1)');
  });
  it("should show the bare label at 0: 'Sim'", () => {
    expect(countdownLabel('Sim', 0)).toBe('Sim');
  });
});
