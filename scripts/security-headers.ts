/**
 * The HTTP headers the app is served with (docs/hosting-headers.md): a strict Content
 * Security Policy, nosniff, a referrer policy, no framing and the camera for the identity check only.
 * `securityHeaders()` is a Vite plugin: the preview server (`npm start`, the browser tests) sends
 * them on every answer (a hashed script, style, font or image only those that apply to it,
 * `headersFor`), the service worker script included; the dev server sends all but the CSP
 * (Vite's dev client injects inline scripts and talks over a websocket).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ASSET_PATHS } from '../src/features/identity/identity-sdk.ts';
import { DEFAULT_IDENTITY_ENV, identityEnvFrom, type IdentityEnvSetting } from '../src/lib/config/deployment.ts';
import { builtSettings } from './deployment-settings.ts';
import { isProxied } from './proxy-targets.ts';

/** The identity provider's SDK hosts per environment, as node_modules/idpay-b2b-sdk picks them. */
export const IDENTITY_SDK_HOSTS = {
  dev: 'https://idpay-dev.unico.io',
  uat: 'https://idpay-uat.unico.io',
  prod: 'https://idpay.unico.io',
} as const;

/**
 * The provider host the built app talks to for its VITE_IDENTITY_ENV: `dev`, `uat` or `prod` (the
 * default). `origin` means the app's own origin (the app server proxies /sdk-assets), which 'self'
 * already allows.
 */
export function identityHosts(setting: IdentityEnvSetting): string[] {
  return setting === 'origin' ? [] : [IDENTITY_SDK_HOSTS[setting]];
}

/**
 * The provider's script and stylesheet for a VITE_IDENTITY_ENV (`origin`: the app's own), as its
 * package adds them to the page (the paths src/features/identity/identity-sdk.ts watches for load
 * errors); the selfie opened directly preloads them (scripts/before-app.ts).
 */
export function identityAssetLinks(setting: IdentityEnvSetting): { href: string; as: 'script' | 'style' }[] {
  const host = setting === 'origin' ? '' : IDENTITY_SDK_HOSTS[setting];
  const [script, style] = ASSET_PATHS;
  return [
    { href: `${host}${script}`, as: 'script' },
    { href: `${host}${style}`, as: 'style' },
  ];
}

/** The setting of an environment's VITE_IDENTITY_ENV (unset: the default; unknown: the default, which a build refuses). */
export const identityEnvOf = (env: Readonly<Record<string, string | undefined>>): IdentityEnvSetting =>
  identityEnvFrom(env.VITE_IDENTITY_ENV) ?? DEFAULT_IDENTITY_ENV;

/** 'sha256-…' of each inline script (a <script> without src) of an HTML document, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export interface PolicyOptions {
  /** Hashes of the inline scripts of index.html. */
  scriptHashes: readonly string[];
  /** The identity provider's host(s), when it is not the app's own origin. */
  identityHosts?: readonly string[];
  /** Extra connect-src sources (the service worker's own policy adds https: for tenant images). */
  connect?: readonly string[];
}

/**
 * No inline script but the landing shell's own (hashed), nothing loaded from elsewhere but images
 * and the identity provider's SDK, no plugins, no <base>, no framing. Style attributes are allowed
 * (style-src-attr): the identity SDK lays out its box with them, and an attribute can carry neither
 * a selector nor a script; <style> elements and stylesheets come only from the app and the provider.
 */
export function contentSecurityPolicy({ scriptHashes, identityHosts = [], connect = [] }: PolicyOptions): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...identityHosts],
    ['style-src', "'self'", ...identityHosts],
    ['style-src-attr', "'unsafe-inline'"],
    // Tenant logos and favicons may live on any https host (src/lib/url.ts accepts only https or
    // same origin); the install icons are drawn on a canvas and served by the worker, not as data:.
    ['img-src', "'self'", 'https:'],
    ['font-src', "'self'"],
    // /api, /cep and /sdk-assets are proxied by the app server: the page only talks to its origin.
    ['connect-src', "'self'", ...identityHosts, ...connect],
    ['frame-src', "'self'", ...identityHosts],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every header for one answer. `forWorker`: the service worker script's own policy. */
export function securityHeaderValues(options: PolicyOptions & { forWorker?: boolean }): Record<string, string> {
  const hosts = options.identityHosts ?? [];
  // The worker fetches tenant images from their https hosts to cache them: for a worker that is
  // connect-src, where the page itself only needs img-src.
  const connect = options.forWorker ? [...(options.connect ?? []), 'https:'] : options.connect;
  return {
    'Content-Security-Policy': contentSecurityPolicy({ ...options, ...(connect ? { connect } : {}) }),
    ...staticHeaders(hosts),
  };
}

/** The page URL travels to the BFF in X-Page-Url by design; other origins get the origin only. */
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The service worker's script, served with the worker's own policy (`forWorker`). */
export const WORKER_SCRIPT = '/sw.js';

/**
 * The policy of every answer the app server passes through from the BFF and the postal-code
 * service. They are data the app fetches, never pages: one opened directly at its URL (a tenant's
 * SVG logo with a script, an HTML answer; a link in a message is enough) loads nothing, runs
 * nothing and gets an opaque origin (`sandbox`), so it cannot read the session tokens or use the
 * vault's key on the app's origin. A page's fetch or <img> of them is not governed by it.
 */
