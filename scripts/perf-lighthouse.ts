/**
 * One Lighthouse run (default mobile profile: simulated Slow 4G and 4× CPU, Moto G-class screen) of
 * `npm run perf` (scripts/perf.ts), in a Chromium the caller launched.
 */
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export type RunMetrics = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  jsTransferKb: number;
};

export type RunResult = {
  metrics: RunMetrics;
  version: string;
  userAgent: string;
  benchmarkIndex: number;
  /** What Lighthouse actually applied, printed so the profile is visible in the output. */
  profile: string;
  /** The CPU slowdown Lighthouse simulated. */
  cpuSlowdown: number;
  warnings: string[];
  /** Long main-thread tasks (simulated), the source of TBT. */
  longTasks: { url: string; durationMs: number; startMs: number }[];
  /** The URL shown at the end of the load (a screen that redirected elsewhere is not the screen asked for). */
  finalUrl: string;
  /** What the largest contentful paint painted (Lighthouse's node label). */
  lcpElement: string;
  /** The page at the end of the load (a JPEG data URL), to see which screen was measured. */
  finalScreenshot: string | undefined;
  /** The whole Lighthouse result, kept by `npm run perf` when `PERF_LHR=1`. */
  lhr: unknown;
  /** The load's DevTools trace as Lighthouse recorded it (its observed timeline), kept with the result. */
  trace: unknown;
};

/**
 * Lighthouse on `target` in the Chromium on `cdpPort`.
 *
 * `answered` (a link base such as `/demo`): the page is one the script prepared (its storage holds
 * a worker's flow), opened in a tab that has answered 'Continuar como …?' for that link (one person
 * per proposal, docs/on-the-phone.md: a new tab on a link holding someone's data asks first;
 * sessionStorage `fgts-who:<base>` set before the app's scripts run, as after a reload once
 * answered), so the screen is measured and not the question; Lighthouse then keeps the profile's
 * storage (the caller cleared the HTTP cache and the service worker). Without it, Lighthouse's own
 * storage reset applies (a first visit).
 */
export async function lighthouseOn(cdpPort: number, target: string, answered?: string): Promise<RunResult> {
  let tab: { browser: Browser; page: Page } | undefined;
  if (answered) {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${cdpPort}` });
    const page = await browser.newPage();
    await page.evaluateOnNewDocument((key) => sessionStorage.setItem(key, '1'), `fgts-who:${answered}`);
    tab = { browser, page };
  }
  try {
    // No config: Lighthouse's default mobile profile (simulated throttling, mobile emulation).
    const result = await lighthouse(
      target,
      {
        port: cdpPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(answered ? { disableStorageReset: true } : {}),
      },
      undefined,
      tab?.page,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse audit ${id} has no value`);
      return value;
    };
    const summary = lhr.audits['resource-summary']?.details;
    const items = summary && 'items' in summary ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
    const scriptBytes = items.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
    // The long tasks behind TBT (simulated durations), so a regression names its script.
    const longTaskDetails = lhr.audits['long-tasks']?.details;
    const longTasks = (
      longTaskDetails && 'items' in longTaskDetails ? (longTaskDetails.items as { url?: string; duration?: number; startTime?: number }[]) : []
    ).map((t) => ({ url: String(t.url ?? ''), durationMs: Math.round(t.duration ?? 0), startMs: Math.round(t.startTime ?? 0) }));
    const settings = lhr.configSettings;
    // Lighthouse 13: the LCP element is the node item of the LCP breakdown insight.
    const lcpDetails = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; nodeLabel?: string; snippet?: string }[] } | undefined;
    const lcpNode = lcpDetails?.items?.find((item) => item.type === 'node');
    const screenshot = lhr.audits['final-screenshot']?.details as { data?: string } | undefined;
    return {
      metrics: {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        fcpMs: numeric('first-contentful-paint'),
        speedIndexMs: numeric('speed-index'),
        jsTransferKb: scriptBytes / 1024,
      },
      version: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      profile: `${settings.formFactor}, ${settings.throttlingMethod === 'simulate' ? 'simulated' : settings.throttlingMethod} throttling (RTT ${settings.throttling.rttMs} ms, ${Math.round(settings.throttling.throughputKbps ?? 0)} Kbps, CPU ×${settings.throttling.cpuSlowdownMultiplier}), ${settings.screenEmulation.width}×${settings.screenEmulation.height} screen`,
      cpuSlowdown: settings.throttling.cpuSlowdownMultiplier ?? 0,
      warnings: lhr.runWarnings.map(String),
      longTasks,
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: lcpNode?.nodeLabel ?? lcpNode?.snippet ?? '',
      finalScreenshot: screenshot?.data,
      lhr,
      trace: (result.artifacts as { Trace?: unknown } | undefined)?.Trace,
    };
  } finally {
    // The measured tab is closed, so the next step of a drive is the only tab of the app.
    await tab?.page.close().catch(() => undefined);
    await tab?.browser.disconnect();
  }
}
