import { formatCurrency } from '../../lib/format';
import { fragmentOf, link, paintFrame, rules, slotIn } from './paint';
import { proposalAmountToPaint } from './ready-proposal';
import { CORBAN_AMOUNT_SLOT, CORBAN_PROPOSAL_FRAME } from './templates';

/** The Corban `proposal/{id}`'s frame (./paint): the amount the simulation allows, set as text. */
paintFrame('proposal', async (records) => {
  const amount = await proposalAmountToPaint(records, rules(), link, proposalIdInPath());
  if (amount === null) return null;
  const frame = fragmentOf(CORBAN_PROPOSAL_FRAME);
  // Nothing rather than '{amount}', should the template ever lose its slot.
  const slot = slotIn(frame, 'p', CORBAN_AMOUNT_SLOT);
  if (!slot) return null;
  slot.textContent = formatCurrency(amount);
  return frame;
});

/** `proposal/{id}`'s id, as the router gives it to the screen (decoded). */
function proposalIdInPath(): string {
  const id = location.pathname.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
