/**
 * Speed check of the landing page (issue 3, "Speed"): the landing route's gzip JavaScript (from
 * `npm run size`) and Lighthouse's default mobile profile (simulated throttling, Moto G-class
 * emulation) against the BUILT app served by scripts/serve.ts with the sandbox BFF.
 *
 *   npm run build && npm run perf
 *
 *   PERF_RUNS      Lighthouse runs; each metric is the median over the runs (default 3)
 *   PERF_ENFORCE   1 → exit 1 when a target fails (otherwise targets are only reported)
 *   PERF_PORT      app port (default 4710); the sandbox uses PERF_SANDBOX_PORT (default 4711)
 *   PERF_PATH      page measured (default /demo, the landing of the demo self-service link)
 *   CHROME_PATH    Chromium to use (default Debian's /usr/bin/chromium, see chromium-path.ts)
 *   OUT_DIR        built app to serve and measure (default dist)
 *
 * Writes .lighthouse/summary.json (every run and the medians). The server is killed on exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './chromium-path';

const TARGETS = { lcpS: 1.5, tbtMs: 50, landingJsKb: 120 } as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const runs = Math.max(1, Number.parseInt(process.env.PERF_RUNS ?? '3', 10) || 3);
const enforce = process.env.PERF_ENFORCE === '1';
const port = Number(process.env.PERF_PORT ?? 4710);
const sandboxPort = Number(process.env.PERF_SANDBOX_PORT ?? 4711);
const outDir = process.env.OUT_DIR ?? 'dist';
const url = `http://localhost:${port}${process.env.PERF_PATH ?? '/demo'}`;

type RunMetrics = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  jsTransferKb: number;
};

// ------------------------------------------------------------------ child process groups, ended on every exit

/**
 * A process group this script started (the server: tsx and its node child; a Chromium and its
 * helpers). It is ended on a normal finish, on an error, on SIGINT/SIGTERM/SIGHUP, and even when
 * this process is killed outright (SIGKILL, or tsx's wrapper giving up on it): a small watchdog
 * shell reads a pipe from this process and ends the group when the pipe closes.
 */
class Group {
  private watchdog: ChildProcess | undefined;
  private ended = false;

  constructor(readonly pgid: number) {
    this.watchdog = spawn(
      'sh',
      ['-c', 'cat >/dev/null; kill -TERM "-$1" 2>/dev/null; sleep 3; kill -KILL "-$1" 2>/dev/null', 'perf-watchdog', String(pgid)],
      { stdio: ['pipe', 'ignore', 'ignore'], detached: true },
    );
    this.watchdog.unref();
    (this.watchdog.stdin as { unref?: () => void } | null)?.unref?.();
  }

  /** Signals the whole group (synchronous, so it also works in an 'exit' handler). */
  signal(signal: NodeJS.Signals): void {
    if (this.ended) return;
    try {
      process.kill(-this.pgid, signal);
    } catch {
      /* the group is gone */
    }
  }

