import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { NotifyButtonSpace, NotifyOfferView, type NotifyPermission } from '../../components/ui/notify-offer';
import { Page } from '../../components/ui/page';
import type { Branding } from '../../lib/branding/branding';
import { solicitationStatusText } from '../../lib/fgts/solicitation-status';
import { CONSULTATION_NOTIFY } from './consultation-notice';
import { PendingStatus } from './pending-message';

/**
 * The pieces of the Corban `/loading` (./loading-screen) that both the screen and its frame painted
 * from the phone's copy before the app's code arrives (`CorbanWaitingFrame`, ./loading-frame)
 * draw. A browser test (corban-flow.spec.ts) checks that the screen's markup then begins with the
 * frame's, up to the offer's text, and that nothing the frame painted moves.
 */
const pageClass = css({ display: 'flex', flexDir: 'column', alignItems: 'center', p: '6', gap: '10' });
const statusClass = css({ display: 'grid', justifyItems: 'center', gap: '4', textAlign: 'center', my: 'auto', maxW: 'sm' });
const logoClass = css({ h: '10', w: 'auto' });
export const loadingHeadingClass = css({ fontSize: '2xl', fontWeight: 'bold' });

/** The PENDING status's title on /loading: the page's heading. */
export const PendingTitle = () => <h1 className={loadingHeadingClass}>{solicitationStatusText('PENDING').label}</h1>;

/** The screen: the link's logo above its status (`status`), then what comes below it. */
export function LoadingLayout({ branding, status, children }: { branding: Pick<Branding, 'primaryLogo' | 'name'>; status: ReactNode; children?: ReactNode }) {
  return (
    <Page className={pageClass}>
      <img src={branding.primaryLogo} alt={branding.name} height={40} className={logoClass} />
      <div role="status" aria-live="polite" className={statusClass}>
        {status}
      </div>
      {children}
    </Page>
  );
}

/**
 * The room the support chat's button (components/ui/support-button) takes, unseen and inert: its
 * icon's box and its text.
 */
function SupportButtonSpace() {
  return (
    <span aria-hidden="true" data-space-for="support" className={cx(button({ variant: 'outline' }), css({ visibility: 'hidden' }))}>
      <svg width="20" height="20" className={css({ flexShrink: 0 })} />
      Falar com o suporte
    </span>
  );
}

/**
 * The Corban consultation waiting for the bank (PENDING: the state a worker waits in, and reopens
 * the app in, for minutes), as the screen draws it on the default branding: what a phone holding
 * the consultation's last answer can paint before the app's code arrives. `long`: waited over a
 * minute; `support`: the screen shows the support chat then. No control: the offer's button and the
 * support chat come with the app, in the room kept for them here (the status sits in the middle of
 * the screen, and would move up when they came).
 */
export function CorbanWaitingFrame({
  branding,
  long,
  notify,
  support,
}: {
  branding: Pick<Branding, 'primaryLogo' | 'name'>;
  long: boolean;
  notify: NotifyPermission | 'unsupported';
  support: boolean;
}) {
  return (
    <LoadingLayout branding={branding} status={<PendingStatus title={<PendingTitle />} long={long} granted={notify === 'granted'} closedAppChecks={null} />}>
      <NotifyOfferView permission={notify} reason={CONSULTATION_NOTIFY.reason} granted={CONSULTATION_NOTIFY.granted}>
        <NotifyButtonSpace action={CONSULTATION_NOTIFY.action} />
      </NotifyOfferView>
      {support ? <SupportButtonSpace /> : null}
    </LoadingLayout>
  );
}
