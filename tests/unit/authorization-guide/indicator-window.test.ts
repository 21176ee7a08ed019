import { describe, expect, it } from 'vitest';
import { indicatorWindow, isLastStep } from '../../../src/features/authorization-guide/indicator-window';

const marks = (page: number, count = 11) =>
  indicatorWindow(page, count)
    .map(({ index, current }) => (current ? `[${index}]` : `${index}`))
    .join(' ');

describe('indicatorWindow', () => {
  it('should show 3 dots then the dash from the fourth step on', () => {
    expect(marks(3)).toBe('0 1 2 [3]');
    expect(marks(4)).toBe('1 2 3 [4]');
    expect(marks(10)).toBe('7 8 9 [10]');
  });
  it('should keep the window at the start on the first steps › the dash moves along it', () => {
    expect(marks(0)).toBe('[0] 1 2 3');
    expect(marks(1)).toBe('0 [1] 2 3');
    expect(marks(2)).toBe('0 1 [2] 3');
  });
  it('should show 4 contiguous marks with exactly the current one as the dash, for every page', () => {
    for (let page = 0; page < 11; page += 1) {
      const w = indicatorWindow(page, 11);
      expect(w).toHaveLength(4);
      expect(w.filter((m) => m.current).map((m) => m.index)).toEqual([page]);
      expect(w.map((m) => m.index)).toEqual([0, 1, 2, 3].map((i) => w[0]!.index + i));
      expect(w[0]!.index).toBeGreaterThanOrEqual(0);
      expect(w[3]!.index).toBeLessThan(11);
    }
  });
  it('should clamp an out-of-range page and cope with fewer steps than marks', () => {
    expect(marks(99)).toBe('7 8 9 [10]');
    expect(marks(-1)).toBe('[0] 1 2 3');
    expect(marks(1, 2)).toBe('0 [1]');
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
