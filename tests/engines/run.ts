/**
 * The worker's path (scenario.ts) in the two other engines a worker's phone runs: Firefox (Debian's
 * firefox-esr, over WebDriver BiDi with puppeteer-core) and WebKit, Safari's engine (WebKitGTK's
 * MiniBrowser driven by WebKitWebDriver, on Xvfb). Starts the built app and its sandbox on their own
 * ports (APP_PORT + 60, + 61; WebKitWebDriver on + 62), runs both engines side by side, and fails
 * with the engine, the step and what the screen showed.
 *
 *   npm run test:engines               both engines
 *   npm run test:engines -- webkit     one engine (firefox or webkit)
 *
 * The app must be built (npm run build:sandbox); scripts/ensure-engines.ts installs the browsers.
 */
import { spawn } from 'node:child_process';
import { withinMs, type Tab } from './driver';
import { openFirefox } from './firefox';
import { workerPath, type Phone, type Sandbox } from './scenario';
import { openWebKit } from './webkit';

const APP_PORT = Number(process.env.APP_PORT ?? 4310);
const PORT = APP_PORT + 60;
const SANDBOX_PORT = APP_PORT + 61;
const WEBKIT_DRIVER_PORT = APP_PORT + 62;
const ORIGIN = `http://localhost:${PORT}`;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;

interface Engine {
  open(): Promise<Tab>;
  phone: Phone;
}

const ENGINES: Record<string, Engine> = {
  firefox: { open: () => openFirefox(ORIGIN), phone: { cpf: '500.000.101-03', notifications: 'asked' } },
  webkit: { open: () => openWebKit(ORIGIN, WEBKIT_DRIVER_PORT), phone: { cpf: '500.000.102-86', notifications: 'absent' } },
};

async function post(path: string): Promise<void> {
  const res = await fetch(`${SANDBOX}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  if (res.status !== 200) throw new Error(`sandbox: POST ${path} answered ${res.status}`);
}

const sandbox: Sandbox = {
  async created(cpf) {
    return (await (await fetch(`${SANDBOX}/__sandbox/created?document=${cpf}`)).json()) as { solicitations: string[]; proposals: string[] };
  },
  settleSolicitation: (id) => post(`/__sandbox/solicitations/${id}/settle`),
  advanceProposal: (id) => post(`/__sandbox/proposals/${id}/advance`),
};

/** The longest one engine's whole path may take (it takes about 1.5 min on a loaded 2-core machine). */
const ENGINE_LIMIT_MS = 8 * 60_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The built app and its sandbox (scripts/serve.ts, as playwright.config.ts starts it). */
async function startApp() {
  const server = spawn('node_modules/.bin/tsx', ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      // Nothing moves by itself: the run settles the consultation and moves the proposal.
      SANDBOX_PENDING_MS: '3600000',
      SANDBOX_PROPOSAL_STEP_MS: '3600000',
      // Two minutes behind the page's clock: the consultation the run makes was created over a
      // minute ago, so the app's words for a long wait show without a real minute spent waiting.
      SANDBOX_NOW: new Date(Date.now() - 2 * 60_000).toISOString(),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`scripts/serve.ts ended (${server.exitCode}): is the app built (npm run build:sandbox)?`);
    const up = await fetch(`http://127.0.0.1:${PORT}/favicon.png`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the app did not answer on ${ORIGIN} within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

async function runEngine(name: string, engine: Engine): Promise<{ name: string; ms: number; error?: unknown }> {
  const start = Date.now();
  const log = (line: string) => console.log(`  ${name}: ${line}`);
  let tab: Tab | undefined;
  try {
    tab = await withinMs(engine.open(), 60_000, 'its start');
    log(`browser open (${seconds(Date.now() - start)})`);
    // The whole path within ENGINE_LIMIT_MS: a browser that stops answering fails the run, it does not hang it.
    await withinMs(workerPath(tab, engine.phone, sandbox, log), ENGINE_LIMIT_MS, 'the whole path');
    return { name, ms: Date.now() - start };
  } catch (error) {
    return { name, ms: Date.now() - start, error };
  } finally {
    await withinMs(tab?.close() ?? Promise.resolve(), 20_000, 'closing').catch((error: unknown) =>
      console.error(`  ${name}: could not close the browser: ${String(error)}`),
    );
  }
}

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in ENGINES));
if (unknown.length > 0) {
  console.error(`unknown engine ${unknown.join(', ')}: use ${Object.keys(ENGINES).join(' or ')}`);
  process.exit(2);
}
const names = asked.length > 0 ? asked : Object.keys(ENGINES);

const started = Date.now();
const app = await startApp();
console.log(`engines: ${names.join(', ')} against ${ORIGIN}`);
const results = await Promise.all(names.map((name) => runEngine(name, ENGINES[name]!)));
await app.stop();

/** The line of the scenario whose wait failed (its step says which part, not which look). */
function scenarioLine(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const line = cause?.stack?.split('\n').find((frame) => frame.includes('scenario.ts'));
  return line ? `\n  ${line.trim()}` : '';
}

let failed = false;
for (const { name, ms, error } of results) {
  if (error) {
    failed = true;
    console.error(`✘ ${name} failed after ${seconds(ms)}:\n  ${error instanceof Error ? error.message : JSON.stringify(error)}${scenarioLine(error)}`);
  } else {
    console.log(`✔ ${name}: the worker's path passed in ${seconds(ms)}`);
  }
}
console.log(`engines run: ${seconds(Date.now() - started)}`);
process.exit(failed ? 1 : 0);
