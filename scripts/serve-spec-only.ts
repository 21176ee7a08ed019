/**
 * The built app on a sandbox that answers only the fields product spec sections 3 and 7 name
 * (SANDBOX_SPEC_ONLY, strict), for the browser tests' `spec-only` project. A config-less preview
 * (no app plugins to load) keeps this second server cheap next to the main one.
 *
 *   PORT      app port; the sandbox listens on PORT + 1
 *   OUT_DIR   built app to serve (default dist)
 */
import { preview } from 'vite';
import { startSandbox } from '../openapi/sandbox/server';
import { appProxy } from './proxy-targets';

const port = Number(process.env.PORT ?? 4203);
const sandboxPort = port + 1;
await startSandbox({ port: sandboxPort, specOnly: true, strict: true });
const server = await preview({
  configFile: false,
  logLevel: 'warn',
  build: { outDir: process.env.OUT_DIR ?? 'dist' },
  preview: { port, strictPort: true, host: '127.0.0.1', allowedHosts: ['.localhost'], proxy: appProxy({ SANDBOX_PORT: String(sandboxPort) }) },
});
console.log(`app on a spec-only sandbox: http://localhost:${port}/demo (sandbox ${sandboxPort})`);

const stop = () => {
  void server.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
