import { useState } from 'react';
import { css } from 'styled-system/css';
import {
  CHECKS_FAILING_TEXT,
  CLOSE_THE_APP_TEXT,
  LONG_PENDING_MS,
  LONG_PENDING_TEXT,
  NOTIFIED_IN_BACKGROUND_TEXT,
  NOTIFIED_WHILE_CLOSED_TEXT,
  pendingSince,
} from '../../lib/fgts/next-step';
import { solicitationStatusText } from '../../lib/fgts/solicitation-status';
import { useTimeReached } from '../../hooks/use-time-reached';
import { notificationsGranted } from '../../lib/notifications';
import { useClosedAppChecks } from '../../hooks/use-closed-app-checks';


/**
 * Whether a PENDING consultation has waited over a minute (from its creation, or from when this
 * screen first saw it when the BFF gives no usable time). The screen then also offers the support
 * chat, next to what happens next.
 */
export function useLongPending(createdAt: string | null | undefined): boolean {
  const [seenAt] = useState(() => Date.now());
  return useTimeReached(pendingSince(createdAt, seenAt) + LONG_PENDING_MS);
}

/**
 * Issue 9, 1.4 and 3.6: what a PENDING consultation says. 'Alguns instantes' only while that is
 * true; after a minute (`long`, from `useLongPending`) the worker learns the bank is slow and that
 * they can leave, and while the status checks fail (the spec sets no timeout, so nothing is
 * aborted) they are told so.
 */
export function PendingMessage({ long, checksFailing }: { long: boolean; checksFailing: boolean }) {
  const muted = css({ color: 'fg.muted' });
  // Issue 18 §3: where the browser checks with the app closed, the worker may close it; elsewhere it must stay open to tell.
  const closedAppChecks = useClosedAppChecks();
  return (
    <>
      {long ? (
        <>
          <p className={muted}>{LONG_PENDING_TEXT}</p>
          <p>
            {CLOSE_THE_APP_TEXT}
            {notificationsGranted() ? ` ${closedAppChecks ? NOTIFIED_WHILE_CLOSED_TEXT : NOTIFIED_IN_BACKGROUND_TEXT}` : ''}
          </p>
        </>
      ) : (
        <p className={muted}>{solicitationStatusText('PENDING').message}</p>
      )}
      {checksFailing ? <p className={css({ fontWeight: 'bold' })}>{CHECKS_FAILING_TEXT}</p> : null}
    </>
  );
}
