import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { autocompleteQuery } from '../../../api/operations/get-autocomplete';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { Page } from '../../../components/ui/page';
import { BlockingOverlay } from '../../../components/ui/blocking-overlay';
import { useFlowNavigation, useFlowPath, useFlowState } from '../../../hooks/use-flow';
import { AddressStep, addressFrameCopy } from './address-step';
import { useFrameCopy } from '../../../hooks/use-frame-copy';
import { isReviewed, reviewSections, reviewStamp } from './review';
import { ReviewStep } from './review-step';
import { SUBMISSION_TEXTS } from '../proposal-request';
import { useChosenOption } from './use-chosen-option';
import { useSubmitProposal } from './use-submit-proposal';
import { PersonalStep } from './personal-step';
import { STEP_FRAMES, StepPending } from './step-layout';
import { withDerivedPixKey } from '../derived-key';
import { prefillFromAutocomplete } from '../prefill';
import { useWizardDraft } from './use-wizard-draft';
import { wizardOpening } from './wizard-draft';
import { useWizardNav, type Etapa } from './use-wizard-nav';
import { prefillDraft } from './wizard-prefill';
import { whenIdle } from '../../../lib/when-idle';

/**
 * Step 3 (the bank combobox, the Pix warning dialog, the bank codes) is a chunk of its own: the
 * other steps opened directly do not load it. The wizard asks for it once any step has
 * shown and the page is idle, so the step change to 3 finds it loaded and renders it at once. Not
 * `React.lazy`: a lazy component suspends on its first render even when its module is loaded, and
 * React then holds the revealed step back (about 300 ms: the 2 → 3 step change took 420 ms).
 */
let bankStepModule: typeof import('./bank-step') | undefined;
const loadBankStep = () => import('./bank-step').then((m) => (bankStepModule = m));

/**
 * The proposal wizard, steps 1 to 4 (spec section 2), at `…/dados-pessoais?etapa=n`. The values
 * live in the link's encrypted draft; each step's form starts from it and writes back to it.
 */
