import { lazy, Suspense } from 'react';

const PrivacyFooter = lazy(() => import('./privacy-footer'));

/**
 * Where 'Limpar meus dados' lives, on every screen. Its code is a chunk of its own, requested by
 * React's first render (after the static shell's first paint) and never waited for, so the
 * landing's first JavaScript only carries these few lines.
 */
export function PrivacyFooterSlot() {
  return (
    <Suspense fallback={null}>
      <PrivacyFooter />
    </Suspense>
  );
}
