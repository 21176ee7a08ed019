import { useSyncExternalStore, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { NOTIFICATIONS_BLOCKED, notificationPermission, requestNotificationPermission, subscribeNotificationPermission } from '../../lib/notifications';
import { Button } from './button';

const noteClass = css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center' });

export type NotifyPermission = NotificationPermission;

/**
 * The notification permission, read again whenever the worker answers the request on any screen
 * (lib/notifications requestNotificationPermission): a text that depends on it changes with the
 * answer, not at the screen's next render.
 */
export function useNotificationPermission(): NotifyPermission | 'unsupported' {
  return useSyncExternalStore(subscribeNotificationPermission, notificationPermission, () => 'unsupported');
}

/** What the offer can show: each permission, and none where the browser has no notifications. */
export const NOTIFY_STATES = ['unsupported', 'default', 'granted', 'denied'] as const;

/** What the offer shows for a permission; `children` (the button) only while the permission can be asked. */
export function NotifyOfferView({
  permission,
  reason,
  granted,
  children,
}: {
  permission: NotifyPermission | 'unsupported';
  reason: string;
  granted: string;
  children?: ReactNode;
}) {
  if (permission === 'unsupported') return null;
  if (permission === 'denied') return <p className={noteClass}>{NOTIFICATIONS_BLOCKED}</p>;
  if (permission === 'granted') return <p className={noteClass}>{granted}</p>;
  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'center' })}>
      <p className={css({ fontSize: 'sm' })}>{reason}</p>
      {children}
    </div>
  );
}

/**
 * The room the offer's button takes, unseen and inert: a frame painted before the app's code
 * (src/app/before-app) keeps it where the app then draws the button, so nothing moves.
 */
export function NotifyButtonSpace({ action }: { action: string }) {
  return (
    <span aria-hidden="true" data-space-for="notify" className={cx(button({ variant: 'outline' }), css({ visibility: 'hidden' }))}>
      {action}
    </span>
  );
}

/**
 * The offer to be notified while the app is hidden. Permission is asked only when the worker taps
 * the button (never on load), with the reason next to it; a blocked permission says where to lift it.
 */
export function NotifyOffer({ reason, granted, action }: { reason: string; granted: string; action: string }) {
  const permission = useNotificationPermission();
  return (
    <NotifyOfferView permission={permission} reason={reason} granted={granted}>
      <Button variant="outline" onClick={() => void requestNotificationPermission()}>
        {action}
      </Button>
    </NotifyOfferView>
  );
}
