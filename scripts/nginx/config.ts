/**
 * The nginx configuration of a build (docs/deploying.md): a `server` block written by
 * `npm run build` next to the built app, never inside it, from the tables the preview server reads
 * (headersFor and buildPolicy in scripts/security-headers.ts, PROXIED in scripts/proxy-targets.ts).
 * What changes per deployment is left as `${NAME}` placeholders, filled in when nginx starts
 * (renderNginxConfig here, or envsubst / the official image's templates).
 *
 * What it passes through is hardened (docs/hosting-headers.md has the threats and their tests):
 * proxied answers are sandboxed, the postal-code service and the identity provider get nothing of
 * the worker's (no cookie, token, page, address), upstream TLS is verified, the logs hold no query
 * string, and requests are limited in size and rate.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { PROXIED, type UpstreamVariable } from '../proxy-targets.ts';
import { SUBRESOURCE_EXTENSIONS, WORKER_SCRIPT, buildPolicy, headersFor, identityEnvOf, type PolicyOptions } from '../security-headers.ts';
import { builtSettings } from '../deployment-settings.ts';

/** The server block's file, in nginxDirOf(outDir). */
export const TEMPLATE_FILE = 'app.conf.template';

/** Where the configuration of the build in `outDir` goes: beside it (dist → dist-nginx), never served. */
export const nginxDirOf = (outDir: string): string => join(dirname(resolve(outDir)), `${basename(resolve(outDir))}-nginx`);

export const CACHE_CONTROL = {
  /** Files whose name carries their content's hash (Vite's /assets/): never revalidated. */
  hashed: 'public, max-age=31536000, immutable',
  /** Everything else (index.html, the service worker script, manifests, icons): revalidated each time. */
  revalidate: 'no-cache',
  /** The BFF's answers (personal data), tenant images apart: no cache on the way or in the browser keeps them. */
  private: 'no-store',
} as const;

/** Sent on every answer when the deployment is served over TLS (TLS=on): two years, sub-domains (the tenants) too. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Debian's CA bundle (package ca-certificates): the upstreams' certificates are checked against it. */
export const DEBIAN_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

/**
 * The largest request body nginx takes. The largest the app sends is a proposal: 1741 bytes in a
 * whole flow (nginx.spec.ts), 3109 with every field at the app's own length limits in two-byte letters
 * (tests/unit/build/request-size.test.ts builds that one and keeps it under a quarter of this);
 * the other bodies are a few hundred bytes. Anything larger is a 413 before it reaches the BFF.
 * Kept in memory (client_body_buffer_size), never in a temp file.
 */
export const MAX_BODY = '16k';

/**
 * Requests per second per client address (the TLS terminator's X-Forwarded-For when REAL_IP_FROM
 * names it), with the burst above that rate answered at once and anything beyond it a 429. A whole
 * flow behind nginx at test speed (the browser types and taps at once, its timers run ahead) makes
 * a dozen or so BFF requests from the landing to 'Etapa Final.', at most about 7 in one second
 * (step 5 opening), and the nginx project's tests side by side from one address stay at about that
 * rate, so the bucket at 10/s stays within a few requests. The burst of 50 leaves more than ten
 * times that: several tabs reopened at once, or a Corban office's workers behind one address. One
 * postal-code lookup per address typed: 2/s with 10 at once.
 */
export const REQUEST_LIMITS = {
  api: { zone: 'fgts_api', rate: 10, burst: 50 },
  cep: { zone: 'fgts_cep', rate: 2, burst: 10 },
} as const;

/** The access log's format (nginx's `combined` without the query string and the Referer), with each answer's time in ms. */
export const LOG_FORMAT = 'fgts_path_only';

/** The start-time settings of a server block; which ones a template needs is templateVariables(template). */
export const ALL_VARIABLES = ['PORT', 'SERVER_NAME', 'APP_ROOT', 'LOG_DIR', 'TLS', 'REAL_IP_FROM', ...PROXIED.map((p) => p.upstream)] as const;
export type TemplateVariable = 'PORT' | 'SERVER_NAME' | 'APP_ROOT' | 'LOG_DIR' | 'TLS' | 'REAL_IP_FROM' | UpstreamVariable;

