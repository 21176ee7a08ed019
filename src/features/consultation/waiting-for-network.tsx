import { css } from 'styled-system/css';

/** Offline, the consultation's creation waits (TanStack pauses it) and is sent once when the connection returns. */
export const WAITING_FOR_NETWORK = 'Sem internet. A consulta começa assim que a conexão voltar.';
/** The service worker holds the creation and sends it even with the app closed (./hand-over-solicitation). */
export const HANDED_OVER = 'Você pode fechar o app: ela começa mesmo assim.';

export function WaitingForNetwork({ handedOver = false }: { handedOver?: boolean }) {
  return (
    <p className={css({ fontWeight: 'bold' })}>
      {WAITING_FOR_NETWORK}
      {handedOver ? ` ${HANDED_OVER}` : ''}
    </p>
  );
}
