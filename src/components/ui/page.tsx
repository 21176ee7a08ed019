import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/** Spec section 2: a full-height container with a scrollable area and a hidden scrollbar. */
export function Page({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main
      className={cx(
        css({
          h: '100dvh',
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
