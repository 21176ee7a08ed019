import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useFrameSlot } from '../../components/ui/frame-slot';
import { Page } from '../../components/ui/page';
import type { Branding } from '../../lib/branding/branding';
import { formatCurrency } from '../../lib/format';

/**
 * The pieces of the Corban proposal screen (./corban-proposal-screen) that both the screen and its
 * frame painted from the phone's copy before the app's code arrives (`CorbanProposalFrame`,
 * ./proposal-frame) draw. A browser test (corban-flow.spec.ts) checks that the screen's markup
 * then is the frame's with its controls added, and that nothing the frame painted moves.
 */
const pageClass = css({ display: 'flex', flexDir: 'column', p: '6', gap: '6' });
const logoClass = css({ h: '10', w: 'auto', alignSelf: 'flex-start' });
const headingClass = css({ fontSize: '2xl', fontWeight: 'bold' });
const summaryClass = css({ bg: 'bg.subtle', borderRadius: 'xl', p: '5', display: 'grid', gap: '3', justifyItems: 'center', textAlign: 'center' });
const amountClass = css({ fontSize: '3xl', fontWeight: 'bold' });

/** The screen: the link's logo, 'Proposta', its summary (`summary`, busy while it loads), then what comes below it. */
export function ProposalLayout({
  branding,
  busy,
  summary,
  children,
}: {
  branding: Pick<Branding, 'primaryLogo' | 'name'>;
  busy: boolean;
  summary: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Page className={pageClass}>
      <img src={branding.primaryLogo} alt={branding.name} height={40} className={logoClass} />
      <h1 className={headingClass}>Proposta</h1>
      <section aria-live="polite" aria-busy={busy} className={summaryClass}>
        {summary}
      </section>
      {children}
    </Page>
  );
}

/** What the simulation allows: the headline figure. */
export function ReadyAmount({ amount }: { amount: number }) {
  return (
    <>
      <p>Você pode receber até</p>
      <p className={amountClass}>{useFrameSlot('amount', formatCurrency(amount))}</p>
    </>
  );
}

/**
 * The Corban consultation's result ready to simulate, as the screen draws it on the default
 * branding: what a phone holding the consultation, the link's product and the simulation can paint
 * before the app's code arrives. No control: 'Continuar' comes with the app, at the foot of the
 * screen, below what this paints.
 */
export function CorbanProposalFrame({ branding, amount }: { branding: Pick<Branding, 'primaryLogo' | 'name'>; amount: number }) {
  return <ProposalLayout branding={branding} busy={false} summary={<ReadyAmount amount={amount} />} />;
}
