/** What the page and the service worker agree on. Shared by both bundles: keep it dependency-free. */

/** The static default manifest (public/), linked from index.html. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** Cache of each link's manifest and icons (tenant branding only: no personal data). */
export const APP_CACHE = 'installable-apps';

/** Same-origin paths that only ever go to the network. */
export const NETWORK_ONLY_PATHS = ['/api/', '/cep/', '/sdk-assets/', '/__sandbox/'] as const;

/** Tenant images (logos, favicons) under the BFF: public files, cached stale-while-revalidate. */
export const TENANT_IMAGES_PATH = '/api/whitelabel/assets/';

export type WebManifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  lang: 'pt-BR';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }>;
};

export type AppMessage = {
  type: 'STORE_APP';
  manifestUrl: string;
  manifest: WebManifest;
  icons: Array<{ url: string; png: Blob }>;
};

export function isAppMessage(value: unknown): value is AppMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Partial<AppMessage>;
  return (
    message.type === 'STORE_APP' &&
    typeof message.manifestUrl === 'string' &&
    message.manifestUrl.startsWith(`${MANIFEST_PATH}?`) &&
    typeof message.manifest === 'object' &&
    message.manifest !== null &&
    Array.isArray(message.icons) &&
    message.icons.every((icon) => typeof icon?.url === 'string' && icon.url.startsWith('/pwa-icons/') && icon.png instanceof Blob)
  );
}
