import type { FrameRule } from '../../lib/frame';
import { pendingVariant, waitingSelfServiceOf } from './pending-copy';

/** The self-service `/consulta`'s frame (./consulta-frame): its wait while the consultation is PENDING. */
export default {
  ready: (copy, { rules, link, permission }) => {
    const waiting = waitingSelfServiceOf(copy, rules, link);
    return waiting && { variant: pendingVariant(waiting.long, permission) };
  },
} satisfies FrameRule;