/** Values a deployment may leave out: served over TLS, logs where Debian's nginx keeps them. */
export const DEFAULT_VALUES: Readonly<Partial<Record<TemplateVariable, string>>> = { TLS: 'on', LOG_DIR: '/var/log/nginx' };

/** The placeholders `template` has, in ALL_VARIABLES' order. */
export const templateVariables = (template: string): TemplateVariable[] => ALL_VARIABLES.filter((name) => template.includes(`\${${name}}`));

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

/** On every answer: empty (so not sent) unless TLS=on (the map at the top). */
const HSTS_LINE = 'add_header Strict-Transport-Security $fgts_hsts always;';

interface Location {
  match: string;
  why: string;
  /** Headers as the preview server sends them for this path (headersFor). */
  headersOf: string;
  cache?: keyof typeof CACHE_CONTROL;
  /** Cache-Control sent on errors too (`always`): the proxied no-store. */
  cacheAlways?: boolean;
  body: string[];
  /** A location inside this one (nginx's way to tell files apart within a prefix). */
  inner?: Location;
}

/**
 * What the BFF gets: every header the app sends (Authorization, cookies, X-Page-Url, X-XSRF-TOKEN,
 * Idempotency-Key) and, set here rather than appended to, where the request came from: the
 * client's address (after real_ip) and the scheme the TLS terminator says it received.
 */
const TO_BFF = [
  'proxy_set_header Host $proxy_host;',
  'proxy_set_header X-Forwarded-Host $host;',
  'proxy_set_header X-Forwarded-Proto $fgts_forwarded_proto;',
  'proxy_set_header X-Forwarded-For $remote_addr;',
  'proxy_set_header X-Real-IP $remote_addr;',
  'proxy_hide_header X-Content-Type-Options;',
];

/**
 * What a third party (the postal-code service, the identity provider) gets: none of the request's
 * own headers but these, so no cookie, no Authorization, no Referer (the page), no X-Forwarded-*
 * or X-Real-IP (the worker's address), no X-Page-Url; and its cookies never reach the app's origin.
 */
const TO_THIRD_PARTY = [
  'proxy_pass_request_headers off;',
  'proxy_set_header Host $proxy_host;',
  'proxy_set_header Accept $http_accept;',
  'proxy_set_header User-Agent $http_user_agent;',
  'proxy_hide_header Set-Cookie;',
  'proxy_hide_header X-Content-Type-Options;',
];

/** The identity stand-in also takes posts (its track events, REDIRECT's finish, the signature form) and caches its files. */
const TO_IDENTITY = [
  ...TO_THIRD_PARTY,
  'proxy_set_header Content-Type $content_type;',
  'proxy_set_header If-None-Match $http_if_none_match;',
  'proxy_set_header If-Modified-Since $http_if_modified_since;',
];

const limited = (which: keyof typeof REQUEST_LIMITS) => `limit_req zone=${REQUEST_LIMITS[which].zone} burst=${REQUEST_LIMITS[which].burst} nodelay;`;

/**
 * The error log's lines name the request line, query string included (the consultation's and the
 * autocomplete's CPF): where the BFF is called, only `crit` reaches it. An unreachable or refusing
 * BFF shows in the access log instead (status, upstream status and time, path only).
 */
const NO_REQUEST_LINE_IN_ERROR_LOG = 'error_log ${LOG_DIR}/error.log crit;';

