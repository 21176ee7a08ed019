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

// ------------------------------------------------------------------ the server, killed on every exit

let server: ChildProcess | undefined;
const serverLog: string[] = [];

function killServer(signal: NodeJS.Signals = 'SIGTERM') {
  const pid = server?.pid;
  if (pid === undefined || server?.exitCode !== null || server.signalCode !== null) return;
  try {
    // The server runs in its own process group (tsx and its node child): end the whole group.
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

process.on('exit', () => killServer('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    killServer();
    process.exit(130);
  });
}

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
  const log = serverLog;
  server = spawn(join('node_modules', '.bin', 'tsx'), ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(sandboxPort), OUT_DIR: outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (b: Buffer) => log.push(b.toString()));
  server.stderr?.on('data', (b: Buffer) => log.push(b.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`scripts/serve.ts exited (${server.exitCode ?? server.signalCode}):\n${log.join('')}`);
    }
    if (await answers(url)) return;
    await sleep(250);
  }
  throw new Error(`scripts/serve.ts did not answer on ${url} within 60 s:\n${log.join('')}`);
}

async function stopServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killServer('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(5000).then(() => true)]);
  if (timedOut) killServer('SIGKILL');
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

async function lighthouseRun(): Promise<{ metrics: RunMetrics; version: string; userAgent: string; warnings: string[] }> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
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
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    await chrome.kill();
  }
}

/** One retry for a run that failed while the server still answers (a transient load failure). */
async function lighthouseRunWithRetry(): ReturnType<typeof lighthouseRun> {
  try {
    return await lighthouseRun();
  } catch (error) {
    const alive = server?.exitCode === null && server.signalCode === null && (await answers(url));
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
  const results: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
  try {
    for (let i = 1; i <= runs; i += 1) {
      process.stdout.write(`Lighthouse run ${i}/${runs} … `);
      const started = Date.now();
      const run = await lighthouseRunWithRetry();
      results.push(run);
      console.log(`score ${run.metrics.score}, LCP ${(run.metrics.lcpMs / 1000).toFixed(2)} s (${((Date.now() - started) / 1000).toFixed(0)} s)`);
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

  const rows: [string, string, string, string][] = [
    ['Performance score', String(med.score), '', ''],
    ['LCP', `${(med.lcpMs / 1000).toFixed(2)} s`, `≤ ${TARGETS.lcpS} s`, verdict(checks.lcp)],
    ['TBT', `${Math.round(med.tbtMs)} ms`, `≤ ${TARGETS.tbtMs} ms`, verdict(checks.tbt)],
    ['FCP', `${(med.fcpMs / 1000).toFixed(2)} s`, '', ''],
    ['Speed Index', `${(med.speedIndexMs / 1000).toFixed(2)} s`, '', ''],
    ['JS transferred', `${med.jsTransferKb.toFixed(1)} KB`, '', ''],
    ['Landing JS (gzip)', `${size.kb.toFixed(1)} KB`, `≤ ${TARGETS.landingJsKb} KB`, verdict(checks.landingJs)],
  ];
  const widths = [0, 1, 2, 3].map((c) => Math.max(...[['metric', 'median', 'target', ''], ...rows].map((r) => r[c]!.length)));
  const line = (r: readonly string[]) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('   ').trimEnd();
  console.log(`\nLighthouse ${first.version}, mobile profile (simulated throttling), ${url}`);
  console.log(`median of ${results.length} run${results.length === 1 ? '' : 's'} per metric; ${first.userAgent.match(/(HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? ''}\n`);
  console.log(line(['metric', 'median', 'target', '']));
  for (const row of rows) console.log(line(row));
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
        profile: 'mobile, simulated throttling (Lighthouse default)',
        runs: results.map((r) => r.metrics),
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
    killServer();
    process.exit(1);
  },
);
