import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useQueryReadAfterPaint } from '../../../hooks/use-read-after-paint';
import { useTimeReached } from '../../../hooks/use-time-reached';
import { css } from 'styled-system/css';
import { proposalQuery, type Proposal } from '../../../api/operations/get-proposal';
import { Button } from '../../../components/ui/button';
import { dismissToast } from '../../../components/ui/toast';
import { EndPanel } from '../../../components/ui/end-panel';
import { LoadError } from '../../../components/ui/load-error';
import { NotifyOffer, useNotificationPermission } from '../../../components/ui/notify-offer';
import { useFrameCopy } from '../../../hooks/use-frame-copy';
import { Page } from '../../../components/ui/page';
import { SupportButton } from '../../../components/ui/support-button';
import { WizardSteps } from '../../../components/ui/wizard-steps';
import { useBranding } from '../../../hooks/use-branding';
import { useFlowNavigation, useFlowPath, useFlowState } from '../../../hooks/use-flow';
import { useLinkConfig } from '../../../hooks/use-link-config';
import { signatureConfig } from '../../../lib/config/identity';
import { parseCustomStatus, reportCustomStatusProblems } from '../../../lib/fgts/custom-status';
import { cardChangeNotice, cardKinds, cardsNeedAction, cardsOf, PROPOSAL_TAG, type Cards } from '../../../lib/fgts/proposal-cards';
import { proposalEnd, type ProposalEnd } from '../../../lib/fgts/proposal-end';
import { wipeAtProposalEnd } from '../../../lib/privacy/wipe';
import { proposalRequestFrom, resubmissionFor, retryRequestFor, type ResubmitAction } from '../../../lib/fgts/resubmission';
import { signatureUrl } from '../../../lib/fgts/signature-url';
import { notifyIfHidden } from '../../../lib/notifications';
import { unwatchStatus, watchStatus } from '../../../lib/background/status-watch';
import {
  BANK_CARD_TEXT,
  CARD_ACTIONS,
  IDENTITY_CARD_TEXT,
  RESUBMIT_TOAST_IDS,
  RETRY_TAKE_IN_MS,
  postConfirmationInterval,
  retryTakingIn,
  cardsSeen,
} from './post-confirmation';
import { CREATED_TOAST_ID } from '../proposal-request';
import { CARD_TITLES, Card, PROPOSAL_NOTIFY, ProposalIntro, Waiting, headingClass, pageClass } from './proposal-view';
import { CreationError } from './creation-error';
import { SignatureLink } from './signature-link';
import { useResubmit } from './use-resubmit';
import { useWizardNav } from '../wizard/use-wizard-nav';

/**
 * Step 5, 'Pós-Confirmação' (spec section 4): the proposal polled every 7 s while something is
 * pending, the bank-proposal card (validating, success, retry, correction) and the identity card
 * (validating, the signature link, failure), each retry sent once per tap (use-resubmit). The
 * proposal id is in the link's encrypted flow state, so a reopened app lands here polling it. While
 * the app is hidden, a change of a card is notified. Without a proposal: the submission's error.
 */
export function ShowProposalScreen() {
  const { base } = useFlowPath();
  const { go } = useFlowNavigation();
  const nav = useWizardNav();
  const [flow] = useFlowState(base);
  const id = flow.proposalId;
  const queryClient = useQueryClient();
  // Kept here: the wipe removes the proposal id this screen would otherwise read.
  const [ended, setEnded] = useState<ProposalEnd | null>(null);
  const [wiped, setWiped] = useState(false);
  const onEnded = (end: ProposalEnd) => {
    if (ended) return;
    setEnded(end);
    wipeAtProposalEnd(queryClient, base).then(
      () => setWiped(true),
      (error: unknown) => console.warn('Wipe at the end of the proposal failed', error instanceof Error ? error.name : 'unknown error'),
    );
  };

  let body;
  if (ended) {
    body = <EndPanel ended={ended} wiped={wiped} level={1} />;
  } else if (id) {
    body = (
      <>
        {flow.proposalChangeLost ? (
          // wizard/send-proposal: the proposal existed with the data sent first; the later changes did not reach it.
          <p role="alert" className={css({ bg: 'orange.50', borderRadius: 'md', p: '3' })}>
            Sua proposta foi criada com os dados do primeiro envio. Não conseguimos confirmar as alterações feitas depois. Se precisar mudar algum dado, fale
            com o suporte.
          </p>
        ) : null}
        <PostConfirmation
          id={id}
          base={base}
          framed={!flow.proposalChangeLost}
          onCorrect={() => void go('correcao')}
          onSelfie={() => void go('selfie')}
          onEnded={onEnded}
        />
      </>
    );
  } else if (flow.proposalError) {
    body = <CreationError base={base} message={flow.proposalError} />;
  } else {
    body = (
      <>
        <h1 className={headingClass}>Nenhuma proposta enviada ainda.</h1>
        <Button onClick={() => void nav.goTo(1, 0)}>Preencher a proposta</Button>
      </>
    );
  }

  return (
    <Page className={pageClass}>
      <WizardSteps current="Pós-Confirmação" />
      {body}
    </Page>
  );
}

