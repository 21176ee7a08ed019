import { useEffect, useRef, useState } from 'react';
import { toast as toastRecipe } from 'styled-system/recipes';
import { connectToaster, type ToastInput } from './toast';

type Shown = Required<Pick<ToastInput, 'title' | 'type' | 'duration'>> & { description?: string; id: number };

/** More at once would push the screen up for little: the oldest goes first. */
const MAX_SHOWN = 3;
let nextId = 1;

/**
 * The toasts themselves (loaded with the first one). The same toast asked again while it shows is
 * shown once, its time started again (two screens may confirm the same thing).
 */
export default function ToasterView() {
  const [toasts, setToasts] = useState<Shown[]>([]);
  useEffect(
    () =>
      connectToaster(({ title, description, type = 'info', duration = 5000 }) => {
        const shown: Shown = { id: nextId++, title, type, duration, ...(description ? { description } : {}) };
        setToasts((list) => [...list.filter((t) => t.title !== title || t.description !== description), shown].slice(-MAX_SHOWN));
      }),
    [],
  );
  const dismiss = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));
  return toasts.map((toast) => <Toast key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />);
}

const styles = toastRecipe();

/** One toast: its 5 s (spec section 9) stop while a finger, pointer or focus is on it (WCAG 2.2.1). */
function Toast({ toast, onDismiss }: { toast: Shown; onDismiss: () => void }) {
  const [held, setHeld] = useState(false);
  const remaining = useRef(toast.duration);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [held]);

  return (
    <div
      role="status"
      aria-atomic="true"
      data-type={toast.type}
      className={styles.root}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className={styles.title}>{toast.title}</p>
      {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      <button type="button" className={styles.closeTrigger} aria-label="Fechar aviso" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
