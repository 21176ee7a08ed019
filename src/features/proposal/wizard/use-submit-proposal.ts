import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import type { FinancialOption } from '../../../api/operations/get-simulation';
import type { SelfServiceConfig } from '../../../api/operations/get-link-config';
import { NETWORK_ERROR_MESSAGE, isApiError } from '../../../api/errors';
import { showToast } from '../../../components/ui/toast';
import { proposalError } from '../../../lib/fgts/proposal-errors';
import { handOverProposal, sendProposal, unansweredRequest, type SentProposal } from './send-proposal';
import type { FlowState } from '../../../lib/flow/flow-state';
import { flushDrafts, getDraft } from '../../../lib/storage/draft-store';
import { CREATED_TOAST_ID, SUBMISSION_TEXTS, buildProposalRequest, emptyEmailKeyToast } from '../proposal-request';
import { createAddressSchema } from '../schemas/address';
import { createBankDataSchema } from '../schemas/bank-data';
import { ZERO_TAC_PIX_KEY_TYPES } from '../schemas/bank-data';
import { createPersonalDataSchema } from '../schemas/personal-data';
import type { Etapa } from './use-wizard-nav';
import { EMPTY_WIZARD, wizardDraftKey, type WizardDraft } from './wizard-draft';
import { useHandOverWhilePaused } from '../../../hooks/use-flow';

type Options = {
  base: string;
  cpf: string;
  solicitationId: string | undefined;
  option: FinancialOption | undefined;
  config: SelfServiceConfig | undefined;
  zeroTac: boolean;
  setDraft: (update: (previous: WizardDraft) => WizardDraft) => void;
  setFlow: (update: (previous: FlowState) => FlowState) => void;
  goTo: (etapa: Etapa) => void;
  toResult: () => void;
};

/** The first step whose values its schema refuses (a draft from an older version, a step skipped), or null. */
export function firstInvalidStep(draft: WizardDraft, zeroTac: boolean): Etapa | null {
  if (!v.safeParse(createPersonalDataSchema(), draft.personalData).success) return 1;
  if (!v.safeParse(createAddressSchema(), draft.address).success) return 2;
  const bank = createBankDataSchema(zeroTac ? { pixKeyTypes: ZERO_TAC_PIX_KEY_TYPES } : {});
  if (!v.safeParse(bank, draft.bankData).success) return 3;
  return null;
}

/**
 * Spec section 4, "Submission": the proposal is sent once per solicitation, whatever the worker
 * does (./send-proposal: once per tab and across tabs, an Idempotency-Key that follows the body,
 * an earlier request of unknown outcome found out before a changed one is sent). Offline, TanStack
 * pauses the mutation and sends it when the connection returns. `submitting` in the draft brings
 * the overlay back after a reload, and the request is repeated with the same key.
 */
export function useSubmitProposal({ base, cpf, solicitationId, option, config, zeroTac, setDraft, setFlow, goTo, toResult }: Options) {
  /** The request as the drafts stand now. */
  const requestNow = () => {
    if (!solicitationId || !option || !config) throw new Error('proposal: the simulation or the link configuration is not loaded');
    const draft = getDraft<WizardDraft>(wizardDraftKey(base)) ?? EMPTY_WIZARD;
    return { solicitationId, request: buildProposalRequest(draft, option, { selfServiceId: config.id, balanceSolicitationId: solicitationId, document: cpf }) };
  };
  /**
   * What a resume sends: the confirmation still on its way, as it was confirmed (send-proposal's
   * unansweredRequest), else the request as the drafts stand now.
   */
  const requestToResume = () => {
    const confirmed = unansweredRequest(base);
    return confirmed && solicitationId ? { solicitationId, request: confirmed } : requestNow();
  };
  const mutation = useMutation({
    mutationFn: async (resuming: boolean): Promise<SentProposal> => {
      const { solicitationId: id, request } = resuming ? requestToResume() : requestNow();
      return sendProposal(base, id, request);
    },
    onSuccess: async ({ changeLost }) => {
      if (changeLost) setFlow((f) => ({ ...f, proposalChangeLost: true }));
      setDraft((d) => ({ ...d, submitting: false }));
      await flushDrafts();
      showToast({ id: CREATED_TOAST_ID, title: SUBMISSION_TEXTS.successTitle, description: SUBMISSION_TEXTS.successDescription, type: 'success' });
      toResult();
    },
    onError: async (error) => {
      if (isApiError(error) && error.status === 0) {
        // No answer: nothing is known to have been created, and the key is kept, so sending again is safe.
        setDraft((d) => ({ ...d, submitting: false }));
        showToast({ title: NETWORK_ERROR_MESSAGE, type: 'error' });
        return;
      }
      setDraft((d) => ({ ...d, submitting: false }));
      setFlow((f) => ({ ...f, proposalError: proposalError(error).message }));
      await flushDrafts();
      toResult();
    },
  });

  // Offline, TanStack holds the creation; the service worker gets it too, to send it even with the app closed.
  const handedOver = useHandOverWhilePaused(mutation.isPaused, async () => {
    const { solicitationId: id, request } = mutation.variables ? requestToResume() : requestNow();
    return handOverProposal(base, id, request);
  });

  /** 'Confirmar Proposta': the checks of spec section 4, then the creation. */
  const confirm = async () => {
    if (mutation.isPending) return;
    const draft = getDraft<WizardDraft>(wizardDraftKey(base)) ?? EMPTY_WIZARD;
    const emptyKey = emptyEmailKeyToast(draft.bankData);
    if (emptyKey) {
      showToast({ ...emptyKey, type: 'error' });
      goTo(3);
      return;
    }
    const invalid = firstInvalidStep(draft, zeroTac);
    if (invalid !== null) {
      goTo(invalid);
      return;
    }
    setDraft((d) => ({ ...d, submitting: true }));
    setFlow((f) => (f.proposalError === undefined ? f : { ...f, proposalError: undefined }));
    await flushDrafts();
    mutation.mutate(false);
  };

  /**
   * `resume`: a submission left on its way by an earlier page, sent again as it was confirmed (the
   * service worker's answer taken if it sent it). `canResumeWithoutSimulation`: that submission's
   * body is kept, so the simulation and the link's configuration need not be read to resume it.
   * `handedOver`: the service worker holds the waiting creation (it is sent even if the app is closed).
   */
  return {
    confirm,
    resume: () => mutation.mutate(true),
    canResumeWithoutSimulation: Boolean(solicitationId && unansweredRequest(base)),
    mutation,
    handedOver,
  };
}
