import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/**
 * Spec section 2: a full-height container with a scrollable area and a hidden scrollbar. Full height
 * less the offline banner's (set by features/network/offline-banner.tsx while it shows) and the
 * toasts' (toaster-host.tsx), so the screen's bottom stays on screen and nothing covers it.
 */
export function Page({ children, className, tabIndex }: { children: ReactNode; className?: string; tabIndex?: number }) {
  return (
    <main
      tabIndex={tabIndex}
      className={cx(
        css({
          h: 'calc(100dvh - var(--offline-banner-h, 0px) - var(--toast-region-h, 0px))',
          overflowY: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }),
        className,
      )}
    >
      {children}
    </main>
  );
}
