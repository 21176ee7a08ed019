import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { css } from 'styled-system/css';
import { connectToaster, type ToastInput } from './toast';

type Shown = Required<Pick<ToastInput, 'title' | 'type' | 'duration'>> & { description?: string; event?: string; id: number };

/** More at once would push the screen up for little: the oldest goes first. */
const MAX_SHOWN = 3;
/** The toasts' height, which the screen (components/ui/page.tsx) gives up while they show. */
const HEIGHT_VAR = '--toast-region-h';
let nextId = 1;

/** Whether `shown` tells of the same thing as `toast`: the same event, or without one the same words. */
const same = (shown: Shown, toast: ToastInput) =>
  toast.id !== undefined ? shown.event === toast.id : shown.title === toast.title && shown.description === toast.description;

/**
 * The toasts (loaded with the first one), in the host's region. One toast per event: the same
 * event (its id), or the same words, asked again while it shows is shown once, its time started
 * again (two screens may confirm the same thing); a dismissed event goes at once.
 */
export default function ToasterView({ region }: { region: RefObject<HTMLDivElement | null> }) {
  const [toasts, setToasts] = useState<Shown[]>([]);
  useEffect(
    () =>
      connectToaster(
        (toast) => {
          const { title, description, type = 'info', duration = 5000, id: event } = toast;
          const shown: Shown = { id: nextId++, title, type, duration, ...(description ? { description } : {}), ...(event ? { event } : {}) };
          setToasts((list) => [...list.filter((t) => !same(t, toast)), shown].slice(-MAX_SHOWN));
        },
        (event) => setToasts((list) => list.filter((t) => t.event !== event)),
      ),
    [],
  );
  useRoomForToasts(region);
  const dismiss = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));
  return toasts.map((toast) => <Toast key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />);
}

/**
 * Publishes the region's height as `--toast-region-h` (the screen shrinks by it, as for the offline
 * banner), and keeps a focused field in view when the screen shrinks under it.
 */
function useRoomForToasts(region: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const el = region.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement.style;
    let last = 0;
    const observer = new ResizeObserver(() => {
      const height = el.offsetHeight;
      if (height === last) return;
      const grew = height > last;
      last = height;
      if (height > 0) root.setProperty(HEIGHT_VAR, `${height}px`);
      else root.removeProperty(HEIGHT_VAR);
      const focused = document.activeElement;
      if (grew && focused instanceof HTMLElement && focused.closest('main')) focused.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_VAR);
    };
  }, [region]);
}

const rootStyle = css({
  bg: 'white',
  color: 'fg',
  borderRadius: 'md',
  boxShadow: 'lg',
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderLeftWidth: '6px',
  borderLeftColor: 'brand.solid',
  py: '2',
  pl: '4',
  pr: '12',
  w: 'full',
  maxW: 'lg',
  mx: 'auto',
  position: 'relative',
  _motionSafe: { animation: 'riseIn 0.2s ease-out' },
  '&[data-type=warning]': { borderLeftColor: 'orange.600' },
  '&[data-type=error]': { borderLeftColor: 'red.700' },
});
const titleStyle = css({ fontWeight: 'bold' });
const descriptionStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const closeStyle = css({
  position: 'absolute',
  top: '0',
  right: '0',
  w: '11',
  h: '11',
  display: 'grid',
  placeItems: 'center',
  cursor: 'pointer',
  borderRadius: 'md',
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.active' },
});

/** One toast: its 5 s (spec section 9) stop while a pointer or the focus is on it (WCAG 2.2.1). */
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
      className={rootStyle}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className={titleStyle}>{toast.title}</p>
      {toast.description ? <p className={descriptionStyle}>{toast.description}</p> : null}
      <button type="button" className={closeStyle} aria-label="Fechar aviso" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
