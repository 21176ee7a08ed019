import { Button } from '../../components/ui/button';
import { css } from 'styled-system/css';
import { CONFIRM_COUNTDOWN_MS, countdownLabel } from '../../lib/countdown';
import { useCountdown } from '../../hooks/use-countdown';

type Props = { onConfirm: () => void; onCancel: () => void };

/**
 * 'Não' and 'Sim'. Spec section 2: 'Sim' waits a visible 5 seconds, so the worker reads the
 * question before confirming. Mounted with the dialog's content, so every opening counts again.
 */
export function ConfirmActions({ onConfirm, onCancel }: Props) {
  const seconds = useCountdown(CONFIRM_COUNTDOWN_MS);
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}>
      <Button variant="outline" onClick={onCancel}>
        Não
      </Button>
      <Button disabled={seconds > 0} onClick={onConfirm}>
        {countdownLabel('Sim', seconds)}
      </Button>
    </div>
  );
}
