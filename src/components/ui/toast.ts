/**
 * App-wide toasts. The Ark UI toaster (and its state machine) is loaded on the first toast, so the
 * landing route does not pay for it. Spec section 9: toasts last 5 seconds.
 */
export type ToastType = 'info' | 'success' | 'warning' | 'error';
export type ToastInput = {
  title: string;
  description?: string;
  type?: ToastType;
  duration?: number;
  /**
   * The event the toast tells of: one toast per event (a second showToast with the same id
   * replaces the first), and `dismissToast(id)` takes it away once a later state says otherwise.
   */
  id?: string;
};

export const TOAST_DURATION_MS = 5000;

type Listener = (toast: ToastInput) => void;
let listener: Listener | null = null;
let dismisser: ((id: string) => void) | null = null;
const pending: ToastInput[] = [];

export function showToast(input: ToastInput): void {
  const toast = { duration: TOAST_DURATION_MS, type: 'info' as const, ...input };
  if (listener) listener(toast);
  else {
    pending.push(toast);
    for (const fn of subscribers) fn();
  }
}

/** Takes away the toast of that event, shown or still waiting for the toaster to load. */
export function dismissToast(id: string): void {
  for (let i = pending.length - 1; i >= 0; i -= 1) if (pending[i]!.id === id) pending.splice(i, 1);
  dismisser?.(id);
}

const subscribers = new Set<() => void>();

/** The lazily loaded toaster view registers itself here and drains what was queued before it loaded. */
export function connectToaster(fn: Listener, dismiss: (id: string) => void): () => void {
  listener = fn;
  dismisser = dismiss;
  for (const toast of pending.splice(0)) fn(toast);
  return () => {
    if (listener === fn) listener = dismisser = null;
  };
}

/** Lets the shell mount the toaster view only once something wants to show a toast. */
export function onToastRequested(fn: () => void): () => void {
  subscribers.add(fn);
  if (pending.length > 0) fn();
  return () => subscribers.delete(fn);
}
