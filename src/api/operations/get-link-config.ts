import { queryOptions } from '@tanstack/react-query';
import type { FlowSlugs } from '../../lib/flow/flow-path';
import { api } from '../client';
import type { components } from '../schema.gen';
import { isApiError, unwrap } from '../errors';

export type SelfServiceConfig = components['schemas']['SelfServiceConfig'];

/** GET /api/selfservice/slug. Resolves to null on 404 (the link does not exist). */
export async function fetchLinkConfig({ slug, slugSeller, slugSelfService }: FlowSlugs): Promise<SelfServiceConfig | null> {
  try {
    return await unwrap(
      api.GET('/api/selfservice/slug', {
        params: { query: { slug, ...(slugSeller ? { slugSeller } : {}), ...(slugSelfService ? { slugSelfService } : {}) } },
      }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const linkConfigQuery = (slugs: FlowSlugs) =>
  queryOptions({
    queryKey: ['selfservice', slugs.slug, slugs.slugSeller ?? null, slugs.slugSelfService ?? null],
    queryFn: () => fetchLinkConfig(slugs),
    staleTime: 10 * 60 * 1000,
    // Configuration, no personal data: kept so a reopened app knows the product at once.
    meta: { persist: true },
  });
