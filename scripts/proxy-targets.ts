import type { ProxyOptions } from 'vite';

export const DEFAULT_SANDBOX_PORT = 4010;

/** The sandbox's origin, unless BFF_URL points the app at another BFF implementing openapi/bff.yaml. */
export function sandboxOrigin(env: NodeJS.ProcessEnv): string {
  return `http://127.0.0.1:${env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT}`;
}

/**
 * The app only ever calls its own origin; the app server forwards:
 * - /api         → BFF_URL       (default: the sandbox)
 * - /cep/ws/...  → CEP_URL/ws/... (default: the sandbox's imitation of the public postal-code service)
 * - /sdk-assets  → IDENTITY_URL  (default: the sandbox's fake identity SDK)
 */
export function appProxy(env: NodeJS.ProcessEnv): Record<string, ProxyOptions> {
  const sandbox = sandboxOrigin(env);
  const bff = env.BFF_URL || sandbox;
  const cep = env.CEP_URL || sandbox;
  const identity = env.IDENTITY_URL || sandbox;
  return {
    '/api': { target: bff, changeOrigin: true },
    '/cep': { target: cep, changeOrigin: true, rewrite: (path) => path.replace(/^\/cep/, '') },
    '/sdk-assets': { target: identity, changeOrigin: true },
  };
}
