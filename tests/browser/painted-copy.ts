import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRAMES_MANIFEST } from '../../src/app/before-app/protocol';
import { expect, expectNoSeriousA11yViolations } from './fixtures';

/**
 * What the browser tests of the screens painted from the phone's copy before the app's code
 * (src/app/before-app: every screen with a frame of its own) share.
 */

/** The app's entry, and the frame's own script. */
export const ENTRY = /\/assets\/index-[\w-]+\.js$/;
export const FRAME_SCRIPT = /\/assets\/frame-[\w-]+\.js$/;

/** The scripts of the frame of `screen` (src/app/before-app/frames.ts) in the build under test. */
export const frameScriptsOf = (screen: string): string[] =>
  (JSON.parse(readFileSync(join(process.env.OUT_DIR ?? 'dist', FRAMES_MANIFEST), 'utf8')) as Record<string, string[]>)[screen]!;

/**
 * Where each text is drawn (as a person sees it: the text, and its box, to a quarter pixel: the same
 * text in the same face can land 1/64 px apart in two renders); one element each.
 */
export async function layoutOf(page: Page, texts: string[]) {
  const quarter = (value: number) => Math.round(value * 4) / 4;
  return Promise.all(
    texts.map(async (text) => {
      const element = page.getByText(text, { exact: true });
      await expect(element).toHaveCount(1);
      const box = await element.boundingBox();
      return { text, box: box && { x: quarter(box.x), y: quarter(box.y), width: quarter(box.width), height: quarter(box.height) } };
    }),
  );
}

/** Lexend Deca's files (the app's web font). */
export const WEB_FONT = /\/assets\/lexend-deca-[\w-]+\.woff2$/;

/**
 * Holds the app's entry until `release()`, and records, each time the app's code (the entry, then
 * the screen's chunk `screenChunk`) is asked for, whether the frame painted from the phone's copy
 * was on screen then. Holds the web font too, until `releaseFont()`, recording each time it is
 * asked for (`fontAsked`): the frame is drawn in Lexend's stand-ins and the font is asked for only
 * as the app starts (src/theme/fonts.ts), so with it held the app too draws in the stand-ins, and
 * its layout can be compared with the frame's.
 */
export async function holdAppCode(
  page: Page,
  screenChunk: RegExp,
): Promise<{ release: () => void; askedWithFrame: boolean[]; releaseFont: () => void; fontAsked: string[] }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let releaseFont!: () => void;
  const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
  const askedWithFrame: boolean[] = [];
  const fontAsked: string[] = [];
  // The frame painted from the phone's copy (not index.html's own, which step 2's heading also is).
  const framePainted = () => page.evaluate(() => document.documentElement.hasAttribute('data-cached-frame-painted'));
  await page.route(screenChunk, async (route) => {
    askedWithFrame.push(await framePainted());
    await route.continue();
  });
  await page.route(ENTRY, async (route) => {
    askedWithFrame.unshift(await framePainted());
    await held;
    await route.continue();
  });
  await page.unroute(WEB_FONT);
  await page.route(WEB_FONT, async (route) => {
    fontAsked.push(new URL(route.request().url()).pathname);
    await fontHeld;
    await route.continue();
  });
  return { release, askedWithFrame, releaseFont, fontAsked };
}

type Takeover = { taken: boolean; inStandIns: boolean | null; paints: Array<{ inFrame: boolean; text: string }> };

/**
 * Records, from the page's start, whether the app's first screen, when it took the place of
 * index.html's frame (#root's first child no longer the frame), was drawn in Lexend's stand-ins, and
 * every largest-contentful-paint entry the page reports (whether its element is a frame's, and its
 * text). The page's fake clock, where a test installs one, fakes performance's times: no time is
 * compared. Read with `takeover`.
 */
