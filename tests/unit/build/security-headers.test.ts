import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_FILE } from '../../../scripts/deployment-settings';
import {
  IDENTITY_ASSETS_POLICY,
  IDENTITY_SDK_HOSTS,
  PROXIED_POLICY,
  SUBRESOURCE_HEADERS,
  contentSecurityPolicy,
  headersFor,
  identityAssetLinks,
  identityHosts,
  inlineScriptHashes,
  securityHeaderValues,
  securityHeaders,
} from '../../../scripts/security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (policy: string | undefined, name: string) => (policy ?? '').split('; ').find((d) => d.startsWith(`${name} `));

describe('inlineScriptHashes', () => {
  it('should hash each inline script exactly as written › and skip scripts with src', () => {
    const html = `<head><script type="module" crossorigin src="/assets/index.js"></script></head>
<body><script>
  var a = 1;
</script><script type="importmap">{"imports":{}}</script><SCRIPT>b()</SCRIPT></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha('\n  var a = 1;\n'), sha('{"imports":{}}'), sha('b()')]);
  });

  it('should find none in the project index.html › the build writes its scripts in (scripts/before-app.ts)', () => {
    expect(inlineScriptHashes(readFileSync('index.html', 'utf8'))).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ scriptHashes: [sha('x()')] });

  it('should allow scripts only from the app and by hash › never inline or eval', () => {
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${sha('x()')}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
  });

  it('should forbid framing, plugins and <base>, and keep connections to the app › by default', () => {
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' https:");
  });

  it("should allow the identity provider's host for its script, stylesheet, frame and calls › when one is configured", () => {
    const withProvider = contentSecurityPolicy({ scriptHashes: [], identityHosts: [IDENTITY_SDK_HOSTS.uat] });
    for (const name of ['script-src', 'style-src', 'frame-src', 'connect-src']) {
      expect(directive(withProvider, name)).toContain('https://idpay-uat.unico.io');
    }
    expect(directive(withProvider, 'img-src')).not.toContain('unico');
  });
});

describe('identityHosts', () => {
  it.each([
    ['dev', ['https://idpay-dev.unico.io']],
    ['uat', ['https://idpay-uat.unico.io']],
    ['prod', ['https://idpay.unico.io']],
    ['origin', []],
  ] as const)('should map VITE_IDENTITY_ENV=%s › to the hosts the SDK loads from', (value, hosts) => {
    expect(identityHosts(value)).toEqual(hosts);
  });

  it('should list exactly the hosts of the installed idpay-b2b-sdk › so a new SDK version cannot drift unseen', () => {
    const sdk = readFileSync('node_modules/idpay-b2b-sdk/index.esm.js', 'utf8');
    const hosts = [...new Set(sdk.match(/https:\/\/[a-z0-9.-]+\.unico\.io/g))].sort();
    expect(hosts).toEqual(Object.values(IDENTITY_SDK_HOSTS).sort());
  });
});

describe('identityAssetLinks', () => {
  it.each([
    ['prod', 'https://idpay.unico.io'],
    ['uat', 'https://idpay-uat.unico.io'],
    ['dev', 'https://idpay-dev.unico.io'],
    ['origin', ''],
  ] as const)("should name the provider's script and stylesheet for VITE_IDENTITY_ENV=%s › on its host, or the app's origin", (value, host) => {
    expect(identityAssetLinks(value)).toEqual([
      { href: `${host}/sdk-assets/index.js`, as: 'script' },
      { href: `${host}/sdk-assets/assets/styles.css`, as: 'style' },
    ]);
    // The page's policy lets the preloads through, as it does the package's own tags.
    const policy = contentSecurityPolicy({ scriptHashes: [], identityHosts: identityHosts(value) });
    for (const { href, as } of identityAssetLinks(value)) {
      const sources = directive(policy, as === 'script' ? 'script-src' : 'style-src')!
        .split(' ')
        .slice(1);
      expect(sources).toContain(host === '' ? "'self'" : new URL(href).origin);
    }
  });

  it('should name the paths the installed idpay-b2b-sdk adds to the page › so a preload cannot miss what it asks for', () => {
    const sdk = readFileSync('node_modules/idpay-b2b-sdk/index.esm.js', 'utf8');
    // The package adds `<script src="${host}/sdk-assets/index.js">` and `<link rel="stylesheet" href="${host}/sdk-assets/assets/styles.css">`.
    const script = /createElement\("script"\)\)\.src="".concat\(\w+,"([^"]+)"\)/.exec(sdk)?.[1];
    const style = /setAttribute\("href","".concat\(\w+,"([^"]+)"\)\),\w+\.setAttribute\("rel","stylesheet"\)/.exec(sdk)?.[1];
    expect(identityAssetLinks('origin').map((link) => link.href)).toEqual([script, style]);
    // Neither carries crossorigin: a preload with it would not be the same request, and would be fetched twice.
    expect(sdk).not.toMatch(/crossOrigin|crossorigin/);
  });
});

describe('securityHeaderValues', () => {
  it('should send nosniff, the referrer policy, no framing and the camera for the app and the provider only', () => {
    const headers = securityHeaderValues({ scriptHashes: [], identityHosts: [IDENTITY_SDK_HOSTS.prod] });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      // No window the app opens, or that opens it, gets a handle on its window.
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=(self "https://idpay.unico.io")');
    expect(headers['Permissions-Policy']).toContain('microphone=()');
  });

  it("should let the service worker fetch tenant images over https › its connect-src, not the page's", () => {
    const page = securityHeaderValues({ scriptHashes: [] })['Content-Security-Policy'];
    const worker = securityHeaderValues({ scriptHashes: [], forWorker: true })['Content-Security-Policy'];
    expect(directive(page, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(worker, 'connect-src')).toBe("connect-src 'self' https:");
  });
});

describe('headersFor', () => {
  const policy = { scriptHashes: [sha('paint()')] };
  const pageHeaders = Object.keys(securityHeaderValues(policy));

  it("should send a hashed script, stylesheet, font or image only nosniff and the referrer policy › the page's policies govern it", () => {
    for (const path of [
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
      '/assets/lexend-deca-latin-400-normal-abc.woff2',
      '/assets/photo-abc.png',
      '/assets/nope-000.js',
    ]) {
      expect(headersFor(path, policy), path).toEqual(SUBRESOURCE_HEADERS);
    }
    expect(SUBRESOURCE_HEADERS).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
  });

  it('should send every header of the page to what a browser can open as a page › the routes, the shell, an SVG, the worker, the icons', () => {
    for (const path of [
      '/',
      '/demo',
      '/demo/simulacao',
      '/index.html',
      '/assets/logo-abc.svg',
      '/assets/',
      '/assets/x.html',
      '/assets.js',
      '/favicon.png',
      '/brand/icon-192.png',
      '/manifest.webmanifest',
    ]) {
      expect(Object.keys(headersFor(path, policy)), path).toEqual(pageHeaders);
      expect(headersFor(path, policy)['Content-Security-Policy'], path).toContain(sha('paint()'));
    }
    expect(headersFor('/sw.js', policy)['Content-Security-Policy']).toContain("connect-src 'self' https:");
  });

  it('should sandbox every proxied answer › the BFF and the postal code strictly, the identity stand-in in an opaque origin', () => {
    for (const path of ['/api/whitelabel/assets/hostil/logo.svg', '/api/v2/balance-solicitation', '/cep/ws/01001000/json/', '/cep/nope']) {
      expect(headersFor(path, policy), path).toEqual({ 'Content-Security-Policy': PROXIED_POLICY, 'X-Content-Type-Options': 'nosniff' });
    }
    expect(PROXIED_POLICY).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    for (const path of ['/sdk-assets/redirect.html', '/sdk-assets/assinatura/unico-1', '/sdk-assets/index.js']) {
      expect(headersFor(path, policy), path).toEqual({ 'Content-Security-Policy': IDENTITY_ASSETS_POLICY, 'X-Content-Type-Options': 'nosniff' });
    }
    // Its pages may post a form and run their script, never as the app's origin.
    expect(directive(IDENTITY_ASSETS_POLICY, 'sandbox')).toBe('sandbox allow-scripts allow-forms');
    expect(directive(IDENTITY_ASSETS_POLICY, 'default-src')).toBe("default-src 'none'");
  });
});

describe('securityHeaders (the app server)', () => {
  /** The script-src the preview server sends for a build made with `built` settings (none: no file). */
  async function servedScriptSrc(built: object | null, env: NodeJS.ProcessEnv): Promise<string | undefined> {
    const outDir = mkdtempSync(join(tmpdir(), 'fgts-headers-'));
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>x</title>');
    if (built) {
      mkdirSync(join(outDir, '.vite'));
      writeFileSync(join(outDir, DEPLOYMENT_FILE), JSON.stringify(built));
    }
    const server = await preview({
      configFile: false,
      logLevel: 'silent',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1' },
      plugins: [securityHeaders(env)],
    });
    try {
      const { port } = server.httpServer.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`);
      return directive(res.headers.get('content-security-policy') ?? '', 'script-src');
    } finally {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    }
  }

  it("should allow the provider of the build it serves › whatever the server's own environment says", async () => {
    const settings = { signatureOrigin: '/sdk-assets/assinatura', signatureTenantOrigin: '' };
    expect(await servedScriptSrc({ ...settings, identityEnv: 'origin' }, { VITE_IDENTITY_ENV: 'prod' })).not.toContain('unico.io');
    expect(await servedScriptSrc({ ...settings, identityEnv: 'uat' }, {})).toContain(IDENTITY_SDK_HOSTS.uat);
    // A build without the file: the environment's setting, prod when unset (spec section 9).
    expect(await servedScriptSrc(null, {})).toContain(IDENTITY_SDK_HOSTS.prod);
  });
});
