import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../../../src/features/authorization-guide/image-size';
import { guideSteps } from '../../../src/features/authorization-guide/steps';
import { drawTutorial, TUTORIAL_DIR } from './draw-tutorial';

const drawn = drawTutorial();

describe('public/tutorial images', () => {
  it('should be what draw-tutorial.ts draws (run it after changing a label)', () => {
    for (const [name, svg] of Object.entries(drawn)) {
      expect(readFileSync(join(TUTORIAL_DIR, name), 'utf8'), name).toBe(svg);
    }
  });
  it('should hold exactly 01.svg … 11.svg per processor, every one the guide links to', () => {
    const expected = Array.from({ length: 11 }, (_, i) => `${String(i + 1).padStart(2, '0')}.svg`);
    expect(readdirSync(join(TUTORIAL_DIR, 'zipdin')).sort()).toEqual(expected);
    expect(readdirSync(join(TUTORIAL_DIR, 'qitech')).sort()).toEqual(expected);
    for (const step of [...guideSteps('ZIPDIN'), ...guideSteps('QITECH')]) {
      expect(existsSync(join(TUTORIAL_DIR, '..', step.src)), step.src).toBe(true);
    }
  });
  it('should stay small, with the intrinsic size the <img> declares and no script', () => {
    for (const [name, svg] of Object.entries(drawn)) {
      expect(Buffer.byteLength(svg), name).toBeLessThan(4 * 1024);
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}"`));
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    }
  });
  it('should be well-formed: every element closed, no bare ampersand', () => {
    for (const [name, svg] of Object.entries(drawn)) {
      const opened = (svg.match(/<(?!\/)[a-z]+[^>]*[^/]>/g) ?? []).length;
      const closed = (svg.match(/<\/[a-z]+>/g) ?? []).length;
      expect(closed, name).toBe(opened);
      expect(svg, name).not.toMatch(/&(?!amp;|lt;|gt;)/);
    }
  });
});
