import { NOTIFY_STATES } from '../../components/ui/notify-offer';
import { DEFAULT_BRANDING } from '../../lib/branding/branding';
import { CorbanWaitingFrame } from './loading-view';
import { pendingVariant } from './pending-copy';

/** The Corban `/loading`'s frame (its screen's `useFrameCopy`) on the default brand: under a minute, over it, with the support chat's room. */
export default () =>
  Object.fromEntries(
    NOTIFY_STATES.flatMap((notify) =>
      [
        [false, false],
        [true, false],
        [true, true],
      ].map(([long, support]) => [
        pendingVariant(long!, notify, support),
        <CorbanWaitingFrame branding={DEFAULT_BRANDING} long={long!} notify={notify} support={support!} />,
      ]),
    ),
  );
