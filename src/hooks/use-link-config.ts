import { useQuery } from '@tanstack/react-query';
import { linkConfigQuery } from '../api/operations/get-link-config';
import { useFlowPath } from './use-flow';

/**
 * The current link's self-service configuration (spec section 7), loaded by the link's layout
 * route (routes/$slug/…/route.tsx, which also applies the /404 rule); null when the link has none.
 */
export function useLinkConfig() {
  const { slug, slugSeller, slugSelfService } = useFlowPath();
  // Outside a link (the router's error screen on '/' or /404) there is nothing to ask for.
  return useQuery({ ...linkConfigQuery({ slug, slugSeller, slugSelfService }), enabled: slug !== '' });
}

/**
 * The support phone of the current link, for the support chat: a Corban link may have no
 * configuration of its own (null), and then its tenant's (the link's first slug) answers, asked
 * for only once the screen shows the chat (`shown`).
 */
export function useSupportPhone(shown = true): string | null | undefined {
  const { slug, slugSeller, slugSelfService } = useFlowPath();
  const config = useLinkConfig();
  const tenant = useQuery({
    ...linkConfigQuery({ slug }),
    enabled: shown && config.data === null && (slugSeller !== undefined || slugSelfService !== undefined),
  });
  return config.data?.supportPhone ?? tenant.data?.supportPhone;
}
