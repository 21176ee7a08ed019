import { useEffect } from 'react';
import { showToast } from '../components/ui/toast';
import { on } from '../lib/events';

/** Spec section 8, "Session expiry": a warning toast for 5 seconds. */
export function SessionExpiredNotice() {
  useEffect(
    () =>
      on('session-expired', () =>
        showToast({ type: 'warning', title: 'Sessão expirada.', description: 'Por favor faça o login, novamente.' }),
      ),
    [],
  );
  return null;
}
