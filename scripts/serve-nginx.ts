/**
 * The built app behind Debian's nginx with the configuration the build wrote (docs/deploying.md),
 * in front of the sandbox BFF (unless BFF_URL, CEP_URL and IDENTITY_URL all point elsewhere). In
 * the foreground until Ctrl-C. `npm run serve:nginx` builds first; the browser tests' `nginx`
 * project starts this on the build they test.
 *
 *   PORT            nginx's port, on loopback (default 8080)
 *   SANDBOX_PORT    sandbox port (default 4010)
 *   BFF_URL, CEP_URL, IDENTITY_URL   the upstreams (default: the sandbox)
 *   OUT_DIR         built app to serve (default dist; its configuration is in dist-nginx)
 *   NGINX_LOG_DIR   where access.log and error.log go (default: nginx's temp folder, removed on exit)
 *   TLS             on: as if served over https behind a terminator (HSTS; default off)
 *   SANDBOX_NOW     the sandbox's clock starts there (openapi/sandbox/clock.ts; default: the machine's)
 */
import { startSandbox } from '../openapi/sandbox/server';
import { startNginx, ensureNginx } from './nginx/run';
import { DEFAULT_SANDBOX_PORT, upstreamsOf } from './proxy-targets';

ensureNginx();
const port = Number(process.env.PORT ?? 8080);

const sandbox =
  process.env.BFF_URL && process.env.CEP_URL && process.env.IDENTITY_URL
    ? undefined
    : await startSandbox({ port: Number(process.env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT) });
if (sandbox) console.log(`sandbox BFF on ${sandbox.url}`);

const nginx = await startNginx({
  outDir: process.env.OUT_DIR ?? 'dist',
  port,
  upstreams: upstreamsOf(process.env),
  tls: process.env.TLS === 'on',
  ...(process.env.NGINX_LOG_DIR ? { logDir: process.env.NGINX_LOG_DIR } : {}),
});
console.log(`app behind nginx on ${nginx.url}/demo  (tenant: http://acme.localhost:${port}/acme; configuration: ${nginx.dir}/app.conf; logs: ${nginx.logDir})`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void Promise.all([nginx.stop(), sandbox?.close()]).finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
