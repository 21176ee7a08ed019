import type { FrameCopy } from '../../lib/frame';
import { LONG_PENDING_MS } from '../../lib/fgts/next-step';

/** The key of a consultation's frame's variant. */
export const pendingVariant = (long: boolean, permission: string, support = false) => `${long ? 'long' : 'short'} ${permission}${support ? ' support' : ''}`;

/**
 * What a consultation's wait (PENDING, its checks not failing) draws of its frame, as it opens
 * next: under a minute, and over it from its creation where the BFF gives a usable time (the
 * screens' `useLongPending`: without one it counts from the open); `support`: the support chat
 * shown then.
 */
export function pendingFrameCopy(createdAt: string | null | undefined, permission: string, support = false): FrameCopy {
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  return {
    variant: pendingVariant(false, permission),
    permission,
    later: Number.isFinite(created) ? [created + LONG_PENDING_MS, pendingVariant(true, permission, support)] : undefined,
  };
}
