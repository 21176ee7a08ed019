import type { ErrorComponentProps } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { isApiError } from '../api/errors';

function describe(error: unknown): string {
  if (isApiError(error)) return String(error.status || error.message);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Spec section 8, "Router": 'Unexpected Application Error!' with the status or message. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  return (
    <main role="alert" className={css({ minH: '100dvh', display: 'grid', placeContent: 'center', gap: '3', p: '6' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Unexpected Application Error!</h1>
      <p className={css({ fontFamily: 'mono', color: 'fg.muted' })}>{describe(error)}</p>
    </main>
  );
}
