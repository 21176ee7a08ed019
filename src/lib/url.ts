/**
 * Tenant URLs (logos, favicon) are untrusted: only root-relative paths and absolute http(s) URLs
 * pass, so `javascript:`, `data:` and protocol-relative (`//evil`) values never reach the page.
 */
export function safeAssetUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || /[\s"'<>\\]/.test(trimmed)) return null;
  if (trimmed.startsWith('/')) return trimmed.startsWith('//') ? null : trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
