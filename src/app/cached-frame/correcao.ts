import { correctionReasonToPaint } from './ready-correction';
import { fragmentOf, link, paintFrame, rules, slotIn } from './paint';
import { CORRECTION_FRAME, CORRECTION_ITEM_SLOT, CORRECTION_MESSAGE_SLOT } from './templates';

/** The correction form's frame (./paint): its top, with the bank's message and list set as text. */
paintFrame('correcao', async (records) => {
  const reason = await correctionReasonToPaint(records, rules(), link);
  if (reason === null) return null;
  const frame = fragmentOf(CORRECTION_FRAME);
  // The message's <p> and the list's one line, as the template has them (the progress above is a list too).
  const message = slotIn(frame, 'p', CORRECTION_MESSAGE_SLOT);
  const item = slotIn(frame, 'li', CORRECTION_ITEM_SLOT);
  const list = item?.parentElement;
  if (!message || !item || !list) return null;
  if (reason.mensagem) message.textContent = reason.mensagem;
  else message.remove();
  if (reason.resultado.length === 0) list.remove();
  else
    list.replaceChildren(
      ...reason.resultado.map((text) => {
        const line = item.cloneNode();
        line.textContent = text;
        return line;
      }),
    );
  return frame;
});
