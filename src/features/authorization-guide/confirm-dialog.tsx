import { Dialog } from '../../components/ui/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { ConfirmActions } from './confirm-actions';

type Props = { open: boolean; question: string; onOpenChange: (open: boolean) => void; onConfirm: () => void };

/** Spec section 2: "Have you authorised the partner(s)?" before the balance is consulted. */
export function ConfirmDialog({ open, question, onOpenChange, onConfirm }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role="alertdialog"
      // Mounted on opening and dropped on closing, so the countdown starts over each time.
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(0, 0, 0, 0.55)', zIndex: 'overlay' })} />
        <Dialog.Positioner className={css({ position: 'fixed', inset: '0', display: 'grid', placeItems: 'center', p: '4', zIndex: 'modal' })}>
          <Dialog.Content className={css({ bg: 'bg', borderRadius: 'lg', boxShadow: 'xl', p: '6', w: 'full', maxW: 'sm', display: 'grid', gap: '6' })}>
            <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold', textAlign: 'center' })}>{question}</Dialog.Title>
            <ConfirmActions onConfirm={onConfirm} onCancel={() => onOpenChange(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
