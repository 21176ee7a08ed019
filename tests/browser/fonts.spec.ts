import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, untilAppDrawn } from './fixtures';
import { inStandIns, layoutOf, WEB_FONT } from './painted-copy';

/**
 * Lexend Deca's stand-ins (src/index.css, src/theme/fonts.ts): the phone's Roboto or Arial scaled to
 * Lexend's width and height, in which index.html's frames and the app's first screen are drawn until
 * the web font comes. Measured in the page against the built stylesheet's own faces: 'Lexend Deca
 * Arial' is Liberation Sans here; 'Lexend Deca Roboto' (a phone's Roboto, not on this machine) is
 * measured on Roboto's own files (@fontsource/roboto) given the stylesheet's descriptors.
 */

/** The app's own texts: every quoted sentence in src/ of 15 characters or more that starts with a capital. */
function appTexts(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.gen.ts')) files.push(path);
    }
  };
  walk(join(import.meta.dirname, '../../src'));
  const texts = new Set<string>();
  for (const file of files) for (const m of readFileSync(file, 'utf8').matchAll(/'([A-ZÁÉÍÓÚÂÊÔÃÕÇ][^'{}<>\\\n]{14,140})'/g)) texts.add(m[1]!);
  return [...texts];
}

const ROBOTO = (weight: 400 | 700) =>
  readFileSync(join(import.meta.dirname, `../../node_modules/@fontsource/roboto/files/roboto-latin-${weight}-normal.woff2`)).toString('base64');

type Metrics = {
  family: string;
  weight: number;
  medianRatio: number;
  within5: number;
  ascent: number;
  descent: number;
  lexendAscent: number;
  lexendDescent: number;
  lineHeights: Array<[number, number, number]>;
};

