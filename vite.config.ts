import react from '@vitejs/plugin-react-swc';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import { loadAfterFirstPaint } from './scripts/load-after-first-paint.ts';
import { preloadRouteChunks } from './scripts/preload-route-chunks.ts';
import { appProxy } from './scripts/proxy-targets.ts';

const proxy: Record<string, ProxyOptions> = appProxy(process.env);

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    // The landing (a link's first screen) is preloaded; every other route loads on navigation.
    preloadRouteChunks(['src/routes/$slug/{-$slugSeller}/{-$slugSelfService}/index.tsx']),
    loadAfterFirstPaint(),
  ],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.npm_package_version ?? 'dev'),
  },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  // Tenants are sub-domains (acme.localhost in development and tests).
  server: { proxy, allowedHosts: ['.localhost'], host: '127.0.0.1' },
  preview: { proxy, allowedHosts: ['.localhost'], host: '127.0.0.1' },
});
