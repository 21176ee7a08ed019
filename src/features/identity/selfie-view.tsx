import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';

/**
 * The pieces of the selfie screen (./selfie-screen) that both the screen and its frame painted from
 * the phone's copy before the app's code arrives (`SelfieFrame`, ./selfie-frame) draw.
 * selfie.spec.ts checks that the screen's markup is then its frame's, and that nothing the frame
 * painted moves.
 */
const pageClass = css({ p: '5', display: 'grid', gap: '4', alignContent: 'start' });
const headingClass = css({ fontSize: '2xl', fontWeight: 'bold' });
const rowClass = css({ display: 'flex', gap: '3', alignItems: 'center' });

export const SELFIE_TITLE = 'Tirar Selfie';
/** What the identity check's line says while the provider's code is on its way (the flow's first phase). */
export const SELFIE_STARTING = 'Preparando a verificação de identidade…';

/** The screen's page and heading. */
export function SelfieLayout({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Page className={pageClass}>
      <h1 className={headingClass}>{title}</h1>
      {children}
    </Page>
  );
}

/** A spinner, when something is on its way, beside what it is. */
export function BusyRow({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={rowClass}>
      {busy && <Spinner />}
      {children}
    </div>
  );
}

/**
 * 'Tirar Selfie' with what to do and the identity check's line: one line whose words follow the
 * check (preparing, opening, open, closed; empty when a failure below says what happened), with a
 * spinner while something is on its way. One element, so a reader of the live region hears each
 * change in place, and what the frame painted stays where it was.
 */
export function SelfieIntro({ line, busy, children }: { line: string; busy: boolean; children?: ReactNode }) {
  return (
    <SelfieLayout title={SELFIE_TITLE}>
      <p>Para confirmar que é você quem está contratando, tire uma selfie em um lugar iluminado, sem boné nem óculos escuros.</p>
      <div role="status" aria-live="polite">
        <BusyRow busy={busy}>
          <p>{line}</p>
        </BusyRow>
      </div>
      {children}
    </SelfieLayout>
  );
}

/**
 * The selfie as it opens on a proposal with its identity data: what a phone holding the proposal
 * can paint before the app's code arrives. No control: the provider's box, or 'Tirar Selfie' and
 * what went wrong, come with the app, below what this paints.
 */
export function SelfieFrame() {
  return <SelfieIntro line={SELFIE_STARTING} busy />;
}
