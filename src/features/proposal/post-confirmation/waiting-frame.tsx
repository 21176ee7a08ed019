import { NOTIFY_STATES } from '../../../components/ui/notify-offer';
import { slot } from '../../../lib/frame';
import { ProposalWaitingFrame } from './proposal-view';

/** Step 5's frame (its screen's `useFrameCopy`), for each permission of the notification offer: its number a slot. */
export default () => Object.fromEntries(NOTIFY_STATES.map((notify) => [notify, <ProposalWaitingFrame id={slot('id')} notify={notify} />]));
