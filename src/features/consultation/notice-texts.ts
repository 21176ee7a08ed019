/** Texts of the consultation's notifications, apart from the React parts so tests can read them. */

import { SOLICITATION_STATUS_TEXT, type SolicitationStatus } from '../../lib/fgts/solicitation-status';

export { NOTIFICATIONS_BLOCKED } from '../../lib/notifications';

/** The notification shown when a new consultation can be started. */
export const RETRY_NOTICE = { title: 'Você já pode consultar de novo', body: 'Toque para fazer uma nova consulta de saldo.' };

/** The notification's text for a final status (spec section 8's label and message). */
export function consultationNotice(status: SolicitationStatus): { title: string; body: string } {
  const text = SOLICITATION_STATUS_TEXT[status];
  return status === 'SUCCESS'
    ? { title: 'Consulta concluída', body: 'Sua consulta de saldo terminou. Toque para ver quanto você pode receber.' }
    : { title: `Consulta finalizada: ${text.label}`, body: 'Toque para ver o resultado da sua consulta.' };
}
