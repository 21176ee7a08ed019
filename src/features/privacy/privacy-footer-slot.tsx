import { lazy, Suspense, useEffect, useState } from 'react';

const PrivacyFooter = lazy(() => import('./privacy-footer'));

/**
 * Where 'Limpar meus dados' lives, on every screen. Its code is requested after the first paint,
 * so the landing's first JavaScript only carries these few lines.
 */
export function PrivacyFooterSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setWanted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <PrivacyFooter />
    </Suspense>
  ) : null;
}
