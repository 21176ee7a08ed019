import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations } from './fixtures';

/**
 * What the browser tests of the screens painted from the phone's copy before the app's code
 * (src/app/cached-frame: every screen with a frame of its own) share.
 */

/** The app's entry, and the frame's own script. */
export const ENTRY = /\/assets\/index-[\w-]+\.js$/;
export const FRAME_SCRIPT = /\/assets\/cached-frame-[\w-]+\.js$/;

/** Where each text is drawn (as a person sees it: the text, and its box); one element each. */
export async function layoutOf(page: Page, texts: string[]) {
  return Promise.all(
    texts.map(async (text) => {
      const element = page.getByText(text, { exact: true });
      await expect(element).toHaveCount(1);
      return { text, box: await element.boundingBox() };
    }),
  );
}

/**
 * Holds the app's entry until `release()`, and records, each time the app's code (the entry, then
 * the screen's chunk `screenChunk`) is asked for, whether the frame was on screen in its font then.
 */
export async function holdAppCode(page: Page, screenChunk: RegExp): Promise<{ release: () => void; askedWithFrame: boolean[] }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const askedWithFrame: boolean[] = [];
  const framePainted = () =>
    // The frame painted from the phone's copy (not index.html's own, which step 2's heading also is), in its font.
    page.evaluate(() => document.documentElement.hasAttribute('data-cached-frame-painted') && document.fonts.check('bold 1em "Lexend Deca"'));
  await page.route(screenChunk, async (route) => {
    askedWithFrame.push(await framePainted());
    await route.continue();
  });
  await page.route(ENTRY, async (route) => {
    askedWithFrame.unshift(await framePainted());
    await held;
    await route.continue();
  });
  return { release, askedWithFrame };
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
              if (value !== null) element.setAttribute(name, value.split(' ').map((id) => renamed.get(id) ?? id).join(' '));
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
 * nothing of what was read is left in the page; the app's code is asked for once the frame is on
 * screen in its font, well before the loaders' limit (500 ms); axe passes on the frame; then, the
 * code let through, the app draws the screen (`appDrawn` waits for a control only it draws) and no
 * text of `texts` moved. Answers the frame's and the app's <main>, to compare.
 */
export async function expectAppOverFrame(
  page: Page,
  { texts, held, appDrawn }: { texts: string[]; held: Awaited<ReturnType<typeof holdAppCode>>; appDrawn: () => Promise<void> },
): Promise<{ frame: string; app: string }> {
  const painted = await layoutOf(page, texts);
  // What was read for it is not left in the page (a wipe must leave nothing behind).
  expect(await page.evaluate(() => '__fgtsStoredCopy' in window)).toBe(false);
  const frame = await mainMarkup(page);
  expect(await msUntilAppCodeAsked(page, held.askedWithFrame)).toBeLessThan(400);
  expect(held.askedWithFrame).toEqual([true, true]);
  // The frame is still all there is (the entry is held); axe needs the clock to run.
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page);
  held.release();
  await appDrawn();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await layoutOf(page, texts)).toEqual(painted);
  return { frame, app: await mainMarkup(page) };
}
