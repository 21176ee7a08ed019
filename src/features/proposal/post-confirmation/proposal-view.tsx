import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { NotifyOfferView, type NotifyPermission } from '../../../components/ui/notify-offer';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { WizardSteps } from '../../../components/ui/wizard-steps';
import { SUBMISSION_TEXTS } from '../proposal-request';
import { ACTION_NEEDED, BANK_CARD_TEXT, IDENTITY_CARD_TEXT } from './post-confirmation';

/**
 * The pieces of step 5 ('Pós-Confirmação') that both the screen (./show-proposal-screen) and the
 * frame painted from the phone's copy before the app's code arrives (`ProposalWaitingFrame`,
 * ./waiting-frame) draw. The frame composes them as the screen does while both cards
 * validate; a browser test (post-confirmation.spec.ts) checks that the screen's markup then begins
 * with the frame's, up to the cards, and that nothing the frame painted moves.
 */
export const pageClass = css({ p: '5', display: 'grid', gap: '4', alignContent: 'start' });
export const headingClass = css({ fontSize: '2xl', fontWeight: 'bold' });
const cardClass = css({ bg: 'bg.subtle', borderRadius: 'xl', p: '5', display: 'grid', gap: '3' });
const cardTitle = css({ fontSize: 'lg', fontWeight: 'bold' });

export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className={cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Waiting({ text }: { text: string }) {
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
      <Spinner />
      <p role="status">{text}</p>
    </div>
  );
}

export const CARD_TITLES = { bank: 'Proposta no banco', identity: 'Segurança de identidade' } as const;

/** The heading, what it means and the proposal's number. */
export function ProposalIntro({ id, needsAction }: { id: string; needsAction: boolean }) {
  return (
    <>
      <h1 className={headingClass}>{needsAction ? ACTION_NEEDED.title : SUBMISSION_TEXTS.successTitle}</h1>
      <p>{needsAction ? ACTION_NEEDED.description : SUBMISSION_TEXTS.successDescription}</p>
      <p>
        Número da proposta: <strong>{id}</strong>
      </p>
    </>
  );
}

/** The offer to be notified while a card waits (components/ui/notify-offer). */
export const PROPOSAL_NOTIFY = {
  reason: 'A validação pode demorar alguns minutos. Quer receber um aviso neste aparelho quando ela mudar? Assim você pode usar outros apps enquanto espera.',
  granted: 'Vamos avisar neste aparelho quando a sua proposta mudar.',
  action: 'Avisar quando mudar',
} as const;

/**
 * Step 5 while the bank and the identity check both validate (the state a worker waits in, and
 * reopens the app in, for minutes), as the screen draws it, up to the notification offer's text:
 * what a phone holding the proposal's last answer can paint before the app's code arrives. No
 * control: the offer's button and the support chat come with the app, below what this paints.
 */
export function ProposalWaitingFrame({ id, notify }: { id: string; notify: NotifyPermission | 'unsupported' }) {
  return (
    <Page className={pageClass}>
      <WizardSteps current="Pós-Confirmação" />
      <ProposalIntro id={id} needsAction={false} />
      <Card id="card-banco" title={CARD_TITLES.bank}>
        <Waiting text={BANK_CARD_TEXT.validating} />
      </Card>
      <Card id="card-identidade" title={CARD_TITLES.identity}>
        <Waiting text={IDENTITY_CARD_TEXT.validating} />
      </Card>
      <NotifyOfferView permission={notify} reason={PROPOSAL_NOTIFY.reason} granted={PROPOSAL_NOTIFY.granted} />
    </Page>
  );
}
