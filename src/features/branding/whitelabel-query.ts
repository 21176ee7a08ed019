import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { isApiError, unwrap } from '../../api/errors';
import type { WhiteLabel } from './branding';

/**
 * GET /api/whitelabel/ (spec section 7). A 404 means "no tenant data" (default branding); any
 * other failure is logged and also falls back to no data, so branding never blocks the flow.
 */
export async function fetchWhiteLabel(slug: string): Promise<WhiteLabel | null> {
  try {
    return await unwrap(api.GET('/api/whitelabel/', { params: { query: { slug } } }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    console.error('White-label request failed; using the default branding', isApiError(error) ? error.status : error);
    return null;
  }
}

export const whiteLabelQuery = (slug: string) =>
  queryOptions({
    queryKey: ['whitelabel', slug],
    queryFn: () => fetchWhiteLabel(slug),
    staleTime: 60 * 60 * 1000,
    // Branding holds no personal data; keeping it lets a reopened app paint in the tenant's colours.
    meta: { persist: true },
    retry: false,
  });
