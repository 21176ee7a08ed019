import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { SupportButton } from '../../../components/ui/support-button';
import { screenRoute, useFlowNavigation, useFlowState } from '../../../hooks/use-flow';
import { useLinkConfig } from '../../../hooks/use-link-config';
import { proposalErrorKind } from '../../../lib/fgts/proposal-error-kind';
import { knownProposalFor, slugsOf } from '../../../lib/flow/known-proposal';
import { flushDrafts, getDraft, setDraft } from '../../../lib/storage/draft-store';
import { SUBMISSION_TEXTS } from '../proposal-request';
import { useWizardNav } from '../wizard/use-wizard-nav';
import { wizardDraftKey, type WizardDraft } from '../wizard/wizard-draft';

const heading = css({ fontSize: '2xl', fontWeight: 'bold' });

/** What the screen adds under the server's message when the way on is not a button of its own. */
const HINTS = {
  openProposalUnknown: 'Fale com o suporte para acompanhar a proposta que já está em aberto.',
  support: 'Fale com o suporte para continuar.',
} as const;

/**
 * Step 5 when the proposal was refused ('Sua proposta não pode ser criada!', spec section 4, with
 * the flow's `proposalError`): the message and what the worker can do about it
 * (lib/fgts/proposal-error-kind): review the data, start a new consultation, see the proposal
 * already open for the CPF (when this phone made it) or send the same proposal again; the support
 * chat always.
 */
export function CreationError({ base, message }: { base: string; message: string }) {
  const [flow, setFlow] = useFlowState(base);
  const { go } = useFlowNavigation();
  const navigate = useNavigate();
  const nav = useWizardNav();
  const config = useLinkConfig();
  const kind = proposalErrorKind(message);
  const known = kind === 'open-proposal' ? knownProposalFor(flow.worker.cpf) : null;

  const review = async () => {
    setFlow((f) => ({ ...f, proposalError: undefined }));
    await nav.goTo(4, 5, true);
  };

  // The same proposal again: the wizard sends a draft marked `submitting` by itself on step 4 (as
  // after a reload mid-submission), under its overlay.
  const sendAgain = async () => {
    const key = wizardDraftKey(base);
    const draft = getDraft<WizardDraft>(key);
    if (draft) setDraft(key, { ...draft, submitting: true });
    setFlow((f) => ({ ...f, proposalError: undefined }));
    await flushDrafts();
    await nav.goTo(4, 5, true);
  };

  // A new consultation: the self-service landing creates a new lead with the same data (the BFF
  // keeps one solicitation per lead), the Corban /loading a new solicitation for the same CPF.
  const newConsultation = async () => {
    const selfService = Boolean(flow.leadId);
    setFlow((f) => ({
      ...f,
      leadOf: undefined,
      solicitationId: undefined,
      settled: undefined,
      renewLead: undefined,
      maxReleasedAmount: undefined,
      proposalError: undefined,
    }));
    await flushDrafts();
    await go(selfService ? '' : 'loading', { replace: true });
  };

  const openKnown = () => {
    if (known) void navigate({ to: screenRoute('status'), params: slugsOf(known.base) as never });
  };

  return (
    <>
      <h1 className={heading}>{SUBMISSION_TEXTS.failureTitle}</h1>
      <p role="alert">{message}</p>
      {kind === 'open-proposal' && !known ? <p>{HINTS.openProposalUnknown}</p> : null}
      {kind === 'support' ? <p>{HINTS.support}</p> : null}
      <div className={css({ display: 'grid', gap: '3' })}>
        {kind === 'new-consultation' ? <Button onClick={() => void newConsultation()}>Fazer uma nova consulta</Button> : null}
        {known ? <Button onClick={openKnown}>Ver a proposta em aberto</Button> : null}
        {kind === 'temporary' || kind === 'unknown' ? <Button onClick={() => void sendAgain()}>Tentar novamente</Button> : null}
        {kind === 'review' || kind === 'unknown' ? (
          <Button variant={kind === 'unknown' ? 'outline' : 'solid'} onClick={() => void review()}>
            Revisar meus dados
          </Button>
        ) : null}
        <SupportButton supportPhone={config.data?.supportPhone} />
      </div>
    </>
  );
}
