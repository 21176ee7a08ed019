import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '../../components/ui/button';
import { CPF_MASKED_LENGTH, maskCpf } from '../../lib/br/cpf';

/**
 * Spec sections 4 and 5, "CPF screen": only the length is checked here (14 masked characters).
 * 'Vamos Lá' is hidden and disabled until then; reaching 14 blurs the field (the phone keyboard
 * closes) and fades the button in. A stored complete CPF shows the button at once.
 */
export function CpfForm({ initialCpf, onSubmit }: { initialCpf: string; onSubmit: (cpf: string) => void }) {
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [cpf, setCpf] = useState(() => maskCpf(initialCpf));
  const complete = cpf.length === CPF_MASKED_LENGTH;

  // No maxLength: it would cut a pasted '529.982.247-25 ' before the mask sees the digits; the mask
  // itself keeps 11 digits at most.
  function change(event: ChangeEvent<HTMLInputElement>) {
    const masked = maskCpf(event.target.value);
    setCpf(masked);
    if (masked.length === CPF_MASKED_LENGTH) input.current?.blur();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (complete) onSubmit(cpf);
  }

  return (
    <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '3', w: 'full' })}>
      <label htmlFor={inputId} className={css({ srOnly: true })}>
        CPF
      </label>
      <input
        ref={input}
        id={inputId}
        name="cpf"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Digite seu CPF"
        value={cpf}
        onChange={change}
        aria-describedby={helpId}
        className={css({
          h: '14',
          px: '4',
          w: 'full',
          borderRadius: 'lg',
          bg: 'white',
          color: 'gray.900',
          fontSize: 'xl',
          letterSpacing: 'wide',
          borderWidth: '2px',
          borderColor: 'transparent',
          _placeholder: { color: 'gray.600' },
          _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '3px' },
        })}
      />
      <p id={helpId} className={css({ fontSize: 'sm' })}>
        Seu CPF é necessário para iniciarmos seu cadastro de forma segura
      </p>
      <Button
        type="submit"
        full
        disabled={!complete}
        className={cx(
          css({
            mt: '3',
            minH: '12',
            fontSize: 'lg',
            // visibility takes the hidden button out of the tab order and the accessibility tree;
            // it switches at once (0s) while the opacity fades.
            transition: 'opacity 0.4s ease-out, visibility 0s',
            _focusVisible: { outlineColor: 'white' },
          }),
          complete ? css({ opacity: 1, visibility: 'visible' }) : css({ opacity: 0, visibility: 'hidden' }),
        )}
      >
        Vamos Lá
      </Button>
    </form>
  );
}
