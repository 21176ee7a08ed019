import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A submit with errors takes the worker to the first of them (issue 16 §7): on a long form the
 * messages can be a screen away from the button, and a tap that seems to do nothing is a dead end.
 * `focusFirstError` (the form's onSubmitInvalid) asks for a render; once it is committed, the
 * first field marked invalid in the form, in reading order, gets the focus (so a screen reader
 * reads its label and message) and is scrolled to the middle of the screen, its label in view.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useLayoutEffect(() => {
    if (request === 0) return;
    const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: 'center' });
  }, [request]);
  return { ref, focusFirstError: () => setRequest((n) => n + 1) };
}
