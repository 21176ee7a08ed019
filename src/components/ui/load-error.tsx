import { css } from 'styled-system/css';
import { GENERIC_ERROR_MESSAGE } from '../../api/errors';
import { useLinkConfig } from '../../hooks/use-link-config';
import { Button } from './button';
import { SupportButton } from './support-button';

type Props = {
  /** Asks again (the query's refetch). */
  onRetry: () => unknown;
  /** While the new read runs: the button says so and waits. */
  retrying?: boolean;
  /** Spec section 8's generic text unless a screen has one of its own. */
  message?: string;
};

/**
 * A read that failed (no answer after the retries, a 5xx, an answer the app cannot read): what
 * happened in the spec's words, a way to ask again, and the support chat. Every screen that loads
 * something shows this in its error branch.
 */
export function LoadError({ onRetry, retrying = false, message = GENERIC_ERROR_MESSAGE }: Props) {
  const config = useLinkConfig();
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <p role="alert">{message}</p>
      <Button disabled={retrying} onClick={() => void onRetry()}>
        {retrying ? 'Tentando novamente…' : 'Tentar novamente'}
      </Button>
      <SupportButton supportPhone={config.data?.supportPhone} />
    </div>
  );
}
