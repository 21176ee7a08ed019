import { queryOptions } from '@tanstack/react-query';
import type { FlowSlugs } from '../../lib/flow/flow-path';
import { api } from '../client';
import { linkConfigKey } from '../query-keys';
import type { components } from '../schema.gen';
import { isApiError, unwrap } from '../errors';
import { isId, isOptionalString, isRecord } from '../hand-checks';

export type SelfServiceConfig = components['schemas']['SelfServiceConfig'];

/**
 * What the screens decide on (bff.yaml `SelfServiceConfig`, the fields spec section 3 names): its
 * id and the seller's (the lead), and the product's id, name and processor when the link has one.
 * A link without a product (no `productId`) consults but cannot simulate: the screens say so,
 * rather than refuse the whole configuration as an unexpected error. The support phone is optional
 * (without one the support chat uses the default number), typed when there.
 */
export function isSelfServiceConfig(data: unknown): boolean {
  if (!isRecord(data) || !isRecord(data.User)) return false;
  const { product } = data;
  const productOk =
    product === undefined ||
    product === null ||
    (isRecord(product) && typeof product.name === 'string' && isRecord(product.processor) && typeof product.processor.name === 'string');
  return isId(data.id) && isOptionalString(data.productId) && isOptionalString(data.supportPhone) && isId(data.User.id) && productOk;
}

/** GET /api/selfservice/slug. Resolves to null on 404 (the link does not exist). */
export async function fetchLinkConfig({ slug, slugSeller, slugSelfService }: FlowSlugs): Promise<SelfServiceConfig | null> {
  try {
    return await unwrap(
      api.GET('/api/selfservice/slug', {
        params: { query: { slug, ...(slugSeller ? { slugSeller } : {}), ...(slugSelfService ? { slugSelfService } : {}) } },
      }),
      isSelfServiceConfig,
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const linkConfigQuery = (slugs: FlowSlugs) =>
  queryOptions({
    queryKey: linkConfigKey(slugs.slug, slugs.slugSeller, slugs.slugSelfService),
    queryFn: () => fetchLinkConfig(slugs),
    staleTime: 10 * 60 * 1000,
    // Configuration, no personal data: kept so a reopened app knows the product at once.
    meta: { persist: true },
  });
