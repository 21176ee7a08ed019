import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useSupportPhone } from '../../hooks/use-link-config';
import { Spinner } from './spinner';
import { SupportButton } from './support-button';
import { useSlowHint } from './use-slow-hint';

/**
 * A full-screen overlay that blocks the page while something must not be interrupted (spec
 * section 2: 'Estamos enviando a sua proposta.'). A modal <dialog>: the page behind is inert, so
 * no second tap reaches a button under it, and the message is announced. The spec sets no HTTP
 * timeout: with `slow`, after `SLOW_HINT_MS` it also says that (the wait is longer than usual) and
 * offers the link's support chat (in the dialog, the only part of the page the worker can reach).
 */
export function BlockingOverlay({ message, slow, children }: { message: string; slow?: string; children?: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const late = useSlowHint(slow !== undefined);
  const supportPhone = useSupportPhone(late);
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
      <div role="status" className={css({ display: 'grid', gap: '2' })}>
        <p id="blocking-overlay-message" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {message}
        </p>
        {late ? <p>{slow}</p> : null}
      </div>
      {late ? <SupportButton supportPhone={supportPhone} /> : null}
      {children}
    </dialog>
  );
}
