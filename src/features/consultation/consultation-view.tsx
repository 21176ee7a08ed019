import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { NotifyOfferView, type NotifyPermission } from '../../components/ui/notify-offer';
import { Page } from '../../components/ui/page';
import type { Branding } from '../../lib/branding/branding';
import { solicitationStatusText } from '../../lib/fgts/solicitation-status';
import { CONSULTATION_NOTIFY } from './consultation-notice';
import type { ConsultationOutcome } from './consultation-outcome';
import { PendingStatus } from './pending-message';

/**
 * The pieces of the self-service consultation (`/consulta`, ./consultation-screen) that both the
 * screen and its frame painted from the phone's copy before the app's code arrives
 * (`ConsultationWaitingFrame`, ./consulta-frame) draw. A browser test (consultation.spec.ts)
 * checks that the screen's markup then is the frame's with its controls added, and that nothing
 * the frame painted moves.
 */
const pageClass = css({ display: 'flex', flexDir: 'column', p: '5', gap: '6' });
const logoClass = css({ h: '10', w: 'auto', alignSelf: 'flex-start' });
const headingClass = css({ fontSize: '2xl', fontWeight: 'bold' });
const statusClass = css({ bg: 'bg.subtle', borderRadius: 'xl', p: '5', display: 'grid', gap: '3', justifyItems: 'center', textAlign: 'center' });
export const subtitleClass = css({ fontWeight: 'bold', fontSize: 'lg' });

/** Spec section 2, reading A: the heading follows the stage ('Consultando na CEF', then the result). */
export const HEADING: Record<ConsultationOutcome['phase'], string> = {
  consulting: 'Consultando na CEF',
  simulating: 'Simulação em andamento.',
  ready: 'Prossiga para contratar.',
  blocked: 'Não é possível prosseguir.',
};

/** The screen: the link's logo, the stage's heading, its status (`status`), then what comes below it. */
export function ConsultationLayout({
  branding,
  phase,
  status,
  children,
}: {
  branding: Pick<Branding, 'primaryLogo' | 'name'>;
  phase: ConsultationOutcome['phase'];
  status: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Page className={pageClass}>
      <img src={branding.primaryLogo} alt={branding.name} height={40} className={logoClass} />
      <h1 className={headingClass}>{HEADING[phase]}</h1>
      <section role="status" aria-live="polite" className={statusClass}>
        {status}
      </section>
      {children}
    </Page>
  );
}

/**
 * The self-service consultation waiting for the bank (PENDING: the state a worker waits in, and
 * reopens the app in, for minutes), as the screen draws it on the default branding, up to the
 * notification offer's text: what a phone holding the consultation's last answer can paint before
 * the app's code arrives. `long`: waited over a minute. No control: the offer's button, the support
 * chat and 'Voltar' / 'Prosseguir' come with the app, below what this paints.
 */
export function ConsultationWaitingFrame({
  branding,
  long,
  notify,
}: {
  branding: Pick<Branding, 'primaryLogo' | 'name'>;
  long: boolean;
  notify: NotifyPermission | 'unsupported';
}) {
  return (
    <ConsultationLayout
      branding={branding}
      phase="consulting"
      status={
        <PendingStatus
          title={<p className={subtitleClass}>{solicitationStatusText('PENDING').label}</p>}
          long={long}
          granted={notify === 'granted'}
          closedAppChecks={null}
        />
      }
    >
      <NotifyOfferView permission={notify} reason={CONSULTATION_NOTIFY.reason} granted={CONSULTATION_NOTIFY.granted} />
    </ConsultationLayout>
  );
}
