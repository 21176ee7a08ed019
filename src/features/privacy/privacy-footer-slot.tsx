import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../pwa/when-idle';

const PrivacyFooter = lazy(() => import('./privacy-footer'));

/**
 * Where 'Limpar meus dados' lives, on every screen, below it. Its code is a chunk of its own (with
 * what it imports, 6.7 KB in 6 files), requested once the screen has shown and the page is idle
 * (at most a second later), not by React's first render: on a phone opening a later screen on
 * mobile data, those requests no longer compete with the screen's own (issue 17).
 */
export function PrivacyFooterSlot() {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => setShown(true), 1000), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyFooter />
    </Suspense>
  );
}
