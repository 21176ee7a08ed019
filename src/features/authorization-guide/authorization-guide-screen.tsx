import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { NETWORK_ERROR_MESSAGE } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { FaqLink } from '../../components/ui/faq-link';
import { Page } from '../../components/ui/page';
import { useBranding } from '../../hooks/use-branding';
import { GuideCarousel } from './guide-carousel';
import { GuideHeader, guideColumn } from './guide-parts';
import { isLastStep } from './indicator-window';
import { authorizeInstruction, confirmQuestion } from './processor';
import { GUIDE_TITLES, guideSteps } from './steps';
import { useFrameCopy } from '../../hooks/use-frame-copy';
import { StoreButtons } from './store-buttons';
import { useGuideProcessor } from './use-guide-processor';
import { useDraft } from '../../hooks/use-draft';
import { useFlowNavigation, useFlowPath, useFlowState } from '../../hooks/use-flow';
import { flushDrafts } from '../../lib/storage/draft-store';
import { whenIdle } from '../../lib/when-idle';
import { guidePage, guideStepKey, type GuideScreen } from '../../lib/flow/guide-step';

/**
 * Where the guide stands in its flow (lib/flow/flows): 'Sim' leads to the flow's next screen
 * (consulta or loading). The same guide is the self-service 'tutorial' and the Corban 'introducao',
 * each with its heading (GUIDE_TITLES).
 */
type Props = { flow: 'selfService'; screen: Extract<GuideScreen, 'tutorial'> } | { flow: 'corban'; screen: Extract<GuideScreen, 'introducao'> };

/**
 * The confirmation dialog's code (Ark's dialog, a good part of the guide's code) is not
 * part of the guide's first load: it is asked for once the guide has shown, its data has answered
 * and the page is idle, long before the last image can be reached, or at once by a tap on 'Já
 * autorizei' that comes first. Kept for the page's life once here.
 */
let confirmDialogModule: typeof import('./confirm-dialog') | undefined;
const loadConfirmDialog = () => import('./confirm-dialog').then((module) => (confirmDialogModule = module));

const openingNote = css({ textAlign: 'center' });

/** Spec section 2, "Authorisation guide". */
export function AuthorizationGuideScreen(at: Props) {
  const title = GUIDE_TITLES[at.screen];
  const flow = useFlowPath();
  const { next } = useFlowNavigation();
  const branding = useBranding();
  const processor = useGuideProcessor(flow);
  const steps = useMemo(() => guideSteps(processor), [processor]);
  // Kept with the drafts: a reload or a reopen shows the step the worker was on.
  // Keyed `…:{base}` like the rest of the person's workspace (lib/flow/person), so it is parked
  // with it: the next person on the phone starts the guide from its first image. (A step kept
  // under the older `guide-step:{path}` key is not read: the guide starts again, and the record
  // expires with the drafts.)
  const [stored, setPage] = useDraft<number>(guideStepKey(at.screen, flow.base), 0);
  const page = guidePage(stored, steps.length);
  const shown = steps[page];
  // Its frame: the top with the link's partner, and the step reached.
  useFrameCopy(at.screen, shown ? { slots: { title, instruction: authorizeInstruction(processor), ...shown, n: String(page + 1) } } : null);
  const [confirming, setConfirming] = useState(false);
  const [dialog, setDialog] = useState(confirmDialogModule);
  // A tap on 'Já autorizei' before the dialog's code is here: it is on its way (said, on slow data), or
  // could not arrive (offline before the service worker held it): then what happened, and the same
  // button tries again.
  const [opening, setOpening] = useState<'idle' | 'loading' | 'failed'>('idle');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (dialog) return;
    let live = true;
    const cancel = whenIdle(
      () =>
        void loadConfirmDialog().then(
          (module) => live && setDialog(module),
          // Not needed yet: a tap asks again, and says so if it fails.
          () => undefined,
        ),
      1000,
      queryClient,
    );
    return () => {
      live = false;
      cancel();
    };
  }, [dialog, queryClient]);
  const openConfirm = () => {
    if (dialog) return setConfirming(true);
    // (A second tap while it is on its way changes nothing; the button stays focused for the dialog's return.)
    if (opening === 'loading') return;
    setOpening('loading');
    void loadConfirmDialog().then(
      (module) => {
        setDialog(module);
        setOpening('idle');
        setConfirming(true);
      },
      () => setOpening('failed'),
    );
  };
  const [flowState, setFlowState] = useFlowState(flow.base);
  // Sent here by a consultation that ended without authorisation ('Ver como autorizar'), 'Sim' asks
  // the consultation screen for a new one (a new lead: consultation-screen.tsx), now that the worker
  // says they authorised; written to disk before the screen opens, as a reload there must keep it.
  // The first time through (no consultation yet) 'Sim' goes on at once: waiting for the disk there
  // would make the tap noticeably slower on a slow phone.
  const closedLead = flowState.solicitationId && flowState.settled?.id === flowState.solicitationId ? flowState.leadId : undefined;
  const confirmSelfService = async () => {
    if (closedLead) {
      setFlowState((prev) => ({ ...prev, renewLead: closedLead }));
      await flushDrafts();
    }
    await next('selfService', 'tutorial');
  };
  const canConfirm = isLastStep(page, steps.length);

  return (
    <Page>
      <div className={guideColumn}>
        <GuideHeader branding={branding} title={title} instruction={authorizeInstruction(processor)} />
        <GuideCarousel steps={steps} initialPage={page} onPageChange={setPage} />
        <Button full disabled={!canConfirm} aria-describedby={canConfirm ? undefined : 'guide-gate'} onClick={openConfirm}>
          Já autorizei
        </Button>
        {canConfirm ? null : (
          <p id="guide-gate" className={css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center', mt: '-2' })}>
            Veja todos os passos para continuar.
          </p>
        )}
        {/* 'Já autorizei' again is the way forward: it asks for the dialog's code once more (said while it can be tapped). */}
        {opening === 'failed' && canConfirm ? (
          <p role="alert" className={openingNote}>
            {NETWORK_ERROR_MESSAGE}
          </p>
        ) : null}
        {opening === 'loading' ? (
          <p role="status" className={openingNote}>
            Carregando...
          </p>
        ) : null}
        <StoreButtons />
        <FaqLink />
      </div>
      {/* Mounted once its code is here, then kept: closing returns the focus to 'Já autorizei'. */}
      {dialog ? (
        <dialog.ConfirmDialog
          open={confirming}
          question={confirmQuestion(processor)}
          onOpenChange={setConfirming}
          onConfirm={() => void (at.flow === 'selfService' ? confirmSelfService() : next(at.flow, at.screen))}
        />
      ) : null}
    </Page>
  );
}