function locations(sameOriginIdentity: boolean): Location[] {
  const file = ['try_files $uri =404;'];
  const [api, cep, identity] = PROXIED;
  const bff = [limited('api'), `proxy_pass \${${api.upstream}};`, ...TO_BFF, NO_REQUEST_LINE_IN_ERROR_LOG];
  const proxied: Location[] = [
    {
      match: `^~ ${api.prefix}/`,
      why: `${api.prefix}/… → ${api.upstream} as it is: sandboxed, never kept by a cache`,
      headersOf: `${api.prefix}/`,
      cache: 'private',
      cacheAlways: true,
      body: [...bff, 'proxy_hide_header Cache-Control;'],
    },
    {
      match: `^~ ${api.prefix}/whitelabel/assets/`,
      why: 'tenant images: as /api/, but cached as the BFF says (they are on every screen)',
      headersOf: `${api.prefix}/whitelabel/assets/`,
      body: bff,
    },
    {
      match: `^~ ${cep.prefix}/`,
      why: `the postal-code service: only GET ${cep.prefix}/ws/{8 digits}/json/, without its query or body; anything else is a 404`,
      headersOf: `${cep.prefix}/`,
      body: ['return 404;'],
      inner: {
        // Quoted: nginx would read the braces as a block.
        match: `~ "^${cep.prefix}/ws/[0-9]{8}/json/$"`,
        why: `→ ${cep.upstream}/ws/{cep}/json/ (the prefix and any query dropped)`,
        headersOf: `${cep.prefix}/ws/01001000/json/`,
        body: [
          'if ($request_method !~ ^(?:GET|HEAD)$) { return 404; }',
          limited('cep'),
          `rewrite "^${cep.prefix}(/ws/[0-9]{8}/json/)$" $1? break;`,
          `proxy_pass \${${cep.upstream}};`,
          'proxy_pass_request_body off;',
          ...TO_THIRD_PARTY,
        ],
      },
    },
  ];
  if (sameOriginIdentity) {
    proxied.push({
      match: `^~ ${identity.prefix}/`,
      why: `the identity provider's files on the app's origin (VITE_IDENTITY_ENV=origin) → ${identity.upstream}`,
      headersOf: `${identity.prefix}/`,
      body: [`proxy_pass \${${identity.upstream}};`, ...TO_IDENTITY],
    });
  }
  return [
    { match: '/', why: "the app's routes: a file that exists, else the app shell", headersOf: '/', cache: 'revalidate', body: ['try_files $uri /index.html;'] },
    { match: '= /index.html', why: 'the app shell', headersOf: '/index.html', cache: 'revalidate', body: [] },
    {
      match: `= ${WORKER_SCRIPT}`,
      why: "the service worker script: the worker's policy, an update seen at once",
      headersOf: WORKER_SCRIPT,
      cache: 'revalidate',
      body: file,
    },
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
    {
      match: '~ \\.[A-Za-z0-9]+$',
      why: 'any other file (icons, images, tutorial): the file or a 404, never the shell',
      headersOf: '/favicon.png',
      cache: 'revalidate',
      body: file,
    },
    ...proxied,
  ];
}

export interface TemplateOptions {
  /** VITE_IDENTITY_ENV=origin: the identity provider's files are proxied under /sdk-assets (IDENTITY_URL). */
  sameOriginIdentity: boolean;
}

/** The http-context lines before the server blocks: the maps, the log format and the request limits (their names are this file's). */
function httpContext(): string[] {
  return [
    '# In the http context (this file is included there): names this block uses, one such file per http context.',
    '',
    '# TLS=on: the deployment is served over https (a TLS terminator in front, or a `listen 443 ssl` added here).',
    '# Every answer then carries HSTS, and the BFF is told the scheme the terminator received (https when it',
    '# does not say), never the plain http between the terminator and nginx.',
    'map "${TLS}" $fgts_hsts {',
    `    on ${quoted(HSTS)};`,
    '    default "";',
    '}',
    'map "${TLS}:$http_x_forwarded_proto" $fgts_forwarded_proto {',
    '    "on:http" http;',
    '    "~^on:" https;',
    '    default $scheme;',
    '}',
    '',
    "# The access log's path: the request's path without its query string (the consultation's and the",
    "# autocomplete's GETs carry the CPF, name and phone there; a Corban's link its tracking parameters).",
    'map $request_uri $fgts_path {',
    '    "~^(?<fgts_path_part>[^?]*)" $fgts_path_part;',
    '    default "-";',
    '}',
    `log_format ${LOG_FORMAT} '$remote_addr - [$time_local] "$request_method $fgts_path $server_protocol" $status $body_bytes_sent '`,
    `    '$request_length $request_time "$upstream_status" "$upstream_response_time" "$http_user_agent" $msec';`,
    '',
    '# Requests per second and client address to the BFF and the postal-code service (REQUEST_LIMITS).',
    ...Object.values(REQUEST_LIMITS).map(({ zone, rate }) => `limit_req_zone $binary_remote_addr zone=${zone}:10m rate=${rate}r/s;`),
  ];
}

