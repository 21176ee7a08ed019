import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { onToastRequested } from './toast';

const ToasterView = lazy(() => import('./toaster-view'));

// In the page flow, right under the screen: at the bottom of the first view, where the screen has
// made room for it, never over a field or a button. Sticky, so on a screen taller
// than the view (not a Page) it still shows, at the bottom.
const region = css({ position: 'sticky', bottom: '0', zIndex: 'toast', display: 'grid', gap: '2', px: '3', '&:not(:empty)': { py: '2' } });

/**
 * Where toasts show. The live region is always there (one created with its message is not reliably
 * read out); the view that fills it, and makes room for it, is loaded with the first toast.
 */
export function ToasterHost() {
  const [needed, setNeeded] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => onToastRequested(() => setNeeded(true)), []);
  return (
    <div ref={ref} role="region" aria-label="Avisos" aria-live="polite" aria-relevant="additions text" className={region}>
      {needed ? (
        <Suspense fallback={null}>
          <ToasterView region={ref} />
        </Suspense>
      ) : null}
    </div>
  );
}
