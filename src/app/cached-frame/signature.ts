import { signatureConfig } from '../../lib/config/identity';
import { fragmentOf, link, paintFrame, rules, slotIn } from './paint';
import { finalStepToPaint, selfieToPaint, statusToPaint } from './ready-signature';
import { SELFIE_FRAME, FINAL_STEP_FRAME, FINAL_STEP_URL_SLOT, STATUS_BANK_SLOT, STATUS_FRAME, STATUS_ID_SLOT, STATUS_IDENTITY_SLOT, STATUS_NEXT_SLOT } from './templates';

/**
 * The frames of the proposal's last screens (./paint), one file: the selfie ('Tirar Selfie' as the
 * check is being prepared, as it is), the status screen (`status`, its number and reading of the
 * proposal set as text) and 'Etapa Final.' (`proposal/link`, its link set as the input's value).
 */
const screen = document.documentElement.getAttribute('data-cached-frame');
if (screen === 'selfie') {
  paintFrame(screen, async (records) => ((await selfieToPaint(records, rules(), link)) ? fragmentOf(SELFIE_FRAME) : null));
} else if (screen === 'status') {
  paintFrame(screen, async (records) => {
    const status = await statusToPaint(records, rules(), link);
    if (!status) return null;
    const frame = fragmentOf(STATUS_FRAME);
    const slots = [
      [slotIn(frame, 'strong', STATUS_ID_SLOT), status.id],
      [slotIn(frame, 'section p', STATUS_BANK_SLOT), status.summary.bank],
      [slotIn(frame, 'section p', STATUS_IDENTITY_SLOT), status.summary.identity],
      [slotIn(frame, 'section p', STATUS_NEXT_SLOT), status.summary.next],
    ] as const;
    // Nothing rather than a slot's name, should the template ever lose one.
    if (slots.some(([slot]) => !slot)) return null;
    for (const [slot, text] of slots) slot!.textContent = text;
    return frame;
  });
} else if (screen === 'proposal/link') {
  paintFrame(screen, async (records) => {
    // The history entry's state, as the router keeps it: the identifier the selfie or the status screen passed.
    const passed: unknown = (history.state as { signatureId?: unknown } | null)?.signatureId;
    const url = await finalStepToPaint(records, rules(), passed, signatureConfig());
    if (url === null) return null;
    const frame = fragmentOf(FINAL_STEP_FRAME);
    const input = frame.querySelector(`input[value="${FINAL_STEP_URL_SLOT}"]`);
    if (!input) return null;
    input.setAttribute('value', url);
    return frame;
  });
}
