import type { Branding } from '../../lib/branding/branding';
import { APP_CACHE, MANIFEST_PATH, type AppMessage, type WebManifest } from '../../lib/sw-protocol/sw-protocol';

/**
 * Each tenant and each link installs as its own app (docs/installing.md). The static host serves
 * one default manifest, so the page produces this link's manifest and icons from the (validated)
 * white-label data, hands them to the service worker, which serves them from its cache, and points
 * <link rel="manifest"> at them. Before the worker controls the page, the default manifest stays
 * linked.
 */

export const ICON_SIZES = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  { size: 512, purpose: 'maskable' },
] as const;

/** A short stable key for a branding (tenant values only; no personal data). */
export function brandKey(branding: Branding): string {
  const text = [branding.slug, branding.name, branding.primaryColor, branding.secondaryColor, branding.primaryLogo, branding.secondaryLogo].join('|');
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0).toString(36);
}

const iconUrl = (key: string, size: number, purpose: string) => `/pwa-icons/${key}-${size}${purpose === 'maskable' ? '-maskable' : ''}.png`;

/** The link's manifest: id, start_url and scope are the link (`/{slug}[/{seller}[/{selfService}]]`). */
export function buildManifest(branding: Branding, linkBase: string): { url: string; manifest: WebManifest } {
  const key = brandKey(branding);
  const name = branding.isDefault ? 'FGTS Já — Antecipação do Saque-Aniversário' : branding.name;
  return {
    url: `${MANIFEST_PATH}?link=${encodeURIComponent(linkBase)}&v=${key}`,
    manifest: {
      id: linkBase,
      name,
      short_name: branding.name.slice(0, 24),
      start_url: linkBase,
      scope: linkBase,
      display: 'standalone',
      lang: 'pt-BR',
      theme_color: branding.primaryColor,
      background_color: '#ffffff',
      icons: ICON_SIZES.map(({ size, purpose }) => ({ src: iconUrl(key, size, purpose), sizes: `${size}x${size}`, type: 'image/png', purpose })),
    },
  };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`logo did not load: ${src}`));
    image.src = src;
  });
}

/**
 * Draws one icon. 'any': the colour logo on white, in a rounded square. 'maskable': the white
 * logo on the brand colour, inside the central safe zone (80 % circle). Without a usable logo
 * (it failed to load, or taints the canvas), the name's first letter stands in.
 */
async function drawIcon(
  branding: Branding,
  size: number,
  purpose: 'any' | 'maskable',
  logos: { light?: HTMLImageElement; dark?: HTMLImageElement },
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  const maskable = purpose === 'maskable';
  ctx.fillStyle = maskable ? branding.primaryColor : '#ffffff';
  if (maskable) ctx.fillRect(0, 0, size, size);
  else {
    ctx.beginPath();
    ctx.roundRect(0, 0, size, size, size * 0.18);
    ctx.fill();
  }
  const logo = maskable ? logos.dark : logos.light;
  const box = size * (maskable ? 0.56 : 0.78);
  if (logo && logo.naturalWidth > 0 && logo.naturalHeight > 0) {
    const scale = Math.min(box / logo.naturalWidth, box / logo.naturalHeight);
    const w = logo.naturalWidth * scale;
    const h = logo.naturalHeight * scale;
    ctx.drawImage(logo, (size - w) / 2, (size - h) / 2, w, h);
  } else {
    ctx.fillStyle = maskable ? '#ffffff' : branding.primaryColor;
    ctx.font = `700 ${Math.round(box * 0.7)}px "Lexend Deca", Arial, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText((branding.name.trim()[0] ?? 'F').toUpperCase(), size / 2, size / 2);
  }
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('icon could not be encoded'))), 'image/png');
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

async function drawIcons(branding: Branding, key: string, superseded: () => boolean): Promise<AppMessage['icons']> {
  const [light, dark] = await Promise.all([loadImage(branding.primaryLogo).catch(() => undefined), loadImage(branding.secondaryLogo).catch(() => undefined)]);
  const draw = async (size: number, purpose: 'any' | 'maskable') => {
    try {
      return await drawIcon(branding, size, purpose, { light, dark });
    } catch {
      // A cross-origin logo without CORS taints the canvas: draw the letter instead.
      return drawIcon(branding, size, purpose, {});
    }
  };
  // One icon per task, after the tasks already queued: the three drawn at once would be one long
  // task on the landing's first visit (two 512 px canvases), while the worker may be typing.
  const icons: AppMessage['icons'] = [];
  for (const { size, purpose } of ICON_SIZES) {
    await nextTask();
    // A newer publication (another link or branding) draws its own; this one is not sent.
    if (superseded()) break;
    icons.push({ url: iconUrl(key, size, purpose), png: await draw(size, purpose) });
  }
  return icons;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function post(worker: ServiceWorker, message: AppMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => reject(new Error('the service worker did not answer')), 10_000);
    channel.port1.onmessage = (event: MessageEvent<{ ok: boolean; error?: string }>) => {
      clearTimeout(timer);
      if (event.data.ok) resolve();
      else reject(new Error(event.data.error ?? 'the service worker could not store the app'));
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** The page's controlling worker; on a first visit it claims the page once it activates, which can take a while. */
function controllingWorker(): Promise<ServiceWorker> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve(serviceWorker.controller);
  return new Promise((resolve) => {
    const onChange = () => {
      if (!serviceWorker.controller) return;
      serviceWorker.removeEventListener('controllerchange', onChange);
      resolve(serviceWorker.controller);
    };
    serviceWorker.addEventListener('controllerchange', onChange);
  });
}

/** The last publication asked for: an older one still drawing must not link its manifest over it. */
let requested: string | undefined;
/** The manifest linked (or being linked) for this page. */
let published: string | undefined;

/**
 * Makes this link installable as the tenant's app. Safe to call on every screen: repeats are free.
 * On a first visit the default manifest stays linked until the new worker controls the page (it
 * claims it on activation, however long the install takes); then the tenant's manifest and icons
 * are handed to it and linked, without a reload. If the branding or the link changes meanwhile,
 * only the latest is linked. A failure leaves the default and is tried again on the next call.
 */
export async function publishInstallableApp(branding: Branding, linkBase: string): Promise<void> {
  if (!linkBase || !('serviceWorker' in navigator)) return;
  const { url, manifest } = buildManifest(branding, linkBase);
  if (requested === url) return;
  requested = url;
  const superseded = () => requested !== url;
  try {
    const worker = await controllingWorker();
    if (superseded()) return;
    // Drawn once per link and branding: a later visit finds them in the worker's cache.
    const stored = 'caches' in window ? await (await caches.open(APP_CACHE)).match(url) : undefined;
    if (!stored) {
      const icons = await drawIcons(branding, brandKey(branding), superseded);
      if (superseded()) return;
      await post(worker, { type: 'STORE_APP', manifestUrl: url, manifest, icons });
    }
    if (superseded()) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.appendChild(link);
    }
    link.href = url;
    published = url;
  } catch (error) {
    if (!superseded()) requested = published;
    console.warn('The install manifest for this link could not be prepared; the previous one stays', error);
  }
}
