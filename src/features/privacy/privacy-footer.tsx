import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/button';
import { showToast } from '../../components/ui/toast';
import { useFlowPath } from '../../lib/flow/flow-path';
import { requestPersistentStorage } from '../../lib/storage/persistent-storage';
import { vault } from '../../lib/storage/vault';
import { wipePersonalData } from '../../lib/storage/wipe';
import { firstScreenOf } from './first-screen';

type Step = 'idle' | 'confirm' | 'wiping';

/**
 * 'Limpar meus dados' (issue 4): deletes what this device keeps about the worker, after a
 * confirmation step in the page, then shows the link's first screen again. Also says when
 * progress cannot be kept (no IndexedDB), and asks the browser not to evict what is kept.
 */
export default function PrivacyFooter() {
  const { queryClient } = useRouter().options.context;
  const navigate = useNavigate();
  const { base } = useFlowPath();
  const [step, setStep] = useState<Step>('idle');
  const [memoryOnly, setMemoryOnly] = useState(false);
  const footerRef = useRef<HTMLElement>(null);
  const questionId = useId();
  const returnFocus = useRef(false);

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

  // The question takes the focus when it appears (so it is read out); cancelling gives it back.
  useEffect(() => {
    if (step === 'confirm') document.getElementById(questionId)?.focus();
    else if (step === 'idle' && returnFocus.current) footerRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    returnFocus.current = false;
  }, [step, questionId]);

  const cancel = () => {
    returnFocus.current = true;
    setStep('idle');
  };

  const wipe = async () => {
    setStep('wiping');
    try {
      await wipePersonalData(queryClient);
      // Mounted after the wipe, the first screen starts empty (its fields keep local state).
      await navigate({ to: firstScreenOf(window.location.pathname, base), replace: true });
      // Arriving there records the screen for "resume anywhere" (a draft); wipe that too, so the
      // device is left with nothing until the worker types again.
      await wipePersonalData(queryClient);
      showToast({ type: 'success', title: 'Dados apagados deste aparelho.' });
    } catch {
      showToast({ type: 'error', title: 'Não foi possível apagar os dados.', description: 'Tente novamente.' });
    }
    returnFocus.current = true;
    setStep('idle');
  };

  return (
    <footer
      ref={footerRef}
      className={css({ display: 'grid', justifyItems: 'center', gap: '2', px: '4', py: '4', textAlign: 'center', fontSize: 'sm' })}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && step === 'confirm') cancel();
      }}
    >
      {memoryOnly ? (
        <p role="status" className={css({ color: 'fg.muted' })}>
          Seu progresso não será salvo neste aparelho.
        </p>
      ) : null}
      {step === 'idle' ? (
        <Button variant="ghost" className={css({ fontSize: 'sm', textDecoration: 'underline' })} onClick={() => setStep('confirm')}>
          Limpar meus dados
        </Button>
      ) : (
        <div role="group" aria-labelledby={questionId} className={css({ display: 'grid', gap: '3', w: 'full', maxW: 'sm' })}>
          <p id={questionId} tabIndex={-1} className={css({ fontWeight: 'bold', fontSize: 'md' })}>
            Apagar os dados salvos neste aparelho?
          </p>
          <p className={css({ color: 'fg.muted' })}>O que você digitou e o andamento da consulta serão apagados deste aparelho.</p>
          <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}>
            <Button variant="outline" onClick={cancel} disabled={step === 'wiping'}>
              Cancelar
            </Button>
            <Button onClick={() => void wipe()} disabled={step === 'wiping'}>
              {step === 'wiping' ? 'Apagando...' : 'Apagar'}
            </Button>
          </div>
        </div>
      )}
    </footer>
  );
}
