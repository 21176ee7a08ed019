import type { ProxyOptions } from 'vite';

export const DEFAULT_SANDBOX_PORT = 4010;

/** The sandbox's origin, unless BFF_URL points the app at another BFF implementing openapi/bff.yaml. */
export function sandboxOrigin(env: NodeJS.ProcessEnv): string {
  return `http://127.0.0.1:${env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT}`;
}

/**
 * The app only ever calls its own origin; the app server forwards each prefix (the path itself and
 * everything under it) to the origin in an environment variable (default: the sandbox):
 * - /api         → BFF_URL
 * - /cep/ws/...  → CEP_URL/ws/... (the prefix stripped; the sandbox imitates the public postal-code service)
 * - /sdk-assets  → IDENTITY_URL  (the sandbox's fake identity SDK)
 * Read by the preview and dev servers (appProxy) and by the nginx configuration the build writes
 * (scripts/nginx/config.ts): one table, so the two cannot forward differently.
 */
export const PROXIED = [
  { prefix: '/api', upstream: 'BFF_URL', stripPrefix: false },
  { prefix: '/cep', upstream: 'CEP_URL', stripPrefix: true },
  { prefix: '/sdk-assets', upstream: 'IDENTITY_URL', stripPrefix: false },
] as const;

export type UpstreamVariable = (typeof PROXIED)[number]['upstream'];

/** Whether the app server forwards this path (no query) instead of answering it. */
export const isProxied = (path: string): boolean => PROXIED.some(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));

/** Each upstream's origin: its variable, else the sandbox. */
export function upstreamsOf(env: NodeJS.ProcessEnv): Record<UpstreamVariable, string> {
  const sandbox = sandboxOrigin(env);
  return Object.fromEntries(PROXIED.map(({ upstream }) => [upstream, env[upstream] || sandbox])) as Record<UpstreamVariable, string>;
}

export function appProxy(env: NodeJS.ProcessEnv): Record<string, ProxyOptions> {
  const upstreams = upstreamsOf(env);
  return Object.fromEntries(
    PROXIED.map(({ prefix, upstream, stripPrefix }): [string, ProxyOptions] => [
      prefix,
      { target: upstreams[upstream], changeOrigin: true, ...(stripPrefix ? { rewrite: (path: string) => path.slice(prefix.length) } : {}) },
    ]),
  );
}
