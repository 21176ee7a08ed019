/**
 * Runs the product on this machine: the sandbox BFF on loopback (unless BFF_URL points elsewhere)
 * behind the app's preview server (or the Vite dev server with --dev), which proxies /api, /cep
 * and /sdk-assets (see scripts/proxy-targets.ts).
 *
 *   PORT            app port (default 4173)
 *   SANDBOX_PORT    sandbox port (default 4010)
 *   BFF_URL         another BFF implementing openapi/bff.yaml; the sandbox is then not started
 *   CEP_URL         postal-code service origin (default: the sandbox)
 *   IDENTITY_URL    identity SDK host (default: the sandbox)
 *   OUT_DIR         built app to serve (default dist)
 *   SANDBOX_NOW     the sandbox's clock starts there (openapi/sandbox/clock.ts; default: the machine's)
 *
 * The built app carries its deployment settings (npm start builds with the sandbox's, .env.sandbox);
 * the dev server reads the sandbox's too (VITE_* variables in the environment win).
 */
import { createServer } from 'vite';
import { startSandbox } from '../openapi/sandbox/server';
import { SANDBOX_MODE } from './deployment-settings';
import { previewBuild } from './preview-build';
import { DEFAULT_SANDBOX_PORT } from './proxy-targets';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? (dev ? 5173 : 4173));

if (!process.env.BFF_URL || !process.env.CEP_URL || !process.env.IDENTITY_URL) {
  const sandboxPort = Number(process.env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT);
  await startSandbox({ port: sandboxPort });
  console.log(`sandbox BFF on http://127.0.0.1:${sandboxPort}`);
}

const server = dev
  ? await (await createServer({ mode: SANDBOX_MODE, server: { port, strictPort: true } })).listen()
  : await previewBuild({ port, outDir: process.env.OUT_DIR });

console.log(`app on http://localhost:${port}/demo  (tenant: http://acme.localhost:${port}/acme)`);

const stop = () => {
  void server.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
