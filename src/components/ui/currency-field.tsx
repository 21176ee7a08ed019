import { editCurrency } from '../../lib/br/currency';
import { MaskedField, type MaskedFieldProps } from './masked-field';

export type CurrencyFieldProps = Omit<MaskedFieldProps, 'mask' | 'type' | 'onValueChange'> & {
  /** The field's text, as `formatCurrencyInput` / `formatCurrencyDigits` (lib/br/currency) give it. */
  value: string;
  onValueChange: (text: string) => void;
};

/**
 * A BRL amount typed from the right ('5000' → '50,00'), the caret kept where the worker types
 * (`editCurrency`): MaskedField with the currency's edit rule.
 */
export function CurrencyField({ onValueChange, ...field }: CurrencyFieldProps) {
  return <MaskedField {...field} mask={editCurrency} placeholder={field.placeholder ?? '0,00'} onValueChange={(text) => onValueChange(text)} />;
}
