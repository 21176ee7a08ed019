import { Dialog } from '../../../components/ui/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useDeferredValue, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { useCountdown } from '../../../hooks/use-countdown';
import { CONFIRM_COUNTDOWN_MS, countdownLabel } from '../../../lib/countdown';

/** Spec section 2, "Warning dialog on the Pix step" (texts in correct Portuguese). */
export const PIX_WARNING_TEXTS = {
  title: 'Atenção',
  body: [
    'Para evitar pendências na sua proposta, cadastre uma chave Pix ou uma conta bancária em seu nome.',
    'O dinheiro só é enviado para uma conta de quem está fazendo a operação.',
  ],
  next: 'Clique e Cadastre sua Chave.',
  question: 'A chave Pix cadastrada é de sua titularidade?',
  no: 'Não, vou cadastrar.',
  yes: 'Sim, é minha.',
} as const;

type Props = { open: boolean; onClose: (owned: boolean) => void };

/**
 * Opens with the Pix step: page 1 warns, page 2 asks whether the key is the worker's own, its 'Sim'
 * held for 5 seconds (spec section 9) so the question is read. Either answer closes it.
 */
export function PixWarningDialog({ open, onClose }: Props) {
  // Opened in a render of its own, after the step's: the modal's set-up (the scroll lock's layout
  // read, the layer stack, the focus trap) is then not in the tap on 'Prosseguir', and the step
  // paints first. Closing is at once.
  const shown = useDeferredValue(open, false) && open;
  return (
    <Dialog.Root
      open={shown}
      role="alertdialog"
      // Not dismissed by a tap outside or Escape: the worker answers it. Android's Back closes it
      // as 'Não, vou cadastrar.' does (Back closes a dialog first: components/ui/dialog-history).
      closeOnInteractOutside={false}
      closeOnEscape={false}
      onOpenChange={(details) => {
        if (!details.open) onClose(false);
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(0, 0, 0, 0.55)', zIndex: 'overlay' })} />
        <Dialog.Positioner className={css({ position: 'fixed', inset: '0', display: 'grid', placeItems: 'center', p: '4', zIndex: 'modal' })}>
          <Dialog.Content className={css({ bg: 'bg', borderRadius: 'lg', boxShadow: 'xl', p: '6', w: 'full', maxW: 'sm', display: 'grid', gap: '5' })}>
            <WarningPages onClose={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function WarningPages({ onClose }: { onClose: (owned: boolean) => void }) {
  const [page, setPage] = useState<1 | 2>(1);
  if (page === 1) {
    return (
      <>
        <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', textAlign: 'center' })}>{PIX_WARNING_TEXTS.title}</Dialog.Title>
        <Dialog.Description className={css({ display: 'grid', gap: '3' })}>
          {PIX_WARNING_TEXTS.body.map((line) => (
            <span key={line} className={css({ display: 'block' })}>
              {line}
            </span>
          ))}
        </Dialog.Description>
        <Button full onClick={() => setPage(2)}>
          {PIX_WARNING_TEXTS.next}
        </Button>
      </>
    );
  }
  return <OwnershipQuestion onClose={onClose} />;
}

/** Mounted with page 2, so its countdown starts when the question shows. */
function OwnershipQuestion({ onClose }: { onClose: (owned: boolean) => void }) {
  const seconds = useCountdown(CONFIRM_COUNTDOWN_MS);
  return (
    <>
      <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold', textAlign: 'center' })}>{PIX_WARNING_TEXTS.question}</Dialog.Title>
      <div className={css({ display: 'grid', gap: '3' })}>
        <Button variant="outline" onClick={() => onClose(false)}>
          {PIX_WARNING_TEXTS.no}
        </Button>
        <Button disabled={seconds > 0} onClick={() => onClose(true)}>
          {countdownLabel(PIX_WARNING_TEXTS.yes, seconds)}
        </Button>
      </div>
    </>
  );
}
