import { useSyncExternalStore } from 'react';
import { closedAppChecks, subscribeClosedAppChecks } from '../lib/background/status-watch';

/** Whether the browser checks with the app closed (true), refused (false), or was not asked yet (null). */
export function useClosedAppChecks(): boolean | null {
  return useSyncExternalStore(subscribeClosedAppChecks, closedAppChecks, () => null);
}
