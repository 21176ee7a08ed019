/**
 * The nginx configuration of a build (issue 20; docs/deploying.md): a `server` block written by
 * `npm run build` next to the built app, never inside it, from the tables the preview server reads
 * (headersFor and buildPolicy in scripts/security-headers.ts, PROXIED in scripts/proxy-targets.ts).
 * What changes per deployment is left as `${NAME}` placeholders, filled in when nginx starts
 * (renderNginxConfig here, or envsubst / the official image's templates).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { PROXIED, type UpstreamVariable } from '../proxy-targets.ts';
import { SUBRESOURCE_EXTENSIONS, WORKER_SCRIPT, buildPolicy, headersFor, type PolicyOptions } from '../security-headers.ts';

/** The server block's file, in nginxDirOf(outDir). */
export const TEMPLATE_FILE = 'app.conf.template';

/** Where the configuration of the build in `outDir` goes: beside it (dist → dist-nginx), never served. */
export const nginxDirOf = (outDir: string): string => join(dirname(resolve(outDir)), `${basename(resolve(outDir))}-nginx`);

export const CACHE_CONTROL = {
  /** Files whose name carries their content's hash (Vite's /assets/): never revalidated. */
  hashed: 'public, max-age=31536000, immutable',
  /** Everything else (index.html, the service worker script, manifests, icons): revalidated each time. */
  revalidate: 'no-cache',
} as const;

/** The placeholders, each filled in at start. */
export const TEMPLATE_VARIABLES = ['PORT', 'SERVER_NAME', 'APP_ROOT', ...PROXIED.map((p) => p.upstream)] as const;
export type TemplateVariable = 'PORT' | 'SERVER_NAME' | 'APP_ROOT' | UpstreamVariable;

/** The line the renderer turns on when nginx has the brotli static module (Debian: libnginx-mod-http-brotli-static). */
export const BROTLI_OFF = '# brotli_static on;';

/** Text types compressed on the fly when no precompressed sibling exists (the proxied answers too). */
const GZIP_TYPES = 'text/css application/javascript application/json application/manifest+json image/svg+xml text/plain application/xml';

/** `name "value"` as nginx reads it: a value with `$` would be read as a variable, so none may have one. */
function quoted(value: string): string {
  if (value.includes('$')) throw new Error(`an nginx value cannot hold "$": ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** add_header lines, `always` so that error answers carry them too. */
const addHeaders = (headers: Record<string, string>) => Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);

interface Location {
  match: string;
  why: string;
  /** Headers as the preview server sends them for this path (headersFor). */
  headersOf: string;
  cache?: keyof typeof CACHE_CONTROL;
  body: string[];
  /** A location inside this one (nginx's way to tell files apart within a `^~` prefix). */
  inner?: Location;
}

function locations(): Location[] {
  const file = ['try_files $uri =404;'];
  const proxied = PROXIED.map(
    ({ prefix, upstream, stripPrefix }): Location => ({
      match: `^~ ${prefix}/`,
      why: `${prefix}/… → ${upstream}${stripPrefix ? ` (without ${prefix})` : ''}; its answers keep their own policies`,
      headersOf: `${prefix}/`,
      // A URI part ("/") after the origin replaces the matched prefix: the strip.
      body: [`proxy_pass \${${upstream}}${stripPrefix ? '/' : ''};`],
    }),
  );
  return [
    { match: '/', why: "the app's routes: a file that exists, else the app shell", headersOf: '/', cache: 'revalidate', body: ['try_files $uri /index.html;'] },
    { match: '= /index.html', why: 'the app shell', headersOf: '/index.html', cache: 'revalidate', body: [] },
    { match: `= ${WORKER_SCRIPT}`, why: "the service worker script: the worker's policy, an update seen at once", headersOf: WORKER_SCRIPT, cache: 'revalidate', body: file },
    {
      match: '^~ /assets/',
      why: 'hashed files: kept for a year; a missing one is a 404, never the shell',
      headersOf: '/assets/',
      cache: 'hashed',
      body: file,
      inner: {
        match: `~ \\.(?:${SUBRESOURCE_EXTENSIONS.join('|')})$`,
        why: "scripts, styles, fonts, images: the loading page's policies apply, so only nosniff and the referrer policy",
        headersOf: `/assets/file.${SUBRESOURCE_EXTENSIONS[0]}`,
        cache: 'hashed',
        body: file,
      },
    },
    { match: '^~ /.vite/', why: "the build's own records (manifest, settings): never served", headersOf: '/.vite/', body: ['return 404;'] },
    {
      match: '~ \\.webmanifest$',
      why: 'manifests (nginx 1.22 has no type for them)',
      headersOf: '/manifest.webmanifest',
      cache: 'revalidate',
      body: ['types { }', 'default_type application/manifest+json;', ...file],
    },
    { match: '~ \\.[A-Za-z0-9]+$', why: 'any other file (icons, images, tutorial): the file or a 404, never the shell', headersOf: '/favicon.png', cache: 'revalidate', body: file },
    ...proxied,
  ];
}

/**
 * The server block for a build with this policy. Each location carries its whole header set: nginx
 * drops the server's add_header lines in a location that has its own.
 */
export function nginxServerTemplate(policy: PolicyOptions): string {
  const indent = (lines: string[], depth: number) => lines.map((line) => (line ? `${'    '.repeat(depth)}${line}` : line));
  const block = (location: Location): string[] => [
    `# ${location.why}`,
    `location ${location.match} {`,
    ...indent(location.body, 1),
    ...indent(addHeaders(headersFor(location.headersOf, policy)), 1),
    // Without `always`: an error answer is not kept for a year.
    ...(location.cache ? indent([`add_header Cache-Control ${quoted(CACHE_CONTROL[location.cache])};`], 1) : []),
    ...(location.inner ? indent(['', ...block(location.inner)], 1) : []),
    '}',
  ];
  const blocks = locations().flatMap((location) => ['', ...indent(block(location), 1)]);
  return [
    '# Generated by `npm run build` (scripts/nginx/config.ts) for this build: do not edit, rebuild.',
    '# A server block for nginx\'s http context. The ${NAME} placeholders are filled in at start',
    '# (docs/deploying.md): ' + TEMPLATE_VARIABLES.join(', ') + '.',
    'server {',
    '    listen ${PORT};',
    '    # The product\'s host and its tenants\' sub-domains (".example.com": example.com and acme.example.com, slug acme).',
    '    server_name ${SERVER_NAME};',
    '    root ${APP_ROOT};',
    '    server_tokens off;',
    '',
    '    # The .gz and .br siblings the build wrote; brotli where the module is loaded (the renderer turns it on).',
    '    gzip_static on;',
    `    ${BROTLI_OFF}`,
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_proxied any;',
    '    gzip_min_length 1024;',
    `    gzip_types ${GZIP_TYPES};`,
    '',
    '    # For the proxied locations below: the upstream\'s own name (as the preview server\'s changeOrigin),',
    '    # and where the request came from. Every other request header the app sends (Authorization,',
    '    # Cookie, X-Page-Url, X-XSRF-TOKEN, Idempotency-Key) passes as it is.',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Host $proxy_host;',
    '    proxy_set_header X-Forwarded-Host $host;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Real-IP $remote_addr;',
    '    proxy_ssl_server_name on;',
    '    proxy_hide_header X-Content-Type-Options;',
    ...blocks,
    '}',
    '',
  ].join('\n');
}

