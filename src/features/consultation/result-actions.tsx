import { useId } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/button';
import { retryTimeText, type NextSteps } from '../../lib/fgts/next-step';
import { SupportButton } from '../../components/ui/support-button';

type Props = {
  steps: NextSteps;
  /** When a new consultation may start; undefined until known. */
  retryAt: number | undefined;
  retryReached: boolean;
  /** A new consultation is being started (the button waits). */
  renewing: boolean;
  onGuide: () => void;
  onRetry: () => void;
  supportPhone: string | null | undefined;
};

/**
 * The next steps a final result offers, each one something to tap: the authorisation
 * guide, a new consultation (with the time it becomes possible), the support chat.
 */
export function ResultActions({ steps, retryAt, retryReached, renewing, onGuide, onRetry, supportPhone }: Props) {
  const timeId = useId();
  const waiting = retryAt !== undefined && !retryReached;
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {steps.guide ? (
        <Button variant="solid" onClick={onGuide}>
          Ver como autorizar
        </Button>
      ) : null}
      {steps.retryAfterMs !== null && retryAt !== undefined ? (
        <>
          {steps.retryAfterMs > 0 ? (
            <p id={timeId} className={css({ textAlign: 'center', fontWeight: 'bold' })}>
              {waiting ? retryTimeText(retryAt) : 'Você já pode consultar de novo.'}
            </p>
          ) : null}
          <Button
            variant={steps.guide ? 'outline' : 'solid'}
            disabled={waiting || renewing}
            aria-describedby={steps.retryAfterMs > 0 ? timeId : undefined}
            onClick={onRetry}
          >
            {renewing ? 'Iniciando nova consulta…' : 'Consultar de novo'}
          </Button>
        </>
      ) : null}
      <SupportButton supportPhone={supportPhone} />
    </div>
  );
}
