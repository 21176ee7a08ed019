import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { connectionStore, type ConnectionStore } from './online-status';

let browser: ConnectionStore | undefined;

/** The banner's height, which the screen (components/ui/page.tsx) gives up while it shows. */
const HEIGHT_VAR = '--offline-banner-h';

/**
 * Shown at the top of every screen while the device is offline. In the page flow (not over it), so
 * it never covers a field; slim (two short lines on a phone), and the screen below shrinks by its
 * height, so the buttons at the screen's bottom ('Voltar', 'Prosseguir') stay in view. The empty
 * live region stays mounted, so the message is announced when it appears.
 */
export function OfflineBanner({ store = (browser ??= connectionStore(window)) }: { store?: ConnectionStore }) {
  // The app renders on the client only; the server snapshot serves the unit tests.
  const online = useSyncExternalStore(store.subscribe, store.isOnline, store.isOnline);
  const banner = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    const el = banner.current;
    if (online || !el) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(HEIGHT_VAR, `${el.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty(HEIGHT_VAR);
    };
  }, [online]);

  return (
    <div role="status">
      {online ? null : (
        <p
          ref={banner}
          className={css({
            bg: 'gray.800',
            color: 'white',
            px: '3',
            py: '1',
            fontSize: 'xs',
            lineHeight: '1.35',
            textAlign: 'center',
            _motionSafe: { animation: 'fadeIn 0.3s ease-out' },
          })}
        >
          Você está sem internet. Seus dados estão guardados e vamos continuar quando a conexão voltar.
        </p>
      )}
    </div>
  );
}
