import { fragmentOf, link, paintFrame, permission, rules, slotIn } from './paint';
import { PROPOSAL_ID_SLOT, PROPOSAL_WAITING_FRAME, PROPOSAL_WAITING_NOTE } from './templates';
import { proposalToPaint } from './waiting-proposal';

/** Step 5's frame (./paint): its two cards while both validate, the proposal's number set as text. */
paintFrame('show-proposal', async (records) => {
  const id = await proposalToPaint(records, rules(), link);
  if (id === null) return null;
  const frame = fragmentOf(PROPOSAL_WAITING_FRAME);
  // Nothing rather than '{id}', should the template ever lose its slot.
  const slot = slotIn(frame, 'strong', PROPOSAL_ID_SLOT);
  if (!slot) return null;
  slot.textContent = id;
  const notify = permission();
  if (notify !== 'unsupported') frame.querySelector('main')?.append(fragmentOf(PROPOSAL_WAITING_NOTE[notify]));
  return frame;
});
