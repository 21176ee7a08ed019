import { useId, type InputHTMLAttributes } from 'react';
import { css, cx } from 'styled-system/css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Shown (and announced) under the field; ties to the input with aria-describedby. */
  error?: string | null | undefined;
  helper?: string;
  inputClassName?: string;
};

const inputStyle = css({
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
});

/** A labelled input whose error is tied to it and announced when it appears. */
export function TextField({ label, error, helper, className, inputClassName, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = [error ? errorId : null, helper ? helperId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(css({ display: 'grid', gap: '1' }), className)}>
      <label htmlFor={id} className={css({ fontWeight: 'bold', fontSize: 'sm' })}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(inputStyle, inputClassName)}
        {...input}
      />
      {helper ? (
        <p id={helperId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {helper}
        </p>
      ) : null}
      <p id={errorId} aria-live="polite" className={css({ fontSize: 'sm', color: 'danger', minH: '5', _empty: { display: 'none' } })}>
        {error ?? ''}
      </p>
    </div>
  );
}