/** Notifies a change of the cards while the page is hidden (the poll keeps running in the background for this). */
function useNotifyCardChange(cards: Cards | null, url: string) {
  const last = useRef<Cards | null>(null);
  useEffect(() => {
    if (!cards) return;
    const before = last.current;
    last.current = cards;
    if (!before) return;
    const notice = cardChangeNotice(before, cards);
    if (notice) notifyIfHidden(notice.title, notice.body, PROPOSAL_TAG, url);
  }, [cards, url]);
}

type PostConfirmationProps = {
  id: string;
  base: string;
  /** Whether its frame may draw it (nothing else said above the cards). */
  framed: boolean;
  onCorrect: () => void;
  onSelfie: () => void;
  /** Signed or failed for good (lib/fgts/proposal-end): the screen wipes the phone's personal data. */
  onEnded: (end: ProposalEnd) => void;
};

function PostConfirmation({ id, base, framed, onCorrect, onSelfie, onEnded }: PostConfirmationProps) {
  const { resubmit, sending, sendingAction, draft: post, setPostDraft } = useResubmit(base);
  // The retry answered last, for the poll's callback (it outlives a render).
  const retried = useRef(post.retried);
  retried.current = post.retried;
  // A reopened app reads the proposal again once the persisted answer is on screen.
  const proposal = useQueryReadAfterPaint({
    ...proposalQuery(id),
    refetchInterval: (query) => {
      const read = query.state.data;
      return postConfirmationInterval(read, read ? retryTakingIn(retried.current, id, read, Date.now()) : null);
    },
    refetchIntervalInBackground: true,
  });
  const config = useLinkConfig();
  const branding = useBranding();
  const data = proposal.data;
  // A retry the server answered shows its card as validating until the proposal reads back
  // otherwise, or RETRY_TAKE_IN_MS have passed (a timer: a read-back that does not move draws nothing new).
  const takeInOver = useTimeReached(post.retried ? post.retried.at + RETRY_TAKE_IN_MS : undefined);
  const retrying = data && !takeInOver ? retryTakingIn(post.retried, id, data, Date.now()) : null;
  useEffect(() => {
    if (data && post.retried && !retrying) setPostDraft((d) => (d.retried ? { ...d, retried: null } : d));
  }, [data, post.retried, retrying, setPostDraft]);
  const cards = data ? cardsOf(data, retrying) : null;
  const cardsKey = cards ? `${cards.bank.kind}|${cards.identity.kind}` : '';
  const stableCards = useStableCards(cards, cardsKey);
  useNotifyCardChange(stableCards, `${base}/show-proposal`);
  const pending = data ? postConfirmationInterval(data, retrying) !== false : null;
  useEffect(() => {
    // While a card waits, the service worker may check it with the app closed (lib/background/status-watch).
    if (pending === null || !stableCards) return;
    if (pending) void watchStatus({ kind: 'proposal', id, url: `${base}/show-proposal`, last: cardKinds(stableCards) });
    else void unwatchStatus('proposal', id);
  }, [pending, stableCards, id, base]);

  const link = data && cards?.identity.kind === 'success' ? signatureUrl(data.UnicoData?.id, branding.slug, signatureConfig()) : null;
  // Identity done but no link: the poll has stopped, so (no dead end) the worker is offered the
  // identity step again when the identifier is missing, and the support chat either way.
  const noLink = link !== null && !link.ok;
  const needsAction = cards !== null && (cardsNeedAction(cards) || noLink);
  useEffect(() => {
    // A toast saying the proposal is on its way ('Proposta concluída!', 'Estamos revalidando sua
    // proposta.') goes once a card asks something of the worker: it would say the opposite.
    if (needsAction) for (const event of [CREATED_TOAST_ID, RESUBMIT_TOAST_IDS.retrySent, RESUBMIT_TOAST_IDS.correctionSaved]) dismissToast(event);
  }, [needsAction]);

  const end = data ? proposalEnd(parseCustomStatus(data.customStatus)) : null;
  // Its frame: both cards validating, the number a slot. As the proposal reads, not while a retry
  // is taken in: a reopen after that minute would show the card the read-back says.
  const permission = useNotificationPermission();
  const read = data ? cardsOf(data) : null;
  const waiting = framed && !end && read?.bank.kind === 'validating' && read.identity.kind === 'validating';
  useFrameCopy('show-proposal', waiting ? { variant: permission, permission, slots: { id } } : null);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;
  useEffect(() => {
    if (data) reportCustomStatusProblems(parseCustomStatus(data.customStatus));
  }, [data]);
  useEffect(() => {
    if (end) onEndedRef.current(end);
  }, [end]);

  const retry = (action: Exclude<ResubmitAction, 'correction'>, read: Proposal) => {
    if (action === 'additional-data-retry' || action === 'simulation-retry') {
      void resubmit(action, id, retryRequestFor(action), cardsSeen(read));
      return;
    }
    if (!config.data) return;
    void resubmit(action, id, resubmissionFor(action, proposalRequestFrom(read, config.data.id)), cardsSeen(read));
  };
  const retryButton = (action: Exclude<ResubmitAction, 'correction'>, read: Proposal, needsConfig = true) => (
    <Button disabled={sending || (needsConfig && !config.data)} onClick={() => retry(action, read)}>
      {sendingAction === action ? 'Enviando…' : CARD_ACTIONS.retry}
    </Button>
  );

  let cardsView;
  if (!data || !cards) {
    cardsView = proposal.isError ? (
      <LoadError onRetry={proposal.refetch} retrying={proposal.isFetching} />
    ) : (
      <Waiting text="Consultando a situação da proposta…" />
    );
  } else {
    const { bank, identity } = cards;
    const canSelfie = Boolean(data.UnicoData?.token && data.UnicoData?.unicoId);
    cardsView = (
      <>
        <Card id="card-banco" title={CARD_TITLES.bank}>
          {bank.kind === 'validating' ? (
            <Waiting text={BANK_CARD_TEXT.validating} />
          ) : (
            <p role={bank.kind === 'success' ? 'status' : 'alert'}>{BANK_CARD_TEXT[bank.kind]}</p>
          )}
          {bank.kind === 'correction' && (bank.mensagem || bank.resultado.length > 0) ? (
            <div className={css({ display: 'grid', gap: '1' })}>
              {bank.mensagem ? <p>{bank.mensagem}</p> : null}
              {bank.resultado.length > 0 ? (
                <ul className={css({ listStyle: 'disc', pl: '5' })}>
                  {bank.resultado.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {bank.kind === 'retry' ? retryButton('bank-retry', data) : null}
          {bank.kind === 'additional-data' ? retryButton('additional-data-retry', data, false) : null}
          {bank.kind === 'simulation-not-found' ? retryButton('simulation-retry', data, false) : null}
          {bank.kind === 'correction' ? (
            <Button disabled={sending} onClick={onCorrect}>
              {CARD_ACTIONS.correct}
            </Button>
          ) : null}
        </Card>
        <Card id="card-identidade" title={CARD_TITLES.identity}>
          {identity.kind === 'validating' ? <Waiting text={IDENTITY_CARD_TEXT.validating} /> : null}
          {identity.kind === 'failure' || noLink ? <p role="alert">{IDENTITY_CARD_TEXT.failure}</p> : null}
          {identity.kind === 'failure' || (noLink && link.reason === 'missing-id') ? retryButton('identity-retry', data) : null}
          {link?.ok ? (
            <>
              <p role="status">{IDENTITY_CARD_TEXT.success}</p>
              <SignatureLink url={link.url} />
              {canSelfie ? <Button onClick={onSelfie}>Tirar Selfie</Button> : null}
            </>
          ) : null}
        </Card>
        {bank.kind === 'validating' || identity.kind === 'validating' ? <NotifyOffer {...PROPOSAL_NOTIFY} /> : null}
        {/* Where the worker must act, and while the bank or the identity check validates (what
            happens next is said above): the support chat. */}
        {needsAction || bank.kind === 'validating' || identity.kind === 'validating' ? <SupportButton supportPhone={config.data?.supportPhone} /> : null}
      </>
    );
  }

  // 'Proposta concluída!' is the spec's completion toast; over a card that asks for the worker it
  // would say the opposite of the card.
  return (
    <>
      <ProposalIntro id={id} needsAction={needsAction} />
      {cardsView}
    </>
  );
}

/** The same object while the cards show the same thing (each 7 s read gives a new one). */
function useStableCards(cards: Cards | null, key: string): Cards | null {
  const ref = useRef<{ key: string; cards: Cards | null }>({ key: '', cards: null });
  if (ref.current.key !== key) ref.current = { key, cards };
  return ref.current.cards;
}
