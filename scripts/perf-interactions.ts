/**
 * What `npm run perf` (scripts/perf.ts) measures in a real Chromium at a CPU slowdown (CDP
 * `Emulation.setCPUThrottlingRate`), beside Lighthouse: a keystroke in a masked field, the wizard's
 * step change, and a reopen of the app on step 5. The page's own clocks (Event Timing, Long Tasks,
 * `performance.now()` from the navigation's time origin) give the figures; what the script does
 * to read them runs outside the measured span.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Until the screen has settled: its data, the service worker's install, the first draft writes, then an idle moment (a worker reads before acting). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => navigator.serviceWorker?.ready);
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve, { timeout: 2000 }), 1000)));
}

async function throttle(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return {
    cdp,
    release: async () => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    },
  };
}

// ------------------------------------------------------------------ a keystroke in a masked field

export type KeystrokeResult = {
  /** Per keystroke: the longest Event Timing entry's processing time and duration, in ms. */
  keystrokes: { processingMs: number; durationMs: number }[];
  /** Long tasks (> 50 ms) seen while typing. */
  longTasksMs: number[];
  /** The worst main-thread block of a keystroke: its longest task or event processing. */
  worstMs: number;
};

type TypingWindow = {
  __events: PerformanceEventTiming[];
  __longTasks: number[];
  __observers: PerformanceObserver[];
};

/**
 * Types `keys` one by one into `field` at `cpuSlowdown` and measures the main thread's work of each
 * keystroke: Event Timing (keydown, beforeinput, input, keyup of one interaction: how long its
 * handlers ran, and until the next paint) and long tasks. The field must end up showing `expected`.
 */
export async function measureTyping(
  page: Page,
  field: Locator,
  keys: string,
  expected: string,
  cpuSlowdown: number,
  traceFile?: string,
): Promise<KeystrokeResult> {
  await settle(page);
  await field.click();
  await page.evaluate(() => {
    const w = window as unknown as TypingWindow;
    w.__events = [];
    w.__longTasks = [];
    const events = new PerformanceObserver((list) => w.__events.push(...(list.getEntries() as PerformanceEventTiming[])));
    events.observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    const tasks = new PerformanceObserver((list) => w.__longTasks.push(...list.getEntries().map((e) => e.duration)));
    tasks.observe({ type: 'longtask' });
    w.__observers = [events, tasks];
  });
  const slow = await throttle(page, cpuSlowdown);
  const saveTrace = await traceTo(slow.cdp, traceFile);
  const keystrokes: KeystrokeResult['keystrokes'] = [];
  for (const key of keys) {
    await page.evaluate(() => ((window as unknown as TypingWindow).__events = []));
    await page.keyboard.press(key);
    // Two frames and an idle moment: the keystroke's entries are reported after its paint.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
    const entries = await page.evaluate(() =>
      (window as unknown as TypingWindow).__events.map((e) => ({ processingMs: e.processingEnd - e.processingStart, durationMs: e.duration })),
    );
    // Entries under the 16 ms threshold are not reported: such a keystroke counts as 0 here.
    keystrokes.push({ processingMs: Math.max(0, ...entries.map((e) => e.processingMs)), durationMs: Math.max(0, ...entries.map((e) => e.durationMs)) });
  }
  await saveTrace();
  await slow.release();
  const typed = await field.inputValue();
  if (typed !== expected) throw new Error(`the field shows ${typed}, expected ${expected}`);
  const longTasksMs = await page.evaluate(() => {
    const w = window as unknown as TypingWindow;
    for (const observer of w.__observers) observer.disconnect();
    return w.__longTasks;
  });
  return {
    keystrokes,
    longTasksMs: longTasksMs.map(Math.round),
    worstMs: Math.round(Math.max(0, ...longTasksMs, ...keystrokes.map((k) => k.processingMs))),
  };
}

// ------------------------------------------------------------------ painted: when an element first shows

