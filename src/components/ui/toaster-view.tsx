import { Toast, Toaster, createToaster } from '@ark-ui/react/toast';
import { useEffect } from 'react';
import { toast as toastRecipe } from 'styled-system/recipes';
import { connectToaster } from './toast';

const toaster = createToaster({ placement: 'top', overlap: false, gap: 12 });

export default function ToasterView() {
  useEffect(
    () =>
      connectToaster(({ title, description, type, duration }) => {
        toaster.create({ title, description, type, duration });
      }),
    [],
  );
  const styles = toastRecipe();
  return (
    <Toaster toaster={toaster}>
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
