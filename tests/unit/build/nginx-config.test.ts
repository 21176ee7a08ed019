import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOYMENT_FILE } from '../../../scripts/deployment-settings';
import {
  ALL_VARIABLES,
  BROTLI_OFF,
  CACHE_CONTROL,
  DEBIAN_CA_BUNDLE,
  HSTS,
  LOG_FORMAT,
  MAX_BODY,
  REQUEST_LIMITS,
  TEMPLATE_FILE,
  nginxDirOf,
  renderNginxConfig,
  templateVariables,
  writeNginxConfig,
} from '../../../scripts/nginx/config';
import { precompressDir } from '../../../scripts/nginx/precompress';
import {
  IDENTITY_ASSETS_POLICY,
  IDENTITY_SDK_HOSTS,
  PROXIED_POLICY,
  SUBRESOURCE_EXTENSIONS,
  SUBRESOURCE_HEADERS,
  securityHeaders,
} from '../../../scripts/security-headers';

/** A build as the preview server and the generator see it: inline scripts, the given provider. */
function fakeBuild(identityEnv: 'prod' | 'origin'): { outDir: string; template: string } {
  const parent = mkdtempSync(join(tmpdir(), 'fgts-nginx-conf-'));
  const outDir = join(parent, 'dist');
  mkdirSync(join(outDir, '.vite'), { recursive: true });
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><script>paint("hero")</script><div id="root"></div><script>later()</script>');
  writeFileSync(join(outDir, 'sw.js'), 'self.skipWaiting()');
  const settings = { signatureOrigin: '/sdk-assets/assinatura', signatureTenantOrigin: '', identityEnv };
  writeFileSync(join(outDir, DEPLOYMENT_FILE), JSON.stringify(settings));
  return { outDir, template: readFileSync(writeNginxConfig(outDir, {}), 'utf8') };
}

/** The provider's own hosts (prod): the deployment's build. */
let outDir = '';
let template = '';
/** VITE_IDENTITY_ENV=origin (the sandbox's): /sdk-assets proxied. */
let originTemplate = '';
beforeAll(() => {
  ({ outDir, template } = fakeBuild('prod'));
  const origin = fakeBuild('origin');
  originTemplate = origin.template;
  rmSync(join(origin.outDir, '..'), { recursive: true, force: true });
});
afterAll(() => rmSync(join(outDir, '..'), { recursive: true, force: true }));

/** The text of `location <match> { … }`, up to its own closing brace (an inner location included). */
function location(match: string, text = template): string {
  const found = new RegExp(`^( +)location ${match.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{$`, 'm').exec(text);
  expect(found, `location ${match}`).toBeTruthy();
  const start = found?.index ?? 0;
  return text.slice(start, text.indexOf(`\n${found?.[1] ?? ''}}\n`, start));
}

/** `location <match> { … }` without the locations inside it. */
const ownLines = (match: string, text = template): string => location(match, text).replace(/\n( +)location [^\n]*\{\n[\s\S]*?\n\1\}/g, '');

/** The inner location of `^~ /assets/`: the scripts, styles, fonts and images. */
const SUBRESOURCES = `~ \\.(?:${SUBRESOURCE_EXTENSIONS.join('|')})$`;
/** The inner location of `^~ /cep/`: the one request the app makes there. */
const CEP_LOOKUP = '~ "^/cep/ws/[0-9]{8}/json/$"';
const PROXIED_MATCHES = ['^~ /api/', '^~ /api/whitelabel/assets/', '^~ /cep/', CEP_LOOKUP];

/** A location's add_header values, unquoted as nginx reads them. */
function addedHeaders(match: string, text = template): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [, name = '', value = ''] of ownLines(match, text).matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)"(?: always)?;/g)) {
    headers[name] = value.replace(/\\(.)/g, '$1');
  }
  return headers;
}

/** The header names a location's proxy_set_header lines send, and whether the request's own headers pass too. */
function sentHeaders(match: string, text = template): { own: boolean; set: string[] } {
  const lines = ownLines(match, text);
  return { own: !lines.includes('proxy_pass_request_headers off;'), set: [...lines.matchAll(/proxy_set_header (\S+) /g)].map(([, name]) => name ?? '') };
}

