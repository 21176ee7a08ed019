import { useRef, type ChangeEvent } from 'react';
import { editMasked, type DigitMask, type MaskEdit } from '../../lib/br/mask';
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
 */
export function MaskedField({ mask, value, onValueChange, type = 'text', ...field }: MaskedFieldProps) {
  const previous = useRef(value);
  previous.current = value;

  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const edit: MaskEdit = {
      value: input.value,
      caret: input.selectionStart ?? input.value.length,
      previous: previous.current,
      inputType: (event.nativeEvent as InputEvent).inputType,
    };
    const next = typeof mask === 'function' ? mask(edit) : editMasked(mask, edit);
    // Written to the element now, so React's render finds it equal and leaves the caret alone.
    input.value = next.value;
    if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    previous.current = next.value;
    onValueChange(next.value, input);
  }

  return (
    <TextField
      {...field}
      type={type}
      inputMode="numeric"
      autoComplete={field.autoComplete ?? 'off'}
      value={value}
      onChange={change}
    />
  );
}
