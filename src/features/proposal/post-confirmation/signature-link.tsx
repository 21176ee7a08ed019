import { useEffect, useId, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { inputStyle } from '../../../components/ui/text-field';

/** How long 'Copiar' reads 'Copiado!' after a copy. */
export const COPIED_MS = 3000;

/**
 * Copies `text` with the Clipboard API; where that is missing or refused (an old WebView, a page
 * not on https), with the field's text selected and the browser's copy command. Either way the
 * field's text is left selected when nothing could be copied, for the phone's own copy menu.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // The legacy command below.
  }
  if (!field) return false;
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * The identity card's success (spec section 4): the signature link, read-only, with 'Copiar' that
 * reads 'Copiado!' once copied. A label, a field and a button: not Ark UI's Clipboard, whose state
 * machine would bring the whole Ark and Zag runtime to step 5 for this one button.
 */
export function SignatureLink({ url }: { url: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <label htmlFor={id} className={css({ fontWeight: 'medium' })}>
        Link de formalização
      </label>
      <div className={css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '2' })}>
        <input id={id} ref={field} readOnly value={url} className={cx(inputStyle, css({ minW: '0' }))} />
        <Button variant="outline" onClick={() => void copyText(url, field.current).then((done) => setCopied(done))}>
          {copied ? 'Copiado!' : 'Copiar'}
        </Button>
      </div>
      <span role="status" className={css({ srOnly: true })}>
        {copied ? 'Link copiado.' : ''}
      </span>
    </div>
  );
}
