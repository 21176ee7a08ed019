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
