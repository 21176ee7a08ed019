import { fragmentOf, permission } from './paint';
import { LOADING_WAITING_MESSAGE } from './templates';

/**
 * A consultation's wait (./loading, ./consulta): `frame` with the message the screens'
 * `PendingMessageView` shows at the end of its status, then `note`, the offer for this permission.
 */
export function withWaitMessage(frame: DocumentFragment, long: boolean, note: (permission: NotificationPermission) => string): DocumentFragment {
  const notify = permission();
  const message = !long ? LOADING_WAITING_MESSAGE.short : notify === 'granted' ? LOADING_WAITING_MESSAGE.longNotified : LOADING_WAITING_MESSAGE.long;
  frame.querySelector('[role="status"]')?.append(fragmentOf(message));
  if (notify !== 'unsupported') frame.querySelector('main')?.append(fragmentOf(note(notify)));
  return frame;
}
