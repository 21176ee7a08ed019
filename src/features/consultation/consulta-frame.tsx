import { NOTIFY_STATES } from '../../components/ui/notify-offer';
import { DEFAULT_BRANDING } from '../../lib/branding/branding';
import { ConsultationWaitingFrame } from './consultation-view';
import { pendingVariant } from './pending-copy';

/** The self-service `/consulta`'s frame (its screen's `useFrameCopy`) on the default brand, under a minute and over it. */
export default () =>
  Object.fromEntries(
    NOTIFY_STATES.flatMap((notify) =>
      [false, true].map((long) => [pendingVariant(long, notify), <ConsultationWaitingFrame branding={DEFAULT_BRANDING} long={long} notify={notify} />]),
    ),
  );
