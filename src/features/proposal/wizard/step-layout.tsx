import type { FormEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { WizardSteps, type WizardStepTitle } from '../../../components/ui/wizard-steps';

type Props = {
  step: WizardStepTitle;
  heading: string;
  children: ReactNode;
  onBack: () => void;
  onSubmit: () => void;
  submitLabel?: string;
  submitDisabled?: boolean;
};

/** One wizard step: the progress, a heading, the fields, then 'Voltar' and 'Prosseguir'. */
export function StepLayout({ step, heading, children, onBack, onSubmit, submitLabel = 'Prosseguir', submitDisabled }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    <Page className={css({ p: '5', display: 'grid', gap: '5', alignContent: 'start' })}>
      <WizardSteps current={step} />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{heading}</h1>
      <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '3' })}>
        {children}
        <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3', mt: '4' })}>
          <Button variant="outline" onClick={onBack}>
            Voltar
          </Button>
          <Button type="submit" disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Page>
  );
}
