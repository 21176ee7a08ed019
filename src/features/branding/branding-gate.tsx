import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { isApiError } from '../../api/errors';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { applyBranding } from './apply-branding';
import { DEFAULT_BRANDING, resolveBranding } from '../../lib/branding/branding';
import { BrandingContext } from '../../hooks/use-branding';
import { tenantSlugFromHost } from '../../lib/branding/tenant-slug';
import { whiteLabelQuery } from '../../api/operations/get-whitelabel';

const hostSlug = typeof window === 'undefined' ? null : tenantSlugFromHost(window.location.hostname);

/**
 * Spec section 4, "App load": a loading state lasts until the white-label request finishes (its
 * retries included), and the request is made only when the host carries a tenant slug. Spec
 * section 7: a failure other than a 404 is logged and the app goes on with no data.
 */
export function BrandingGate({ children }: { children: ReactNode }) {
  const query = useQuery({ ...whiteLabelQuery(hostSlug ?? ''), enabled: hostSlug !== null });
  const failure = query.error;
  useEffect(() => {
    if (failure) console.error('White-label request failed; using the default branding', isApiError(failure) ? failure.status : failure);
  }, [failure]);
  const branding = useMemo(() => (hostSlug && query.data ? resolveBranding(query.data) : DEFAULT_BRANDING), [query.data]);

  useLayoutEffect(() => applyBranding(branding), [branding]);

  if (hostSlug && query.isPending) return <LoadingScreen />;
  return <BrandingContext.Provider value={branding}>{children}</BrandingContext.Provider>;
}
