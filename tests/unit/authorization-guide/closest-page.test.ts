import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestPage } from '../../../src/features/authorization-guide/closest-page';

const points = Array.from({ length: 11 }, (_, i) => i * 328);

describe('closestPage', () => {
  it('should pick the snap point the browser settled on', () => {
    expect(closestPage(points, 0)).toBe(0);
    expect(closestPage(points, 328)).toBe(1);
    expect(closestPage(points, 3280)).toBe(10);
  });
  it('should pick the nearer one › when between two points', () => {
    expect(closestPage(points, 100)).toBe(0);
    expect(closestPage(points, 200)).toBe(1);
  });
  it('should clamp past the ends and answer 0 without snap points', () => {
    expect(closestPage(points, -50)).toBe(0);
    expect(closestPage(points, 99_999)).toBe(10);
    expect(closestPage([], 500)).toBe(0);
  });
  it('should always answer an index whose point is at least as near as any other', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 4000 }), (pos) => {
        const page = closestPage(points, pos);
        for (const p of points) expect(Math.abs(points[page]! - pos)).toBeLessThanOrEqual(Math.abs(p - pos));
      }),
    );
  });
});