/**
 * The server block for a build with this policy. Each location carries its whole header set: nginx
 * drops the server's add_header lines in a location that has its own.
 */
export function nginxServerTemplate(policy: PolicyOptions, { sameOriginIdentity }: TemplateOptions): string {
  const indent = (lines: string[], depth: number) => lines.map((line) => (line ? `${'    '.repeat(depth)}${line}` : line));
  const block = (location: Location): string[] => {
    const cache = location.cache ? [`add_header Cache-Control ${quoted(CACHE_CONTROL[location.cache])}${location.cacheAlways ? ' always' : ''};`] : [];
    return [
      `# ${location.why}`,
      `location ${location.match} {`,
      ...indent(location.body, 1),
      ...indent(addHeaders(headersFor(location.headersOf, policy)), 1),
      ...indent([HSTS_LINE], 1),
      // Without `always` for the app's files: an error answer is not kept for a year.
      ...indent(cache, 1),
      ...(location.inner ? indent(['', ...block(location.inner)], 1) : []),
      '}',
    ];
  };
  const all = locations(sameOriginIdentity);
  const blocks = all.flatMap((location) => ['', ...indent(block(location), 1)]);
  const body = [
    ...httpContext(),
    '',
    '# Any other host name (a scanner, a stray DNS record, an IP address): the connection is closed unanswered.',
    'server {',
    '    listen ${PORT} default_server;',
    '    server_name _;',
    '    access_log ${LOG_DIR}/access.log ' + LOG_FORMAT + ';',
    '    return 444;',
    '}',
    '',
    'server {',
    '    listen ${PORT};',
    '    # The product\'s host and its tenants\' sub-domains (".example.com": example.com and acme.example.com, slug acme).',
    '    server_name ${SERVER_NAME};',
    '    root ${APP_ROOT};',
    '    server_tokens off;',
    '',
    "    # No query string in the access log (the map above); the error log at warn (but see the BFF's locations).",
    `    access_log \${LOG_DIR}/access.log ${LOG_FORMAT};`,
    '    error_log ${LOG_DIR}/error.log warn;',
    '',
    "    # The client's address: what the TLS terminator (REAL_IP_FROM; `unix:` when there is none) puts last in",
    "    # X-Forwarded-For, else the connection's own. What a client claims there itself is never passed on.",
    '    set_real_ip_from ${REAL_IP_FROM};',
    '    real_ip_header X-Forwarded-For;',
    '',
    `    # Bodies: a proposal is the largest the app sends (MAX_BODY in scripts/nginx/config.ts); in memory, never in a temp file.`,
    `    client_max_body_size ${MAX_BODY};`,
    `    client_body_buffer_size ${MAX_BODY};`,
    '    # Over the request limits (REQUEST_LIMITS): a 429, logged at warn.',
    '    limit_req_status 429;',
    '    limit_req_log_level warn;',
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
    "    # The upstreams over https: their certificate checked against Debian's CA bundle, for their own name (SNI).",
    '    # Nothing personal goes to whoever answers on their address.',
    '    proxy_http_version 1.1;',
    '    proxy_ssl_server_name on;',
    '    proxy_ssl_verify on;',
    '    proxy_ssl_verify_depth 4;',
    `    proxy_ssl_trusted_certificate ${DEBIAN_CA_BUNDLE};`,
    '    proxy_ssl_protocols TLSv1.2 TLSv1.3;',
    ...blocks,
    '}',
    '',
  ].join('\n');
  const header = [
    '# Generated by `npm run build` (scripts/nginx/config.ts) for this build: do not edit, rebuild.',
    "# For nginx's http context: its maps, log format and limits, then a default server and the app's server block.",
    '# The ${NAME} placeholders are filled in at start (docs/deploying.md): ' + templateVariables(body).join(', ') + '.',
  ];
  return [...header, ...body.split('\n')].join('\n');
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

function absolutePath(name: string, value: string): string {
  if (!/^\/[A-Za-z0-9._/+@-]*$/.test(value)) throw new Error(`${name} must be an absolute path without spaces: got "${value}"`);
  return value;
}

const CHECKS: Record<TemplateVariable, (name: string, value: string) => string> = {
  PORT: (name, value) => {
    const match = /^(?:(\d{1,3}(?:\.\d{1,3}){3}):)?(\d{1,5})$/.exec(value);
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 65535) throw new Error(`${name} must be a port, or address:port: got "${value}"`);
    return value;
  },
  SERVER_NAME: (name, value) => {
    if (!/^[A-Za-z0-9.*_-]+(?: [A-Za-z0-9.*_-]+)*$/.test(value)) throw new Error(`${name} must be nginx server names such as ".example.com": got "${value}"`);
    // `_` matches no host: every request would go to the default server, which answers none.
    if (value.split(' ').includes('_'))
      throw new Error(`${name} must name the product's host (e.g. ".example.com"): "_" is the default server's, which closes every connection`);
    return value;
  },
  APP_ROOT: absolutePath,
  LOG_DIR: absolutePath,
  TLS: (name, value) => {
    if (value !== 'on' && value !== 'off') throw new Error(`${name} must be on (served over https: HSTS) or off (plain http, a local try): got "${value}"`);
    return value;
  },
  REAL_IP_FROM: (name, value) => {
    const [address = '', bits, ...rest] = value.split('/');
    const family = isIP(address);
    const prefixOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (value !== 'unix:' && (family === 0 || !prefixOk || rest.length > 0)) {
      throw new Error(
        `${name} must be the TLS terminator's address or network (10.0.0.5, 10.0.0.0/8), or unix: when clients reach nginx directly: got "${value}"`,
      );
    }
    return value;
  },
  BFF_URL: origin,
  CEP_URL: origin,
  IDENTITY_URL: origin,
};

