import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandShades, contrastRatio, darkenForContrast, hexToRgb, normalizeHexColor } from '../../src/lib/color';

describe('normalizeHexColor', () => {
  it('should accept #rrggbb and #rgb › returning lower-case #rrggbb', () => {
    expect(normalizeHexColor('#48BB78')).toBe('#48bb78');
    expect(normalizeHexColor(' #2c5282 ')).toBe('#2c5282');
    expect(normalizeHexColor('#abc')).toBe('#aabbcc');
  });

  it.each(['red; background: url(javascript:alert(1))', '#zzz', 'var(--x)', '#48bb78;', 'rgb(0,0,0)', '', '#12345', '#1234567', 'expression(alert(1))'])(
    'should reject %j › when it is not a plain hex colour',
    (value) => {
      expect(normalizeHexColor(value)).toBeNull();
    },
  );

  it('should reject non-strings', () => {
    expect(normalizeHexColor(null)).toBeNull();
    expect(normalizeHexColor(42)).toBeNull();
    expect(normalizeHexColor({})).toBeNull();
  });

  it('should only ever return a #rrggbb string or null › for any input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = normalizeHexColor(s);
        return out === null || /^#[0-9a-f]{6}$/.test(out);
      }),
    );
  });
});

describe('contrastRatio', () => {
  it('should match WCAG reference values', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The default brand green with white text: about 2.4:1, under WCAG's 4.5:1 for text.
    expect(contrastRatio('#48bb78', '#ffffff')).toBeCloseTo(2.4, 1);
  });
});

describe('darkenForContrast', () => {
  it('should make white text reach 4.5:1 on the default green', () => {
    const solid = darkenForContrast('#48bb78');
    expect(contrastRatio(solid, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Still green: the hue is kept.
    const { r, g, b } = hexToRgb(solid);
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });

  it('should leave a colour that already passes unchanged', () => {
    expect(darkenForContrast('#2c5282')).toBe('#2c5282');
  });

  it('should reach 4.5:1 with white › for any hex colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0')}`;
        const { solid, hover, active } = brandShades(hex);
        return contrastRatio(solid, '#ffffff') >= 4.5 && contrastRatio(hover, '#ffffff') >= 4.5 && contrastRatio(active, '#ffffff') >= 4.5;
      }),
    );
  });
});
