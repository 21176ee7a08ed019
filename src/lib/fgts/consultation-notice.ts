/**
 * A consultation's notification when its status settles: what the page shows while it is hidden
 * and what the service worker's status checks show while the app is closed. Fixed texts, no
 * personal data, and one tag per consultation, so a change is told once whoever saw it first.
 */
import { SOLICITATION_STATUS_TEXT, type SolicitationStatus } from './solicitation-status';

/** The tag of a consultation's notification. */
export const consultationTag = (solicitationId: string) => `consulta-${solicitationId}`;

/** The notification's text for a consultation's final status (spec section 8's label and message). */
export function consultationNotice(status: SolicitationStatus): { title: string; body: string } {
  const text = SOLICITATION_STATUS_TEXT[status];
  return status === 'SUCCESS'
    ? { title: 'Consulta concluída', body: 'Sua consulta de saldo terminou. Toque para ver quanto você pode receber.' }
    : { title: `Consulta finalizada: ${text.label}`, body: 'Toque para ver o resultado da sua consulta.' };
}
