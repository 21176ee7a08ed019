import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { useId, useMemo, type ReactNode, type UIEvent } from 'react';
import { css, cx } from 'styled-system/css';

export type ComboboxOption = { value: string; label: string; disabled?: boolean };

export type ComboboxFieldProps = {
  label: string;
  /** What the list shows now (the caller filters by the search); must hold the chosen option. */
  options: readonly ComboboxOption[];
  /** The chosen option's value, or ''. */
  value: string;
  /** The chosen option's label, shown in the input when the field opens. */
  valueLabel: string;
  onValueChange: (option: ComboboxOption | null) => void;
  /** What the worker types to search ('' when they chose an option or cleared it). */
  onSearchChange: (search: string) => void;
  /** The list was scrolled to its end: time to read the next page. */
  onReachEnd?: () => void;
  /** Under the options: a loading line, 'Carregar mais', a failure. */
  footer?: ReactNode;
  emptyText?: string;
  placeholder?: string;
  error?: string | null | undefined;
  /** Under the input (the full text of a chosen option the one-line input cannot show whole). */
  helper?: string | undefined;
  disabled?: boolean;
  /** The input lost focus (a form marks the field as visited). */
  onBlur?: () => void;
};

const inputStyle = css({
  w: 'full',
  minH: '12',
  pl: '3',
  pr: '12',
  borderWidth: '1px',
  borderColor: 'gray.400',
  borderRadius: 'md',
  bg: 'white',
  fontSize: 'md',
  // A name longer than the input ends in '…' rather than being cut mid-word (the helper says it whole).
  textOverflow: 'ellipsis',
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.active', outlineOffset: '1px' },
  '&[aria-invalid=true]': { borderColor: 'danger', borderWidth: '2px' },
});

/**
 * A searchable list with further pages (Ark UI Combobox): the worker types part of a name, or opens
 * the list and scrolls; reaching the end asks for the next page. Labelled, its error tied to the
 * input and announced like TextField's; 44 px options.
 */
export function ComboboxField({
  label,
  options,
  value,
  valueLabel,
  onValueChange,
  onSearchChange,
  onReachEnd,
  footer,
  emptyText = 'Nada encontrado',
  placeholder,
  error,
  helper,
  disabled,
  onBlur,
}: ComboboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = [error ? errorId : null, helper ? helperId : null].filter(Boolean).join(' ') || undefined;
  const collection = useMemo(
    () => createListCollection({ items: [...options], itemToValue: (o) => o.value, itemToString: (o) => o.label, isItemDisabled: (o) => Boolean(o.disabled) }),
    [options],
  );
  const scrolled = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 48) onReachEnd?.();
  };
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        defaultInputValue={valueLabel}
        disabled={disabled}
        openOnClick
        // The popover is a dialog holding the listbox, so the footer ('Carregar mais', a failure)
        // can sit under the options: a listbox may hold options only.
        composite={false}
        positioning={{ sameWidth: true, fitViewport: true }}
        onValueChange={(details) => {
          const chosen = details.items[0];
          onValueChange(chosen ?? null);
          onSearchChange('');
        }}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change') onSearchChange(details.inputValue);
          else if (details.reason === 'clear-trigger') onSearchChange('');
        }}
        className={css({ display: 'grid', gap: '1' })}
      >
        <Combobox.Label className={css({ fontWeight: 'bold', fontSize: 'sm' })}>{label}</Combobox.Label>
        <Combobox.Control className={css({ position: 'relative' })}>
          <Combobox.Input
            className={inputStyle}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onBlur={onBlur}
          />
          <Combobox.Trigger
            aria-label={`Abrir a lista: ${label}`}
            className={css({
              position: 'absolute',
              right: '0',
              top: '0',
              h: 'full',
              w: '11',
              display: 'grid',
              placeItems: 'center',
              cursor: 'pointer',
              _focusVisible: { outline: '3px solid', outlineColor: 'brand.active' },
            })}
          >
            <span aria-hidden="true">▾</span>
          </Combobox.Trigger>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner className={css({ zIndex: 'dropdown' })}>
            <Combobox.Content
              aria-label={label}
              onScroll={scrolled}
              className={css({
                bg: 'bg',
                borderWidth: '1px',
                borderColor: 'gray.300',
                borderRadius: 'md',
                boxShadow: 'lg',
                maxH: '72',
                overflowY: 'auto',
                py: '1',
              })}
            >
              {options.length === 0 ? <p className={css({ px: '3', py: '2', color: 'fg.muted' })}>{emptyText}</p> : null}
              <Combobox.List>
                {options.map((option) => (
                  <Combobox.Item
                    key={option.value}
                    item={option}
                    className={cx(
                      css({
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'space-between',
                        gap: '2',
                        minH: '11',
                        px: '3',
                        cursor: 'pointer',
                        '&[data-highlighted]': { bg: 'bg.subtle' },
                        '&[data-state=checked]': { fontWeight: 'bold' },
                        '&[data-disabled]': { color: 'fg.muted', cursor: 'not-allowed' },
                      }),
                    )}
                  >
                    <Combobox.ItemText>{option.label}</Combobox.ItemText>
                    <Combobox.ItemIndicator aria-hidden="true">✓</Combobox.ItemIndicator>
                  </Combobox.Item>
                ))}
              </Combobox.List>
              {footer ? <div className={css({ px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' })}>{footer}</div> : null}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
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
