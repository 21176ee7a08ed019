import type { ToastInput } from './toast';

/**
 * Whether `toast` would repeat one on screen (same title, description and type): the toaster view
 * shows it once (issue 16: a submission answered twice in one tab showed 'Proposta concluída!'
 * twice). Apart from ./toast, which the landing carries.
 */
export function repeatsVisible(toast: ToastInput, visible: ReadonlyArray<{ title?: unknown; description?: unknown; type?: unknown }>): boolean {
  return visible.some((shown) => shown.title === toast.title && (shown.description ?? '') === (toast.description ?? '') && shown.type === (toast.type ?? 'info'));
}