/** Per stand-in face: its texts' widths against Lexend's (median of stand-in ÷ Lexend, share within 5%), its height, and a line's height at 12–32 px. */
async function standInMetrics(page: Page, texts: string[]): Promise<Metrics[]> {
  return page.evaluate(
    async ({ texts, roboto }) => {
      const faces = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule);
      const descriptor = (family: string, weight: string, name: string) =>
        faces
          .find((rule) => rule.style.getPropertyValue('font-family').replace(/['"]/g, '') === family && rule.style.getPropertyValue('font-weight') === weight)!
          .style.getPropertyValue(name);
      // Roboto's own files, with the stylesheet's 'Lexend Deca Roboto' descriptors.
      for (const weight of ['400', '700'] as const) {
        const bytes = Uint8Array.from(atob(roboto[weight]), (c) => c.charCodeAt(0));
        // (TypeScript's DOM types lack the metric descriptors Chromium takes.)
        const descriptors: FontFaceDescriptors & Record<'sizeAdjust' | 'ascentOverride' | 'descentOverride' | 'lineGapOverride', string> = {
          weight,
          sizeAdjust: descriptor('Lexend Deca Roboto', weight, 'size-adjust'),
          ascentOverride: descriptor('Lexend Deca Roboto', weight, 'ascent-override'),
          descentOverride: descriptor('Lexend Deca Roboto', weight, 'descent-override'),
          lineGapOverride: descriptor('Lexend Deca Roboto', weight, 'line-gap-override'),
        };
        document.fonts.add(await new FontFace('Roboto as its stand-in', bytes, descriptors).load());
      }
      const context = document.createElement('canvas').getContext('2d')!;
      const width = (font: string, text: string) => {
        context.font = font;
        return context.measureText(text).width;
      };
      const lineHeight = (family: string, weight: number, px: number) => {
        const probe = document.createElement('span');
        probe.style.cssText = `font: ${weight} ${px}px ${family}; line-height: normal; display: inline-block`;
        probe.textContent = 'Agência';
        document.body.appendChild(probe);
        const height = probe.getBoundingClientRect().height;
        probe.remove();
        return height;
      };
      const out = [];
      for (const family of ['Lexend Deca Arial', 'Roboto as its stand-in']) {
        for (const weight of [400, 700]) {
          await document.fonts.load(`${weight} 16px "${family}"`);
          await document.fonts.load(`${weight} 16px "Lexend Deca"`);
          const ratios = texts.map((text) => width(`${weight} 100px "${family}"`, text) / width(`${weight} 100px "Lexend Deca"`, text)).sort((a, b) => a - b);
          context.font = `${weight} 100px "${family}"`;
          const own = context.measureText('Hg');
          context.font = `${weight} 100px "Lexend Deca"`;
          const lexend = context.measureText('Hg');
          out.push({
            family,
            weight,
            medianRatio: ratios[Math.floor(ratios.length / 2)]!,
            within5: ratios.filter((ratio) => Math.abs(ratio - 1) <= 0.05).length / ratios.length,
            ascent: own.fontBoundingBoxAscent,
            descent: own.fontBoundingBoxDescent,
            lexendAscent: lexend.fontBoundingBoxAscent,
            lexendDescent: lexend.fontBoundingBoxDescent,
            lineHeights: [12, 14, 16, 18, 20, 24, 30, 32].map(
              (px) => [px, lineHeight(`"${family}"`, weight, px), lineHeight('"Lexend Deca"', weight, px)] as [number, number, number],
            ),
          });
        }
      }
      return out;
    },
    { texts, roboto: { '400': ROBOTO(400), '700': ROBOTO(700) } },
  );
}

test.describe("Lexend Deca's stand-ins", () => {
  test("should be Lexend's width for the app's texts (median within 1.5%, most within 5%) and exactly its height at every size", async ({ page }) => {
    const texts = appTexts();
    expect(texts.length).toBeGreaterThan(150);
    await page.goto('/demo');
    await untilAppDrawn(page);
    await expect.poll(() => page.evaluate(() => document.fonts.check('bold 1em "Lexend Deca"') && document.fonts.check('1em "Lexend Deca"'))).toBe(true);
    for (const face of await standInMetrics(page, texts)) {
      const name = `${face.family} ${face.weight}`;
      expect(face.medianRatio, name).toBeGreaterThan(0.985);
      expect(face.medianRatio, name).toBeLessThan(1.015);
      expect(face.within5, name).toBeGreaterThan(0.85);
      expect(face.ascent, name).toBeCloseTo(face.lexendAscent, 0);
      expect(face.descent, name).toBeCloseTo(face.lexendDescent, 0);
      // A line as tall as Lexend's, rounded to the same pixel (a 14 px descent of 3.49998 drew 1 px short).
      for (const [px, own, lexend] of face.lineHeights) expect(own, `${name} at ${px} px`).toBe(lexend);
    }
  });

  test("should draw the landing's hero at once while the web font is on its way, and keep its lines when the font swaps in", async ({ page }) => {
    let releaseFont!: () => void;
    const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
    const fontAsked: string[] = [];
    await page.route(WEB_FONT, async (route) => {
      fontAsked.push(route.request().url());
      await fontHeld;
      await route.continue();
    });
    await page.goto('/demo');
    const texts = ['Antecipe seu saque-aniversário do FGTS', 'Informe seus dados', 'Sujeito à análise de crédito do banco.'];
    await expect(page.getByRole('heading', { level: 1, name: texts[0] })).toBeVisible();
    await untilAppDrawn(page);
    // The app's first screen is on screen: both faces are asked for (and held), the text still in its stand-in.
    await expect.poll(() => fontAsked.length).toBe(2);
    expect(await inStandIns(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    const standIn = await layoutOf(page, texts);
    releaseFont();
    // Drawn in Lexend once both faces are there.
    await expect.poll(() => inStandIns(page)).toBe(false);
    expect(await page.evaluate(() => document.fonts.check('1em "Lexend Deca"') && document.fonts.check('bold 1em "Lexend Deca"'))).toBe(true);
    const lexend = await layoutOf(page, texts);
    // The same lines (each block as tall, where it was); a line's own width may differ a little.
    for (const [i, { text, box }] of lexend.entries())
      expect({ text, y: box!.y, height: box!.height }).toEqual({ text, y: standIn[i]!.box!.y, height: standIn[i]!.box!.height });
  });
});
