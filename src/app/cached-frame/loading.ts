import { fragmentOf, link, paintFrame, permission, rules } from './paint';
import { LOADING_WAITING_FRAME, LOADING_WAITING_MESSAGE, LOADING_WAITING_NOTE, LOADING_WAITING_SUPPORT_SPACE } from './templates';
import { consultationToPaint } from './waiting-consultation';

/** The Corban `/loading`'s frame (./paint): its wait while the consultation is PENDING, and the room of the controls the app adds. */
paintFrame('loading', async (records) => {
  const waiting = await consultationToPaint(records, rules(), link);
  if (!waiting) return null;
  const frame = fragmentOf(LOADING_WAITING_FRAME);
  const notify = permission();
  const message = !waiting.long ? LOADING_WAITING_MESSAGE.short : notify === 'granted' ? LOADING_WAITING_MESSAGE.longNotified : LOADING_WAITING_MESSAGE.long;
  frame.querySelector('[role="status"]')?.append(fragmentOf(message));
  const main = frame.querySelector('main');
  if (notify !== 'unsupported') main?.append(fragmentOf(LOADING_WAITING_NOTE[notify]));
  if (waiting.support) main?.append(fragmentOf(LOADING_WAITING_SUPPORT_SPACE));
  return frame;
});
