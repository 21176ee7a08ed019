/** Texts of the consultation's notifications, apart from the React parts so tests can read them. */

export { NOTIFICATIONS_BLOCKED } from '../../lib/notifications';

/** The notification shown when a new consultation can be started. */
export const RETRY_NOTICE = { title: 'Você já pode consultar de novo', body: 'Toque para fazer uma nova consulta de saldo.' };
