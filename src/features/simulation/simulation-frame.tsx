import { slot } from '../../lib/frame';
import { SimulationFrame } from './simulation-view';

/** The simulation result's frame (its screen's `useFrameCopy`): with the worker's first name and without. */
export default () => ({ named: <SimulationFrame name={slot('name')} maxValue={0} />, '': <SimulationFrame name="" maxValue={0} /> });
