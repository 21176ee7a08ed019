import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useFrameSlot } from '../../components/ui/frame-slot';
import { Page } from '../../components/ui/page';
import { WizardSteps } from '../../components/ui/wizard-steps';
import { formatCurrency } from '../../lib/format';
import { whoCanReceive } from './simulation-figures';

/**
 * The pieces of the simulation result (`/simulacao`, ./simulation-screen) that both the screen and
 * its frame painted from the phone's copy before the app's code arrives (`SimulationFrame`,
 * ./simulation-frame) draw. A browser test (simulation.spec.ts) checks that the screen's markup
 * then is the frame's with the rest of the screen added below it, and that nothing the frame
 * painted moves.
 */
const pageClass = css({ display: 'flex', flexDir: 'column', p: '5', gap: '5' });
const headingClass = css({ fontSize: '2xl', fontWeight: 'bold' });
const headlineClass = css({ fontSize: 'lg' });

/** The screen: the wizard's progress on 'Resultado', 'Simulação', the headline, then the rest of the screen. */
export function SimulationLayout({ name, maxValue, children }: { name: string; maxValue: number; children?: ReactNode }) {
  return (
    <Page className={pageClass}>
      <WizardSteps current="Resultado" />
      <h1 className={headingClass}>Simulação</h1>
      <p className={headlineClass}>
        {whoCanReceive(name)} pode receber até <strong>{useFrameSlot('amount', formatCurrency(maxValue))}</strong>
      </p>
      {children}
    </Page>
  );
}

/**
 * The simulation result as the screen draws it, up to its headline (the worker's first name, what
 * the first simulation allows): what a phone holding the consultation, the link's product and that
 * simulation can paint before the app's code arrives. No control: the figures, 'Calcular' and
 * 'Sim, quero contratar o empréstimo' come with the app, below what this paints.
 */
export function SimulationFrame({ name, maxValue }: { name: string; maxValue: number }) {
  return <SimulationLayout name={name} maxValue={maxValue} />;
}