/**
 * In the page (an init script or an evaluate): records, under `window.__painted[name]`, when each
 * watched element first shows. A MutationObserver asks for an animation frame after each DOM
 * change; in that frame's rAF callback (before its style, layout and paint) the element is looked
 * for (present with a box); when it is there, a message is posted from that callback, and the time
 * its task runs (after the frame was rendered) is the "painted" time, in ms since the page's time
 * origin (the navigation's start). Nothing runs between DOM changes, so the measured span has no
 * polling of its own. Also records the first `click`'s event timestamp (`__painted.click`).
 */
// Plain JavaScript, not a function of this file: tsx wraps this file's named functions in a
// `__name` helper the page does not have.
const WATCH_PAINTS = `(watch) => {
  const painted = (window.__painted = {});
  const resolvers = {};
  window.__paintedWaits = Object.fromEntries(Object.keys(watch).map((name) => [name, new Promise((resolve) => (resolvers[name] = resolve))]));
  addEventListener('click', (event) => { if (!('click' in painted)) painted.click = event.timeStamp; }, { capture: true });
  const shows = (tag, text) =>
    Array.from(document.getElementsByTagName(tag)).some((el) => (el.textContent || '').trim().startsWith(text) && el.getClientRects().length > 0);
  let scheduled = false;
  const check = () => {
    scheduled = false;
    for (const [name, { tag, texts }] of Object.entries(watch)) {
      if (name in painted || !texts.every((text) => shows(tag, text))) continue;
      painted[name] = NaN; // seen in this frame; its time comes after the frame
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        painted[name] = performance.now();
        resolvers[name](painted[name]);
        if (Object.keys(watch).every((key) => Number.isFinite(painted[key]))) observer.disconnect();
      };
      channel.port2.postMessage(null);
    }
  };
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // Already there (a watch started on a rendered page).
  scheduled = true;
  requestAnimationFrame(check);
}`;

type Watch = Record<string, { tag: string; texts: string[] }>;
const watchPaints = (watch: Watch) => `(${WATCH_PAINTS})(${JSON.stringify(watch)});`;

const waitPainted = (page: Page, name: string, timeoutMs = 60_000) =>
  page.evaluate(
    ([key, timeout]) =>
      Promise.race([
        (window as unknown as { __paintedWaits: Record<string, Promise<number>> }).__paintedWaits[key]!,
        new Promise<number>((_, reject) => setTimeout(() => reject(new Error(`${key} did not show within ${timeout} ms`)), timeout)),
      ]),
    [name, timeoutMs] as const,
  );

const clickTime = (page: Page) => page.evaluate(() => (window as unknown as { __painted: Record<string, number> }).__painted.click ?? Number.NaN);

// ------------------------------------------------------------------ the wizard's step change

export type StepChangeResult = {
  from: string;
  to: string;
  /** From the click's event timestamp to the next step's heading painted. */
  ms: number;
  longTasksMs: number[];
};

/**
 * Taps 'Prosseguir' on a filled step at `cpuSlowdown` and measures until the next step's heading
 * (`to`, an h1) is painted (see watchPaints): from the click event's timestamp (the input's time,
 * before any handler) to the task that runs after the first frame rendered with the heading.
 */
export async function measureStepChange(page: Page, from: string, to: string, cpuSlowdown: number, traceFile?: string): Promise<StepChangeResult> {
  await settle(page);
  await page.evaluate(watchPaints({ next: { tag: 'h1', texts: [to] } }));
  await page.evaluate(() => {
    const w = window as unknown as { __stepTasks: number[]; __stepObserver: PerformanceObserver };
    w.__stepTasks = [];
    w.__stepObserver = new PerformanceObserver((list) => w.__stepTasks.push(...list.getEntries().map((e) => e.duration)));
    w.__stepObserver.observe({ type: 'longtask' });
  });
  const slow = await throttle(page, cpuSlowdown);
  const saveTrace = await traceTo(slow.cdp, traceFile);
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  const paintedAt = await waitPainted(page, 'next');
  await saveTrace();
  await slow.release();
  const clickedAt = await clickTime(page);
  const longTasksMs = await page.evaluate(() => {
    const w = window as unknown as { __stepTasks: number[]; __stepObserver: PerformanceObserver };
    w.__stepObserver.disconnect();
    return w.__stepTasks;
  });
  if (!Number.isFinite(clickedAt)) throw new Error(`no click event recorded on '${from}'`);
  return { from, to, ms: Math.round(paintedAt - clickedAt), longTasksMs: longTasksMs.map(Math.round) };
}

