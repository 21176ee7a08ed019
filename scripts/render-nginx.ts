/**
 * Prints the build's nginx server block with its placeholders filled in from the environment,
 * each checked (docs/deploying.md): for a host whose nginx includes it from conf.d.
 *
 *   OUT_DIR      the build (default dist; its template is dist-nginx/app.conf.template)
 *   APP_ROOT     where the host serves the build from (default: OUT_DIR's absolute path)
 *   PORT, SERVER_NAME, REAL_IP_FROM, BFF_URL, CEP_URL   required; IDENTITY_URL too for a build with
 *                VITE_IDENTITY_ENV=origin
 *   TLS          on (default: served over https, HSTS) or off
 *   LOG_DIR      where access.log and error.log go (default /var/log/nginx)
 *   NGINX_BROTLI on|off   brotli_static (default: on when Debian's module file is there)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TEMPLATE_FILE, nginxDirOf, renderNginxConfig } from './nginx/config';
import { BROTLI_STATIC_MODULE } from './nginx/run';

const outDir = process.env.OUT_DIR ?? 'dist';
const brotli = process.env.NGINX_BROTLI ? process.env.NGINX_BROTLI === 'on' : existsSync(BROTLI_STATIC_MODULE);
const template = readFileSync(join(nginxDirOf(outDir), TEMPLATE_FILE), 'utf8');
try {
  process.stdout.write(renderNginxConfig(template, { APP_ROOT: resolve(outDir), ...process.env }, { brotli }));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
