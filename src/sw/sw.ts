/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest). What it keeps, and what it never keeps:
 *
 * - the app shell and every route chunk are precached, so the installed app opens offline and a
 *   navigation without network falls back to the shell (index.html);
 * - BFF calls (/api), the postal-code service (/cep) and the identity SDK (/sdk-assets) go to the
 *   network only: nothing with personal data ever lands in Cache Storage;
 * - tenant images (the white-label logos and favicons, public files addressed by tenant slug and
 *   file name only) are served stale-while-revalidate;
 * - each link's install manifest and icons, produced by the page from the tenant's white-label
 *   data (features/pwa/installable-app.ts) and handed over by message, are served from a cache of
 *   their own; until then the precached default manifest answers.
 *
 * Updates wait (registerType 'prompt'): the page asks the worker to update, after flushing drafts.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { installOutbox } from './outbox';
import { installStatusChecks } from './status-checks';
import { APP_CACHE, isAppMessage, MANIFEST_PATH, NETWORK_ONLY_PATHS, TENANT_IMAGES_PATH, type AppMessage } from '../lib/sw-protocol/sw-protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The first install takes the page that registered it at once (no reload), so that page can link
// the tenant's manifest and icons this worker serves: installing from the first visit gives the
// tenant's app. An update never gets here by itself: it waits (registerType 'prompt') until the
// worker taps 'Atualizar' (SKIP_WAITING below), and the open pages are already controlled then.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Tenant images: public branding files, the one thing under /api that may be cached.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith(TENANT_IMAGES_PATH),
  new StaleWhileRevalidate({
    cacheName: 'tenant-images',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// Tenant images on another origin (a CDN): the same, accepting opaque answers.
registerRoute(
  ({ request, sameOrigin }) => !sameOrigin && request.method === 'GET' && request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'tenant-images',
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// The BFF, the postal-code service and the identity SDK: no route matches them, so the worker
// never answers them and the browser sends them straight to the network; nothing is cached.

// Each link's install manifest and icons, or the precached default.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && (url.pathname === MANIFEST_PATH || url.pathname.startsWith('/pwa-icons/')),
  async ({ request, url }) => {
    const stored = await (await caches.open(APP_CACHE)).match(request, { ignoreVary: true });
    if (stored) return stored;
    const fallback = url.pathname === MANIFEST_PATH ? await matchPrecache(MANIFEST_PATH) : undefined;
    return fallback ?? fetch(request);
  },
);

// Any other navigation (a link, a reload, the home-screen icon) gets the app shell, online or not.
const networkOnly = NETWORK_ONLY_PATHS.map((prefix) => new RegExp(`^${prefix.replace(/\//g, '\\/')}`));
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: networkOnly }));

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  if (!isAppMessage(data)) return;
  event.waitUntil(
    storeApp(data).then(
      () => event.ports[0]?.postMessage({ ok: true }),
      (error: unknown) => event.ports[0]?.postMessage({ ok: false, error: String(error) }),
    ),
  );
});

async function storeApp(message: AppMessage): Promise<void> {
  const cache = await caches.open(APP_CACHE);
  await Promise.all([
    cache.put(message.manifestUrl, new Response(JSON.stringify(message.manifest), { headers: { 'Content-Type': 'application/manifest+json' } })),
    ...message.icons.map((icon) => cache.put(icon.url, new Response(icon.png, { headers: { 'Content-Type': 'image/png' } }))),
  ]);
}

// What is pending is checked while the app is closed (Periodic Background Sync).
installStatusChecks();
// What was tapped offline is sent when the connection returns, also with the app closed (Background Sync).
installOutbox();

// A consultation that finished while the app was hidden: the notification opens (or focuses) it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A window already on this link (any of its screens) is brought forward instead of a new one.
      const open = windows.find((client) => {
        const path = new URL(client.url).pathname;
        return path === target.pathname || path.startsWith(`${target.pathname}/`);
      });
      if (open) await open.focus();
      else await self.clients.openWindow(target.href);
    })(),
  );
});