export function WizardScreen({ etapa }: { etapa: Etapa }) {
  const { base } = useFlowPath();
  const [flow, setFlow] = useFlowState(base);
  const [draft, setDraft] = useWizardDraft(base);
  const nav = useWizardNav();
  const { go } = useFlowNavigation();
  const cpf = flow.worker.cpf;
  const chosen = useChosenOption();
  const submit = useSubmitProposal({
    base,
    cpf,
    solicitationId: flow.solicitationId,
    option: chosen.option,
    config: chosen.config,
    zeroTac: chosen.zeroTac,
    setDraft,
    setFlow,
    goTo: (step) => void nav.goTo(step, etapa),
    toResult: () => void go('show-proposal'),
  });

  // A reload (or a reopened app) while the proposal was being sent sends it again, with the same
  // idempotency key: the overlay comes back and the worker gets the one proposal.
  const resumed = useRef(false);
  // Set when this page sends (the tap, the resume), not read from the mutation's state: that reaches
  // React a task later, and a proposal id arriving first sent this tab to step 5 twice.
  const sendsHere = useRef(false);
  // Only a submission left on its way by an earlier page counts: a tap in this page is already sent.
  const [submittingAtOpen] = useState(() => Boolean(draft.submitting));
  // Its confirmed body is kept (send-proposal), so neither the simulation nor the link's
  // configuration has to be read again to resume it.
  const resumesConfirmed = submittingAtOpen && Boolean(draft.submitting) && !flow.proposalId && submit.canResumeWithoutSimulation;
  const canResume =
    etapa === 4 &&
    submittingAtOpen &&
    Boolean(draft.submitting) &&
    !flow.proposalId &&
    (submit.canResumeWithoutSimulation || Boolean(chosen.option && chosen.config));
  // Reopened from the home screen (the link's start URL resumes `dados-pessoais`, on step 1) while
  // a submission was on its way: the review takes it up, as after a reload there (the
  // service worker may have sent it meanwhile, and its answer is shown, not sent again).
  const resumeOnReview = etapa !== 4 && submittingAtOpen && Boolean(draft.submitting) && !flow.proposalId;
  const toReview = useRef(false);
  useEffect(() => {
    if (!resumeOnReview || toReview.current) return;
    toReview.current = true;
    void nav.goTo(4, etapa, true);
  }, [resumeOnReview, nav, etapa]);
  useEffect(() => {
    if (!canResume || resumed.current || !submit.mutation.isIdle) return;
    resumed.current = true;
    sendsHere.current = true;
    submit.resume();
  }, [canResume, submit]);

  // 'failed': the chunk did not arrive (offline before the service worker held it, a network
  // error); step 3 then says so with a retry and the support link instead of a spinner forever.
  const [bankStep, setBankStep] = useState<'loading' | 'ready' | 'failed'>(() => (bankStepModule ? 'ready' : 'loading'));
  const queryClient = useQueryClient();
  useEffect(() => {
    if (bankStep !== 'loading') return;
    let live = true;
    const load = () =>
      void loadBankStep().then(
        () => live && setBankStep('ready'),
        () => live && setBankStep('failed'),
      );
    // On step 3, at once. On another step, once it has shown, its data has answered and the page is
    // idle (as the footer's code): on mobile data its 45 KB no longer compete with that step's own
    // requests. Each step is its own mount (keyed by etapa): reaching step 3 before then,
    // or after a failure on an earlier step, asks for it at once.
    let cancel = () => {};
    if (etapa === 3) load();
    else cancel = whenIdle(load, 1000, queryClient);
    return () => {
      live = false;
      cancel();
    };
  }, [bankStep, etapa, queryClient]);

  // A submission seen in this page (this tab's, or another tab's through the shared draft: its
  // overlay shows here too) that ends with a proposal leads here to step 5 as well, not to
  // 'Sua proposta já foi enviada.' (two tabs confirming at once: the second tab's tap found the
  // button already disabled by the first and followed it). A tab that sent it goes there from its
  // own answer.
  const sawSubmission = useRef(false);
  if (draft.submitting) sawSubmission.current = true;
  useEffect(() => {
    if (flow.proposalId && sawSubmission.current && !sendsHere.current) void go('show-proposal');
  }, [flow.proposalId, go]);

  const autocomplete = useQuery({ ...autocompleteQuery(cpf), enabled: Boolean(cpf) && !draft.prefilled });
  const settled = autocomplete.isSuccess || autocomplete.isError;
  useEffect(() => {
    if (draft.prefilled || !cpf || !settled) return;
    // A failed autocomplete costs the worker some typing, not the proposal.
    const prefill = autocomplete.data ? prefillFromAutocomplete(autocomplete.data) : null;
    setDraft((d) => (d.prefilled ? d : prefillDraft(d, flow.worker, prefill)));
  }, [draft.prefilled, cpf, settled, autocomplete.data, flow.worker, setDraft]);

  const opening = wizardOpening(flow, chosen, draft);
  // Step 2's frame: the form as the worker left it, inert until the app draws it (a browser without
  // `inert` would show fields that take typing the app's render then drops: its heading only).
  const addressFramed = etapa === 2 && opening === 'step' && !draft.submitting && 'inert' in HTMLElement.prototype;
  useFrameCopy('endereco', addressFramed ? addressFrameCopy(draft.address, draft.cepLock) : null);
  if (opening === 'no-consultation') {
    return (
      <Page className={css({ p: '6', display: 'grid', gap: '4', alignContent: 'start' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Não encontramos a sua consulta.</h1>
        <p>Comece pelo link que você recebeu para consultar o seu saldo.</p>
        <Button variant="outline" onClick={() => void go('')}>
          Voltar ao início
        </Button>
      </Page>
    );
  }
  if (opening === 'sent') {
    return (
      <Page className={css({ p: '6', display: 'grid', gap: '4', alignContent: 'start' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Sua proposta já foi enviada.</h1>
        <Button onClick={() => void go('show-proposal')}>Ver a proposta</Button>
      </Page>
    );
  }
  if (resumesConfirmed && !chosen.option) {
    // The confirmation is on its way (or the service worker sent it): its answer is what comes
    // next, whatever the simulation's read says now.
    return <BlockingOverlay message={SUBMISSION_TEXTS.sending} slow={SUBMISSION_TEXTS.slow} />;
  }
  if (opening === 'no-option') {
    // No option to send: the simulation could not be read, or none was chosen within the limits.
    return (
      <Page className={css({ p: '6', display: 'grid', gap: '4', alignContent: 'start' })}>
        {chosen.failed ? (
          <>
            <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Não foi possível carregar a sua simulação.</h1>
            <LoadError onRetry={chosen.retry} retrying={chosen.retrying} />
          </>
        ) : (
          <>
            <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Escolha quanto antecipar.</h1>
            <p>Antes dos seus dados, escolha na simulação um valor ou um número de anos que possa ser contratado.</p>
            <Button onClick={() => void go('simulacao')}>Ver a simulação</Button>
          </>
        )}
      </Page>
    );
  }
  if (opening === 'prefilling') return <LoadingScreen />;

  if (etapa === 1) {
    return (
      <PersonalStep
        values={draft.personalData}
        // A CPF or Celular key follows the person: a new phone is the key at once.
        onChange={(personalData) =>
          setDraft((d) => ({ ...d, personalData, bankData: withDerivedPixKey(d.bankData, { cpf, cellphone: personalData.cellphone }) }))
        }
        onBack={() => nav.back(1)}
        onDone={() => void nav.next(1)}
      />
    );
  }
  if (etapa === 2) {
    return (
      <AddressStep
        values={draft.address}
        lock={draft.cepLock}
        onChange={(address) => setDraft((d) => ({ ...d, address }))}
        onLock={(cepLock) => setDraft((d) => ({ ...d, cepLock }))}
        onBack={() => nav.back(2)}
        onDone={() => void nav.next(2)}
      />
    );
  }
  if (etapa === 3) {
    if (bankStep === 'failed') {
      return (
        <Page className={css({ p: '6', display: 'grid', gap: '4', alignContent: 'start' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Informações Bancárias</h1>
          <LoadError onRetry={() => setBankStep('loading')} />
        </Page>
      );
    }
    if (chosen.loading || !bankStepModule) return <StepPending {...STEP_FRAMES[3]} />;
    const { BankStep } = bankStepModule;
    return (
      <BankStep
        values={withDerivedPixKey(draft.bankData, { cpf, cellphone: draft.personalData.cellphone })}
        zeroTac={chosen.zeroTac}
        cpf={cpf}
        cellphone={draft.personalData.cellphone}
        email={draft.personalData.email ?? ''}
        warningOpen={!draft.pixWarningAccepted}
        onWarningClose={() => setDraft((d) => ({ ...d, pixWarningAccepted: true }))}
        onChange={(bankData) => setDraft((d) => ({ ...d, bankData }))}
        onBack={() => nav.back(3)}
        onDone={() => void nav.next(3)}
      />
    );
  }
  const sending = submit.mutation.isPending || (Boolean(draft.submitting) && !submit.mutation.isError);
  const sections = reviewSections(draft, cpf, chosen.option);
  return (
    <>
      <ReviewStep
        sections={sections}
        reviewed={isReviewed(draft.reviewed, sections)}
        onReviewed={(reviewed) => setDraft((d) => ({ ...d, reviewed: reviewed ? reviewStamp(sections) : undefined }))}
        onEdit={(step) => void nav.goTo(step, 4)}
        onBack={() => nav.back(4)}
        onConfirm={() => {
          sendsHere.current = true;
          void submit.confirm();
        }}
        confirming={sending || chosen.loading}
      />
      {sending && submit.mutation.isPaused ? (
        // Waiting for the network: no overlay, so the worker is not held behind it (the
        // button stays disabled, 'Limpar meus dados' stays reachable); what happens next is said.
        <p role="status" className={css({ fontWeight: 'bold' })}>
          {SUBMISSION_TEXTS.waitingForNetwork}
          {submit.handedOver ? ` ${SUBMISSION_TEXTS.sentWhenClosed}` : ''}
        </p>
      ) : sending ? (
        <BlockingOverlay message={SUBMISSION_TEXTS.sending} slow={SUBMISSION_TEXTS.slow} />
      ) : null}
    </>
  );
}