export const PROXIED_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The identity provider's files on the app's own origin (`/sdk-assets`, proxied only for
 * VITE_IDENTITY_ENV=origin, the sandbox's stand-in). Its script and stylesheet are loaded by the
 * selfie's page, whose own policy governs them; its two pages (REDIRECT's page and the signature
 * page of 'Etapa Final.') post a form or a finish, so they may run their own scripts and forms,
 * but sandboxed like the rest, in an opaque origin: nothing of the app's origin is theirs.
 */
export const IDENTITY_ASSETS_POLICY =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; sandbox allow-scripts allow-forms";

/** The prefix of the identity provider's files on the app's origin (scripts/proxy-targets.ts). */
const IDENTITY_ASSETS = '/sdk-assets';

/** What a proxied answer gets (`path` under one of PROXIED's prefixes): nosniff and its sandbox. */
export function proxiedHeaders(path: string): Record<string, string> {
  const identity = path === IDENTITY_ASSETS || path.startsWith(`${IDENTITY_ASSETS}/`);
  return { 'Content-Security-Policy': identity ? IDENTITY_ASSETS_POLICY : PROXIED_POLICY, 'X-Content-Type-Options': 'nosniff' };
}

/**
 * The kinds of hashed file under /assets/ a page loads but that never become a page of their own:
 * scripts, stylesheets, fonts, raster images (an image opened alone is the browser's own image
 * page, which runs nothing). Their policies are the loading page's; only nosniff and the referrer
 * policy (a module script's fetches of its imports take its own) apply to them. Any other file
 * there (an SVG, an HTML page) can be opened as a page and keeps the page's headers.
 */
export const SUBRESOURCE_EXTENSIONS = ['js', 'mjs', 'css', 'woff', 'woff2', 'png', 'jpg', 'jpeg', 'webp', 'avif', 'gif'] as const;
const SUBRESOURCE = new RegExp(`^/assets/.+\\.(?:${SUBRESOURCE_EXTENSIONS.join('|')})$`);

/**
 * What a subresource gets. The page's CSP, framing and permissions headers (about 950 bytes) do
 * nothing on them, and over HTTP/1.1 each of a screen's 20-odd files would carry them (about 17 KB
 * on `/simulacao`).
 */
export const SUBRESOURCE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
};

/**
 * The headers of an answer for `path` (no query) of a build: the one table the preview server
 * (securityHeaders below) and the nginx configuration the build writes (scripts/nginx/config.ts)
 * both read, so the two cannot send different headers.
 */
export function headersFor(path: string, policy: PolicyOptions): Record<string, string> {
  if (isProxied(path)) return proxiedHeaders(path);
  if (SUBRESOURCE.test(path)) return { ...SUBRESOURCE_HEADERS };
  return securityHeaderValues({ ...policy, forWorker: path === WORKER_SCRIPT });
}

/** The headers that do not depend on the build. */
export function staticHeaders(identityHosts: readonly string[]): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'X-Frame-Options': 'DENY',
    // A page the app opens (wa.me, the stores, the signature page: all noopener) or that opens it
    // gets no handle on its window. The identity provider needs none: IFRAME mode is a frame
    // (which COOP does not touch), REDIRECT mode leaves the page in the same tab and comes back to
    // it, and idpay-b2b-sdk itself opens no window and reads no opener.
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The selfie needs the camera, here and in the provider's frame; nothing else is used.
    'Permissions-Policy': `camera=(self${identityHosts.map((host) => ` "${host}"`).join('')}), microphone=(), geolocation=(), payment=(), usb=()`,
  };
}

/** Reads index.html's inline-script hashes again only when the build changed it. */
function hashesOf(indexHtml: string): () => string[] {
  let seen = -1;
  let hashes: string[] = [];
  return () => {
    try {
      const changed = statSync(indexHtml).mtimeMs;
      if (changed !== seen) {
        hashes = inlineScriptHashes(readFileSync(indexHtml, 'utf8'));
        seen = changed;
      }
    } catch {
      hashes = []; // no build: no inline script may run
    }
    return hashes;
  };
}

/**
 * The policy of the build in `outDir`: its index.html's inline-script hashes and the provider host
 * of the settings it was built with (`.vite/deployment.json`; the environment's VITE_IDENTITY_ENV
 * only for a build without them). Each call reads again only what the build changed.
 */
export function buildPolicy(outDir: string, env: NodeJS.ProcessEnv = process.env): () => PolicyOptions {
  const hashes = hashesOf(join(outDir, 'index.html'));
  const built = builtSettings(outDir);
  return () => ({ scriptHashes: hashes(), identityHosts: identityHosts(built()?.identityEnv ?? identityEnvOf(env)) });
}

/**
 * The preview server sends the headers of the build it serves (buildPolicy); the dev server those
 * of its own mode's settings, without the CSP.
 */
export function securityHeaders(env: NodeJS.ProcessEnv = process.env): Plugin {
  return {
    name: 'security-headers',
    configurePreviewServer(server) {
      const policy = buildPolicy(resolve(server.config.root, server.config.build.outDir), env);
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        for (const [name, value] of Object.entries(headersFor(path, policy()))) res.setHeader(name, value);
        next();
      });
    },
    configureServer(server) {
      const hosts = identityHosts(identityEnvOf(server.config.env));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(staticHeaders(hosts))) res.setHeader(name, value);
        next();
      });
    },
  };
}
