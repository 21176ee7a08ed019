/**
 * A built app on Vite's preview server, without loading vite.config.ts: the app's config imports
 * every build plugin (the route generator, React's SWC transform, the service worker's workbox),
 * seconds of CPU on a loaded machine at each start, for a server that only serves files. What the
 * config gives the preview is here: the proxy (scripts/proxy-targets.ts), loopback, the tenants'
 * sub-domains, and the security headers of the build served (scripts/security-headers.ts).
 * Used by `npm start` / scripts/serve.ts and the browser tests' spec-only server.
 */
import { preview, type PreviewServer } from 'vite';
import { appProxy } from './proxy-targets';
import { securityHeaders } from './security-headers';

export interface PreviewOptions {
  port: number;
  /** The build to serve (default dist). */
  outDir?: string | undefined;
  /** Where the upstreams are read (SANDBOX_PORT, BFF_URL, CEP_URL, IDENTITY_URL); default process.env. */
  env?: NodeJS.ProcessEnv;
}

export function previewBuild({ port, outDir = 'dist', env = process.env }: PreviewOptions): Promise<PreviewServer> {
  return preview({
    configFile: false,
    logLevel: 'warn',
    plugins: [securityHeaders()],
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1', allowedHosts: ['.localhost'], proxy: appProxy(env) },
  });
}