// ------------------------------------------------------------------ reopening the app on a waiting screen

export type ReopenResult = {
  /**
   * Navigation start → what the worker waits on painted (step 5's two cards, the Corban /loading's
   * wait), in a tab that answered 'Continuar como …?' (as a reload does).
   */
  answeredMs: number;
  /**
   * That tab: navigation start → the app's own screen painted (a control only the app draws):
   * after `answeredMs` where the screen was painted from the phone's copy first (src/app/before-app).
   */
  appMs: number;
  /** Navigation start → the question 'Continuar como …?' painted, in a new tab (a real reopen asks first). */
  questionMs: number;
  /** That tab: 'Sim, continuar' (click event) → what the worker waits on painted. */
  afterAnswerMs: number;
  /** Whether the reopened pages were controlled by the service worker (served from its precache). */
  controlled: boolean;
  /** Documents each reopen loaded (1: the times are from the start of the one navigation). */
  documents: number;
  /** The screen's read of what it shows during the answered reopen (Resource Timing, ms): shows the emulated RTT applied. */
  readMs: number | null;
  /** Whether the wait was painted before that read answered (from the stored query cache). */
  paintedBeforeRead: boolean | null;
  /** A fixed loop's time with the slowdown over its time without, in the reopened page: shows the CPU slowdown applied after the navigation. */
  cpuCheck: number;
};

/** A screen a worker reopens the app on, and what of it the reopen waits for. */
export type ReopenScreen = {
  /** What the worker waits on (an element's tag, the start of its texts). */
  waiting: { tag: string; texts: string[] };
  /** A control only the app draws there. */
  app: { tag: string; texts: string[] };
  /** The path of the screen's read of what it shows (a pattern's source). */
  read: string;
};

/** Step 5 while both cards validate: the cards; the support chat. */
export const STEP_5: ReopenScreen = {
  waiting: { tag: 'h2', texts: ['Proposta no banco', 'Segurança de identidade'] },
  app: { tag: 'a', texts: ['Falar com o suporte'] },
  read: '^/api/proposal/[^/]+$',
};
/** The Corban /loading while its consultation is PENDING: the offer's text (its LCP, painted with the rest); the offer's button. */
export const CORBAN_LOADING: ReopenScreen = {
  waiting: { tag: 'p', texts: ['A resposta da Caixa pode demorar'] },
  app: { tag: 'button', texts: ['Avisar quando terminar'] },
  read: '^/api/balance-solicitation/[^/]+$',
};

/** The selfie with the proposal's identity data: its heading; the identity provider's box (the sandbox's stand-in). */
export const SELFIE: ReopenScreen = {
  waiting: { tag: 'h1', texts: ['Tirar Selfie'] },
  app: { tag: 'h2', texts: ['Verificação de identidade'] },
  read: '^/api/proposal/[^/]+$',
};

async function reopenedPage(
  context: BrowserContext,
  { screen, answered, cpuSlowdown, rttMs }: { screen: ReopenScreen; answered?: string; cpuSlowdown: number; rttMs: number },
) {
  const page = await context.newPage();
  if (answered) await page.addInitScript((key) => sessionStorage.setItem(key, '1'), `fgts-who:${answered}`);
  await page.addInitScript({ content: watchPaints({ waiting: screen.waiting, app: screen.app, question: { tag: 'h1', texts: ['Continuar '] } }) });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  // Lighthouse's Slow 4G figures for the bandwidth (1.6 Mbps down, 750 Kbps up), and the RTT.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return { page, cdp };
}

/**
 * With a `file` (PERF_TRACE=1), starts a CDP trace of the page (the timeline and V8's sampling
 * profiler, what DevTools' Performance panel records); the returned function stops it and writes
 * its events there. Without one, both do nothing.
 */
