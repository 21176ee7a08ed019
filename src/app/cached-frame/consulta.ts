import { fragmentOf, link, paintFrame, rules } from './paint';
import { CONSULTA_WAITING_FRAME, CONSULTA_WAITING_NOTE } from './templates';
import { withWaitMessage } from './wait-message';
import { selfServiceToPaint } from './waiting-consultation';

/** The self-service `/consulta`'s frame (./paint): its wait while the consultation is PENDING. */
paintFrame('consulta', async (records) => {
  const waiting = await selfServiceToPaint(records, rules(), link);
  return waiting && withWaitMessage(fragmentOf(CONSULTA_WAITING_FRAME), waiting.long, (notify) => CONSULTA_WAITING_NOTE[notify]);
});
