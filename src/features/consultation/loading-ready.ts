import type { FrameRule } from '../../lib/frame';
import { pendingVariant, waitingConsultationOf } from './pending-copy';

/** The Corban `/loading`'s frame (./loading-frame): its wait while the consultation is PENDING. */
export default {
  ready: (copy, { rules, link, permission }) => {
    const waiting = waitingConsultationOf(copy, rules, link);
    return waiting && { variant: pendingVariant(waiting.long, permission, waiting.support) };
  },
} satisfies FrameRule;
