import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { ToasterHost } from '../components/ui/toaster-host';
import { BrandingGate } from '../features/branding/branding-gate';
import { OfflineBanner } from '../features/network/offline-banner';
import { PwaHost } from '../features/pwa/pwa-host';
import { PrivacyFooterSlot } from '../features/privacy/privacy-footer-slot';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Spec section 2: any other path redirects (replace) to /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
});

function RootLayout() {
  return (
    <>
      <BrandingGate>
        <OfflineBanner />
        <Outlet />
        <PrivacyFooterSlot />
        <PwaHost />
      </BrandingGate>
      <ToasterHost />
    </>
  );
}
