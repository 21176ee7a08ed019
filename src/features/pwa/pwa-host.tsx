import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useBranding } from '../../hooks/use-branding';
import { getUpdateWaiting, subscribeUpdateWaiting } from './pwa-state';
import { whenIdle } from '../../lib/when-idle';
import { useFlowPath } from '../../hooks/use-flow';

const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/**
 * Mounted once by the root layout. After the first screen, when the page is idle, it registers
 * the service worker and makes the current link installable with the tenant's manifest and icons
 * (loaded on demand, so the landing's first JavaScript does not grow). Shows the update prompt
 * when a new version waits.
 */
export function PwaHost() {
  const branding = useBranding();
  const { base } = useFlowPath();
  // Not held for the screen's data as the footer is: held, the first visit's service worker would
  // install while the worker types, and a tab closed right after typing (pwa.spec) could lose what
  // was typed. At idle it does not.
  useEffect(
    () =>
      whenIdle(() => {
        void import('./pwa-start').then(({ startPwa }) => startPwa(branding, base));
      }),
    [branding, base],
  );
  const accept = useSyncExternalStore(subscribeUpdateWaiting, getUpdateWaiting, () => null);
  return accept ? (
    <Suspense fallback={null}>
      <UpdatePrompt onAccept={accept} />
    </Suspense>
  ) : null;
}