export async function watchTakeover(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __takeover: Takeover };
    w.__takeover = { taken: false, inStandIns: null, paints: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
        // A frame's element stays inside its (detached) frame once the app has replaced it.
        w.__takeover.paints.push({ inFrame: entry.element?.closest('[data-painted-frame]') != null, text: (entry.element?.textContent ?? '').slice(0, 60) });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((_records, observer) => {
      const first = document.getElementById('root')?.firstElementChild;
      if (!first || first.hasAttribute('data-painted-frame')) return;
      w.__takeover.taken = true;
      w.__takeover.inStandIns = document.documentElement.hasAttribute('data-font-later');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

export const takeover = (page: Page) => page.evaluate(() => (window as unknown as { __takeover: Takeover }).__takeover);

/** Whether the page's text is drawn in Lexend's stand-ins only (index.html's first script; src/main.tsx ends it). */
export const inStandIns = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-font-later'));

/**
 * Lets the web font held by `holdAppCode` come, once the app has drawn: both faces asked for after
 * the app's first screen was painted (src/app/app-font.tsx), the page still in the stand-ins while
 * they are on their way, and drawn in Lexend once they are there, the texts on screen. (How far a
 * text moves when it swaps in is the stand-ins' metrics: fonts.spec.ts.)
 */
export async function expectWebFontAfterApp(page: Page, held: { releaseFont: () => void; fontAsked: string[] }, texts: string[]): Promise<void> {
  await expect
    .poll(() => [...held.fontAsked].sort())
    .toEqual([
      expect.stringMatching(/^\/assets\/lexend-deca-latin-400-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/lexend-deca-latin-700-normal-[\w-]+\.woff2$/),
    ]);
  expect(await inStandIns(page)).toBe(true);
  held.releaseFont();
  await expect.poll(() => inStandIns(page)).toBe(false);
  expect(await page.evaluate(() => document.fonts.check('1em "Lexend Deca"') && document.fonts.check('bold 1em "Lexend Deca"'))).toBe(true);
  for (const text of texts) await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/**
 * On a stopped clock, moves it 16 ms at a time (at most 400) until the app's code has been asked
 * for twice (`holdAppCode`), and answers how far it moved: the loaders' own limit is 500 ms.
 */
export async function msUntilAppCodeAsked(page: Page, askedWithFrame: boolean[]): Promise<number> {
  let movedMs = 0;
  await expect
    .poll(async () => {
      if (movedMs < 400) await page.clock.runFor(16).then(() => (movedMs += 16));
      return askedWithFrame.length;
    })
    .toBe(2);
  return movedMs;
}

/** The markup of the page's <main>, for comparing the app's with the frame's. */
export const mainMarkup = (page: Page) => page.locator('main').evaluate((main) => main.outerHTML);

/**
 * Whether the app's <main> (`appMarkup`) is the frame's (`frameMarkup`), once the app's controls
 * (`controls`, null where the frame draws them all) and the room the frame kept for them
 * (`[data-space-for]`) are taken out: the same elements, attributes (in any order) and texts. With
 * `frameOnly`, what only the frame shows (its 'Carregando...' where the controls go) is taken out of
 * the frame too; with `frameOnly` or `inert` (a frame whose form is inert and nothing else its own),
 * its `inert`, its <main>'s `tabindex` and its options' `selected` (the app sets the choice as a
 * property) are; with `ids`,
 * each page's own element ids (React's, which differ between a server's render and the app's) are
 * compared by their order of appearance, with the attributes that name them.
 */
export async function sameAsFrame(
  page: Page,
  frameMarkup: string,
  appMarkup: string,
  controls: string | null,
  { frameOnly, inert = false, ids = false }: { frameOnly?: string; inert?: boolean; ids?: boolean } = {},
): Promise<boolean> {
  return page.evaluate(
    ({ frameMarkup, appMarkup, controls, frameOnly, inert, ids }) => {
      const parse = (markup: string) => {
        const template = document.createElement('template');
        template.innerHTML = markup;
        const root = template.content.firstElementChild!;
        if (ids) {
          const renamed = new Map([...root.querySelectorAll('[id]')].map((element, i) => [element.id, `id-${i}`]));
          for (const element of root.querySelectorAll('[id], [for], [aria-describedby]')) {
            if (element.id) element.id = renamed.get(element.id) ?? element.id;
            for (const name of ['for', 'aria-describedby']) {
              const value = element.getAttribute(name);
              if (value !== null)
                element.setAttribute(
                  name,
                  value
                    .split(' ')
                    .map((id) => renamed.get(id) ?? id)
                    .join(' '),
                );
            }
          }
        }
        return root;
      };
      const frame = parse(frameMarkup);
      frame.removeAttribute('data-painted-frame');
      for (const element of frame.querySelectorAll('[data-space-for]')) element.remove();
      if (frameOnly) for (const element of frame.querySelectorAll(frameOnly)) element.remove();
      if (frameOnly || inert) {
        for (const element of frame.querySelectorAll('[inert]')) element.removeAttribute('inert');
        // The frame's <main> is focusable while its content is inert (a keyboard scrolls it); the app's needs not be.
        frame.removeAttribute('tabindex');
        // A select's choice: the frame's markup says it (`selected`, as a server's render does), the app sets it as a property.
        for (const option of frame.querySelectorAll('option[selected]')) option.removeAttribute('selected');
      }
      const app = parse(appMarkup);
      if (controls) for (const element of app.querySelectorAll(controls)) element.remove();
      return frame.querySelectorAll('*').length > 0 && frame.isEqualNode(app);
    },
    { frameMarkup, appMarkup, controls, frameOnly, inert, ids },
  );
}

/**
 * With the frame on screen, the app's code held (`holdAppCode`) and the page's clock stopped:
 * nothing of what was read is left in the page; the frame is drawn in Lexend's stand-ins and the web
 * font not asked for; the app's code is asked for once the frame is on screen, well before the
 * loaders' limit (500 ms); axe passes on the frame; then, the code let through, the app draws the
 * screen (`appDrawn` waits for a control only it draws), in the stand-ins too, and no text of
 * `texts` moved; then the web font comes (`expectWebFontAfterApp`). Answers the frame's and the app's <main>, to compare.
 */
export async function expectAppOverFrame(
  page: Page,
  { texts, held, appDrawn }: { texts: string[]; held: Awaited<ReturnType<typeof holdAppCode>>; appDrawn: () => Promise<void> },
): Promise<{ frame: string; app: string }> {
  const painted = await layoutOf(page, texts);
  // What was read for it is not left in the page (a wipe must leave nothing behind).
  expect(await page.evaluate(() => '__fgtsStoredCopy' in window)).toBe(false);
  const frame = await mainMarkup(page);
  expect(await inStandIns(page)).toBe(true);
  expect(await msUntilAppCodeAsked(page, held.askedWithFrame)).toBeLessThan(400);
  expect(held.askedWithFrame).toEqual([true, true]);
  // The web font is not asked for ahead of the app's code (it would share the link with it).
  expect(held.fontAsked).toEqual([]);
  // The frame is still all there is (the entry is held); axe needs the clock to run.
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page);
  held.release();
  await appDrawn();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await layoutOf(page, texts)).toEqual(painted);
  await expectWebFontAfterApp(page, held, texts);
  return { frame, app: await mainMarkup(page) };
}
