import { Toast, Toaster, createToaster } from '@ark-ui/react/toast';
import { useEffect } from 'react';
import { toast as toastRecipe } from 'styled-system/recipes';
import { connectToaster } from './toast';
import { repeatsVisible } from './toast-repeat';

const toaster = createToaster({ placement: 'top', overlap: false, gap: 12 });

export default function ToasterView() {
  useEffect(() => {
    let disconnect: (() => void) | undefined;
    // The toast group subscribes to the store in an effect of its own machine, which starts after
    // this effect: connect on the next task so toasts queued before the view loaded are not lost.
    const timer = setTimeout(() => {
      disconnect = connectToaster((toast) => {
        if (repeatsVisible(toast, toaster.getVisibleToasts())) return;
        const { title, description, type, duration } = toast;
        toaster.create({ title, description, type, duration });
      });
    }, 0);
    return () => {
      clearTimeout(timer);
      disconnect?.();
    };
  }, []);
  const styles = toastRecipe();
  return (
    <Toaster toaster={toaster} aria-label="Avisos">
      {(toast) => (
        <Toast.Root className={styles.root} key={toast.id}>
          <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
          {toast.description ? (
            <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
          ) : null}
          <Toast.CloseTrigger className={styles.closeTrigger} aria-label="Fechar aviso">
            <span aria-hidden="true">×</span>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