describe('nginxServerTemplate', () => {
  it('should be written beside the build, never inside what is served', () => {
    expect(nginxDirOf(outDir)).toBe(`${outDir}-nginx`);
    expect(readFileSync(join(`${outDir}-nginx`, TEMPLATE_FILE), 'utf8')).toBe(template);
  });

  it("should send each location the preview server's headers for its paths › the same values, byte for byte", async () => {
    const server = await preview({
      configFile: false,
      logLevel: 'silent',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1' },
      plugins: [securityHeaders({})],
    });
    const names = [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'permissions-policy',
    ];
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
        ['^~ /api/whitelabel/assets/', '/api/whitelabel/assets/acme/logo.svg'],
        ['^~ /cep/', '/cep/nope'],
        [CEP_LOOKUP, '/cep/ws/01001000/json/'],
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
    expect(Object.keys(addedHeaders('^~ /assets/'))).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
      'Permissions-Policy',
      'Cache-Control',
    ]);
  });

  it('should fall back to the app shell for app routes only › never for files, hashed assets, the proxies or the build records', () => {
    expect(location('/')).toContain('try_files $uri /index.html;');
    for (const match of ['^~ /assets/', SUBRESOURCES, '~ \\.[A-Za-z0-9]+$', '~ \\.webmanifest$', '= /sw.js']) {
      expect(location(match)).toContain('try_files $uri =404;');
      expect(location(match)).not.toContain('index.html');
    }
    expect(location('^~ /.vite/')).toContain('return 404;');
    expect(location('^~ /api/')).toContain('proxy_pass ${BFF_URL};');
    expect(location('^~ /api/whitelabel/assets/')).toContain('proxy_pass ${BFF_URL};');
    // Every add_header of the app's files has `always` (errors carry them) but the caching one; the
    // BFF's no-store goes on its errors too.
    for (const line of template.split('\n').filter((l) => l.includes('add_header'))) {
      expect(line.endsWith(' always;'), line).toBe(!line.includes('Cache-Control') || line.includes(CACHE_CONTROL.private));
    }
  });

  it('should keep hashed assets a year and make everything else revalidate › the proxied answers keep their own', () => {
    expect(addedHeaders('^~ /assets/')['Cache-Control']).toBe(CACHE_CONTROL.hashed);
    expect(addedHeaders(SUBRESOURCES)['Cache-Control']).toBe(CACHE_CONTROL.hashed);
    expect(CACHE_CONTROL.hashed).toBe('public, max-age=31536000, immutable');
    for (const match of ['/', '= /index.html', '= /sw.js', '~ \\.webmanifest$', '~ \\.[A-Za-z0-9]+$']) {
      expect(addedHeaders(match)['Cache-Control'], match).toBe('no-cache');
    }
    for (const match of ['^~ /api/whitelabel/assets/', '^~ /cep/', CEP_LOOKUP, '^~ /.vite/'])
      expect(addedHeaders(match)['Cache-Control'], match).toBeUndefined();
    expect(location('~ \\.webmanifest$')).toContain('default_type application/manifest+json;');
  });

  it("should keep the BFF's answers out of every cache › tenant images apart, cached as the BFF says", () => {
    expect(addedHeaders('^~ /api/')['Cache-Control']).toBe('no-store');
    expect(ownLines('^~ /api/')).toContain('proxy_hide_header Cache-Control;');
    expect(ownLines('^~ /api/whitelabel/assets/')).not.toContain('proxy_hide_header Cache-Control;');
  });
});

