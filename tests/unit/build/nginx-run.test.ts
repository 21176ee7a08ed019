/**
 * The rendered configuration in Debian's nginx itself (scripts/nginx/run.ts): `nginx -t` accepts it
 * with https upstreams, and an upstream whose certificate Debian's CA bundle does not vouch for
 * gets nothing, neither the request nor the CPF in its query; the logs do not keep that CPF either.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { createSecureContext } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOYMENT_FILE } from '../../../scripts/deployment-settings';
import { renderNginxConfig, writeNginxConfig } from '../../../scripts/nginx/config';
import { NGINX, mainConfig, startNginx } from '../../../scripts/nginx/run';

const CPF = '52998224725';
let parent = '';
let outDir = '';
let cert = { key: '', cert: '' };

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

beforeAll(() => {
  parent = mkdtempSync(join(tmpdir(), 'fgts-nginx-run-'));
  // nginx runs as www-data when the tests run as root: it must reach the log folder inside.
  chmodSync(parent, 0o755);
  outDir = join(parent, 'dist');
  mkdirSync(join(outDir, '.vite'), { recursive: true });
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(outDir, DEPLOYMENT_FILE), JSON.stringify({ signatureOrigin: '/sdk-assets/assinatura', signatureTenantOrigin: '', identityEnv: 'origin' }));
  writeNginxConfig(outDir, {});
  // A certificate for localhost that no authority signed: what anyone on the upstream's address could present.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      join(parent, 'key.pem'),
      '-out',
      join(parent, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  cert = { key: readFileSync(join(parent, 'key.pem'), 'utf8'), cert: readFileSync(join(parent, 'cert.pem'), 'utf8') };
});
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('the rendered configuration in nginx', () => {
  it('should pass nginx -t with https upstreams › TLS on and off', () => {
    const template = readFileSync(join(`${outDir}-nginx`, 'app.conf.template'), 'utf8');
    for (const tls of ['on', 'off']) {
      const dir = mkdtempSync(join(parent, 'conf-'));
      const values = { PORT: '127.0.0.1:8080', SERVER_NAME: '.fgtsja.example', APP_ROOT: outDir, LOG_DIR: dir, TLS: tls, REAL_IP_FROM: '10.0.0.0/8' };
      const upstreams = { BFF_URL: 'https://localhost:9443', CEP_URL: 'https://localhost:9444', IDENTITY_URL: 'https://localhost:9445' };
      writeFileSync(join(dir, 'app.conf'), renderNginxConfig(template, { ...values, ...upstreams }, { brotli: false }));
      writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, false));
      expect(
        () => execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: 'pipe' }),
        tls,
      ).not.toThrow();
    }
  });

  it('should send nothing to an https upstream whose certificate Debian does not trust › its name sent (SNI), a 502, no CPF in the logs', async () => {
    const names: string[] = [];
    const requests: string[] = [];
    const context = createSecureContext(cert);
    const impostor = createHttpsServer({ ...cert, SNICallback: (name, done) => (names.push(name), done(null, context)) }, (req, res) => {
      requests.push(req.url ?? '');
      res.end('{"id":"stolen"}');
    });
    await new Promise<void>((done) => impostor.listen(0, '127.0.0.1', done));
    const upstream = `https://localhost:${(impostor.address() as AddressInfo).port}`;
    const logDir = join(parent, 'logs');
    const nginx = await startNginx({ outDir, port: await freePort(), upstreams: { BFF_URL: upstream, CEP_URL: upstream, IDENTITY_URL: upstream }, logDir });
    try {
      const response = await fetch(`${nginx.url}/api/v2/balance-solicitation?document=${CPF}`);
      expect(response.status).toBe(502);
      expect(requests).toEqual([]);
      expect(names).toContain('localhost');
    } finally {
      await nginx.stop();
      await new Promise((done) => impostor.close(done));
    }
    const access = readFileSync(join(logDir, 'access.log'), 'utf8');
    expect(access).toContain('"GET /api/v2/balance-solicitation HTTP/1.1" 502');
    expect(access).not.toContain(CPF);
    expect(readFileSync(join(logDir, 'error.log'), 'utf8')).not.toContain(CPF);
  });
});
