import { useQuery } from '@tanstack/react-query';
import { linkConfigQuery } from '../api/operations/get-link-config';
import { useFlowPath } from './use-flow';

/**
 * The current link's self-service configuration (spec section 7), loaded by the link's layout
 * route (routes/$slug/…/route.tsx, which also applies the /404 rule); null when the link has none.
 */
export function useLinkConfig() {
  const { slug, slugSeller, slugSelfService } = useFlowPath();
  return useQuery(linkConfigQuery({ slug, slugSeller, slugSelfService }));
}
