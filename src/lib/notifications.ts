/**
 * System notifications while the app is hidden (the consultation's end; a change on the
 * post-confirmation cards). Shown through the service worker, so they work from a background
 * tab and the installed app. No personal data goes into a notification: its text is fixed and its
 * `url` is a screen's path.
 */

/**
 * A blocked permission cannot be asked again from the page; only the browser's
 * settings can lift it, so the worker is told where.
 */
export const NOTIFICATIONS_BLOCKED =
  'As notificações estão bloqueadas para este site. Para receber o aviso, permita as notificações nas configurações do navegador: no Chrome, toque no ícone ao lado do endereço, depois em Permissões e ative Notificações. No app instalado, use as configurações do Android: Apps, este app, Notificações.';

export const notificationsSupported = (): boolean => typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;

/** True when this page may show notifications (the worker allowed them). */
export const notificationsGranted = (): boolean => notificationsSupported() && Notification.permission === 'granted';

/** The permission as it stands ('unsupported' where the page cannot notify). */
export const notificationPermission = (): NotificationPermission | 'unsupported' => (notificationsSupported() ? Notification.permission : 'unsupported');

const permissionListeners = new Set<() => void>();

/** Called after each answer to requestNotificationPermission (what every screen showing it reads again). */
export function subscribeNotificationPermission(listener: () => void): () => void {
  permissionListeners.add(listener);
  return () => permissionListeners.delete(listener);
}

/**
 * Asks the worker (only on their tap), then tells every subscriber, so each text that depends on
 * the permission (the offer, the consultation's long wait) changes at once.
 */
export async function requestNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  try {
    await Notification.requestPermission();
  } catch {
    // An old browser's callback form, or a refusal to ask: the permission as it stands is read below.
  }
  for (const listener of permissionListeners) listener();
  return notificationPermission();
}

/**
 * Shows a notification through the service worker when the page is hidden and the worker allowed
 * it. `url` is the screen it opens: a path with no personal data.
 */
export function notifyIfHidden(title: string, body: string, tag: string, url: string): void {
  if (!notificationsGranted() || document.visibilityState !== 'hidden') return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.showNotification(title, { body, tag, icon: '/brand/icon-192.png', data: { url } }))
    .catch((error: unknown) => console.warn('Notification not shown', error));
}
