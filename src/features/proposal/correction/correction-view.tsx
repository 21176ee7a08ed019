import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Page } from '../../../components/ui/page';
import { WizardSteps } from '../../../components/ui/wizard-steps';
import type { CorrectionReasonText } from './correction-reason';

/**
 * The pieces of the correction form (step 6, `correcao`, ./correction-screen) that both the screen
 * and its frame painted from the phone's copy before the app's code arrives (`CorrectionFrame`,
 * ./correction-frame) draw. A browser test (correction.spec.ts) checks that the screen's markup
 * then is the frame's with the form added below it, and that nothing the frame painted moves.
 */
const pageClass = css({ p: '5', display: 'grid', gap: '4', alignContent: 'start' });
const headingClass = css({ fontSize: '2xl', fontWeight: 'bold' });
const reasonClass = css({ bg: 'bg.subtle', borderRadius: 'xl', p: '4', display: 'grid', gap: '1' });
const reasonTitleClass = css({ fontWeight: 'bold' });
const reasonListClass = css({ listStyle: 'disc', pl: '5' });

/** The screen: the progress on 'Correção', 'Corrigir Dados', then what it shows (the bank's reason and the form, a wait, an error). */
export function CorrectionLayout({ children }: { children?: ReactNode }) {
  return (
    <Page className={pageClass}>
      <WizardSteps current="Correção" />
      <h1 className={headingClass}>Corrigir Dados</h1>
      {children}
    </Page>
  );
}

/** 'O banco pediu para você conferir:', then the bank's message and its list, as text. */
export function CorrectionReason({ mensagem, resultado }: CorrectionReasonText) {
  return (
    <div className={reasonClass}>
      <p className={reasonTitleClass}>O banco pediu para você conferir:</p>
      {mensagem ? <p>{mensagem}</p> : null}
      {resultado.length > 0 ? (
        <ul className={reasonListClass}>
          {/* The bank's lines as sent, in their order: two alike are two lines. */}
          {resultado.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The correction form as the screen draws it, up to the bank's reason: what a phone holding the
 * proposal in correction and the worker's correction draft can paint before the app's code
 * arrives. No control: the fields, 'Voltar' and 'Salvar' come with the app, below what this paints.
 */
/** The key of the correction frame's variant: with the bank's message, its lines, both or neither. */
export const correctionVariant = (message: boolean, list: boolean) => `${message ? 'message' : ''} ${list ? 'list' : ''}`;

export function CorrectionFrame({ reason }: { reason: CorrectionReasonText }) {
  return (
    <CorrectionLayout>
      <CorrectionReason {...reason} />
    </CorrectionLayout>
  );
}
