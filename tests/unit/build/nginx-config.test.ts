import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOYMENT_FILE } from '../../../scripts/deployment-settings';
import { BROTLI_OFF, CACHE_CONTROL, TEMPLATE_FILE, TEMPLATE_VARIABLES, nginxDirOf, renderNginxConfig, writeNginxConfig } from '../../../scripts/nginx/config';
import { precompressDir } from '../../../scripts/nginx/precompress';
import { IDENTITY_SDK_HOSTS, SUBRESOURCE_EXTENSIONS, SUBRESOURCE_HEADERS, securityHeaders } from '../../../scripts/security-headers';

/** A build as the preview server and the generator see it: inline scripts, the prod provider. */
let outDir = '';
let template = '';
beforeAll(() => {
  const parent = mkdtempSync(join(tmpdir(), 'fgts-nginx-conf-'));
  outDir = join(parent, 'dist');
  mkdirSync(join(outDir, '.vite'), { recursive: true });
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><script>paint("hero")</script><div id="root"></div><script>later()</script>');
  writeFileSync(join(outDir, 'sw.js'), 'self.skipWaiting()');
  const settings = { signatureOrigin: '/sdk-assets/assinatura', signatureTenantOrigin: '', identityEnv: 'prod' };
  writeFileSync(join(outDir, DEPLOYMENT_FILE), JSON.stringify(settings));
  template = readFileSync(writeNginxConfig(outDir, {}), 'utf8');
});
afterAll(() => rmSync(join(outDir, '..'), { recursive: true, force: true }));

/** The text of `location <match> { … }`, up to its own closing brace (an inner location included). */
function location(match: string): string {
  const found = new RegExp(`^( +)location ${match.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{$`, 'm').exec(template);
  expect(found, `location ${match}`).toBeTruthy();
  const start = found?.index ?? 0;
  return template.slice(start, template.indexOf(`\n${found?.[1] ?? ''}}\n`, start));
}

/** `location <match> { … }` without the locations inside it. */
const ownLines = (match: string): string => location(match).replace(/\n( +)location [^\n]*\{\n[\s\S]*?\n\1\}/g, '');

/** The inner location of `^~ /assets/`: the scripts, styles, fonts and images. */
const SUBRESOURCES = `~ \\.(?:${SUBRESOURCE_EXTENSIONS.join('|')})$`;

/** A location's add_header values, unquoted as nginx reads them. */
function addedHeaders(match: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [, name = '', value = ''] of ownLines(match).matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)"(?: always)?;/g)) {
    headers[name] = value.replace(/\\(.)/g, '$1');
  }
  return headers;
}

