import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/button';
import { SOLICITATION_STATUS_TEXT, type SolicitationStatus } from '../../lib/fgts/solicitation-status';

/**
 * Issue 4: when the consultation ends while the app is hidden, the worker gets a system
 * notification through the service worker. Permission is asked only here, after the consultation
 * started and only when the worker taps the button (never on load), with the reason next to it.
 */

const supported = () => typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;

export function NotifyWhenDoneOffer() {
  const [permission, setPermission] = useState(() => (supported() ? Notification.permission : 'denied'));
  if (permission === 'denied') return null;
  if (permission === 'granted') {
    return <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Vamos avisar neste aparelho quando a consulta terminar.</p>;
  }
  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'center' })}>
      <p className={css({ fontSize: 'sm' })}>
        A resposta da Caixa pode demorar. Quer receber um aviso neste aparelho quando ela chegar? Assim você pode usar outros apps enquanto espera.
      </p>
      <Button variant="outline" onClick={() => void Notification.requestPermission().then(setPermission, () => setPermission('denied'))}>
        Avisar quando terminar
      </Button>
    </div>
  );
}

/** The notification's text for a final status (spec section 8's label and message). */
export function consultationNotice(status: SolicitationStatus): { title: string; body: string } {
  const text = SOLICITATION_STATUS_TEXT[status];
  return status === 'SUCCESS'
    ? { title: 'Consulta concluída', body: 'Sua consulta de saldo terminou. Toque para ver quanto você pode receber.' }
    : { title: `Consulta finalizada: ${text.label}`, body: 'Toque para ver o resultado da sua consulta.' };
}

/**
 * Shows the notification when `status` leaves PENDING while the page is hidden (the poll keeps
 * running in the background for this). `url` is the screen the notification opens: a path with
 * no personal data.
 */
export function useNotifyWhenSettled(status: SolicitationStatus | undefined, tag: string | undefined, url: string): void {
  const wasPending = useRef(false);
  useEffect(() => {
    if (status === 'PENDING') {
      wasPending.current = true;
      return;
    }
    if (!status || !wasPending.current || !tag) return;
    wasPending.current = false;
    if (!supported() || Notification.permission !== 'granted' || document.visibilityState !== 'hidden') return;
    const { title, body } = consultationNotice(status);
    void navigator.serviceWorker.ready
      .then((registration) => registration.showNotification(title, { body, tag: `consulta-${tag}`, icon: '/brand/icon-192.png', data: { url } }))
      .catch((error: unknown) => console.warn('Notification not shown', error));
  }, [status, tag, url]);
}
