import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/button';

/**
 * 'registerType: prompt': a new version waits until the worker chooses to update. Updating first
 * saves every draft, then reloads into the new version on the same screen.
 */
export function UpdatePrompt({ onAccept }: { onAccept: () => Promise<void> }) {
  const [dismissed, setDismissed] = useState(false);
  const [updating, setUpdating] = useState(false);
  if (dismissed) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({
        position: 'fixed',
        insetX: '3',
        bottom: '3',
        zIndex: 'toast',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '3',
        p: '4',
        borderRadius: 'lg',
        bg: 'gray.900',
        color: 'white',
        boxShadow: 'lg',
        maxW: 'md',
        mx: 'auto',
      })}
    >
      <p className={css({ flex: '1', minW: '40', fontWeight: 'bold' })}>Nova versão disponível.</p>
      <Button variant="ghost" className={css({ color: 'white' })} onClick={() => setDismissed(true)}>
        Depois
      </Button>
      <Button
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          void onAccept().catch(() => setUpdating(false));
        }}
      >
        {updating ? 'Atualizando...' : 'Atualizar'}
      </Button>
    </div>
  );
}
