import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Spinner } from '../../components/ui/spinner';
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

/**
 * Whether the PENDING consultation `id` has waited over a minute: from its creation, or, when the
 * BFF gives no usable time, from when this screen began to wait (before the creation answered,
 * the worker was already waiting). The screen then also offers the support chat, next to what
 * happens next. Another consultation on the same screen ('Consultar de novo': the id changes to
 * another one) counts from when it arrived.
 */
export function useLongPending(id: string | undefined, createdAt: string | null | undefined): boolean {
  const [seen, setSeen] = useState(() => ({ id, at: Date.now() }));
  let { at } = seen;
  if (id !== undefined && id !== seen.id) {
    if (seen.id !== undefined) at = Date.now();
    setSeen({ id, at });
  }
  return useTimeReached(pendingSince(createdAt, at) + LONG_PENDING_MS);
}

/**
 * What a PENDING consultation says. 'Alguns instantes' only while that is
 * true; after a minute (`long`, from `useLongPending`) the worker learns the bank is slow and that
 * they can leave, and while the status checks fail (the spec sets no timeout, so nothing is
 * aborted) they are told so. Where the browser checks with the app closed
 * (`closedAppChecks`, hooks/use-closed-app-checks), the worker may close it; elsewhere it must stay
 * open to tell. `granted`: notifications allowed. The screens pass what they read; a frame painted
 * from the phone's copy before the app's code (./pending-copy) what the first render reads.
 */
export function PendingMessageView({
  long,
  checksFailing,
  granted,
  closedAppChecks,
}: {
  long: boolean;
  checksFailing: boolean;
  granted: boolean;
  closedAppChecks: boolean | null;
}) {
  const muted = css({ color: 'fg.muted' });
  return (
    <>
      {long ? (
        <>
          <p className={muted}>{LONG_PENDING_TEXT}</p>
          <p>
            {CLOSE_THE_APP_TEXT}
            {granted ? ` ${closedAppChecks ? NOTIFIED_WHILE_CLOSED_TEXT : NOTIFIED_IN_BACKGROUND_TEXT}` : ''}
          </p>
        </>
      ) : (
        <p className={muted}>{solicitationStatusText('PENDING').message}</p>
      )}
      {checksFailing ? <p className={css({ fontWeight: 'bold' })}>{CHECKS_FAILING_TEXT}</p> : null}
    </>
  );
}

/**
 * A PENDING consultation's status as both consultation screens draw it (and their frames painted
 * from the phone's copy): the spinner, its title (`title`: each screen its own element), what it
 * says (`PendingMessageView`), then `children` (waiting for the network).
 */
export function PendingStatus({
  title,
  checksFailing = false,
  children,
  ...reads
}: {
  title: ReactNode;
  long: boolean;
  granted: boolean;
  closedAppChecks: boolean | null;
  checksFailing?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <Spinner />
      {title}
      <PendingMessageView checksFailing={checksFailing} {...reads} />
      {children}
    </>
  );
}
