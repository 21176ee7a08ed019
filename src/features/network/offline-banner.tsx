import { useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { connectionStore, type ConnectionStore } from './online-status';

let browser: ConnectionStore | undefined;

/**
 * Shown at the top of every screen while the device is offline. In the page flow (not over it), so
 * it never covers a field. The empty live region stays mounted, so the message is announced when it
 * appears.
 */
export function OfflineBanner({ store = (browser ??= connectionStore(window)) }: { store?: ConnectionStore }) {
  // The app renders on the client only; the server snapshot serves the unit tests.
  const online = useSyncExternalStore(store.subscribe, store.isOnline, store.isOnline);
  return (
    <div role="status">
      {online ? null : (
        <p
          className={css({
            bg: 'gray.800',
            color: 'white',
            px: '4',
            py: '2',
            fontSize: 'sm',
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
