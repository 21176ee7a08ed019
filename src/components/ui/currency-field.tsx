import { useRef, type ChangeEvent } from 'react';
import { editCurrency } from '../../lib/br/currency';
import { TextField, type TextFieldProps } from './text-field';

export type CurrencyFieldProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'> & {
  /** The field's text, as `formatCurrencyInput` / `formatCurrencyDigits` (lib/br/currency) give it. */
  value: string;
  onValueChange: (text: string) => void;
};

/**
 * A BRL amount typed from the right ('5000' → '50,00'), the caret kept where the worker types
 * (see `editCurrency`): the sibling of MaskedField for money.
 */
export function CurrencyField({ value, onValueChange, ...field }: CurrencyFieldProps) {
  const previous = useRef(value);
  previous.current = value;

  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const next = editCurrency({
      value: input.value,
      caret: input.selectionStart ?? input.value.length,
      previous: previous.current,
      inputType: (event.nativeEvent as InputEvent).inputType,
    });
    // Written to the element now, so React's render finds it equal and leaves the caret alone.
    input.value = next.value;
    if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    previous.current = next.value;
    onValueChange(next.value);
  }

  return <TextField {...field} type="text" inputMode="numeric" autoComplete="off" placeholder={field.placeholder ?? '0,00'} value={value} onChange={change} />;
}
