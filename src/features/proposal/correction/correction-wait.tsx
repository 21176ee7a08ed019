import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { SupportButton } from '../../../components/ui/support-button';
import { useLinkConfig } from '../../../hooks/use-link-config';
import { useTimeReached } from '../../../hooks/use-time-reached';

/**
 * How long the correction form waits for the server to take a saved correction in before it says
 * so. The BFF takes it in as it answers the resubmission, so the 2 s poll (spec section 9) normally
 * ends at its first read; a minute is 30 reads, well past a slow network or a busy partner, and
 * short enough that a worker watching a spinner is not left alone with it.
 */
export const CORRECTION_WAIT_MS = 60_000;

export const CORRECTION_WAIT_TEXTS = {
  sending: 'Enviando os seus dados…',
  waiting: 'Estamos revalidando sua proposta.',
  lateTitle: 'O banco ainda não confirmou os dados corrigidos.',
  late: 'Seus dados foram enviados e continuamos verificando: quando o banco confirmar, você volta para a proposta. Você também pode acompanhar a proposta agora.',
  showProposal: 'Ver minha proposta',
} as const;

type Props = {
  /** The resubmission is on its way (not yet answered). */
  sending: boolean;
  /** When the save was answered (epoch ms); unknown for a save recorded by an older version. */
  savedAt: number | null | undefined;
  /** Leaves the wait for step 5 (the poll there goes on). */
  onShowProposal: () => void;
};

/**
 * The wait after 'Salvar', never a spinner with no exit, even after a reopen. Past
 * CORRECTION_WAIT_MS from the save, also when the app is reopened later, it says the bank has not
 * confirmed yet and offers step 5 and the support chat, while the 2 s poll goes on.
 */
export function CorrectionWait({ sending, savedAt, onShowProposal }: Props) {
  const config = useLinkConfig();
  const [openedAt] = useState(() => Date.now());
  const late = useTimeReached(sending ? undefined : (savedAt ?? openedAt) + CORRECTION_WAIT_MS);
  if (late) {
    return (
      <section role="status" className={css({ display: 'grid', gap: '3' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{CORRECTION_WAIT_TEXTS.lateTitle}</h2>
        <p>{CORRECTION_WAIT_TEXTS.late}</p>
        <Button onClick={onShowProposal}>{CORRECTION_WAIT_TEXTS.showProposal}</Button>
        <SupportButton supportPhone={config.data?.supportPhone} />
      </section>
    );
  }
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
      <Spinner />
      <p role="status">{sending ? CORRECTION_WAIT_TEXTS.sending : CORRECTION_WAIT_TEXTS.waiting}</p>
    </div>
  );
}
