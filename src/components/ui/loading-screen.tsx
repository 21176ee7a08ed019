import { css, cx } from 'styled-system/css';
import { Spinner } from './spinner';

const status = css({ display: 'grid', justifyItems: 'center', gap: '4' });
const label = css({ color: 'fg.muted', fontWeight: 'bold' });

/** A spinner with its label, announced politely: what stands for something still loading. */
export function LoadingStatus({ text = 'Carregando...', className }: { text?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cx(status, className)}>
      <Spinner />
      <p className={label}>{text}</p>
    </div>
  );
}

/** Spec section 2, "Startup": a spinner with 'Carregando...', the whole screen. */
export function LoadingScreen({ label: text = 'Carregando...' }: { label?: string }) {
  return <LoadingStatus text={text} className={css({ minH: '100dvh', placeContent: 'center' })} />;
}
