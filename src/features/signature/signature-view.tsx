import type { FocusEvent, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Page } from '../../components/ui/page';
import type { StatusSummary } from './status-summary';

/**
 * The pieces of the status screen (./status-screen) and of 'Etapa Final.' (./final-step-screen)
 * that both the screens and their frames painted from the phone's copy before the app's code
 * arrives (`StatusFrame`, `FinalStepFrame`, ./status-frame, ./final-step-frame) draw. Browser tests
 * (final-step.spec.ts) check that each screen's markup is then its frame's with the controls added,
 * and that nothing the frame painted moves.
 */
const pageClass = css({ p: '5', display: 'grid', gap: '4', alignContent: 'start' });
const headingClass = css({ fontSize: '2xl', fontWeight: 'bold' });
const summaryClass = css({ bg: 'bg.subtle', borderRadius: 'xl', p: '5', display: 'grid', gap: '2' });
const nextClass = css({ fontWeight: 'bold' });
const fieldClass = css({ display: 'grid', gap: '1' });
const labelClass = css({ fontWeight: 'bold' });
const inputClass = css({ minH: '44px', px: '3', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', bg: 'bg.subtle', w: 'full' });
/** 'Abrir', the signature page's link, drawn as a button. */
export const OPEN_LINK = button({ variant: 'solid' });

export const STATUS_TITLE = 'Status da proposta';
export const FINAL_STEP_TITLE = 'Etapa Final.';

/** Either screen: its heading, then what it shows. */
export function SignatureLayout({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Page className={pageClass}>
      <h1 className={headingClass}>{title}</h1>
      {children}
    </Page>
  );
}

/** The status screen's reading of the proposal: its number and the bank's, the identity check's and the next step's lines. */
export function StatusSummaryView({ id, summary }: { id: string; summary: Pick<StatusSummary, 'bank' | 'identity' | 'next'> }) {
  return (
    <>
      <p>
        Número da proposta: <strong>{id}</strong>
      </p>
      <section role="status" aria-live="polite" className={summaryClass}>
        <p>{summary.bank}</p>
        <p>{summary.identity}</p>
        <p className={nextClass}>{summary.next}</p>
      </section>
    </>
  );
}

const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

/**
 * 'Etapa Final.' with its link: what is left, the read-only link (selected whole when focused),
 * `open` ('Abrir', or the frame's room for it) and what to do after signing.
 */
export function SignatureLinkView({ url, fieldId, open, inert = false }: { url: string; fieldId: string; open: ReactNode; inert?: boolean }) {
  return (
    <>
      <p>Agora falta só assinar o seu contrato digitalmente. Abra o link abaixo e siga as instruções.</p>
      <div className={fieldClass}>
        <label htmlFor={fieldId} className={labelClass}>
          Link para assinatura
        </label>
        <input id={fieldId} readOnly value={url} onFocus={selectAll} inert={inert} className={inputClass} />
      </div>
      {open}
      <p>Depois de assinar, volte aqui: esta tela mostra quando o contrato estiver assinado.</p>
    </>
  );
}

/**
 * The status screen as it draws a proposal it can read: what a phone holding the proposal (and the
 * selfie's record) can paint before the app's code arrives. No control: what to do comes with the
 * app, below what this paints.
 */
export function StatusFrame({ id, summary }: { id: string; summary: Pick<StatusSummary, 'bank' | 'identity' | 'next'> }) {
  return (
    <SignatureLayout title={STATUS_TITLE}>
      <StatusSummaryView id={id} summary={summary} />
    </SignatureLayout>
  );
}

/**
 * 'Etapa Final.' with the link to sign, before the app's code: the link shown but not yet usable
 * (inert), and the room 'Abrir' takes kept unseen, so the last line does not move when it comes.
 */
export function FinalStepFrame({ url, fieldId }: { url: string; fieldId: string }) {
  const open = (
    <span aria-hidden="true" data-space-for="open" className={cx(OPEN_LINK, css({ visibility: 'hidden' }))}>
      Abrir
    </span>
  );
  return (
    <SignatureLayout title={FINAL_STEP_TITLE}>
      <SignatureLinkView url={url} fieldId={fieldId} open={open} inert />
    </SignatureLayout>
  );
}
