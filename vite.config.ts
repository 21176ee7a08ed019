import react from '@vitejs/plugin-react-swc';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pandaStaticClasses } from './scripts/panda-static-classes.ts';
import { beforeApp } from './scripts/before-app.ts';
import { FRAMES } from './src/app/before-app/frames.ts';
import { preloadRouteChunks } from './scripts/preload-route-chunks.ts';
import { flowChunks } from './scripts/flow-chunks.ts';
import { landingPaymentBenefit } from './scripts/landing-benefit.ts';
import { appProxy } from './scripts/proxy-targets.ts';
import { deploymentSettings } from './scripts/deployment-settings.ts';
import { identityAssetLinks, identityEnvOf, securityHeaders } from './scripts/security-headers.ts';
import { skipLoadedPreloads } from './scripts/skip-loaded-preloads.ts';
import { hostingFiles } from './scripts/nginx/plugin.ts';
import { silenceVendorConsole } from './scripts/silence-vendor-console.ts';

const proxy: Record<string, ProxyOptions> = appProxy(process.env);
const preloads = skipLoadedPreloads();

export default defineConfig({
  plugins: [
    // A build refuses to run without the deployment's settings (VITE_SIGNATURE_ORIGIN;
    // docs/environment.md, "Building for a deployment"); `--mode sandbox` (.env.sandbox) is the sandbox's.
    deploymentSettings(),
    // The identity provider's package logs its token: in a build its console calls print nothing.
    silenceVendorConsole(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    // css() and recipe calls with literal arguments become class strings: no Panda runtime on first load.
    pandaStaticClasses({ styledSystemDir: fileURLToPath(new URL('./styled-system', import.meta.url)) }),
    // The link's layout is preloaded on every page; the landing's chunks on a landing and any other
    // screen's on that screen (beforeApp); every other route loads on navigation.
    preloadRouteChunks(['src/routes/$slug/{-$slugSeller}/{-$slugSelfService}/route.tsx']),
    landingPaymentBenefit(),
    // What is painted and run before the app's code (src/app/before-app): index.html's frames, its
    // first script, and the screens painted from the phone's copy (src/app/before-app/frames.ts).
    beforeApp({
      frames: FRAMES,
      // The landing's chunks are preloaded on a landing, any other screen's where it is opened
      // directly (a reload, a resumed link), with a lazy part a query shows at once.
      routesDir: 'src/routes/$slug/{-$slugSeller}/{-$slugSelfService}/',
      landingRoute: 'src/routes/$slug/{-$slugSeller}/{-$slugSelfService}/index.tsx',
      lazyParts: [
        { screen: 'dados-pessoais', search: 'etapa=3', source: 'src/features/proposal/wizard/bank-step.tsx' },
        // The selfie starts the identity check as soon as its data is there: its SDK (the app's
        // wrapper, then the provider's package) would otherwise be asked for only then, two round
        // trips in a row before the provider's own script.
        { screen: 'selfie', search: '', source: 'src/features/identity/identity-sdk.ts' },
        { screen: 'selfie', search: '', source: 'node_modules/idpay-b2b-sdk/index.esm.js' },
      ],
      // 'Continuar como …?' (lazy: a new session's question) behind its frame painted from the phone's copy.
      behind: { question: 'src/features/privacy/who-is-there.tsx' },
      // And the provider's own script and stylesheet, which that package adds once it has run: on its
      // host for VITE_IDENTITY_ENV (the app's origin in the sandbox).
      assets: (env) => ({ selfie: identityAssetLinks(identityEnvOf(env)) }),
    }),
    preloads.plugin,
    // CSP (hashes of index.html's inline scripts), nosniff, referrer, framing, camera:
    // docs/hosting-headers.md.
    securityHeaders(),
    // The service worker (src/sw/sw.ts): precached shell and route chunks, network-only BFF,
    // per-link manifests. Registered by the app itself (features/pwa) after the first screen.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell, every route chunk, the stylesheet, the font and the static images; the
        // tutorial's illustrations load with their screen. No source maps, no sandbox files.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        globIgnores: ['**/tutorial/**', '.vite/**'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // After the service worker's build: the .gz/.br siblings and the build's nginx configuration,
    // beside the output folder (docs/deploying.md).
    hostingFiles(),
  ],
  resolve: {
    alias: {
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
      // TanStack Store asks for the pre-React-18 shim; React 19 has useSyncExternalStore built in,
      // and the non-shim entry points use it directly (smaller, same behaviour).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      'use-sync-external-store/shim/with-selector.js': 'use-sync-external-store/with-selector.js',
      // TanStack Form's devtools bus, off: src/lib/devtools-event-client-off.ts says why.
      '@tanstack/devtools-event-client': fileURLToPath(new URL('./src/lib/devtools-event-client-off.ts', import.meta.url)),
    },
  },
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.npm_package_version ?? 'dev'),
  },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    manifest: true,
    target: 'es2022',
    // Every browser this app supports has modulepreload: no polyfill in the entry chunk.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Router and query modules in one chunk: every screen needs most of them, and as each new
        // route shares a different few with the landing, automatic splitting cut them into ever
        // smaller chunks, each paying its own gzip and import overhead on the landing's budget.
        // Everything the entry imports statically (`$initial`) goes with the entry: every page runs
        // it before anything else, and automatic splitting cut it into small chunks shared with
        // lazy ones (the wizard's step 3 split the API client out of the entry), each a request
        // and a round trip more on every screen.
        // The infinite query (the bank list, step 3 only) stays with its user: 0.2 KB off the landing.
        codeSplitting: {
          groups: [
            {
              name: 'tanstack',
              priority: 2,
              test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|react-query|query-core|react-store|store)[\\/](?!.*[\\/](useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$)/,
            },
            { name: 'app', priority: 1, tags: ['$initial'] },
            // What the landing shares with other screens in one file, small groups of the later screens' shared modules
            // in a file their users already load (scripts/flow-chunks.ts).
            flowChunks(),
          ],
        },
      },
    },
  },
  // Tenants are sub-domains (acme.localhost in development and tests).
  server: { proxy, allowedHosts: ['.localhost'], host: '127.0.0.1' },
  preview: { proxy, allowedHosts: ['.localhost'], host: '127.0.0.1' },
});
