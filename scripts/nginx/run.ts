/**
 * Debian's nginx in front of a build, on this machine, without root and without touching
 * /etc/nginx: its own prefix folder (pid, logs, temp files, the rendered configuration) in the
 * system's temp folder, in the foreground. Started as root, it runs as www-data. Used by
 * `npm run serve:nginx` (scripts/serve-nginx.ts) and the browser tests' `nginx` project.
 */
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureDebianPackages } from '../debian-packages.ts';
import type { UpstreamVariable } from '../proxy-targets.ts';
import { DEBIAN_CA_BUNDLE, TEMPLATE_FILE, nginxDirOf, renderNginxConfig } from './config.ts';

export const NGINX = '/usr/sbin/nginx';
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Installs Debian's nginx, its brotli static module and the CA bundle it checks upstreams with when one is missing. */
export function ensureNginx(): void {
  ensureDebianPackages([NGINX, BROTLI_STATIC_MODULE, DEBIAN_CA_BUNDLE], ['nginx', 'libnginx-mod-http-brotli-static', 'ca-certificates']);
}

export interface NginxOptions {
  /** The build to serve; its configuration is nginxDirOf(outDir). */
  outDir: string;
  port: number;
  upstreams: Record<UpstreamVariable, string>;
  /** Default: loopback only. */
  host?: string;
  /** TLS=on: HSTS, X-Forwarded-Proto from the terminator (default off: plain http on loopback). */
  tls?: boolean;
  /** Where access.log and error.log go (default: the prefix folder, removed on stop). */
  logDir?: string;
}

export interface RunningNginx {
  url: string;
  /** The prefix folder: nginx.conf, app.conf, and the logs unless logDir was given. */
  dir: string;
  /** Where access.log and error.log are. */
  logDir: string;
  stop: () => Promise<void>;
}

/** The main file around the build's server block: everything nginx would otherwise read from /etc or write to /var. */
export function mainConfig(dir: string, brotli: boolean): string {
  return [
    ...(brotli ? [`load_module ${BROTLI_STATIC_MODULE};`] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${join(dir, kind)};`),
    `    include ${join(dir, 'app.conf')};`,
    '}',
    '',
  ].join('\n');
}

/** uid and gid of an account (www-data) to drop root for. */
function account(name: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Resolves once something listens on host:port. */
function listening(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

/**
 * The loopback names this server answers (`.localhost`: localhost and a tenant's `acme.localhost`); any other is the default
 * server's, which closes the connection (the browser tests' readiness check asks 127.0.0.1).
 */
export const LOOPBACK_NAMES = '.localhost 127.0.0.1';

export async function startNginx({ outDir, port, upstreams, host = '127.0.0.1', tls = false, logDir }: NginxOptions): Promise<RunningNginx> {
  const root = resolve(outDir);
  const template = readFileSync(join(nginxDirOf(root), TEMPLATE_FILE), 'utf8');
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  const dir = mkdtempSync(join(tmpdir(), 'fgts-nginx-'));
  const logs = logDir ? resolve(logDir) : dir;
  if (logDir) {
    // A run's own logs: last run's are gone.
    mkdirSync(logs, { recursive: true });
    for (const name of ['access.log', 'error.log']) rmSync(join(logs, name), { force: true });
  }
  const values = {
    PORT: `${host}:${port}`,
    SERVER_NAME: LOOPBACK_NAMES,
    APP_ROOT: root,
    LOG_DIR: logs,
    TLS: tls ? 'on' : 'off',
    // No terminator in front: nothing on TCP is trusted to say who the client is.
    REAL_IP_FROM: 'unix:',
    ...upstreams,
  };
  const server = renderNginxConfig(template, values, { brotli });
  writeFileSync(join(dir, 'app.conf'), server);
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, brotli));

  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? account('www-data') : undefined;
  if (user) {
    chmodSync(dir, 0o755);
    chownSync(dir, user.uid, user.gid);
    if (logs !== dir) chownSync(logs, user.uid, user.gid);
  }
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    ...(user ?? {}),
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const log = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  for (const started = Date.now(); !(await listening(host, port));) {
    if (gone || Date.now() - started > 10_000) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start on ${host}:${port}:\n${log()}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }

  return {
    url: `http://localhost:${port}`,
    dir,
    logDir: logs,
    stop: async () => {
      // SIGTERM: nginx's fast stop, the workers with it (a killed master would leave them serving).
      if (!gone) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
