import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { APP_PORT } from '../../playwright.config';

export { expect };

const VIOLATION_MARK = '[csp-violation]';

/**
 * Collects every Content Security Policy violation in a context's pages: the
 * `securitypolicyviolation` events (reported to the console by an init script) and the browser's
 * own "Refused to … Content Security Policy" console errors. `violations()` lists them.
 */
export async function guardCsp(context: BrowserContext): Promise<{ violations: () => string[] }> {
  const seen: string[] = [];
  await context.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
      );
    });
  }, VIOLATION_MARK);
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(VIOLATION_MARK) || (message.type() === 'error' && /Content Security Policy/i.test(text))) seen.push(text);
  });
  return { violations: () => [...seen] };
}

/**
 * Every browser test fails on a CSP violation: the app must run under the policy it is
 * served with. Automatic for the context the runner gives each test; tests that open their own
 * (persistent) contexts call guardCsp themselves (pwa.spec.ts).
 */
export const test = base.extend<{ cspGuard: void; cspViolationsExpected: boolean }>({
  /**
   * The page's fake clock starts at the sandbox's time (SANDBOX_NOW when the run sets it, see
   * openapi/sandbox/clock.ts) when a test installs it without a time of its own: the app's dates
   * (a consultation's wait counted from the sandbox's createdAt, ages) then agree with the
   * sandbox's, on whatever day the suite runs.
   */
  context: async ({ context }, use) => {
    const install = context.clock.install.bind(context.clock);
    context.clock.install = async (options = {}) => install({ ...options, time: options.time ?? (await sandboxNow()) });
    await use(context);
  },
  /** Only for a test that provokes a violation on purpose, to prove the policy is enforced. */
  cspViolationsExpected: [false, { option: true }],
  cspGuard: [
    async ({ context, cspViolationsExpected }, use) => {
      const guard = await guardCsp(context);
      await use();
      if (!cspViolationsExpected) expect(guard.violations(), 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** The port of the app this test's project runs against (the spec-only and nginx projects have their own). */
function appPort(): number {
  try {
    return Number(new URL(String(test.info().project.use.baseURL)).port) || APP_PORT;
  } catch {
    return APP_PORT; // outside a test
  }
}

/** The origin of the app this test's project runs against. */
export const appOrigin = () => `http://localhost:${appPort()}`;
/** An app URL on a tenant sub-domain (Chromium resolves *.localhost to loopback). */
/**
 * Keeps the app's entry module from arriving (its request never answers, as on a stalled mobile
 * connection): only index.html's own scripts run, and what they painted stays. Navigate with
 * `waitUntil: 'domcontentloaded'` (or 'commit'): the page's load event waits for the entry.
 */
export const holdEntry = (page: Page) => page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);

/**
 * Waits until the app has drawn the screen over index.html's frame. Typing into a field right after
 * `goto` needs it where the frame paints the field inert (the Corban CPF entry): `fill` and `click`
 * wait for an inert field themselves, `focus()` and the keyboard do not.
 */
export const untilAppDrawn = (page: Page) => expect(page.locator('[data-painted-frame]')).toHaveCount(0);

export const tenantUrl = (tenant: string, path: string) => `http://${tenant}.localhost:${appPort()}${path}`;
/** The sandbox behind this project's app (always the app's port + 1). */
export const sandboxUrl = (path: string) => `http://127.0.0.1:${appPort() + 1}${path}`;

/** The sandbox's time now (epoch ms): the machine's, or from SANDBOX_NOW (openapi/sandbox/clock.ts). */
export async function sandboxNow(): Promise<number> {
  const res = await fetch(sandboxUrl('/__sandbox/clock'));
  expect(res.status).toBe(200);
  return ((await res.json()) as { now: number }).now;
}

/**
 * A day behind the sandbox's time, as on a phone whose clock is behind the server's: whatever the
 * sandbox creates (a consultation's createdAt) is later than the page's now, so the app counts a
 * wait from when its screen first showed it, however far (within that day) the test moves the page's clock.
 */
export const aDayBehindSandbox = async (): Promise<number> => (await sandboxNow()) - 86_400_000;

/** Installs the page's fake clock a day behind the sandbox's and stops it a second later: it moves only when the test moves it. */
export async function pauseClockBehindSandbox(page: Page): Promise<void> {
  const time = await aDayBehindSandbox();
  await page.clock.install({ time });
  await page.clock.pauseAt(time + 1000);
}

/**
 * Moves the page's fake clock in `step` ms steps until `done` holds: answers arrive in real time,
 * while the page's own waits (retries 1, 2 and 4 s apart, polls) move only with the clock.
 */
export async function runUntil(page: Page, done: () => Promise<boolean>, step = 1000): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.runFor(step);
        return done();
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
}

/**
 * Stops the page's fake clock `aheadMs` ahead of its time: it moves while the test asks for it, so
 * the pause cannot be at the page's "now". On a busy machine that moment may have passed before the
 * pause arrives ("Cannot fast-forward to the past"): it is then asked again from the page's new time.
 */
export async function pauseClockSoon(page: Page, aheadMs: number): Promise<void> {
  for (;;) {
    try {
      return await page.clock.pauseAt(await page.evaluate((ahead) => Date.now() + ahead, aheadMs));
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Records, on the page as it is now, when it starts a timer of `ms` (a slow wait's hint counts from
 * its timer, set once the wait is on screen). Call after `page.clock.install()` and before the tap
 * that starts the wait; `expectShownAfterTimer` then reads the first one after it (a toast's later
 * 5 s timer is not the hint's).
 */
export async function recordTimerStarts(page: Page, ms: number): Promise<void> {
  await page.evaluate((ms) => {
    const w = window as unknown as { __timerStarts: number[] };
    w.__timerStarts = [];
    const set = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      if (delay === ms) w.__timerStarts.push(Date.now());
      return set(handler, delay, ...args);
    }) as typeof window.setTimeout;
  }, ms);
}

/**
 * Checks that `shown` appears `ms` after the page's last recorded timer of `ms` started, not 100 ms
 * before: the running clock is stopped at 100 ms before it is due, wherever the test is by then,
 * and let run again at the end. Counting from the test's own steps instead would let a busy
 * machine's real time (the clock runs while the test waits) show it early.
 */
export async function expectShownAfterTimer(page: Page, shown: Locator, ms: number): Promise<void> {
  let start: number | undefined;
  await expect
    .poll(async () => (start = await page.evaluate(() => (window as unknown as { __timerStarts?: number[] }).__timerStarts?.[0])), {
      message: `a ${ms} ms timer started (recordTimerStarts called before the tap?)`,
    })
    .toBeDefined();
  const now = await page.evaluate(() => Date.now());
  if (now >= start! + ms - 100) throw new Error(`the machine took ${now - start!} ms of real time to reach the check, ${ms - 100} ms at most`);
  await page.clock.pauseAt(start! + ms - 100);
  await expect(shown).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(shown).toBeVisible();
  await page.clock.resume();
}

/** Runs axe on the page as it is and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Axe checks the page at rest: a transition still running (a button fading in from its disabled
  // opacity, 0.2 s) would be measured mid-way. Finite animations jump to their end; infinite ones
  // (spinners) cannot finish and stay as they are.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // an infinite animation
      }
    }
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join(', ')}`);
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

/** Computed background colour of a solid brand button, as `rgb(r, g, b)`. */
export async function solidButtonBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('button');
    probe.className = 'button button--variant_solid';
    document.body.append(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  });
}

export type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  pageUrl?: string;
  idempotencyKey?: string | null;
};

/** Requests the sandbox recorded (GET /__sandbox/requests), optionally filtered by method and path. */
export async function sandboxRequests(filter: { method?: string; path?: string } = {}): Promise<RecordedRequest[]> {
  const params = new URLSearchParams();
  if (filter.method) params.set('method', filter.method);
  if (filter.path) params.set('path', filter.path);
  const res = await fetch(sandboxUrl(`/__sandbox/requests?${params}`));
  return (await res.json()) as RecordedRequest[];
}

export type ReceivedRequest = { method: string; path: string; search: string; headers: Record<string, string | string[] | undefined> };

/**
 * Every request that reached the sandbox (the BFF, the postal-code and identity stand-ins) with its
 * headers, as the app server in front passed it (GET /__sandbox/received), under `prefix`.
 */
export async function sandboxReceived(prefix = ''): Promise<ReceivedRequest[]> {
  const res = await fetch(sandboxUrl(`/__sandbox/received?${new URLSearchParams({ prefix })}`));
  return (await res.json()) as ReceivedRequest[];
}

/** Ids the sandbox created for a CPF (digits): leads, balance solicitations and proposals. */
export async function sandboxCreated(document: string): Promise<{ leads: string[]; solicitations: string[]; proposals: string[] }> {
  const res = await fetch(sandboxUrl(`/__sandbox/created?document=${document}`));
  return (await res.json()) as { leads: string[]; solicitations: string[]; proposals: string[] };
}

/** Makes the sandbox's creations for this CPF (digits) take `ms` (0 ends it): a slow bank for one test. */
export async function slowCreations(document: string, ms: number): Promise<void> {
  const res = await fetch(sandboxUrl('/__sandbox/slow'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ document, ms }),
  });
  expect(res.status).toBe(200);
}

export type WorkerData = { name: string; cpf: string; phone: string };

/** Fills the landing form as a worker types it. */
export async function fillLanding(page: Page, worker: WorkerData): Promise<void> {
  await page.getByLabel('Nome completo').fill(worker.name);
  await page.getByLabel('CPF').fill(worker.cpf);
  await page.getByLabel('Celular com DDD').fill(worker.phone);
}

/**
 * Answers 'Sim, continuar' to the question a new session (a new tab, the installed app) asks on a
 * link that holds someone's data (one person per proposal): 'Continuar como MARIA?'.
 */
export async function continueAs(page: Page, firstName: string): Promise<void> {
  const question = firstName ? `Continuar como ${firstName}?` : 'Continuar o cadastro começado neste aparelho?';
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
  await page.getByRole('button', { name: 'Sim, continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeHidden();
}
