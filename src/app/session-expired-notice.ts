import { showToast } from '../components/ui/toast';
import { on } from '../lib/events';

/**
 * Spec section 8, "Session expiry": a warning toast for 5 seconds. Subscribed when the app module
 * loads, before any request can fail, so an expiry during the white-label request is not missed.
 */
export function installSessionExpiredNotice(): () => void {
  return on('session-expired', () => showToast({ type: 'warning', title: 'Sessão expirada.', description: 'Por favor faça o login, novamente.' }));
}
