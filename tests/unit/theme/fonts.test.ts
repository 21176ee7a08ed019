import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_LATER_ATTRIBUTE, releaseAppFont, STAND_IN_FAMILIES } from '../../../src/theme/fonts';

describe("Lexend's release once the app's first screen is on screen (src/app/app-font.tsx)", () => {
  it('should let the text be drawn in Lexend, and be safe to call again', () => {
    const attributes = new Set([FONT_LATER_ATTRIBUTE, 'data-frame']);
    const doc = { documentElement: { removeAttribute: (name: string) => attributes.delete(name) } } as unknown as Document;
    releaseAppFont(doc);
    expect([...attributes]).toEqual(['data-frame']);
    expect(() => releaseAppFont(doc)).not.toThrow();
  });
});

describe("Lexend's stand-ins (src/index.css)", () => {
  const css = readFileSync(new URL('../../../src/index.css', import.meta.url), 'utf8');
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => {
    const get = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(m[1]!)?.[1]?.trim() ?? '';
    const percent = (name: string) => Number.parseFloat(get(name));
    return {
      family: get('font-family').replace(/'/g, ''),
      weight: get('font-weight'),
      src: get('src'),
      scale: percent('size-adjust') / 100,
      ascent: percent('ascent-override'),
      descent: percent('descent-override'),
      gap: percent('line-gap-override'),
    };
  });

  it('should declare a 400 and a 700 face of each stand-in family the stacks name, from local fonts only', () => {
    const families = STAND_IN_FAMILIES.split(',')
      .map((family) => family.trim().replace(/'/g, ''))
      .filter((family) => family.startsWith('Lexend Deca '));
    expect(families).toEqual(['Lexend Deca Roboto', 'Lexend Deca Arial']);
    for (const family of families)
      expect(
        faces
          .filter((face) => face.family === family)
          .map((face) => face.weight)
          .sort(),
        family,
      ).toEqual(['400', '700']);
    // Nothing downloaded: a stand-in is the phone's own font or nothing.
    for (const face of faces)
      expect(
        face.src.split(/,\s*/).every((source) => /^local\('[\w -]+'\)$/.test(source)),
        face.src,
      ).toBe(true);
  });

  it("should give each face Lexend Deca's own height once scaled (ascent 1.0 em, descent 0.25 em, no line gap), rounding as Lexend's does", () => {
    for (const face of faces) {
      const name = `${face.family} ${face.weight}`;
      expect(face.scale, name).toBeGreaterThan(1);
      // A little over, never under (Chromium keeps an override in 1/2048 em): Lexend's 3.5 px descent
      // at 14 px is drawn as 4, and so must the stand-in's; under the next pixel at any size below 250 px.
      expect(face.ascent * face.scale, name).toBeGreaterThanOrEqual(100.09);
      expect(face.ascent * face.scale, name).toBeLessThan(100.12);
      expect(face.descent * face.scale, name).toBeGreaterThanOrEqual(25.09);
      expect(face.descent * face.scale, name).toBeLessThan(25.12);
      expect(face.gap).toBe(0);
    }
  });
});
