import type { FormEvent, ReactNode, Ref } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { LoadingStatus } from '../../../components/ui/loading-screen';
import { Page } from '../../../components/ui/page';
import { WizardSteps, type WizardStepTitle } from '../../../components/ui/wizard-steps';
import type { Etapa } from '../../../lib/flow/wizard-step';
import { keepFocusOnPress, leaveField } from '../use-focus-first-error';

/**
 * Each step's place in the progress and its heading (spec section 2). index.html paints the same
 * frame for a step opened directly before any JavaScript arrives (src/app/painted-frames.tsx).
 */
export const STEP_FRAMES = {
  1: { step: 'Dados Pessoais', heading: 'Dados Pessoais' },
  2: { step: 'Endereço', heading: 'Endereço' },
  3: { step: 'Informações Bancárias', heading: 'Informações Bancárias' },
  4: { step: 'Confirmação', heading: 'Revisar Proposta' },
} as const satisfies Record<Etapa, { step: WizardStepTitle; heading: string }>;

type Frame = { step: WizardStepTitle; heading: string };

type Props = Frame & {
  children: ReactNode;
  onBack: () => void;
  onSubmit: () => void;
  submitLabel?: string;
  submitDisabled?: boolean;
  /** The step's form (useStepForm's `formRef`: a tap with errors focuses the first one in it). */
  formRef?: Ref<HTMLFormElement>;
  /**
   * Its frame painted from the phone's copy before the app's code (./address-frame): the form
   * inert, 'Carregando...' where its buttons go, the page focusable (a keyboard still scrolls it).
   */
  frame?: boolean;
};

// Side by side, equal, while both labels fit on one line each; otherwise one under the other, full
// width: a label never wraps inside its button ('Confirmar Proposta' on a 360 px screen).
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '4' });
const action = css({ flex: '1 1 0', minW: 'max-content', whiteSpace: 'nowrap' });

/** One wizard step: the progress, a heading, the fields, then 'Voltar' and 'Prosseguir'. */
export function StepLayout({ step, heading, children, onBack, onSubmit, submitLabel = 'Prosseguir', submitDisabled, formRef, frame = false }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    leaveField();
    onSubmit();
  };
  return (
    <StepFrame step={step} heading={heading} tabIndex={frame ? 0 : undefined}>
      <form ref={formRef} noValidate onSubmit={submit} inert={frame} className={css({ display: 'grid', gap: '3' })}>
        {children}
        {frame ? null : (
          <div className={actions}>
            <Button variant="outline" className={action} onMouseDown={keepFocusOnPress} onClick={onBack}>
              Voltar
            </Button>
            <Button type="submit" className={action} onMouseDown={keepFocusOnPress} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </div>
        )}
      </form>
      {frame ? <LoadingStatus /> : null}
    </StepFrame>
  );
}

/** A step's progress and heading, above what it shows (its form, or what stands for it meanwhile). */
export function StepFrame({ step, heading, children, tabIndex }: Frame & { children: ReactNode; tabIndex?: number }) {
  return (
    <Page tabIndex={tabIndex} className={css({ p: '5', display: 'grid', gap: '5', alignContent: 'start' })}>
      <WizardSteps current={step} />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{heading}</h1>
      {children}
    </Page>
  );
}

/**
 * A step whose form's code or data is still on its way (step 3 opened directly: its chunk was
 * preloaded with the page, and evaluates after the wizard's; before any JavaScript, index.html's
 * copy of it): the step's progress and heading where the form will show them, and 'Carregando...'
 * where its fields go, instead of a blank loading screen. The form then appears below the same
 * heading, which does not move.
 */
export function StepPending(frame: Frame) {
  return (
    <StepFrame {...frame}>
      <LoadingStatus className={css({ py: '8' })} />
    </StepFrame>
  );
}
