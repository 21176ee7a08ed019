/**
 * Tenant URLs (logos, favicon) are untrusted: only root-relative paths, absolute https URLs and
 * absolute URLs of the page's own origin pass. So `javascript:`, `data:`, protocol-relative
 * (`//evil`) and plain-http images from elsewhere (readable and replaceable on the way, and mixed
 * content on an https page) never reach the page.
 */
export function safeAssetUrl(value: unknown, pageOrigin: string | undefined = globalThis.location?.origin): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || /[\s"'<>\\]/.test(trimmed)) return null;
  if (trimmed.startsWith('/')) return trimmed.startsWith('//') ? null : trimmed;
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'https:') return url.href;
    return pageOrigin !== undefined && url.origin === pageOrigin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * What X-Page-Url says of a page (src/api/client.ts; the service worker's calls too): its origin and
 * path, never its query or fragment. A Corban's link may carry tracking parameters, and the header
 * ends up in the BFF's logs and the worker's records. Undefined for what is not a URL.
 */
export function pageUrlForBff(href: string, base?: string): string | undefined {
  try {
    const url = new URL(href, base);
    return `${url.origin}${url.pathname}`;
  } catch {
    return undefined;
  }
}
