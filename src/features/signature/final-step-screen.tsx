import { useLocation } from '@tanstack/react-router';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { SupportButton } from '../../components/ui/support-button';
import { useBranding } from '../../hooks/use-branding';
import { useFlowPath, useFlowState } from '../../hooks/use-flow';
import { useLinkConfig } from '../../hooks/use-link-config';
import { signatureConfig } from '../../lib/config/identity';
import { signatureUrl } from '../../lib/fgts/signature-url';
import { signatureIdentifier } from './signature-identifier';
import { useFrameCopy } from '../../hooks/use-frame-copy';
import { EndPanel } from '../../components/ui/end-panel';
import { FINAL_STEP_TITLE, OPEN_LINK, SignatureLayout, SignatureLinkView } from './signature-view';
import { useProposalWatch } from './use-proposal-end';

/** History state of 'Etapa Final.': the identity-check page's identifier (UnicoData.id), never personal data. */
export type FinalStepState = { signatureId?: unknown };

/**
 * 'Etapa Final.' (spec sections 2 and 7): the read-only link to the identity-check page, built from
 * the identifier passed in navigation state (or, on a reopen without it, the stored proposal's
 * UnicoData.id), and 'Abrir' in a new tab. Without an identifier it says the link could not be
 * obtained and offers the support chat. While open it watches the proposal: once signed (or failed
 * for good) it says so and the phone forgets the worker's data.
 */
export function FinalStepScreen() {
  const { base } = useFlowPath();
  const [flow] = useFlowState(base);
  const branding = useBranding();
  const config = useLinkConfig();
  const watch = useProposalWatch(flow.proposalId, base);
  const fieldId = useId();
  const passed = (useLocation().state as FinalStepState).signatureId;
  const fromState = typeof passed === 'string' ? passed : '';
  const link = signatureUrl(signatureIdentifier(passed, watch.proposal?.UnicoData?.id), branding.slug, signatureConfig());
  // Its frame: the link as the field's value.
  useFrameCopy('proposal/link', !watch.ended && link.ok ? { slots: { url: link.url } } : null);
  const waitingForProposal = !link.ok && fromState === '' && Boolean(flow.proposalId) && !watch.proposal && !watch.isError && !watch.ended;

  return (
    <SignatureLayout title={FINAL_STEP_TITLE}>
      {watch.ended ? (
        <EndPanel ended={watch.ended} wiped={watch.wiped} />
      ) : link.ok ? (
        <SignatureLinkView
          url={link.url}
          fieldId={fieldId}
          open={
            <a href={link.url} target="_blank" rel="noopener noreferrer" className={OPEN_LINK}>
              Abrir
            </a>
          }
        />
      ) : waitingForProposal ? (
        <p role="status">Buscando o seu link de assinatura…</p>
      ) : (
        <div role="alert" className={css({ display: 'grid', gap: '3' })}>
          <p>Não foi possível obter o link de assinatura. Entre em contato com o suporte.</p>
          <SupportButton supportPhone={config.data?.supportPhone} />
        </div>
      )}
    </SignatureLayout>
  );
}
