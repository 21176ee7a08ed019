import type { ErrorComponentProps } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { isApiError } from '../api/errors';
import { Button } from '../components/ui/button';
import { SupportButton } from '../components/ui/support-button';
import { useSupportPhone } from '../hooks/use-link-config';

function describe(error: unknown): string {
  if (isApiError(error)) return String(error.status || error.message);
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Spec section 8, "Router": 'Unexpected Application Error!' with the status or message. Not a dead
 * end: 'Tentar novamente' loads the page again (a screen's code that failed to arrive is asked for
 * again; the worker's drafts are on the phone), and the link's support chat is offered.
 */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const supportPhone = useSupportPhone();
  return (
    <main className={css({ minH: '100dvh', display: 'grid', placeContent: 'center', gap: '3', p: '6' })}>
      <div role="alert" className={css({ display: 'grid', gap: '3' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Unexpected Application Error!</h1>
        <p className={css({ fontFamily: 'mono', color: 'fg.muted' })}>{describe(error)}</p>
      </div>
      <Button variant="solid" onClick={() => window.location.reload()}>
        Tentar novamente
      </Button>
      <SupportButton supportPhone={supportPhone} />
    </main>
  );
}
