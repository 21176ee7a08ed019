/**
 * The built app on a sandbox that answers only the fields product spec sections 3 and 7 name
 * (SANDBOX_SPEC_ONLY, strict), for the browser tests' `spec-only` project.
 *
 *   PORT          app port; the sandbox listens on PORT + 1
 *   OUT_DIR       built app to serve (default dist)
 *   SANDBOX_NOW   the sandbox's clock (openapi/sandbox/clock.ts)
 */
import { startSandbox } from '../openapi/sandbox/server';
import { previewBuild } from './preview-build';

const port = Number(process.env.PORT ?? 4203);
const sandboxPort = port + 1;
await startSandbox({ port: sandboxPort, specOnly: true, strict: true });
const server = await previewBuild({ port, outDir: process.env.OUT_DIR, env: { SANDBOX_PORT: String(sandboxPort) } });
console.log(`app on a spec-only sandbox: http://localhost:${port}/demo (sandbox ${sandboxPort})`);

const stop = () => {
  void server.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
