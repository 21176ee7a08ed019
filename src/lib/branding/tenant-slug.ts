/**
 * Spec section 7: the tenant slug is the first label of the host, and there is none on the
 * product's own main, dev, app, auto or localhost hosts.
 */
export const PRODUCT_HOST_LABELS = ['main', 'dev', 'app', 'auto', 'localhost'] as const;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function tenantSlugFromHost(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  // A bare host (localhost) or an IP address has no tenant label.
  if (!host.includes('.') || IPV4.test(host) || host.startsWith('[')) return null;
  const label = host.split('.')[0] ?? '';
  if ((PRODUCT_HOST_LABELS as readonly string[]).includes(label)) return null;
  return SLUG.test(label) ? label : null;
}
