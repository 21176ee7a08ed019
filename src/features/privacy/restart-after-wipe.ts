import type { QueryClient } from '@tanstack/react-query';
import type { useNavigate } from '@tanstack/react-router';
import { firstScreenOf } from '../../lib/flow/flows';
import { wipePersonalData } from '../../lib/privacy/wipe';
import { markHistoryWiped } from './wiped-history';

/**
 * 'Limpar meus dados' in this tab, or in another one (lib/privacy/wipe-channel): the data goes, and
 * the link's first screen opens again, empty, in place of the current history entry; the entries
 * shown before are marked so Back does not return to them (wiped-history.ts).
 */
export async function wipeAndRestart(queryClient: QueryClient, navigate: ReturnType<typeof useNavigate>): Promise<void> {
  await wipePersonalData(queryClient);
  markHistoryWiped();
  // Mounted after the wipe, the first screen starts empty (its fields keep local state).
  // Replaced by a new entry (see afterWipe), also when the worker is on the first screen itself.
  await navigate({ to: firstScreenOf(window.location.pathname), replace: true, resetScroll: true, state: { afterWipe: String(Date.now()) } });
  // Arriving there records the screen for "resume anywhere" (a draft); wipe that too, so the
  // device is left with nothing until the worker types again.
  await wipePersonalData(queryClient);
}
