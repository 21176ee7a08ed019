/** Texts of the consultation's notifications, apart from the React parts so tests can read them. */

/**
 * Issue 9, 1.7: a blocked permission cannot be asked again from the page; only the browser's
 * settings can lift it, so the worker is told where.
 */
export const NOTIFICATIONS_BLOCKED =
  'As notificações estão bloqueadas para este site. Para receber o aviso, permita as notificações nas configurações do navegador: no Chrome, toque no ícone ao lado do endereço, depois em Permissões e ative Notificações. No app instalado, use as configurações do Android: Apps, este app, Notificações.';

/** The notification shown when a new consultation can be started. */
export const RETRY_NOTICE = { title: 'Você já pode consultar de novo', body: 'Toque para fazer uma nova consulta de saldo.' };