describe('nginxServerTemplate', () => {
  it('should be written beside the build, never inside what is served', () => {
    expect(nginxDirOf(outDir)).toBe(`${outDir}-nginx`);
    expect(readFileSync(join(`${outDir}-nginx`, TEMPLATE_FILE), 'utf8')).toBe(template);
  });

  it("should send each location the preview server's headers for its paths › the same values, byte for byte", async () => {
    const server = await preview({ configFile: false, logLevel: 'silent', build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, plugins: [securityHeaders({})] });
    const names = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy'];
    try {
      const { port } = server.httpServer.address() as AddressInfo;
      for (const [match, path] of [
        ['/', '/demo/loja1/auto/dados-pessoais'],
        ['= /index.html', '/index.html'],
        ['= /sw.js', '/sw.js'],
        ['^~ /assets/', '/assets/logo-abc123.svg'],
        [SUBRESOURCES, '/assets/index-abc123.js'],
        [SUBRESOURCES, '/assets/lexend-abc123.woff2'],
        ['~ \\.webmanifest$', '/manifest.webmanifest'],
        ['~ \\.[A-Za-z0-9]+$', '/favicon.png'],
        ['^~ /api/', '/api/whitelabel/demo'],
        ['^~ /cep/', '/cep/ws/01001000/json'],
        ['^~ /sdk-assets/', '/sdk-assets/index.js'],
      ] as const) {
        const served = (await fetch(`http://127.0.0.1:${port}${path}`)).headers;
        const added = Object.fromEntries(Object.entries(addedHeaders(match)).map(([name, value]) => [name.toLowerCase(), value]));
        for (const name of names) expect(added[name], `${match}: ${name}`).toBe(served.get(name) ?? undefined);
      }
    } finally {
      await server.close();
    }
    // The build's own hashes and provider are in it, and the worker's policy differs from the page's.
    expect(addedHeaders('/')['Content-Security-Policy']).toContain(IDENTITY_SDK_HOSTS.prod);
    expect(addedHeaders('= /sw.js')['Content-Security-Policy']).toContain("connect-src 'self' https://idpay.unico.io https:");
    expect(addedHeaders('/')['Permissions-Policy']).toBe('camera=(self "https://idpay.unico.io"), microphone=(), geolocation=(), payment=(), usb=()');
  });

  it("should send a hashed script, style, font or image only nosniff and the referrer policy › an SVG there keeps the page's headers", () => {
    expect(location('^~ /assets/')).toContain(`\n        location ${SUBRESOURCES} {\n`);
    expect(addedHeaders(SUBRESOURCES)).toEqual({ ...SUBRESOURCE_HEADERS, 'Cache-Control': CACHE_CONTROL.hashed });
    expect(location(SUBRESOURCES)).toContain('try_files $uri =404;');
    expect(Object.keys(addedHeaders('^~ /assets/'))).toEqual(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Permissions-Policy', 'Cache-Control']);
  });

  it('should fall back to the app shell for app routes only › never for files, hashed assets, the proxies or the build records', () => {
    expect(location('/')).toContain('try_files $uri /index.html;');
    for (const match of ['^~ /assets/', SUBRESOURCES, '~ \\.[A-Za-z0-9]+$', '~ \\.webmanifest$', '= /sw.js']) {
      expect(location(match)).toContain('try_files $uri =404;');
      expect(location(match)).not.toContain('index.html');
    }
    expect(location('^~ /.vite/')).toContain('return 404;');
    expect(location('^~ /api/')).toContain('proxy_pass ${BFF_URL};');
    // The postal code's prefix is stripped as the preview server's rewrite does: /cep/ws/… → CEP_URL/ws/….
    expect(location('^~ /cep/')).toContain('proxy_pass ${CEP_URL}/;');
    expect(location('^~ /sdk-assets/')).toContain('proxy_pass ${IDENTITY_URL};');
    // Every add_header of the app's files has `always` (errors carry them) but the caching one.
    for (const line of template.split('\n').filter((l) => l.includes('add_header'))) {
      expect(line.endsWith(' always;'), line).toBe(!line.includes('Cache-Control'));
    }
  });

  it('should keep hashed assets a year and make everything else revalidate › the proxied answers keep their own', () => {
    expect(addedHeaders('^~ /assets/')['Cache-Control']).toBe(CACHE_CONTROL.hashed);
    expect(addedHeaders(SUBRESOURCES)['Cache-Control']).toBe(CACHE_CONTROL.hashed);
    expect(CACHE_CONTROL.hashed).toBe('public, max-age=31536000, immutable');
    for (const match of ['/', '= /index.html', '= /sw.js', '~ \\.webmanifest$', '~ \\.[A-Za-z0-9]+$']) {
      expect(addedHeaders(match)['Cache-Control'], match).toBe('no-cache');
    }
    for (const match of ['^~ /api/', '^~ /cep/', '^~ /sdk-assets/', '^~ /.vite/']) expect(addedHeaders(match)['Cache-Control'], match).toBeUndefined();
    expect(location('~ \\.webmanifest$')).toContain('default_type application/manifest+json;');
  });
});

describe('renderNginxConfig', () => {
  const values = {
    PORT: '127.0.0.1:8080',
    SERVER_NAME: '.fgtsja.example',
    APP_ROOT: '/srv/fgts/dist',
    BFF_URL: 'https://bff.example.com',
    CEP_URL: 'https://viacep.com.br/',
    IDENTITY_URL: 'http://127.0.0.1:4010',
  };

  it('should fill in every placeholder › the proxies with bare origins', () => {
    const text = renderNginxConfig(template, values, { brotli: false });
    for (const name of TEMPLATE_VARIABLES) expect(text).not.toContain(`\${${name}}`);
    expect(text).toContain('listen 127.0.0.1:8080;');
    expect(text).toContain('server_name .fgtsja.example;');
    expect(text).toContain('proxy_pass https://bff.example.com;');
    expect(text).toContain('proxy_pass https://viacep.com.br/;');
    expect(text).toContain(BROTLI_OFF);
  });

  it('should turn brotli_static on only when the module is there', () => {
    const text = renderNginxConfig(template, values, { brotli: true });
    expect(text).toMatch(/^ {4}brotli_static on;$/m);
    expect(text).not.toContain(BROTLI_OFF);
  });

  it.each([
    ['BFF_URL', 'https://bff.example.com/api'],
    ['BFF_URL', 'ftp://bff.example.com'],
    ['BFF_URL', 'https://bff.example.com; return 200'],
    ['BFF_URL', 'https://bff.example.com?x=1'],
    ['CEP_URL', 'viacep.com.br'],
    ['IDENTITY_URL', 'https://user:secret@idpay.example'],
    ['IDENTITY_URL', 'http://$host'],
    ['PORT', '80 default_server'],
    ['PORT', '70000'],
    ['SERVER_NAME', 'example.com; include /etc/passwd'],
    ['APP_ROOT', 'dist'],
    ['APP_ROOT', '/srv/my app'],
  ])('should refuse %s=%s › before nginx reads it', (name, value) => {
    expect(() => renderNginxConfig(template, { ...values, [name]: value }, { brotli: false })).toThrow(name);
  });

  it('should name every missing variable', () => {
    expect(() => renderNginxConfig(template, { ...values, BFF_URL: '', CEP_URL: undefined }, { brotli: false })).toThrow('set BFF_URL, CEP_URL');
  });
});

describe('precompressDir', () => {
  it('should write .gz and .br that decode to each text file › not for small files, binary ones or the build records', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fgts-precompress-'));
    try {
      const script = `export const a = ${JSON.stringify('x'.repeat(4000))};\n`;
      mkdirSync(join(dir, 'assets'));
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
      writeFileSync(join(dir, '.vite', 'manifest.json'), script);
      writeFileSync(join(dir, 'small.js'), 'x()');
      writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4000));
      expect(precompressDir(dir)).toBe(2);
      expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
      expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
