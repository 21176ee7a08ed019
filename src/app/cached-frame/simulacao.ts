import { whoCanReceive } from '../../features/simulation/simulation-figures';
import { formatCurrency } from '../../lib/format';
import { fragmentOf, link, paintFrame, rules } from './paint';
import { simulationHeadlineToPaint } from './ready-simulation';
import { SIMULATION_AMOUNT_SLOT, SIMULATION_FRAME, SIMULATION_WHO_SLOT } from './templates';

/** The simulation result's frame (./paint): its top, with the worker's first name and the maximum amount set as text. */
paintFrame('simulacao', async (records) => {
  const headline = await simulationHeadlineToPaint(records, rules(), link);
  if (headline === null) return null;
  const frame = fragmentOf(SIMULATION_FRAME);
  // The headline's text nodes, as the template has them: '{who} pode receber até ', then <strong>{amount}</strong>.
  const line = frame.querySelector('h1 + p');
  const who = line?.firstChild;
  const amount = line?.querySelector('strong')?.firstChild;
  if (!who?.nodeValue?.startsWith(SIMULATION_WHO_SLOT) || amount?.nodeValue !== SIMULATION_AMOUNT_SLOT) return null;
  who.nodeValue = whoCanReceive(headline.name) + who.nodeValue.slice(SIMULATION_WHO_SLOT.length);
  amount.nodeValue = formatCurrency(headline.maxValue);
  return frame;
});
