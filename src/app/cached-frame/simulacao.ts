import { formatCurrency } from '../../lib/format';
import { fragmentOf, link, paintFrame, rules } from './paint';
import { simulationHeadlineToPaint } from './ready-simulation';
import { SIMULATION_AMOUNT_SLOT, SIMULATION_FRAME, SIMULATION_WHO_SLOT } from './templates';

/** The simulation result's frame (./paint): its top, with the worker's first name and the maximum amount set as text. */
paintFrame('simulacao', async (records) => {
  const headline = await simulationHeadlineToPaint(records, rules(), link);
  if (headline === null) return null;
  const frame = fragmentOf(SIMULATION_FRAME);
  const who = headline.name ? `${headline.name}, você` : 'Você';
  for (const slot of frame.querySelectorAll('h1 + p, h1 + p > strong')) {
    const text = slot.firstChild;
    if (text?.nodeType !== Node.TEXT_NODE) continue;
    if (text.nodeValue?.startsWith(SIMULATION_WHO_SLOT)) text.nodeValue = who + text.nodeValue.slice(SIMULATION_WHO_SLOT.length);
    else if (text.nodeValue === SIMULATION_AMOUNT_SLOT) text.nodeValue = formatCurrency(headline.maxValue);
  }
  return frame;
});
