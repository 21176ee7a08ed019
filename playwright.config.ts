import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path';

/**
 * Ports of the servers the browser tests start: the built app + its sandbox (APP_PORT + 1), the
 * FGTS-disabled build (+ 10, + 11), the app on a spec-only sandbox (+ 30, + 31; the PWA update
 * test's own server takes a port the system picks) and the app behind nginx (+ 50, + 51; its PWA
 * update test's own nginx + 52). APP_PORT and OUT_DIR can be set so two runs on one machine do not collide.
 */
export const APP_PORT = Number(process.env.APP_PORT ?? 4310);
export const DISABLED_PORT = APP_PORT + 10;
export const SPEC_ONLY_PORT = APP_PORT + 30;
export const NGINX_PORT = APP_PORT + 50;
/** The nginx project's access and error logs (emptied when it starts): tests read what the server kept. */
export const NGINX_LOG_DIR = join(tmpdir(), `fgts-nginx-logs-${NGINX_PORT}`);
const OUT_DIR = process.env.OUT_DIR ?? 'dist';
/**
 * How long each server may take to answer. Playwright starts them one after another; alone, on an
 * idle machine, each answers in 2-5 s, but on a loaded 2-core CI machine (other jobs, a first run
 * whose TypeScript is not yet cached) a start has taken over 60 s. Only a ceiling: a server that
 * answers sooner is used at once.
 */
const SERVER_START_MS = 180_000;

/** How Debian's Chromium runs here (also used by the PWA tests' persistent contexts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  // CI runs on a loaded 2-core machine: one retry, and Playwright reports a test that needed it
  // as flaky rather than hiding it.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A cheap Android phone's viewport.
    viewport: { width: 360, height: 740 },
    trace: 'off',
    // Screens are tested without the service worker (so page.route sees every request); the PWA
    // tests (pwa.spec.ts) run in persistent contexts where it is registered and in control.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // nginx.spec.ts checks what only the nginx project's server does (caching, precompressed files).
    { name: 'chromium', testIgnore: /nginx\.spec\.ts$/, use: { browserName: 'chromium' } },
    // The main flows once more against a sandbox that answers only the fields spec
    // sections 3 and 7 name (SANDBOX_SPEC_ONLY), so the client cannot lean on the project's additions.
    { name: 'spec-only', grep: /@main-flow/, use: { browserName: 'chromium', baseURL: `http://localhost:${SPEC_ONLY_PORT}` } },
    // The built app behind Debian's nginx with the configuration the build wrote (docs/deploying.md):
    // headers, the whole flow, deep routes, the service worker and the caching of each kind of file.
    { name: 'nginx', grep: /@nginx/, use: { browserName: 'chromium', baseURL: `http://localhost:${NGINX_PORT}` } },
  ],
  // Every server inherits this run's environment: SANDBOX_NOW, when set, starts each sandbox's clock
  // on that day (openapi/sandbox/clock.ts), and the pages' fake clocks follow it (tests/browser/fixtures.ts).
  webServer: [
    {
      command: 'tsx scripts/serve.ts',
      url: `http://127.0.0.1:${APP_PORT}/favicon.png`,
      // A proposal's customStatus moves only when a test moves it (/__sandbox/proposals/{id}/advance).
      env: { PORT: String(APP_PORT), SANDBOX_PORT: String(APP_PORT + 1), SANDBOX_PENDING_MS: '3000', SANDBOX_PROPOSAL_STEP_MS: '3600000', OUT_DIR },
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
    },
    {
      // The sandbox (APP_PORT + 31) strips every field spec sections 3 and 7 do not name, strict:
      // a stripped answer that bff.yaml rejects is a 500. SANDBOX_PENDING_MS and SANDBOX_PROPOSAL_STEP_MS as above.
      command: 'tsx scripts/serve-spec-only.ts',
      url: `http://127.0.0.1:${SPEC_ONLY_PORT}/favicon.png`,
      env: { PORT: String(SPEC_ONLY_PORT), SANDBOX_PENDING_MS: '3000', SANDBOX_PROPOSAL_STEP_MS: '3600000', OUT_DIR },
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
    },
    {
      // nginx on NGINX_PORT in front of its own sandbox (+ 1), both stopped with the run.
      command: 'tsx scripts/serve-nginx.ts',
      url: `http://127.0.0.1:${NGINX_PORT}/favicon.png`,
      env: {
        PORT: String(NGINX_PORT),
        SANDBOX_PORT: String(NGINX_PORT + 1),
        SANDBOX_PENDING_MS: '3000',
        SANDBOX_PROPOSAL_STEP_MS: '3600000',
        OUT_DIR,
        NGINX_LOG_DIR,
      },
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      // Asked to stop, it stops nginx and removes nginx's temp folder (a SIGKILL would leave the folder).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'tsx scripts/serve.ts',
      url: `http://127.0.0.1:${DISABLED_PORT}/favicon.png`,
      env: { PORT: String(DISABLED_PORT), SANDBOX_PORT: String(DISABLED_PORT + 1), OUT_DIR: 'dist-disabled' },
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
    },
  ],
});
