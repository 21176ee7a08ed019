import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { isApiError, unwrap } from '../errors';
import { isRecord } from '../hand-checks';
import type { WhiteLabel } from '../../lib/branding/branding';

/**
 * GET /api/whitelabel/ (spec section 7). A 404 is an answer: "no tenant data" (default branding).
 * Any other failure (no answer, a 5xx) is thrown, so the query retries like every query (§7: 3
 * retries, min(1000·2^attempt, 30000) ms) and, if it still fails, ends in error: the gate falls
 * back to the default branding for this visit, but nothing is cached or persisted as "no tenant"
 * (only successes are persisted), so the next visit asks again.
 */
export async function fetchWhiteLabel(slug: string): Promise<WhiteLabel | null> {
  try {
    // Each value is checked on its own when the branding is resolved (lib/branding); here only that it is a record.
    return await unwrap(api.GET('/api/whitelabel/', { params: { query: { slug } } }), isRecord);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const whiteLabelQuery = (slug: string) =>
  queryOptions({
    queryKey: ['whitelabel', slug],
    queryFn: () => fetchWhiteLabel(slug),
    staleTime: 60 * 60 * 1000,
    // Branding holds no personal data; keeping it lets a reopened app paint in the tenant's colours.
    meta: { persist: true },
  });