async function traceTo(cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>>, file: string | undefined): Promise<() => Promise<void>> {
  if (!file) return async () => undefined;
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'loading',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'v8',
        'toplevel',
      ],
    },
  });
  return async () => {
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(events));
  };
}

/**
 * A fixed amount of work timed in the page, at the slowdown and without it (the shortest of three
 * each: another process on the machine only lengthens a try): their ratio.
 */
async function cpuCheck(page: Page, cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>>, rate: number): Promise<number> {
  const work = () =>
    page.evaluate(() => {
      const times: number[] = [];
      for (let n = 0; n < 3; n += 1) {
        const start = performance.now();
        let x = 0;
        for (let i = 0; i < 20_000_000; i += 1) x += Math.sqrt(i);
        times.push(performance.now() - start + (x < 0 ? 1 : 0));
      }
      return Math.min(...times);
    });
  const slow = await work();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const fast = await work();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return slow / fast;
}

/**
 * The worker closed the app on a screen it waits on (`screen`: step 5's cards, the Corban
 * /loading) and opens it again: a new page in the same profile (the service worker installed and
 * controlling, the drafts and query cache on disk) loading `startUrl` (the manifest's `start_url`,
 * or the screen's own address), at `cpuSlowdown` and `rttMs` (CDP Network.emulateNetworkConditions)
 * set before the navigation. Two reopens: one in a tab that has answered 'Continuar como …?' (the
 * screen is the first one), one as a new session does (the question first, then 'Sim, continuar').
 */
export async function measureReopen(
  context: BrowserContext,
  {
    screen,
    startUrl,
    base,
    cpuSlowdown,
    rttMs,
    traceFile,
  }: { screen: ReopenScreen; startUrl: string; base: string; cpuSlowdown: number; rttMs: number; traceFile?: string },
): Promise<ReopenResult> {
  let documents = 0;
  const first = await reopenedPage(context, { screen, answered: base, cpuSlowdown, rttMs });
  first.page.on('domcontentloaded', () => (documents += 1));
  const saveTrace = await traceTo(first.cdp, traceFile);
  await first.page.goto(startUrl, { waitUntil: 'commit' });
  const answeredMs = await waitPainted(first.page, 'waiting');
  const appMs = await waitPainted(first.page, 'app');
  await saveTrace();
  const controlled = await first.page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  // The screen's read (Resource Timing), once it has answered: its duration shows the emulated
  // RTT applied; painted before its end, the wait came from the stored query cache.
  const read = await first.page
    .waitForFunction(
      (path) => {
        const entry = performance.getEntriesByType('resource').find((e) => new RegExp(path).test(new URL(e.name).pathname)) as
          PerformanceResourceTiming | undefined;
        return entry && entry.responseEnd > 0 ? { start: entry.startTime, end: entry.responseEnd } : null;
      },
      screen.read,
      { polling: 200, timeout: 20_000 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  const ratio = await cpuCheck(first.page, first.cdp, cpuSlowdown);
  await first.page.close({ runBeforeUnload: true });

  const firstDocuments = documents;
  documents = 0;
  const second = await reopenedPage(context, { screen, cpuSlowdown, rttMs });
  second.page.on('domcontentloaded', () => (documents += 1));
  await second.page.goto(startUrl, { waitUntil: 'commit' });
  const questionMs = await waitPainted(second.page, 'question');
  await second.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const answer = second.page.getByRole('button', { name: 'Sim, continuar' });
  await answer.waitFor();
  await second.cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await answer.click();
  const waitingAt = await waitPainted(second.page, 'waiting');
  const clickedAt = await clickTime(second.page);
  const secondControlled = await second.page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  await second.page.close({ runBeforeUnload: true });
  return {
    answeredMs: Math.round(answeredMs),
    appMs: Math.round(appMs),
    questionMs: Math.round(questionMs),
    afterAnswerMs: Math.round(waitingAt - clickedAt),
    controlled: controlled && secondControlled,
    documents: Math.max(firstDocuments, documents),
    readMs: read ? Math.round(read.end - read.start) : null,
    paintedBeforeRead: read ? answeredMs < read.end : null,
    cpuCheck: Math.round(ratio * 10) / 10,
  };
}
