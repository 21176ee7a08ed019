import { Clipboard } from '@ark-ui/react/clipboard';
import { css, cx } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { inputStyle } from '../../../components/ui/text-field';

/**
 * The identity card's success (spec section 4): the signature link, read-only, with 'Copiar' that
 * reads 'Copiado!' once copied (Ark Clipboard).
 */
export function SignatureLink({ url }: { url: string }) {
  return (
    <Clipboard.Root value={url} timeout={3000} className={css({ display: 'grid', gap: '2' })}>
      <Clipboard.Label className={css({ fontWeight: 'medium' })}>Link de formalização</Clipboard.Label>
      <Clipboard.Control className={css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '2' })}>
        <Clipboard.Input readOnly className={cx(inputStyle, css({ minW: '0' }))} />
        <Clipboard.Context>
          {(clipboard) => (
            // Ark names the trigger in English ('Copy to clipboard'): the name is what it reads.
            <Clipboard.Trigger asChild aria-label={clipboard.copied ? 'Copiado!' : 'Copiar'}>
              <Button variant="outline">{clipboard.copied ? 'Copiado!' : 'Copiar'}</Button>
            </Clipboard.Trigger>
          )}
        </Clipboard.Context>
      </Clipboard.Control>
      <Clipboard.Context>
        {(clipboard) => (
          <span role="status" className={css({ srOnly: true })}>
            {clipboard.copied ? 'Link copiado.' : ''}
          </span>
        )}
      </Clipboard.Context>
    </Clipboard.Root>
  );
}
