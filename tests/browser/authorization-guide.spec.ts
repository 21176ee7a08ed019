import type { BrowserContext, Page } from '@playwright/test';
import { watchDraftWrites, waitForDraftWrite } from './draft-writes';
import { expect, expectNoSeriousA11yViolations, fillLanding, pauseClockSoon, test } from './fixtures';
import { ENTRY, expectAppOverFrame, holdAppCode } from './painted-copy';

const ONE_PARTNER = 'Você já aprovou a bancarizadora ZIPDIN?';
const TWO_PARTNERS = 'Você já autorizou as seguintes bancarizadoras? ZIPDIN e QI Tech?';

const stepImages = (page: Page) => page.locator('img[alt^="Passo "]');
const nextButton = (page: Page) => page.getByRole('button', { name: 'Próximo passo' });
const prevButton = (page: Page) => page.getByRole('button', { name: 'Passo anterior' });
const confirmButton = (page: Page) => page.getByRole('button', { name: 'Já autorizei' });
const indicators = (page: Page) => page.getByRole('group', { name: 'Passos' }).getByRole('button');
const indicator = (page: Page, step: number) => page.getByRole('button', { name: `Ir para o passo ${step}`, exact: true });
const dialog = (page: Page) => page.getByRole('alertdialog');

/**
 * Records the URLs the app writes into the history. The next screens (consulta, loading) have
 * guards of their own that may move on at once, so 'Sim' is judged by the entry it writes: it
 * replaces the entry the open dialog pushed over the guide (components/ui/dialog-history), so both
 * kinds count.
 */
async function recordPushes(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { pushes: string[] };
    w.pushes = [];
    for (const name of ['pushState', 'replaceState'] as const) {
      const write = history[name].bind(history);
      history[name] = (state: unknown, unused: string, url?: string | URL | null) => {
        w.pushes.push(String(url));
        write(state, unused, url);
      };
    }
  });
}
const pushes = (page: Page) => page.evaluate(() => (window as unknown as { pushes: string[] }).pushes);

/** The indicator marks the current step with aria-current="step". */
async function expectStep(page: Page, step: number) {
  await expect(indicator(page, step)).toHaveAttribute('aria-current', 'step');
}

/**
 * The indicator as drawn: always 3 dots then the dash (the dash wider, once its CSS transition has
 * settled), the dash being `current`, and `buttons` the steps it lets the worker go to.
 */
async function expectMarks(page: Page, current: number, buttons: number[]) {
  await expectStep(page, current);
  await expect(indicators(page)).toHaveCount(buttons.length);
  for (const [i, step] of buttons.entries()) await expect(indicators(page).nth(i)).toHaveAccessibleName(`Ir para o passo ${step}`);
  await expect
    .poll(() =>
      page
        .getByRole('group', { name: 'Passos' })
        .evaluate((group) => [...group.children].map((el) => Math.round(el.firstElementChild!.getBoundingClientRect().width))),
    )
    .toEqual([10, 10, 10, 28]);
}

/**
 * Records, from the next load on, which step's image each drawn frame shows in full: checked in a
 * task the frame's animation callback posts, which runs once the browser has drawn that frame (after
 * every animation callback and resize observer of the frame), and in the callback itself. A step
 * shown for a frame only, between the spinner or a painted frame and the step restored, is seen.
 * Call before the page's clock is installed (the frames and the task are the browser's own).
 */
async function recordStepsShown(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { stepsShown: string[] };
    w.stepsShown = [];
    const requestAnimationFrame = window.requestAnimationFrame.bind(window);
    const drawn = new MessageChannel();
    drawn.port1.onmessage = () => record();
    const record = () => {
      const shown = [...document.querySelectorAll('img[alt^="Passo "]')]
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.width > 0 && box.left >= -1 && box.right <= innerWidth + 1;
        })
        .map((img) => /^Passo \d+/.exec(img.getAttribute('alt') ?? '')![0])
        .join(' | ');
      if (w.stepsShown.at(-1) !== shown) w.stepsShown.push(shown);
    };
    const look = () => {
      record();
      drawn.port2.postMessage(null);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}
