/** Tenant images served under /api/whitelabel/assets/{slug}/{file}, generated once and cached. */
import { brandIcon } from './png.ts';
import { TENANT_ASSETS } from './scenarios.ts';

export interface Asset {
  contentType: string;
  body: Buffer | string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

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

const cache = new Map<string, Asset>();

export function tenantAsset(slug: string, file: string): Asset | undefined {
  const tenant = Object.hasOwn(TENANT_ASSETS, slug) ? TENANT_ASSETS[slug] : undefined;
  if (!tenant || !tenant.files.includes(file)) return undefined;
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
