import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A submit with errors takes the worker to the first of them: on a long form the
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

/**
 * For a form's action buttons: pressing one does not take the focus from the field being typed in.
 * Leaving that field shows its error (a line more above the button), and the button then moved
 * away from under the finger between the press and the release: the tap was lost and 'Prosseguir'
 * seemed to do nothing. The submit leaves the field instead (`leaveField`), once the tap landed.
 */
export const keepFocusOnPress = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * Leaves the field being typed in before a submit reads the values: what a field does on leaving
 * (the phone's added 9, a key's normalisation, its check) happens first, as when a tap took the focus.
 */
export function leaveField(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) active.blur();
}
