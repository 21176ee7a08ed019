import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Spinner } from './spinner';

/**
 * A full-screen overlay that blocks the page while something must not be interrupted (spec
 * section 2: 'Estamos enviando a sua proposta.'). A modal <dialog>: the page behind is inert, so
 * no second tap reaches a button under it, and the message is announced.
 */
export function BlockingOverlay({ message, children }: { message: string; children?: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="blocking-overlay-message"
      // Escape must not close it: the work goes on whatever the worker presses.
      onCancel={(event) => event.preventDefault()}
      className={css({
        m: '0',
        p: '6',
        w: '100vw',
        h: '100dvh',
        maxW: '100vw',
        maxH: '100dvh',
        border: 'none',
        bg: 'rgba(255, 255, 255, 0.94)',
        display: 'none',
        '&[open]': { display: 'grid' },
        placeContent: 'center',
        justifyItems: 'center',
        gap: '4',
        textAlign: 'center',
        '&::backdrop': { bg: 'transparent' },
      })}
    >
      <Spinner />
      <p id="blocking-overlay-message" role="status" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
        {message}
      </p>
      {children}
    </dialog>
  );
}
