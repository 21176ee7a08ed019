import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { ToasterHost } from '../components/ui/toaster-host';
import { BrandingGate } from '../features/branding/branding-gate';
import { OfflineBanner } from '../features/network/offline-banner';
import { PwaHost } from '../features/pwa/pwa-host';
import { PrivacyFooterSlot } from '../features/privacy/privacy-footer-slot';
import { isWipedEntry, noteHistoryEntry } from '../features/privacy/wiped-history';
import { firstScreenOf } from '../lib/flow/flows';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Back after 'Limpar meus dados' finds the flow's first screen, not a wiped one (features/privacy/wiped-history).
  beforeLoad: ({ location }) => {
    const key = location.state.__TSR_key;
    if (isWipedEntry(key)) throw redirect({ href: firstScreenOf(location.pathname), replace: true, state: { afterWipe: key } });
    noteHistoryEntry(key);
  },
  // Spec section 2: any other path redirects (replace) to /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
});

function RootLayout() {
  return (
    <>
      <BrandingGate>
        <OfflineBanner />
        <Outlet />
        <ToasterHost />
        <PrivacyFooterSlot />
        <PwaHost />
      </BrandingGate>
    </>
  );
}
