import { Dialog } from '../../components/ui/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/button';

type Props = {
  open: boolean;
  wiping: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Where the focus goes when the dialog closes: the trigger after 'Cancelar', the new screen after 'Apagar'. */
  finalFocus: () => HTMLElement | null;
};

/**
 * The question in a dialog over the screen (centred in the viewport), not in the
 * footer below the fold. Styled like the guide's confirmation (confirm-dialog.tsx); an alert
 * dialog, as the answer deletes data. 'Cancelar' comes first and takes the focus.
 */
export default function WipeDialog({ open, wiping, onOpenChange, onConfirm, finalFocus }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!wiping) onOpenChange(details.open);
      }}
      role="alertdialog"
      finalFocusEl={finalFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(0, 0, 0, 0.55)', zIndex: 'overlay' })} />
        <Dialog.Positioner className={css({ position: 'fixed', inset: '0', display: 'grid', placeItems: 'center', p: '4', zIndex: 'modal' })}>
          <Dialog.Content className={css({ bg: 'bg', borderRadius: 'lg', boxShadow: 'xl', p: '6', w: 'full', maxW: 'sm', display: 'grid', gap: '4' })}>
            <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold', textAlign: 'center' })}>Apagar os dados salvos neste aparelho?</Dialog.Title>
            <Dialog.Description className={css({ color: 'fg.muted', textAlign: 'center' })}>
              O que você digitou e o andamento da consulta serão apagados deste aparelho.
            </Dialog.Description>
            <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3', mt: '2' })}>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={wiping}>
                Cancelar
              </Button>
              <Button onClick={onConfirm} disabled={wiping}>
                {wiping ? 'Apagando...' : 'Apagar'}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
