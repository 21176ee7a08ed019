/**
 * The identity-check page's URL ('Etapa Final.', spec section 7): `{origin chosen by the slug}/{unico
 * id}`. The default brand uses the configured origin; any other white-label slug gets a sub-domain
 * of its own.
 *
 * Configuration (build settings, docs/environment.md; a build refuses a missing or unusable one:
 * lib/config/deployment.ts):
 * - VITE_SIGNATURE_ORIGIN          base URL for the default brand, e.g. `https://assinatura.example.com.br`,
 *                                  or a path on the app's own origin for every slug (a tenant's app
 *                                  already is its own sub-domain): `/sdk-assets/assinatura`, the
 *                                  sandbox's stand-in (.env.sandbox: npm start, the tests)
 * - VITE_SIGNATURE_TENANT_ORIGIN   base URL for other slugs with `{slug}` in it, e.g.
 *                                  `https://{slug}.assinatura.example.com.br`; unset → `{slug}.` put
 *                                  in front of VITE_SIGNATURE_ORIGIN's host
 * A base must be https (or the app's own origin) and carry no credentials, query or fragment; a
 * bad or missing one gives no link (the screen shows the could-not-obtain message) rather than a
 * wrong one.
 */

export interface SignatureConfig {
  /** VITE_SIGNATURE_ORIGIN ('' when unset): a base URL or a path on the app's own origin. */
  origin: string;
  /** VITE_SIGNATURE_TENANT_ORIGIN ('' when unset). */
  tenantOrigin: string;
  /** window.location.origin */
  appOrigin: string;
}

export type SignatureUrl = { ok: true; url: string } | { ok: false; reason: 'missing-id' | 'invalid-slug' | 'invalid-config' };

/** The default brand's slug (features/branding) and the "no tenant" values. */
const DEFAULT_SLUGS = new Set(['', 'default']);
/** One DNS label. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function checkedBase(value: string, appOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const sameOrigin = url.origin === appOrigin;
  if (url.protocol !== 'https:' && !(sameOrigin && url.protocol === 'http:')) return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function baseFor(slug: string, config: SignatureConfig): string | null {
  const origin = config.origin.trim();
  // Unset: no link at all. A stand-in page on the app's own origin is never a default.
  if (origin === '') return null;
  const isDefault = DEFAULT_SLUGS.has(slug);
  const template = config.tenantOrigin.trim();
  if (!isDefault && template !== '') {
    if (!template.includes('{slug}')) return null;
    return checkedBase(template.replaceAll('{slug}', slug), config.appOrigin);
  }
  // A path: the page is on the app's own origin, which for a tenant already is its sub-domain.
  if (origin.startsWith('/')) return origin.startsWith('//') ? null : checkedBase(`${config.appOrigin}${origin}`, config.appOrigin);
  if (isDefault) return checkedBase(origin, config.appOrigin);
  const base = checkedBase(origin, config.appOrigin);
  if (!base) return null;
  const url = new URL(base);
  const host = `${slug}.${url.hostname}`;
  url.hostname = host;
  // The URL parser ignores a host it cannot take (an IP address grows no sub-domain).
  return url.hostname === host ? checkedBase(url.href, config.appOrigin) : null;
}

/**
 * `unicoId` is the proposal's UnicoData.id; `slug` the white-label slug (Branding.slug, 'default'
 * for the default brand).
 */
export function signatureUrl(unicoId: unknown, slug: string | null | undefined, config: SignatureConfig): SignatureUrl {
  const id = typeof unicoId === 'string' ? unicoId.trim() : '';
  if (id === '') return { ok: false, reason: 'missing-id' };
  const tenant = (slug ?? '').trim().toLowerCase();
  if (!DEFAULT_SLUGS.has(tenant) && !LABEL.test(tenant)) return { ok: false, reason: 'invalid-slug' };
  const base = baseFor(tenant, config);
  if (!base) return { ok: false, reason: 'invalid-config' };
  return { ok: true, url: `${base}/${encodeURIComponent(id)}` };
}
