import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { onToastRequested } from './toast';

const ToasterView = lazy(() => import('./toaster-view'));

/** The toasts' height, which the screen (components/ui/page.tsx) gives up while they show. */
const HEIGHT_VAR = '--toast-region-h';

// In the page flow, right under the screen: at the bottom of the first view, where the screen has
// made room for it, never over a field or a button (issue 16 §4). Sticky, so on a screen taller
// than the view (not a Page) it still shows, at the bottom.
const region = css({
  position: 'sticky',
  bottom: '0',
  zIndex: 'toast',
  display: 'grid',
  gap: '2',
  px: '3',
  '&:not(:empty)': { py: '2' },
});

/**
 * Where toasts show. The live region is always there (a region created with its message is not
 * reliably read out); the view that fills it is loaded on the first toast. Its height is published
 * as `--toast-region-h`, and a field that had the focus is kept in view when the screen shrinks.
 */
export function ToasterHost() {
  const [needed, setNeeded] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => onToastRequested(() => setNeeded(true)), []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!needed || !el || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement.style;
    let last = 0;
    const measure = () => {
      const height = el.offsetHeight;
      if (height === last) return;
      const grew = height > last;
      last = height;
      if (height > 0) root.setProperty(HEIGHT_VAR, `${height}px`);
      else root.removeProperty(HEIGHT_VAR);
      const focused = document.activeElement;
      if (grew && focused instanceof HTMLElement && focused.closest('main')) focused.scrollIntoView({ block: 'nearest' });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_VAR);
    };
  }, [needed]);

  return (
    <div ref={ref} aria-live="polite" aria-relevant="additions text" className={region}>
      {needed ? (
        <Suspense fallback={null}>
          <ToasterView />
        </Suspense>
      ) : null}
    </div>
  );
}
