/**
 * The processes `npm run perf` starts (scripts/perf.ts): the server (scripts/serve.ts: the built
 * app and the sandbox) and each Chromium. Every one runs as its own process group, ended on a
 * normal finish, on an error, on SIGINT/SIGTERM/SIGHUP, and even when the script is killed outright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath } from './chromium-path';

const DISABLE_FEATURES = '--disable-features=';

/**
 * chrome-launcher's own flags, then ours, with a single `--disable-features`: Chromium keeps the
 * last value of a switch, so a second one (ours, or PERF_CHROME_FLAGS') would turn chrome-launcher's
 * list back on (Translate, OptimizationHints, RenderDocument, …) instead of adding to it. The
 * Chromium is launched with `ignoreDefaultFlags` and these.
 */
export function chromeFlags(extra: string[]): string[] {
  const flags = [...chromeLauncher.Launcher.defaultFlags(), '--disable-setuid-sandbox', ...extra];
  const disabled = new Set(
    flags.filter((flag) => flag.startsWith(DISABLE_FEATURES)).flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(',').filter(Boolean)),
  );
  return [...flags.filter((flag) => !flag.startsWith(DISABLE_FEATURES)), ...(disabled.size > 0 ? [DISABLE_FEATURES + [...disabled].join(',')] : [])];
}

export const CHROME_FLAGS = chromeFlags([
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // PERF_CHROME_FLAGS: more flags, space-separated (e.g. to see whether a Chromium feature moves a figure).
  ...(process.env.PERF_CHROME_FLAGS ?? '').split(' ').filter(Boolean),
]);

/**
 * A process group this script started (the server: tsx and its node child; a Chromium and its
 * helpers). A small watchdog shell reads a pipe from this process and ends the group when the pipe
 * closes, so the group ends even when this process is killed outright (SIGKILL, or tsx's wrapper
 * giving up on it).
 */
class Group {
  private watchdog: ChildProcess | undefined;
  private ended = false;

  constructor(readonly pgid: number) {
    this.watchdog = spawn('sh', ['-c', 'cat >/dev/null; kill -TERM "-$1" 2>/dev/null; sleep 3; kill -KILL "-$1" 2>/dev/null', 'perf-watchdog', String(pgid)], {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    });
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

export function endAll(signal: NodeJS.Signals): void {
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

export function isRunning(child: ChildProcess): boolean {
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

// ------------------------------------------------------------------ Chromium

/**
 * Runs `use` with a fresh Chromium (a new temporary profile, CDP on the returned port), then ends
 * it and its helpers whatever happens.
 */
export async function withChromium<T>(use: (cdpPort: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, ignoreDefaultFlags: true, logLevel: 'silent' });
  // chrome-launcher starts Chromium as the leader of its own process group.
  const group = chrome.process.pid === undefined ? undefined : new Group(chrome.process.pid);
  if (group) groups.add(group);
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
    if (group) await stopGroup(group, chrome.process);
  }
}

// ------------------------------------------------------------------ the built app and the sandbox (scripts/serve.ts)

async function answers(target: string): Promise<boolean> {
  try {
    const res = await fetch(target, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

export type Server = {
  /** Whether the server still runs and answers `probe`. */
  alive: () => Promise<boolean>;
  /** Its last output lines. */
  tail: (lines?: number) => string;
  stop: () => Promise<void>;
};

/** Starts scripts/serve.ts (the app from `outDir` on `port`, the sandbox on `sandboxPort`) and waits until `probe` answers. */
export async function startServer({ port, sandboxPort, outDir, probe }: { port: number; sandboxPort: number; outDir: string; probe: string }): Promise<Server> {
  if (await answers(probe)) {
    throw new Error(`something already answers on ${probe}; stop it (or set PERF_PORT) so the built app is what gets measured`);
  }
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(sandboxPort), OUT_DIR: outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, ended as a whole
  });
  if (child.pid === undefined) throw new Error('could not start scripts/serve.ts');
  const group = new Group(child.pid);
  groups.add(group);
  const log: string[] = [];
  child.stdout?.on('data', (b: Buffer) => log.push(b.toString()));
  child.stderr?.on('data', (b: Buffer) => log.push(b.toString()));
  const server: Server = {
    alive: async () => isRunning(child) && (await answers(probe)),
    tail: (lines = 20) => log.join('').split('\n').slice(-lines).join('\n'),
    stop: () => stopGroup(group, child),
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!isRunning(child)) {
      await server.stop();
      throw new Error(`scripts/serve.ts exited (${child.exitCode ?? child.signalCode}):\n${log.join('')}`);
    }
    if (await answers(probe)) return server;
    await sleep(250);
  }
  await server.stop();
  throw new Error(`scripts/serve.ts did not answer on ${probe} within 60 s:\n${log.join('')}`);
}