/** An http(s) origin as nginx may take it (nothing it could read as more than a URL). */
function origin(name: string, value: string): string {
  const trimmed = value.replace(/\/$/, '');
  let url: URL | undefined;
  try {
    url = new URL(trimmed);
  } catch {
    // reported below
  }
  if (!url || !/^https?:\/\/[A-Za-z0-9.\-[\]:]+$/.test(trimmed) || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== trimmed) {
    throw new Error(`${name} must be an http(s) origin such as https://bff.example.com (no path, no spaces): got "${value}"`);
  }
  return url.origin;
}

const CHECKS: Record<TemplateVariable, (name: string, value: string) => string> = {
  PORT: (name, value) => {
    const match = /^(?:(\d{1,3}(?:\.\d{1,3}){3}):)?(\d{1,5})$/.exec(value);
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 65535) throw new Error(`${name} must be a port, or address:port: got "${value}"`);
    return value;
  },
  SERVER_NAME: (name, value) => {
    if (!/^[A-Za-z0-9.*_-]+(?: [A-Za-z0-9.*_-]+)*$/.test(value)) throw new Error(`${name} must be nginx server names such as ".example.com": got "${value}"`);
    return value;
  },
  APP_ROOT: (name, value) => {
    if (!/^\/[A-Za-z0-9._/+@-]*$/.test(value)) throw new Error(`${name} must be an absolute path without spaces: got "${value}"`);
    return value;
  },
  BFF_URL: origin,
  CEP_URL: origin,
  IDENTITY_URL: origin,
};

/**
 * The server block to start nginx with: every placeholder filled in from `values` (each checked:
 * a bad one stops here, not in nginx), brotli turned on when the module is loaded.
 */
export function renderNginxConfig(template: string, values: Readonly<Partial<Record<string, string>>>, { brotli }: { brotli: boolean }): string {
  const missing = TEMPLATE_VARIABLES.filter((name) => !values[name]);
  if (missing.length > 0) throw new Error(`set ${missing.join(', ')} to start nginx (docs/deploying.md)`);
  let text = template;
  for (const name of TEMPLATE_VARIABLES) text = text.replaceAll(`\${${name}}`, CHECKS[name](name, values[name] as string));
  return brotli ? text.replace(BROTLI_OFF, BROTLI_OFF.replace(/^# /, '')) : text;
}

/** Writes the server block of the build in `outDir` (after the service worker's own build). */
export function writeNginxConfig(outDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const dir = nginxDirOf(outDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, TEMPLATE_FILE);
  writeFileSync(file, nginxServerTemplate(buildPolicy(outDir, env)()));
  return file;
}
