import { useState } from 'react';
import { css } from 'styled-system/css';
import { LONG_PENDING_MS, pendingSince } from '../../lib/fgts/next-step';
import { solicitationStatusText } from '../../lib/fgts/solicitation-status';
import { useTimeReached } from '../../lib/use-time-reached';
import { notificationsGranted } from '../pwa/consultation-notice';

export const LONG_PENDING_TEXT = 'A Caixa está demorando mais que o normal para responder.';
export const CLOSE_THE_APP_TEXT = 'Você pode fechar o app: quando voltar, o resultado estará aqui.';
/** Only while the page lives (in the background): a closed app cannot be notified (README, Notification). */
export const NOTIFIED_IN_BACKGROUND_TEXT = 'Se o app ficar aberto em segundo plano, vamos avisar neste aparelho quando a Caixa responder.';
export const CHECKS_FAILING_TEXT = 'Estamos com dificuldade para verificar sua consulta agora. Continuamos tentando; você não precisa fazer nada.';

/**
 * Issue 9, 1.4 and 3.6: what a PENDING consultation says. 'Alguns instantes' only while that is
 * true; after a minute the worker learns the bank is slow and that they can leave, and while the
 * status checks fail (the spec sets no timeout, so nothing is aborted) they are told so.
 */
export function PendingMessage({ createdAt, checksFailing }: { createdAt: string | null | undefined; checksFailing: boolean }) {
  const [seenAt] = useState(() => Date.now());
  const long = useTimeReached(pendingSince(createdAt, seenAt) + LONG_PENDING_MS);
  const muted = css({ color: 'fg.muted' });
  return (
    <>
      {long ? (
        <>
          <p className={muted}>{LONG_PENDING_TEXT}</p>
          <p>
            {CLOSE_THE_APP_TEXT}
            {notificationsGranted() ? ` ${NOTIFIED_IN_BACKGROUND_TEXT}` : ''}
          </p>
        </>
      ) : (
        <p className={muted}>{solicitationStatusText('PENDING').message}</p>
      )}
      {checksFailing ? <p className={css({ fontWeight: 'bold' })}>{CHECKS_FAILING_TEXT}</p> : null}
    </>
  );
}
