import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indicatorWindow, isLastStep } from '../../../src/features/authorization-guide/indicator-window';

const marks = (page: number, count = 11) =>
  indicatorWindow(page, count)
    .map(({ index, current }) => (index === null ? '·' : current ? `[${index}]` : `${index}`))
    .join(' ');

describe('indicatorWindow', () => {
  it('should show the 3 steps before as dots, then the current one as the dash, from the fourth step on', () => {
    expect(marks(3)).toBe('0 1 2 [3]');
    expect(marks(4)).toBe('1 2 3 [4]');
    expect(marks(10)).toBe('7 8 9 [10]');
  });
  it('should show 3 dots then the dash on the first steps too › dots standing in for the steps before the first', () => {
    expect(marks(0)).toBe('· · · [0]');
    expect(marks(1)).toBe('· · 0 [1]');
    expect(marks(2)).toBe('· 0 1 [2]');
  });
  it('should read "3 dots then a dash" on every step of any guide › the dash the current step, the dots the steps just before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: -5, max: 50 }), (count, page) => {
        const w = indicatorWindow(page, count);
        const current = Math.min(Math.max(page, 0), count - 1);
        expect(w.map((m) => m.current)).toEqual([false, false, false, true]);
        expect(w[3]!.index).toBe(current);
        w.forEach((m, i) => expect(m.index).toBe(current - 3 + i >= 0 ? current - 3 + i : null));
      }),
    );
  });
  it('should clamp an out-of-range page', () => {
    expect(marks(99)).toBe('7 8 9 [10]');
    expect(marks(-1)).toBe('· · · [0]');
    expect(marks(1, 2)).toBe('· · 0 [1]');
    expect(indicatorWindow(0, 0)).toEqual([]);
  });
});

describe('isLastStep', () => {
  it('should be true only at the last image', () => {
    expect(isLastStep(10, 11)).toBe(true);
    expect(isLastStep(9, 11)).toBe(false);
    expect(isLastStep(0, 11)).toBe(false);
    expect(isLastStep(0, 0)).toBe(false);
  });
});
