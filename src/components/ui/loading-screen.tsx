import { css } from 'styled-system/css';
import { Spinner } from './spinner';

/** Spec section 2, "Startup": a spinner with 'Carregando...'. */
export function LoadingScreen({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({ minH: '100dvh', display: 'grid', placeContent: 'center', justifyItems: 'center', gap: '4' })}
    >
      <Spinner />
      <p className={css({ color: 'fg.muted', fontWeight: 'bold' })}>{label}</p>
    </div>
  );
}
