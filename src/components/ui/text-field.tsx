import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { css, cx } from 'styled-system/css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Shown (and announced) under the field; ties to the input with aria-describedby. */
  error?: string | null | undefined;
  helper?: string;
  /** The label stays in the accessibility tree but is not drawn (a screen whose design has none). */
  hideLabel?: boolean;
  /** Replaces the input's default look (atomic classes of one property would otherwise compete). */
  inputClassName?: string;
  /** Replaces the helper's default look. */
  helperClassName?: string;
  /** Added to the error's look (keep to properties it does not set). */
  errorClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A text input's look (also Ark inputs that cannot be a TextField, e.g. the clipboard's). */
export const inputStyle = css({
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
  // A locked field (filled by the CEP, the worker's own CPF or phone) looks locked: greyed, dashed.
  '&[readonly]': { bg: 'gray.100', borderStyle: 'dashed', borderColor: 'gray.500', cursor: 'default' },
});

// Computed once: a field renders again on every keystroke. Packed at the top: beside a taller
// neighbour (its error or helper), the label and input stay where they are, in line with it.
const wrapperStyle = css({ display: 'grid', gap: '1', alignContent: 'start' });
const labelStyle = css({ fontWeight: 'bold', fontSize: 'sm' });
const hiddenLabelStyle = css({ srOnly: true });
const helperStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const errorStyle = css({ fontSize: 'sm', color: 'danger', minH: '5', _empty: { display: 'none' } });

/** A labelled input whose error is tied to it and announced when it appears. */
export function TextField({ label, error, helper, hideLabel, className, inputClassName, helperClassName, errorClassName, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = [error ? errorId : null, helper ? helperId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(wrapperStyle, className)}>
      <label htmlFor={id} className={hideLabel ? hiddenLabelStyle : labelStyle}>
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClassName ?? inputStyle} {...input} />
      {helper ? (
        <p id={helperId} className={helperClassName ?? helperStyle}>
          {helper}
        </p>
      ) : null}
      <p id={errorId} aria-live="polite" className={cx(errorStyle, errorClassName)}>
        {error ?? ''}
      </p>
    </div>
  );
}