describe('what the proxies pass through', () => {
  it('should sandbox every proxied answer › an SVG or HTML opened at its URL runs nothing on the app origin', () => {
    for (const match of PROXIED_MATCHES) {
      expect(addedHeaders(match)['Content-Security-Policy'], match).toBe(PROXIED_POLICY);
      expect(addedHeaders(match)['X-Content-Type-Options'], match).toBe('nosniff');
    }
    expect(PROXIED_POLICY).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    // The identity stand-in's pages run sandboxed too, in an opaque origin.
    expect(addedHeaders('^~ /sdk-assets/', originTemplate)['Content-Security-Policy']).toBe(IDENTITY_ASSETS_POLICY);
    expect(IDENTITY_ASSETS_POLICY).toMatch(/; sandbox allow-scripts allow-forms$/);
    expect(IDENTITY_ASSETS_POLICY).not.toContain('allow-same-origin');
  });

  it('should relay only GET /cep/ws/{8 digits}/json/ › without its query or body, anything else a 404', () => {
    expect(ownLines('^~ /cep/')).toContain('return 404;');
    expect(ownLines('^~ /cep/')).not.toContain('proxy_pass');
    const lookup = ownLines(CEP_LOOKUP);
    expect(lookup).toContain('if ($request_method !~ ^(?:GET|HEAD)$) { return 404; }');
    // The prefix is stripped and the query dropped (the trailing ?): /cep/ws/… → CEP_URL/ws/….
    expect(lookup).toContain('rewrite "^/cep(/ws/[0-9]{8}/json/)$" $1? break;');
    expect(lookup).toContain('proxy_pass ${CEP_URL};');
    expect(lookup).toContain('proxy_pass_request_body off;');
  });

  it("should proxy /sdk-assets only for a build whose identity host is the app's origin › and need IDENTITY_URL only there", () => {
    expect(template).not.toContain('/sdk-assets');
    expect(templateVariables(template)).not.toContain('IDENTITY_URL');
    expect(location('^~ /sdk-assets/', originTemplate)).toContain('proxy_pass ${IDENTITY_URL};');
    expect(templateVariables(originTemplate)).toContain('IDENTITY_URL');
  });

  it('should send the third parties none of the request but Host, Accept and User-Agent › and drop their cookies', () => {
    for (const [match, text, extra] of [
      [CEP_LOOKUP, template, []],
      ['^~ /sdk-assets/', originTemplate, ['Content-Type', 'If-None-Match', 'If-Modified-Since']],
    ] as const) {
      expect(sentHeaders(match, text), match).toEqual({ own: false, set: ['Host', 'Accept', 'User-Agent', ...extra] });
      expect(ownLines(match, text), match).toContain('proxy_hide_header Set-Cookie;');
    }
    // The BFF gets what the app sends, and where it came from set, never appended to.
    for (const match of ['^~ /api/', '^~ /api/whitelabel/assets/']) {
      expect(sentHeaders(match), match).toEqual({ own: true, set: ['Host', 'X-Forwarded-Host', 'X-Forwarded-Proto', 'X-Forwarded-For', 'X-Real-IP'] });
      expect(ownLines(match)).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
      expect(ownLines(match)).toContain('proxy_set_header X-Forwarded-Proto $fgts_forwarded_proto;');
    }
    expect(template).not.toContain('$proxy_add_x_forwarded_for');
  });

  it("should verify the upstreams' certificates with Debian's CA bundle and send their name (SNI)", () => {
    for (const line of ['proxy_ssl_verify on;', 'proxy_ssl_server_name on;', `proxy_ssl_trusted_certificate ${DEBIAN_CA_BUNDLE};`]) {
      expect(template).toMatch(new RegExp(`^ {4}${line.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, 'm'));
    }
    expect(existsSync(DEBIAN_CA_BUNDLE)).toBe(true);
  });

  it('should log no query string and no Referer › the error log at warn, and where the BFF is called at crit', () => {
    const format = /^log_format (\S+) ([\s\S]*?);$/m.exec(template);
    expect(format?.[1]).toBe(LOG_FORMAT);
    for (const variable of ['$request ', '$request_uri', '$args', '$query_string', '$arg_', '$http_referer', '$uri'])
      expect(format?.[2], variable).not.toContain(variable);
    expect(format?.[2]).toContain('$fgts_path');
    expect(template).toContain('map $request_uri $fgts_path {\n    "~^(?<fgts_path_part>[^?]*)" $fgts_path_part;');
    // Both servers log with it; none logs in nginx's default format.
    expect(template.match(/access_log \S+ (\S+);/g)).toEqual([
      `access_log \${LOG_DIR}/access.log ${LOG_FORMAT};`,
      `access_log \${LOG_DIR}/access.log ${LOG_FORMAT};`,
    ]);
    expect(template).toMatch(/^ {4}error_log \$\{LOG_DIR\}\/error\.log warn;$/m);
    for (const match of ['^~ /api/', '^~ /api/whitelabel/assets/']) expect(ownLines(match)).toContain('error_log ${LOG_DIR}/error.log crit;');
  });
});

describe('transport and edges', () => {
  it('should close the connection of a request for any other host › a default server answering 444', () => {
    expect(template).toContain('server {\n    listen ${PORT} default_server;\n    server_name _;');
    expect(template).toMatch(/server_name _;\n(?: {4}.*\n)*? {4}return 444;\n\}/);
  });

  it('should take bodies up to MAX_BODY › and limit the BFF and the postal-code service per client', () => {
    expect(template).toMatch(new RegExp(`^ {4}client_max_body_size ${MAX_BODY};$`, 'm'));
    for (const { zone, rate } of Object.values(REQUEST_LIMITS))
      expect(template).toContain(`limit_req_zone $binary_remote_addr zone=${zone}:10m rate=${rate}r/s;`);
    for (const match of ['^~ /api/', '^~ /api/whitelabel/assets/'])
      expect(ownLines(match)).toContain(`limit_req zone=fgts_api burst=${REQUEST_LIMITS.api.burst} nodelay;`);
    expect(ownLines(CEP_LOOKUP)).toContain(`limit_req zone=fgts_cep burst=${REQUEST_LIMITS.cep.burst} nodelay;`);
    expect(template).toContain('limit_req_status 429;');
    // The client's address is the terminator's say only when it comes from the terminator.
    expect(template).toContain('set_real_ip_from ${REAL_IP_FROM};\n    real_ip_header X-Forwarded-For;');
  });

  it('should send HSTS on every answer of every location › as a TLS setting, empty (not sent) when off', () => {
    const locations = template.match(/^ +location .*\{$/gm) ?? [];
    expect(template.match(/^ +add_header Strict-Transport-Security \$fgts_hsts always;$/gm)).toHaveLength(locations.length);
    expect(template).toContain(`map "\${TLS}" $fgts_hsts {\n    on "${HSTS}";\n    default "";\n}`);
    expect(HSTS).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('renderNginxConfig', () => {
  const values = {
    PORT: '127.0.0.1:8080',
    SERVER_NAME: '.fgtsja.example',
    APP_ROOT: '/srv/fgts/dist',
    REAL_IP_FROM: '10.0.0.0/8',
    BFF_URL: 'https://bff.example.com',
    CEP_URL: 'https://viacep.com.br/',
    IDENTITY_URL: 'http://127.0.0.1:4010',
  };

  it('should fill in every placeholder › the proxies with bare origins, TLS on and the logs in /var/log/nginx by default', () => {
    for (const text of [renderNginxConfig(template, values, { brotli: false }), renderNginxConfig(originTemplate, values, { brotli: false })]) {
      for (const name of ALL_VARIABLES) expect(text).not.toContain(`\${${name}}`);
      expect(text).toContain('listen 127.0.0.1:8080;');
      expect(text).toContain('server_name .fgtsja.example;');
      expect(text).toContain('proxy_pass https://bff.example.com;');
      expect(text).toContain('proxy_pass https://viacep.com.br;');
      expect(text).toContain('set_real_ip_from 10.0.0.0/8;');
      expect(text).toContain('map "on" $fgts_hsts {');
      expect(text).toContain('access_log /var/log/nginx/access.log fgts_path_only;');
      expect(text).toContain(BROTLI_OFF);
    }
    expect(renderNginxConfig(originTemplate, values, { brotli: false })).toContain('proxy_pass http://127.0.0.1:4010;');
    const off = renderNginxConfig(template, { ...values, TLS: 'off', LOG_DIR: '/tmp/logs', REAL_IP_FROM: 'unix:' }, { brotli: false });
    expect(off).toContain('map "off" $fgts_hsts {');
    expect(off).toContain('map "off:$http_x_forwarded_proto" $fgts_forwarded_proto {');
    expect(off).toContain('error_log /tmp/logs/error.log warn;');
    expect(off).toContain('set_real_ip_from unix:;');
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
    ['PORT', '80 default_server'],
    ['PORT', '70000'],
    ['SERVER_NAME', 'example.com; include /etc/passwd'],
    ['SERVER_NAME', '_'],
    ['APP_ROOT', 'dist'],
    ['APP_ROOT', '/srv/my app'],
    ['LOG_DIR', 'logs'],
    ['TLS', 'yes'],
    ['REAL_IP_FROM', '0.0.0.0/0; allow all'],
    ['REAL_IP_FROM', 'terminator.example'],
    ['REAL_IP_FROM', '10.0.0.0/33'],
  ])('should refuse %s=%s › before nginx reads it', (name, value) => {
    expect(() => renderNginxConfig(template, { ...values, [name]: value }, { brotli: false })).toThrow(name);
  });

  it.each([
    ['IDENTITY_URL', 'https://user:secret@idpay.example'],
    ['IDENTITY_URL', 'http://$host'],
  ])('should refuse %s=%s › for a build that proxies it', (name, value) => {
    expect(() => renderNginxConfig(originTemplate, { ...values, [name]: value }, { brotli: false })).toThrow(name);
  });

  it('should name every missing variable › IDENTITY_URL only for a build that proxies /sdk-assets', () => {
    const missing = { ...values, BFF_URL: '', CEP_URL: undefined, IDENTITY_URL: undefined, REAL_IP_FROM: undefined };
    expect(() => renderNginxConfig(template, missing, { brotli: false })).toThrow('set REAL_IP_FROM, BFF_URL, CEP_URL to start');
    expect(() => renderNginxConfig(originTemplate, missing, { brotli: false })).toThrow('set REAL_IP_FROM, BFF_URL, CEP_URL, IDENTITY_URL to start');
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