  /** Once the group is known to be gone, the watchdog is no longer needed. */
  disarm(): void {
    this.ended = true;
    const pid = this.watchdog?.pid;
    this.watchdog = undefined;
    if (pid !== undefined) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
}

const groups = new Set<Group>();

function endAll(signal: NodeJS.Signals) {
  for (const group of groups) group.signal(signal);
}

process.on('exit', () => endAll('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and Chromium`);
    endAll('SIGTERM');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Signals the group, waits for its leader to exit (SIGKILL after 5 s), and forgets it. */
async function stopGroup(group: Group, leader: ChildProcess): Promise<void> {
  if (isRunning(leader)) {
    const exited = new Promise<void>((resolve) => leader.once('exit', () => resolve()));
    group.signal('SIGTERM');
    if (await Promise.race([exited.then(() => false), sleep(5000).then(() => true)])) group.signal('SIGKILL');
  }
  group.signal('SIGKILL'); // any member the leader left behind
  group.disarm();
  groups.delete(group);
}

// ------------------------------------------------------------------ the built app and the sandbox (scripts/serve.ts)

let server: { child: ChildProcess; group: Group } | undefined;
const serverLog: string[] = [];

async function answers(target: string): Promise<boolean> {
  try {
    const res = await fetch(target, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function startServer(): Promise<void> {
  if (await answers(url)) {
    throw new Error(`something already answers on ${url}; stop it (or set PERF_PORT) so the built app is what gets measured`);
  }
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(sandboxPort), OUT_DIR: outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, ended as a whole
  });
  if (child.pid === undefined) throw new Error('could not start scripts/serve.ts');
  const group = new Group(child.pid);
  groups.add(group);
  server = { child, group };
  child.stdout?.on('data', (b: Buffer) => serverLog.push(b.toString()));
  child.stderr?.on('data', (b: Buffer) => serverLog.push(b.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!isRunning(child)) {
      await stopServer();
      throw new Error(`scripts/serve.ts exited (${child.exitCode ?? child.signalCode}):\n${serverLog.join('')}`);
    }
    if (await answers(url)) return;
    await sleep(250);
  }
  await stopServer();
  throw new Error(`scripts/serve.ts did not answer on ${url} within 60 s:\n${serverLog.join('')}`);
}

async function stopServer(): Promise<void> {
  if (server) await stopGroup(server.group, server.child);
  server = undefined;
}

// ------------------------------------------------------------------ npm run size

async function landingJsKb(): Promise<{ kb: number; lines: string[] }> {
  const child = spawn('npm', ['run', '--silent', 'size'], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (err += b.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const lines = out.split('\n').filter((l) => l.trim() !== '');
  // The size script's own budget may fail (exit 1); the total line is printed either way.
  const total = lines.map((l) => /landing route JavaScript: ([\d.]+) KB gzip/.exec(l)).find(Boolean);
  if (!total?.[1]) throw new Error(`npm run size printed no total (exit ${code}):\n${out}${err}`);
  return { kb: Number(total[1]), lines: lines.filter((l) => !l.startsWith('landing route JavaScript')) };
}

// ------------------------------------------------------------------ Lighthouse

type RunResult = {
  metrics: RunMetrics;
  version: string;
  userAgent: string;
  benchmarkIndex: number;
  /** What Lighthouse actually applied, printed so the profile is visible in the output. */
  profile: string;
  warnings: string[];
  /** Long main-thread tasks (simulated), the source of TBT. */
  longTasks: { url: string; durationMs: number; startMs: number }[];
};

async function lighthouseRun(): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  // chrome-launcher starts Chromium as the leader of its own process group.
  const group = chrome.process.pid === undefined ? undefined : new Group(chrome.process.pid);
  if (group) groups.add(group);
  try {
    // No config: Lighthouse's default mobile profile (simulated throttling, mobile emulation).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
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
    const longTasks = (longTaskDetails && 'items' in longTaskDetails ? (longTaskDetails.items as { url?: string; duration?: number; startTime?: number }[]) : []).map(
      (t) => ({ url: String(t.url ?? ''), durationMs: Math.round(t.duration ?? 0), startMs: Math.round(t.startTime ?? 0) }),
    );
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
      profile: `${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod === 'simulate' ? 'simulated' : lhr.configSettings.throttlingMethod} throttling (RTT ${lhr.configSettings.throttling.rttMs} ms, ${Math.round(lhr.configSettings.throttling.throughputKbps ?? 0)} Kbps, CPU ×${lhr.configSettings.throttling.cpuSlowdownMultiplier}), ${lhr.configSettings.screenEmulation.width}×${lhr.configSettings.screenEmulation.height} screen`,
      warnings: lhr.runWarnings.map(String),
      longTasks,
    };
  } finally {
    await chrome.kill();
    if (group) await stopGroup(group, chrome.process);
  }
}

/** One retry for a run that failed while the server still answers (a transient load failure). */
async function lighthouseRunWithRetry(): Promise<RunResult> {
  try {
    return await lighthouseRun();
  } catch (error) {
    const alive = server !== undefined && isRunning(server.child) && (await answers(url));
    if (!alive) {
      const tail = serverLog.join('').split('\n').slice(-20).join('\n');
      throw new Error(`${error instanceof Error ? error.message : String(error)}\nthe server stopped answering; its last output:\n${tail}`);
    }
    process.stdout.write(`failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}), retrying … `);
    return lighthouseRun();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

// ------------------------------------------------------------------ main

async function main(): Promise<number> {
  if (!existsSync(join(outDir, '.vite', 'manifest.json'))) {
    console.error(`no build in ${outDir}/: run npm run build first`);
    return 1;
  }

  const size = await landingJsKb();
  for (const line of size.lines) console.log(line);
  console.log(`landing route JavaScript: ${size.kb.toFixed(1)} KB gzip\n`);

  await startServer();
  const loadBefore = loadavg()[0]!;
  const results: RunResult[] = [];
  try {
    for (let i = 1; i <= runs; i += 1) {
      process.stdout.write(`Lighthouse run ${i}/${runs} … `);
      const started = Date.now();
      const run = await lighthouseRunWithRetry();
      results.push(run);
      console.log(`score ${run.metrics.score}, LCP ${(run.metrics.lcpMs / 1000).toFixed(2)} s (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      for (const task of run.longTasks) console.log(`  long task ${task.durationMs} ms at ${task.startMs} ms  ${task.url.replace(/^https?:\/\/[^/]+/, '')}`);
    }
  } finally {
    await stopServer();
  }

  const metric = (key: keyof RunMetrics) => results.map((r) => r.metrics[key]);
  const med: RunMetrics = {
    score: median(metric('score')),
    lcpMs: median(metric('lcpMs')),
    tbtMs: median(metric('tbtMs')),
    fcpMs: median(metric('fcpMs')),
    speedIndexMs: median(metric('speedIndexMs')),
    jsTransferKb: median(metric('jsTransferKb')),
  };
  const checks = {
    lcp: med.lcpMs / 1000 <= TARGETS.lcpS,
    tbt: med.tbtMs <= TARGETS.tbtMs,
    landingJs: size.kb <= TARGETS.landingJsKb,
  };
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const first = results[0]!;

  const seconds = (v: number) => `${(v / 1000).toFixed(2)} s`;
  const millis = (v: number) => `${Math.round(v)} ms`;
  const kb = (v: number) => `${v.toFixed(1)} KB`;
  type Row = { name: string; key?: keyof RunMetrics; show: (v: number) => string; median: number; target: string; ok?: boolean };
  const rows: Row[] = [
    { name: 'Performance score', key: 'score', show: String, median: med.score, target: '' },
    { name: 'LCP', key: 'lcpMs', show: seconds, median: med.lcpMs, target: `≤ ${TARGETS.lcpS} s`, ok: checks.lcp },
    { name: 'TBT', key: 'tbtMs', show: millis, median: med.tbtMs, target: `≤ ${TARGETS.tbtMs} ms`, ok: checks.tbt },
    { name: 'FCP', key: 'fcpMs', show: seconds, median: med.fcpMs, target: '' },
    { name: 'Speed Index', key: 'speedIndexMs', show: seconds, median: med.speedIndexMs, target: '' },
    { name: 'JS transferred', key: 'jsTransferKb', show: kb, median: med.jsTransferKb, target: '' },
    { name: 'Landing JS (gzip)', show: kb, median: size.kb, target: `≤ ${TARGETS.landingJsKb} KB`, ok: checks.landingJs },
  ];
  const perRun = results.length > 1 && results.length <= 5;
  const header = ['metric', ...(perRun ? results.map((_, i) => `run ${i + 1}`) : []), 'median', 'target', ''];
  const cells = rows.map((r) => [
    r.name,
    ...(perRun ? results.map((run) => (r.key ? r.show(run.metrics[r.key]) : '')) : []),
    r.show(r.median),
    r.target,
    r.ok === undefined ? '' : verdict(r.ok),
  ]);
  const widths = header.map((_, c) => Math.max(...[header, ...cells].map((r) => r[c]!.length)));
  const line = (r: readonly string[]) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('   ').trimEnd();
  const benchmarkIndex = median(results.map((r) => r.benchmarkIndex));
  const chrome = /(HeadlessChrome|Chrome)\/[\d.]+/.exec(first.userAgent)?.[0] ?? 'Chromium';
  console.log(`\nLighthouse ${first.version} on ${chrome}, ${url}`);
  console.log(`profile: ${first.profile}`);
  console.log(
    `host: ${availableParallelism()} CPUs, load average ${loadBefore.toFixed(1)} before the runs, Lighthouse benchmarkIndex ${Math.round(benchmarkIndex)}` +
      ' (simulated throttling scales the CPU time measured here: a busy host inflates TBT and LCP)',
  );
  console.log(`median of ${results.length} run${results.length === 1 ? '' : 's'}, each metric on its own\n`);
  console.log(line(header));
  for (const row of cells) console.log(line(row));
  const warnings = [...new Set(results.flatMap((r) => r.warnings))];
  for (const w of warnings) console.log(`\nLighthouse warning: ${w}`);

  const allPass = Object.values(checks).every(Boolean);
  mkdirSync('.lighthouse', { recursive: true });
  writeFileSync(
    join('.lighthouse', 'summary.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        url,
        lighthouseVersion: first.version,
        userAgent: first.userAgent,
        host: { cpus: availableParallelism(), loadAverageBefore: loadBefore, benchmarkIndex },
        profile: first.profile,
        runs: results.map((r) => ({ ...r.metrics, benchmarkIndex: r.benchmarkIndex, longTasks: r.longTasks })),
        median: med,
        landingJsGzipKb: size.kb,
        targets: TARGETS,
        pass: { ...checks, all: allPass },
        warnings,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\n${allPass ? 'all targets met' : 'some targets missed'}; summary in .lighthouse/summary.json`);
  return !allPass && enforce ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    endAll('SIGTERM');
    process.exit(1);
  },
);
