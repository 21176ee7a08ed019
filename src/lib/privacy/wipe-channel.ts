/**
 * 'Limpar meus dados' tells the app's other open tabs (a BroadcastChannel of the origin), so none
 * keeps showing, or writing back, what was wiped. One channel per page, for sending and listening:
 * a channel never hears its own messages, so the tab that wiped is not told again.
 */
export const WIPE_CHANNEL = 'fgts-wipe';

type WipeMessage = { type: 'wiped' };

let channel: BroadcastChannel | null | undefined;
const listeners = new Set<() => void>();

function pageChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(WIPE_CHANNEL);
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if ((event.data as Partial<WipeMessage> | null)?.type === 'wiped') listeners.forEach((listener) => listener());
  });
  return channel;
}

/** Tells the other tabs this device's data was wiped. */
export function announceWipe(): void {
  pageChannel()?.postMessage({ type: 'wiped' } satisfies WipeMessage);
}

/** Calls `listener` when another tab wiped; returns the unsubscribe. */
export function onWipeElsewhere(listener: () => void): () => void {
  pageChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
