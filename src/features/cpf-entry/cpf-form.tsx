import type { FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '../../components/ui/button';
import { MaskedField } from '../../components/ui/masked-field';
import { CPF_MASK, CPF_MASKED_LENGTH, isValidCpf } from '../../lib/br/cpf';

/**
 * Spec sections 4 and 5, "CPF screen": 'Vamos Lá' is hidden and disabled until the CPF is complete
 * (14 masked characters); reaching it blurs the field (the phone keyboard closes) and fades the
 * button in. A stored complete CPF shows the button at once. Beyond the spec's "only the length":
 * the button appears only for a CPF whose check digits pass, and a complete invalid one
 * says 'CPF inválido' and keeps the focus, so the worker corrects it without tapping the field again
 * (an impossible CPF would go through the whole guide to 'Erro inesperado.').
 */
export function CpfForm({
  cpf,
  onCpfChange,
  onSubmit,
  inert,
}: {
  cpf: string;
  onCpfChange: (cpf: string) => void;
  onSubmit: (cpf: string) => void;
  /** Painted before the app's code (index.html's frame): nothing typed there would be kept, so nothing takes a tap. */
  inert?: boolean;
}) {
  const complete = cpf.length === CPF_MASKED_LENGTH;
  const valid = complete && isValidCpf(cpf);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid) onSubmit(cpf);
  }

  return (
    <form onSubmit={submit} noValidate inert={inert} className={css({ display: 'grid', gap: '3', w: 'full' })}>
      <MaskedField
        label="CPF"
        hideLabel
        name="cpf"
        mask={CPF_MASK}
        placeholder="Digite seu CPF"
        value={cpf}
        onValueChange={(masked, input) => {
          onCpfChange(masked);
          if (masked.length === CPF_MASKED_LENGTH && isValidCpf(masked)) input.blur();
        }}
        error={complete && !valid ? 'CPF inválido' : null}
        helper="Seu CPF é necessário para iniciarmos seu cadastro de forma segura"
        inputClassName={css({
          h: '14',
          px: '4',
          w: 'full',
          bg: 'white',
          borderRadius: 'lg',
          color: 'gray.900',
          fontSize: 'xl',
          letterSpacing: 'wide',
          borderWidth: '2px',
          borderColor: 'transparent',
          _placeholder: { color: 'gray.600' },
          _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '3px' },
          '&[aria-invalid=true]': { borderColor: 'danger' },
        })}
        helperClassName={css({ fontSize: 'sm', mt: '2' })}
        // The page is the brand's dark colour: the message sits on white to keep its contrast.
        errorClassName={css({ justifySelf: 'start', bg: 'white', px: '2', py: '1', borderRadius: 'md', fontWeight: 'bold' })}
      />
      <Button
        type="submit"
        full
        disabled={!valid}
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
          valid ? css({ opacity: 1, visibility: 'visible' }) : css({ opacity: 0, visibility: 'hidden' }),
        )}
      >
        Vamos Lá
      </Button>
    </form>
  );
}
