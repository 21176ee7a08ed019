/** Tenant images served under /api/whitelabel/assets/{slug}/{file}, generated once and cached. */
import { brandIcon } from './png.ts';
import { TENANT_ASSETS } from './scenarios.ts';

export interface Asset {
  contentType: string;
  body: Buffer | string;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A wordmark: a brand-coloured badge and the name; the secondary variant is white for dark backgrounds. */
function wordmark(text: string, colour: string, onDark: boolean): string {
  const fill = onDark ? '#FFFFFF' : colour;
  const width = 64 + text.length * 15;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${escapeXml(text)}">`,
    `<rect x="4" y="4" width="40" height="40" rx="10" fill="${fill}"/>`,
    `<circle cx="24" cy="24" r="10" fill="none" stroke="${onDark ? colour : '#FFFFFF'}" stroke-width="5"/>`,
    `<text x="54" y="32" font-family="Lexend Deca, Arial, sans-serif" font-size="22" font-weight="700" fill="${fill}">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('');
}

/**
 * The hostile tenant's uploads: an SVG with a script and an event handler, and an HTML page with
 * both (sent as text/html under an .svg name, as a store that trusts the uploader's type would).
 * Each says in the console that it ran, and tries to read the session token and raise a dialog:
 * opened directly at its URL, on the app's origin, none of that may happen (docs/hosting-headers.md).
 */
export const HOSTILE_PROBE = 'hostil: script ran';
const HOSTILE_SCRIPT = `console.log('${HOSTILE_PROBE}', String(localStorage.getItem('session'))); alert('hostil');`;
const HOSTILE_FILES: Readonly<Record<string, Asset>> = {
  'logo.svg': {
    contentType: 'image/svg+xml',
    body: `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" onload="console.log('${HOSTILE_PROBE} (onload)')"><script>${HOSTILE_SCRIPT}</script><text x="4" y="32">Hostil</text></svg>`,
  },
  'pagina.svg': {
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="pt-BR"><head><title>Hostil</title></head><body><p>Hostil</p><img alt="" src="/nada.png" onerror="console.log('${HOSTILE_PROBE} (onerror)')"><script>${HOSTILE_SCRIPT}</script></body></html>`,
  },
};

const cache = new Map<string, Asset>();

export function tenantAsset(slug: string, file: string): Asset | undefined {
  const tenant = Object.hasOwn(TENANT_ASSETS, slug) ? TENANT_ASSETS[slug] : undefined;
  if (!tenant || !tenant.files.includes(file)) return undefined;
  if (slug === 'hostil' && Object.hasOwn(HOSTILE_FILES, file)) return HOSTILE_FILES[file];
  const key = `${slug}/${file}`;
  let asset = cache.get(key);
  if (!asset) {
    asset = file.endsWith('.png')
      ? { contentType: 'image/png', body: brandIcon(tenant.colour) }
      : { contentType: 'image/svg+xml', body: wordmark(tenant.wordmark, tenant.colour, file === 'logo-secondary.svg') };
    cache.set(key, asset);
  }
  return asset;
}