const stepsShown = (page: Page) => page.evaluate(() => (window as unknown as { stepsShown: string[] }).stepsShown);

/** To the last image the quick way, for tests about what comes after it: End on the indicator. */
async function goToLastStep(page: Page) {
  await indicator(page, 1).press('End');
  await expectStep(page, 11);
}

/** Opens the dialog with the clock installed (not paused) and lets the countdown end in fake time. */
async function confirmAfterCountdown(page: Page) {
  await goToLastStep(page);
  await confirmButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await page.clock.fastForward(5_000);
  await dialog(page).getByRole('button', { name: 'Sim', exact: true }).click();
}

test.describe('authorisation guide: carousel', () => {
  test('should show 11 ZIPDIN step images with alt text, the first eager and the rest lazy', async ({ page, request }) => {
    await page.goto('/demo/tutorial');
    await expect(page.getByRole('heading', { level: 1, name: 'Autorização' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'FGTS Já' })).toBeVisible();
    await expect(page.getByText('autorize a bancarizadora ZIPDIN no aplicativo FGTS')).toBeVisible();
    await expect(stepImages(page)).toHaveCount(11);
    for (let i = 0; i < 11; i += 1) {
      const img = stepImages(page).nth(i);
      const n = String(i + 1).padStart(2, '0');
      await expect(img).toHaveAttribute('alt', new RegExp(`^Passo ${i + 1} de 11: \\S.{10,}`));
      await expect(img).toHaveAttribute('src', `/tutorial/zipdin/${n}.svg`);
      // Explicit size: no layout shift when a lazy image arrives.
      await expect(img).toHaveAttribute('width', '200');
      await expect(img).toHaveAttribute('height', '360');
      await expect(img).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
      const res = await request.get(`/tutorial/zipdin/${n}.svg`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('image/svg+xml');
    }
    // Every image decodes (a malformed SVG would not), whether or not it was loaded yet.
    const sizes = await page.evaluate(
      (srcs) =>
        Promise.all(
          srcs.map(async (src) => {
            const img = new Image();
            img.src = src;
            await img.decode();
            return `${img.naturalWidth}x${img.naturalHeight}`;
          }),
        ),
      Array.from({ length: 11 }, (_, i) => `/tutorial/zipdin/${String(i + 1).padStart(2, '0')}.svg`),
    );
    expect(new Set(sizes)).toEqual(new Set(['200x360']));
    // The first image is on screen and drawn.
    await expect(page.getByRole('img', { name: /^Passo 1 de 11: Baixe e abra o aplicativo FGTS/ })).toBeVisible();
    expect(
      await stepImages(page)
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(page.getByRole('img', { name: /^Passo 8 de 11: Selecione “ZIPDIN SOLUCOES DIGITAIS SCD S\.A\.”/ })).toHaveCount(0);
    await expect(stepImages(page).nth(7)).toHaveAttribute('alt', 'Passo 8 de 11: Selecione “ZIPDIN SOLUCOES DIGITAIS SCD S.A.”.');
  });

  test('should keep Já autorizei disabled until the last image, stepping with the next button', async ({ page }) => {
    await page.goto('/demo/tutorial');
    await expectStep(page, 1);
    await expect(confirmButton(page)).toBeDisabled();
    await expect(prevButton(page)).toBeDisabled();
    for (let step = 2; step <= 10; step += 1) {
      await nextButton(page).click();
      await expectStep(page, step);
      await expect(confirmButton(page)).toBeDisabled();
    }
    await nextButton(page).click();
    await expectStep(page, 11);
    await expect(page.getByRole('img', { name: /^Passo 11 de 11:/ })).toBeVisible();
    await expect(confirmButton(page)).toBeEnabled();
    await expect(nextButton(page)).toBeDisabled();
    // Spec section 4: the button is enabled only at the last image.
    await prevButton(page).click();
    await expectStep(page, 10);
    await expect(confirmButton(page)).toBeDisabled();
  });

  test('should show 3 dots then a dash on every step and reach the last image through the indicator', async ({ page }) => {
    await page.goto('/demo/tutorial');
    // Step 1: three dots stand before the dash; only the step itself is a button.
    await expectMarks(page, 1, [1]);
    await page.getByRole('group', { name: 'Passos' }).screenshot({ path: test.info().outputPath('indicator-step-1.png') });
    for (let step = 2; step <= 5; step += 1) {
      await nextButton(page).click();
      await expectStep(page, step);
    }
    // From step 4 on: the three steps before as dots, then the current one as the dash.
    await expectMarks(page, 5, [2, 3, 4, 5]);
    await page.getByRole('group', { name: 'Passos' }).screenshot({ path: test.info().outputPath('indicator-step-5.png') });
    await expect(page.getByRole('img', { name: /^Passo 5 de 11:/ })).toBeInViewport();
    await expect(confirmButton(page)).toBeDisabled();

    // An earlier step's dot goes back; End on the indicator goes to the last step.
    await indicator(page, 3).click();
    await expectMarks(page, 3, [1, 2, 3]);
    await indicator(page, 3).press('End');
    await expectMarks(page, 11, [8, 9, 10, 11]);
    await page.getByRole('group', { name: 'Passos' }).screenshot({ path: test.info().outputPath('indicator-step-11.png') });
    await expect(page.getByRole('img', { name: /^Passo 11 de 11:/ })).toBeVisible();
    await expect(confirmButton(page)).toBeEnabled();
  });

  test('should show the step the worker was on after a reload, and no other step on the way', async ({ page }) => {
    await watchDraftWrites(page);
    await page.goto('/demo/tutorial');
    for (let step = 2; step <= 6; step += 1) {
      await nextButton(page).click();
      await expectStep(page, step);
    }
    await waitForDraftWrite(page, 'guide-step:tutorial:/demo');
    await recordStepsShown(page);
    await page.reload();
    await expectMarks(page, 6, [3, 4, 5, 6]);
    await expect(page.getByRole('img', { name: /^Passo 6 de 11:/ })).toBeInViewport();
    // Every frame drawn since the reload showed step 6 or no step yet: Ark's first corrections
    // (its snap points before it measured) showed step 1 for a frame, then step 6.
    expect(await stepsShown(page)).toEqual(['', 'Passo 6']);
    await prevButton(page).click();
    await expectStep(page, 5);
    await expect(page.getByRole('img', { name: /^Passo 5 de 11:/ })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
    // The other flow's guide keeps its own step.
    await page.goto('/demo/introducao');
    await expectStep(page, 1);
  });

  /**
   * A finger on the screen as raw touch events (CDP), each with its own time: the browser reads the
   * finger's speed at the lift from these times, and a fast one flings past the next image. Sent
   * without them, the events carried the real time of each call, so a loaded machine decided
   * between one image and two (1 run in 20 flung to step 3).
   */
  async function finger(context: BrowserContext, page: Page) {
    const cdp = await context.newCDPSession(page);
    let at = Date.now() / 1000;
    return (type: 'touchStart' | 'touchMove' | 'touchEnd', afterMs: number, point?: { x: number; y: number }) => {
      at += afterMs / 1000;
      return cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [point] : [], timestamp: at });
    };
  }

  test('should follow a touch swipe', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/demo/tutorial');
    const box = (await stepImages(page).first().boundingBox())!;
    // A finger dragged 250 px to the left across the image, one move a frame, held still 100 ms
    // before it lifts (no fling: the image it was dragged to).
    const touch = await finger(context, page);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await touch('touchStart', 0, { x, y });
    for (let i = 1; i <= 10; i += 1) {
      await touch('touchMove', 16, { x: x - i * 25, y });
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    await touch('touchEnd', 100);
    await expectStep(page, 2);
    await expect(page.getByRole('img', { name: /^Passo 2 de 11:/ })).toBeVisible();
    await context.close();
  });

  test('should stay on the image shown after a swipe whose finger rests midway', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    // Fake time: the rest is 500 ms of the page's clock, long enough for Ark's 150 ms "scroll
    // ended" guess to fire in the middle of the swipe, as it does on a slow phone.
    await page.clock.install();
    await page.goto('/demo/tutorial');
    const box = (await stepImages(page).first().boundingBox())!;
    await pauseClockSoon(page, 1_000);
    const touch = await finger(context, page);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const moveTo = async (i: number) => {
      await touch('touchMove', 16, { x: x - i * 25, y });
      await page.clock.runFor(16);
    };
    await touch('touchStart', 0, { x, y });
    for (let i = 1; i <= 4; i += 1) await moveTo(i);
    // The rest is on the page's clock only: in the events' own times a finger still for 500 ms
    // ends the scroll gesture (the later moves no longer scroll).
    await page.clock.runFor(500);
    for (let i = 5; i <= 10; i += 1) await moveTo(i);
    // Held still 100 ms before it lifts: no fling, the image it was dragged to.
    await touch('touchEnd', 100);
    await expectStep(page, 2);
    await expect(page.getByRole('img', { name: /^Passo 2 de 11:/ })).toBeVisible();
    await context.close();
  });

  test('should follow the keys that scroll the focused images, up to enabling Já autorizei', async ({ page }) => {
    await page.goto('/demo/tutorial');
    await expect(stepImages(page)).toHaveCount(11);
    // Tab from the intro text: the image group is the first stop, a focusable scroll container.
    await page.getByText(/Siga o passo a passo:/).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 2);
    await expect(page.getByRole('img', { name: /^Passo 2 de 11:/ })).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('End');
    await expectStep(page, 11);
    await expect(confirmButton(page)).toBeEnabled();
  });

  test("should keep the step a key's scroll reaches when an earlier scroll's end arrives after the key, as on a slow phone", async ({ page }) => {
    await page.goto('/demo/tutorial');
    await expect(stepImages(page)).toHaveCount(11);
    await page.locator('[data-part="item-group"]').evaluate((el) => {
      el.focus();
      // End pressed (its scroll still to come), then the end of an earlier scroll arriving late, then End's own scroll.
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
      el.dispatchEvent(new Event('scrollend'));
      el.scrollTo({ left: el.scrollWidth, behavior: 'instant' });
    });
    await expectStep(page, 11);
    await expect(confirmButton(page)).toBeEnabled();
  });

  test("should keep the step End reaches when an earlier scroll's end arrives once End's own scroll has begun, as on a slow phone", async ({ page }) => {
    await page.goto('/demo/tutorial');
    await expect(stepImages(page)).toHaveCount(11);
    const group = page.locator('[data-part="item-group"]');
    await page.getByText(/Siga o passo a passo:/).click();
    await page.keyboard.press('Tab');
    await expect(group).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 2);
    await expect(page.getByRole('img', { name: /^Passo 2 de 11:/ })).toBeInViewport({ ratio: 0.9 });
    // The end of the scroll before arrives late, once End's own (smooth) scroll has begun: what
    // CI's loaded machine did, where End then stayed on step 2 (Ark takes End on the focused images).
    await group.evaluate((el) => {
      const late = () => el.dispatchEvent(new Event('scrollend'));
      el.addEventListener('keydown', () => el.addEventListener('scroll', late, { once: true }), { once: true });
    });
    await page.keyboard.press('End');
    await expectStep(page, 11);
    await expect(page.getByRole('img', { name: /^Passo 11 de 11:/ })).toBeInViewport({ ratio: 0.9 });
    await expect(confirmButton(page)).toBeEnabled();
  });

  test('should move without smooth scrolling, also when the worker asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/demo/tutorial');
    const group = page.locator('[data-part="item-group"]');
    await group.evaluate((el) => {
      (window as unknown as { scrolls: number[] }).scrolls = [];
      el.addEventListener('scroll', () => (window as unknown as { scrolls: number[] }).scrolls.push(el.scrollLeft));
    });
    await nextButton(page).click();
    await expectStep(page, 2);
    const width = await group.evaluate((el) => el.clientWidth);
    await expect.poll(() => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls)).toEqual([width]);
  });

  test('should show the QI Tech images at the ZERO TAC link', async ({ page }) => {
    await page.goto('/demo/joao/zerotac/tutorial');
    await expect(page.getByText('autorize as bancarizadoras ZIPDIN e QI Tech no aplicativo FGTS')).toBeVisible();
    await expect(stepImages(page)).toHaveCount(11);
    await expect(stepImages(page).first()).toHaveAttribute('src', '/tutorial/qitech/01.svg');
    await expect(stepImages(page).nth(6)).toHaveAttribute('alt', /^Passo 7 de 11: .*QI SOCIEDADE DE CRÉDITO DIRETO S\.A\./);
    await expect(stepImages(page).nth(10)).toHaveAttribute('src', '/tutorial/qitech/11.svg');
    const decoded = await page.evaluate(() =>
      Promise.all(
        Array.from({ length: 11 }, async (_, i) => {
          const img = new Image();
          img.src = `/tutorial/qitech/${String(i + 1).padStart(2, '0')}.svg`;
          await img.decode();
          return img.naturalWidth;
        }),
      ),
    );
    expect(decoded).toEqual(Array(11).fill(200));
  });

  test('should open the FGTS app store pages in a new tab', async ({ page }) => {
    await page.goto('/demo/tutorial');
    const play = page.getByRole('link', { name: /Google Play/ });
    const apple = page.getByRole('link', { name: /App Store/ });
    await expect(play).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=br.gov.caixa.fgts.trabalhador');
    await expect(apple).toHaveAttribute('href', 'https://apps.apple.com/br/app/fgts/id1038441027');
    for (const link of [play, apple]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/abre em nova aba/);
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('should pass axe on the guide', async ({ page }) => {
    await page.goto('/demo/tutorial');
    await expect(stepImages(page)).toHaveCount(11);
    await expectNoSeriousA11yViolations(page);
    await goToLastStep(page);
    // 'Já autorizei' fades from its disabled look: contrast is checked once the fade has ended.
    await expect(confirmButton(page)).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('authorisation guide: confirmation dialog', () => {
  test('should count Sim down 5 seconds in fake time', async ({ page }) => {
    await recordPushes(page);
    await page.clock.install();
    await page.goto('/demo/tutorial');
    await goToLastStep(page);
    // Freeze fake time, so the dialog opens at a known instant and only the test moves time.
    await pauseClockSoon(page, 1_000);
    await confirmButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: ONE_PARTNER })).toBeVisible();
    for (const seconds of [5, 4, 3, 2, 1]) {
      const sim = dialog(page).getByRole('button', { name: `Sim (${seconds})`, exact: true });
      await expect(sim).toBeVisible();
      await expect(sim).toBeDisabled();
      await page.clock.runFor(seconds > 1 ? 1_000 : 900);
    }
    // 4.9 s after opening: still counting.
    await expect(dialog(page).getByRole('button', { name: 'Sim (1)', exact: true })).toBeDisabled();
    await page.clock.runFor(100);
    const sim = dialog(page).getByRole('button', { name: 'Sim', exact: true });
    await expect(sim).toBeEnabled();
    await sim.click();
    await expect.poll(() => pushes(page)).toContain('/demo/consulta');
  });

  test('should close on Não and count again from 5 when reopened', async ({ page }) => {
    await page.clock.install();
    await page.goto('/demo/tutorial');
    await goToLastStep(page);
    await pauseClockSoon(page, 1_000);
    await confirmButton(page).click();
    await page.clock.runFor(2_000);
    await expect(dialog(page).getByRole('button', { name: 'Sim (3)', exact: true })).toBeDisabled();
    await dialog(page).getByRole('button', { name: 'Não', exact: true }).click();
    // Ark unmounts the closed dialog on an animation frame, which the paused clock holds back.
    await page.clock.runFor(100);
    await expect(dialog(page)).toBeHidden();
    await expect(confirmButton(page)).toBeFocused();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    await page.clock.runFor(4_900);
    await confirmButton(page).click();
    await expect(dialog(page).getByRole('button', { name: 'Sim (5)', exact: true })).toBeDisabled();
    await page.clock.runFor(5_000);
    await expect(dialog(page).getByRole('button', { name: 'Sim', exact: true })).toBeEnabled();
  });

  test('should ask about both partners at the ZERO TAC link and go on to its consulta', async ({ page }) => {
    await recordPushes(page);
    await page.clock.install();
    await page.goto('/demo/joao/zerotac/tutorial');
    await expect(stepImages(page).first()).toHaveAttribute('src', '/tutorial/qitech/01.svg');
    await goToLastStep(page);
    await confirmButton(page).click();
    await expect(dialog(page).getByRole('heading', { name: TWO_PARTNERS })).toBeVisible();
    await page.clock.fastForward(5_000);
    await dialog(page).getByRole('button', { name: 'Sim', exact: true }).click();
    await expect.poll(() => pushes(page)).toContain('/demo/joao/zerotac/consulta');
  });

  test('should go on to /loading from the Corban instructions at one level', async ({ page }) => {
    await recordPushes(page);
    await page.clock.install();
    await page.goto('/demo/introducao');
    await expect(page.getByRole('heading', { level: 1, name: 'Instruções' })).toBeVisible();
    await expect(stepImages(page)).toHaveCount(11);
    await goToLastStep(page);
    await confirmButton(page).click();
    await expect(dialog(page).getByRole('heading', { name: ONE_PARTNER })).toBeVisible();
    await page.clock.fastForward(5_000);
    await dialog(page).getByRole('button', { name: 'Sim', exact: true }).click();
    await expect.poll(() => pushes(page)).toContain('/demo/loading');
  });

  test('should go on to /loading from the Corban instructions at three levels', async ({ page }) => {
    await recordPushes(page);
    await page.clock.install();
    await page.goto('/demo/joao/zerotac/introducao');
    await expect(stepImages(page).first()).toHaveAttribute('src', '/tutorial/qitech/01.svg');
    await confirmAfterCountdown(page);
    await expect.poll(() => pushes(page)).toContain('/demo/joao/zerotac/loading');
  });

  test('should use ZIPDIN when the link has no self-service configuration', async ({ page }) => {
    await recordPushes(page);
    await page.clock.install();
    // A Corban shorthash: the configuration answers 404.
    await page.goto('/a1b2c3/introducao');
    await expect(stepImages(page).first()).toHaveAttribute('src', '/tutorial/zipdin/01.svg');
    await goToLastStep(page);
    await confirmButton(page).click();
    await expect(dialog(page).getByRole('heading', { name: ONE_PARTNER })).toBeVisible();
    await page.clock.fastForward(5_000);
    await dialog(page).getByRole('button', { name: 'Sim', exact: true }).click();
    await expect.poll(() => pushes(page)).toContain('/a1b2c3/loading');
  });

  test("its code is not part of the guide's load: asked for once the guide's data has answered and the page is idle", async ({ page }) => {
    const dialogChunk = /\/assets\/confirm-dialog-[\w-]+\.js$/;
    const asked: string[] = [];
    page.on('request', (request) => dialogChunk.test(new URL(request.url()).pathname) && asked.push(request.url()));
    // The link's configuration (the partners the guide names) held: the guide shows, its data on the way.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/api\/selfservice\/slug/, async (route) => {
      await answered;
      await route.continue();
    });
    await page.clock.install();
    const configAsked = page.waitForRequest(/\/api\/selfservice\/slug/);
    await page.goto('/demo/tutorial');
    await expect(confirmButton(page)).toBeVisible();
    await configAsked;
    await page.clock.runFor(4000);
    expect(asked).toEqual([]);
    answer();
    await page.clock.runFor(2000);
    await expect.poll(() => asked.length).toBe(1);
    // Then the last image's 'Já autorizei' finds it there.
    await goToLastStep(page);
    await confirmButton(page).click();
    await expect(dialog(page).getByRole('heading', { name: ONE_PARTNER })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test("a tap whose dialog code cannot arrive says so, and 'Já autorizei' asks for it again", async ({ page }) => {
    const dialogChunk = /\/assets\/confirm-dialog-[\w-]+\.js$/;
    // Offline for that file (before the service worker holds it), in the background and on the tap;
    // the tap's request held a moment first, as on slow data.
    let asked = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(dialogChunk, async (route) => {
      asked += 1;
      if (asked > 1) await held;
      await route.abort('internetdisconnected');
    });
    await page.goto('/demo/tutorial');
    await goToLastStep(page);
    await expect.poll(() => asked).toBe(1);
    await confirmButton(page).click();
    // On its way: said, not a tap that seems to do nothing.
    await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
    release();
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveText('Sem conexão. Verifique sua internet e tente novamente.');
    await expect(dialog(page)).toHaveCount(0);
    await expect(confirmButton(page)).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    // Said only while the button can be tapped: back to an earlier image, the gate's hint instead.
    await prevButton(page).click();
    await expectStep(page, 10);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await nextButton(page).click();
    await expectStep(page, 11);
    // The connection back: the same button opens the dialog.
    await page.unroute(dialogChunk);
    await confirmButton(page).click();
    await expect(dialog(page).getByRole('heading', { name: ONE_PARTNER })).toBeVisible();
    await expect(page.getByText('Sem conexão. Verifique sua internet e tente novamente.')).toHaveCount(0);
  });

  test('should pass axe with the dialog open, focus inside it', async ({ page }) => {
    await page.goto('/demo/joao/zerotac/tutorial');
    await goToLastStep(page);
    await confirmButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Não' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe("the guide painted from the phone's copy before the app's code", () => {
  const INSTRUCTION = 'Para consultarmos o seu saldo, autorize as bancarizadoras ZIPDIN e QI Tech no aplicativo FGTS. Siga o passo a passo:';
  const imageBox = (page: Page, step: number) => page.getByRole('img', { name: new RegExp(`^Passo ${step} de 11:`) }).boundingBox();

  test("a reload paints the link's partners and the step reached while the app's code is on its way, where the app then draws the same", async ({ page }) => {
    await watchDraftWrites(page);
    await page.goto('/demo/joao/zerotac');
    await fillLanding(page, { name: 'Maria da Silva', cpf: '100.000.001-08', phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/zerotac\/tutorial$/);
    for (let step = 2; step <= 5; step += 1) {
      await nextButton(page).click();
      await expectStep(page, step);
    }
    await waitForDraftWrite(page, 'guide-step:tutorial:/demo/joao/zerotac');
    const shown = await imageBox(page, 5);

    await recordStepsShown(page);
    const held = await holdAppCode(page, /\/assets\/tutorial-[\w-]+\.js$/);
    // The page's clock stands still: the loaders' 500 ms limit cannot pass unless the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('main[data-painted-frame]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Autorização' })).toBeVisible();
    await expect(page.getByText(INSTRUCTION)).toBeVisible();
    // The QI Tech guide's fifth image, where the carousel shows it; the only image of a step.
    await expect(stepImages(page)).toHaveCount(1);
    await expect(stepImages(page)).toHaveAttribute('src', '/tutorial/qitech/05.svg');
    await expect(page.getByRole('img', { name: 'Passo 5 de 11: Toque em “Empréstimo Saque-Aniversário”.' })).toBeInViewport();
    expect(await imageBox(page, 5)).toEqual(shown);
    // Nothing to act on before the app: the arrows, the steps' marks and 'Já autorizei' come with it, below.
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    await expectAppOverFrame(page, { texts: ['Autorização', INSTRUCTION], held, appDrawn: () => expect(confirmButton(page)).toBeVisible() });
    await expectStep(page, 5);
    // From the frame to the app, every drawn frame showed step 5 (the page's clock ran again before the
    // app's code came); before it, at most the spinner's frames, showing no step, when the first look
    // comes before the frame's paint (as it can on a busy machine).
    await expect.poll(async () => (await stepsShown(page)).filter((shown, i) => !(i === 0 && shown === ''))).toEqual(['Passo 5']);
    await expect.poll(() => imageBox(page, 5)).toEqual(shown);
    await expect(confirmButton(page)).toBeDisabled();
  });

  test('a guide whose link the phone has no copy of paints nothing of it: the startup spinner until the app draws it', async ({ page }) => {
    // Opened directly, no one identified on the link: nothing stored to paint from.
    await page.goto('/demo/tutorial');
    await expect(confirmButton(page)).toBeVisible();
    await page.route(ENTRY, () => undefined);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-cached-frame', 'tutorial');
    await expect(page.locator('html')).toHaveAttribute('data-cached-frame-done', '');
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    await expect(stepImages(page)).toHaveCount(0);
  });
});