/**
 * The server block to start nginx with: every placeholder it has filled in from `values` (each
 * checked: a bad one stops here, not in nginx; TLS and LOG_DIR have defaults), brotli turned on
 * when the module is loaded.
 */
export function renderNginxConfig(template: string, values: Readonly<Partial<Record<string, string>>>, { brotli }: { brotli: boolean }): string {
  const needed = templateVariables(template);
  const valueOf = (name: TemplateVariable) => values[name] || DEFAULT_VALUES[name];
  const missing = needed.filter((name) => !valueOf(name));
  if (missing.length > 0) throw new Error(`set ${missing.join(', ')} to start nginx (docs/deploying.md)`);
  let text = template;
  for (const name of needed) text = text.replaceAll(`\${${name}}`, CHECKS[name](name, valueOf(name) as string));
  return brotli ? text.replace(BROTLI_OFF, BROTLI_OFF.replace(/^# /, '')) : text;
}

/** Writes the server block of the build in `outDir` (after the service worker's own build). */
export function writeNginxConfig(outDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const dir = nginxDirOf(outDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, TEMPLATE_FILE);
  const sameOriginIdentity = (builtSettings(outDir)()?.identityEnv ?? identityEnvOf(env)) === 'origin';
  writeFileSync(file, nginxServerTemplate(buildPolicy(outDir, env)(), { sameOriginIdentity }));
  return file;
}
