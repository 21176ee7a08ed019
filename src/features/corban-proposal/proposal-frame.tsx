import { DEFAULT_BRANDING } from '../../lib/branding/branding';
import { CorbanProposalFrame } from './proposal-view';

/** The Corban proposal screen's frame (its screen's `useFrameCopy`) on the default brand. */
export default () => ({ '': <CorbanProposalFrame branding={DEFAULT_BRANDING} amount={0} /> });
