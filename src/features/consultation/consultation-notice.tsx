import { useEffect, useRef } from 'react';
import { NotifyOffer } from '../../components/ui/notify-offer';
import type { SolicitationStatus } from '../../lib/fgts/solicitation-status';
import { consultationNotice, consultationTag } from '../../lib/fgts/consultation-notice';
import { notifyIfHidden } from '../../lib/notifications';
import { RETRY_NOTICE } from './notice-texts';

/**
 * When the consultation ends while the app is hidden, the worker gets a system
 * notification through the service worker. Permission is asked only here, after the consultation
 * started and only when the worker taps the button (never on load), with the reason next to it.
 */

/** The offer of a notification, in the consultation's words. */
export const CONSULTATION_NOTIFY = {
  reason: 'A resposta da Caixa pode demorar. Quer receber um aviso neste aparelho quando ela chegar? Assim você pode usar outros apps enquanto espera.',
  granted: 'Vamos avisar neste aparelho quando a consulta terminar.',
  action: 'Avisar quando terminar',
} as const;

export function NotifyWhenDoneOffer() {
  return <NotifyOffer {...CONSULTATION_NOTIFY} />;
}

/**
 * Shows the notification when `status` leaves PENDING while the page is hidden (the poll keeps
 * running in the background for this).
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
    const { title, body } = consultationNotice(status);
    notifyIfHidden(title, body, consultationTag(tag), url);
  }, [status, tag, url]);
}

/**
 * Notifies when the time to try again arrives while the page is hidden (`reached` turns true on
 * this page's timer; a time already past when the screen opened is not news).
 */
export function useNotifyWhenRetryable(at: number | undefined, reached: boolean, tag: string | undefined, url: string): void {
  const waited = useRef(false);
  useEffect(() => {
    if (!tag || at === undefined) return;
    if (!reached) {
      waited.current = true;
      return;
    }
    if (!waited.current) return;
    waited.current = false;
    notifyIfHidden(RETRY_NOTICE.title, RETRY_NOTICE.body, `nova-consulta-${tag}`, url);
  }, [at, reached, tag, url]);
}
