import { useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/button';
import { showToast } from '../../components/ui/toast';
import { announceWipe } from '../../lib/privacy/wipe-channel';
import { requestPersistentStorage } from '../../lib/storage/persistent-storage';
import { vault } from '../../lib/storage/vault';
import { wipeAndRestart } from './restart-after-wipe';

// Fetched on the first tap: the first screen does not pay for a dialog it rarely opens.
const WipeDialog = lazy(() => import('./wipe-dialog'));

/** The new screen's heading takes the focus (read out), without scrolling. */
function focusTopOfScreen(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return null;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return heading;
}

/**
 * 'Limpar meus dados' (docs/on-the-phone.md): deletes what this device keeps about the worker,
 * after a confirmation dialog, then shows the link's first screen again, at its top, in place of the
 * current history entry; the entries shown before are marked so Back does not return to them (see
 * wiped-history.ts). The app's other open tabs are told, and do the same. Also says when progress
 * cannot be kept (no IndexedDB), and asks the browser not to evict what is kept.
 */
export default function PrivacyFooter() {
  const { queryClient } = useRouter().options.context;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Once fetched, the dialog stays mounted, so closing it runs its focus return.
  const [asked, setAsked] = useState(false);
  const [wiping, setWiping] = useState(false);
  const [memoryOnly, setMemoryOnly] = useState(false);
  const footerRef = useRef<HTMLElement>(null);
  const wiped = useRef(false);

  useEffect(() => {
    let live = true;
    void vault.kind().then((kind) => {
      if (!live) return;
      setMemoryOnly(kind === 'memory');
      if (kind === 'indexeddb') requestPersistentStorage();
    });
    return () => {
      live = false;
    };
  }, []);

  const wipe = async () => {
    setWiping(true);
    try {
      await wipeAndRestart(queryClient, navigate);
      // The app's other open tabs do the same (privacy-footer-slot.tsx).
      announceWipe();
      wiped.current = true;
      showToast({ type: 'success', title: 'Dados apagados deste aparelho.' });
    } catch {
      showToast({ type: 'error', title: 'Não foi possível apagar os dados.', description: 'Tente novamente.' });
    }
    setWiping(false);
    setOpen(false);
  };

  return (
    <footer ref={footerRef} className={css({ display: 'grid', justifyItems: 'center', gap: '2', px: '4', py: '4', textAlign: 'center', fontSize: 'sm' })}>
      {memoryOnly ? (
        <p role="status" className={css({ color: 'fg.muted' })}>
          Seu progresso não será salvo neste aparelho.
        </p>
      ) : null}
      <Button
        variant="ghost"
        aria-haspopup="dialog"
        className={css({ fontSize: 'sm', textDecoration: 'underline' })}
        onClick={() => {
          wiped.current = false;
          setAsked(true);
          setOpen(true);
        }}
      >
        Limpar meus dados
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <WipeDialog
            open={open}
            wiping={wiping}
            onOpenChange={setOpen}
            onConfirm={() => void wipe()}
            finalFocus={() => {
              if (!wiped.current) return footerRef.current?.querySelector('button') ?? null;
              // The first screen opens at its top: the footer's button is far below it.
              window.scrollTo(0, 0);
              document.querySelector('main')?.scrollTo(0, 0);
              return focusTopOfScreen();
            }}
          />
        </Suspense>
      ) : null}
    </footer>
  );
}
