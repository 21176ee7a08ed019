import { useSyncExternalStore } from 'react';
import { closedAppChecks, subscribeClosedAppChecks } from '../lib/background/status-watch';

/** Issue 18 §3: whether the browser checks with the app closed (true), refused (false), or was not asked yet (null). */
export function useClosedAppChecks(): boolean | null {
  return useSyncExternalStore(subscribeClosedAppChecks, closedAppChecks, () => null);
}
