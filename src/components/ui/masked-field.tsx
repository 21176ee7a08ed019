import { useEffect, useRef, type ChangeEvent } from 'react';
import { editMasked, plannedEdit, type DigitMask, type MaskEdit } from '../../lib/br/mask';
import { TextField, type TextFieldProps } from './text-field';

export type MaskedFieldProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'> & {
  /**
   * A mask from src/lib/br (CPF_MASK, PHONE_MASK, CEP_MASK, BIRTH_DATE_MASK), or an edit function
   * of the same contract as `editMasked` for a field that is not a fixed shape (lib/br/currency).
   */
  mask: DigitMask | ((edit: MaskEdit) => { value: string; caret: number });
  /** The masked value (format stored or prefilled values with the mask's `format…` first). */
  value: string;
  onValueChange: (masked: string, input: HTMLInputElement) => void;
  type?: 'text' | 'tel';
};

/**
 * A TextField whose value is masked as the worker edits it, anywhere in the field: the caret stays
 * after the digits it followed (see `editMasked`), so deleting or typing in the middle edits that
 * digit and nothing else, and a paste (formatted or not) gives what typing gives.
 *
 * A typed character, Backspace or Delete is masked before the browser edits the text
 * (`beforeinput`, see `plannedEdit`): the field is written once per key instead of twice, which
 * halves the layout work a key costs a cheap phone. Every other edit (paste, cut, a keyboard's
 * composition) is left to the browser and masked from its `input` event.
 */
export function MaskedField({ mask, value, onValueChange, type = 'text', ...field }: MaskedFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const previous = useRef(value);
  previous.current = value;
  const latest = useRef({ mask, onValueChange });
  latest.current = { mask, onValueChange };

  function commit(input: HTMLInputElement, edit: MaskEdit) {
    const { mask: current, onValueChange: notify } = latest.current;
    const next = typeof current === 'function' ? current(edit) : editMasked(current, edit);
    // Written to the element now, so React's render finds it equal and leaves the caret alone.
    input.value = next.value;
    if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    previous.current = next.value;
    notify(next.value, input);
  }

  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const beforeInput = (event: InputEvent) => {
      if (!event.cancelable || input.readOnly || input.disabled) return;
      const edit = plannedEdit(input.value, input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length, event.inputType, event.data);
      if (!edit) return;
      event.preventDefault();
      commit(input, edit);
    };
    input.addEventListener('beforeinput', beforeInput);
    return () => input.removeEventListener('beforeinput', beforeInput);
    // commit reads the latest props through refs.
  }, []);

  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    commit(input, {
      value: input.value,
      caret: input.selectionStart ?? input.value.length,
      previous: previous.current,
      inputType: (event.nativeEvent as InputEvent).inputType,
    });
  }

  return <TextField {...field} ref={ref} type={type} inputMode="numeric" autoComplete={field.autoComplete ?? 'off'} value={value} onChange={change} />;
}
