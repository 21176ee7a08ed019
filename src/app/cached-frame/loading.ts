import { fragmentOf, link, paintFrame, rules } from './paint';
import { LOADING_WAITING_FRAME, LOADING_WAITING_NOTE, LOADING_WAITING_SUPPORT_SPACE } from './templates';
import { withWaitMessage } from './wait-message';
import { consultationToPaint } from './waiting-consultation';

/** The Corban `/loading`'s frame (./paint): its wait while the consultation is PENDING, and the room of the controls the app adds. */
paintFrame('loading', async (records) => {
  const waiting = await consultationToPaint(records, rules(), link);
  if (!waiting) return null;
  const frame = withWaitMessage(fragmentOf(LOADING_WAITING_FRAME), waiting.long, (notify) => LOADING_WAITING_NOTE[notify]);
  if (waiting.support) frame.querySelector('main')?.append(fragmentOf(LOADING_WAITING_SUPPORT_SPACE));
  return frame;
});
