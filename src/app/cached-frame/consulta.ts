import { fragmentOf, link, paintFrame, permission, rules } from './paint';
import { CONSULTA_WAITING_FRAME, CONSULTA_WAITING_NOTE, LOADING_WAITING_MESSAGE } from './templates';
import { selfServiceToPaint } from './waiting-consultation';

/** The self-service `/consulta`'s frame (./paint): its wait while the consultation is PENDING. */
paintFrame('consulta', async (records) => {
  const waiting = await selfServiceToPaint(records, rules(), link);
  if (!waiting) return null;
  const frame = fragmentOf(CONSULTA_WAITING_FRAME);
  const notify = permission();
  const message = !waiting.long ? LOADING_WAITING_MESSAGE.short : notify === 'granted' ? LOADING_WAITING_MESSAGE.longNotified : LOADING_WAITING_MESSAGE.long;
  frame.querySelector('[role="status"]')?.append(fragmentOf(message));
  if (notify !== 'unsupported') frame.querySelector('main')?.append(fragmentOf(CONSULTA_WAITING_NOTE[notify]));
  return frame;
});
