import { useId, type SelectHTMLAttributes } from 'react';
import { css, cx } from 'styled-system/css';
import { isSlot } from '../../lib/frame';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> & {
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice ('Selecione'). */
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
};

const selectStyle = css({
  w: 'full',
  minH: '12',
  px: '3',
  borderWidth: '1px',
  borderColor: 'gray.400',
  borderRadius: 'md',
  bg: 'white',
  fontSize: 'md',
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.active', outlineOffset: '1px' },
  '&[aria-invalid=true]': { borderColor: 'danger', borderWidth: '2px' },
  _disabled: { bg: 'bg.subtle', cursor: 'not-allowed' },
});

/**
 * A labelled native select (the phone's own picker: the lightest and most familiar on Android),
 * its error tied to it and announced like TextField's.
 */
export function SelectField({ label, options, placeholder = 'Selecione', value, onValueChange, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx(css({ display: 'grid', gap: '1', alignContent: 'start' }), className)}>
      <label htmlFor={id} className={css({ fontWeight: 'bold', fontSize: 'sm' })}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={selectStyle}
        value={value}
        // A frame painted from the phone's copy (lib/frame) selects its option at paint.
        data-slot={isSlot(value) ? value : undefined}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={errorId} aria-live="polite" className={css({ fontSize: 'sm', color: 'danger', minH: '5', _empty: { display: 'none' } })}>
        {error ?? ''}
      </p>
    </div>
  );
}
