import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Page } from '../../components/ui/page';
import { maskCpf } from '../../lib/br/cpf';
import { useNavigate } from '@tanstack/react-router';
import { identify } from '../../lib/flow/person';
import { onboardCpfKey } from '../../lib/flow/flow-state';
import { resumeTarget } from '../../lib/flow/resume';
import { useBranding } from '../../hooks/use-branding';
import type { Branding } from '../../lib/branding/branding';
import { CpfForm } from './cpf-form';
import { RotatingHeadline } from './rotating-headline';
import { useDraft } from '../../hooks/use-draft';
import { useFlowNavigation, useFlowPath, useFlowState } from '../../hooks/use-flow';

/** Spec section 2, "CPF entry (onboard)": the Corban link's first screen. */
export function CpfEntryScreen() {
  const branding = useBranding();
  const { base } = useFlowPath();
  const { next } = useFlowNavigation();
  const [flow] = useFlowState(base);
  const navigate = useNavigate();
  // What is typed is a draft of its own (encrypted, expiring with the rest) so a reload keeps it;
  // the flow's CPF changes only on 'Vamos Lá', since a new CPF starts a new consultation.
  const [typed, setTyped] = useDraft<string | null>(onboardCpfKey(base), null);
  const cpf = typed ?? maskCpf(flow.worker.cpf);

  async function start(cpf: string) {
    // A new CPF starts a new consultation from an empty workspace; another person's is parked, and
    // this person's own comes back with the screen they had reached (lib/flow/person). Written to
    // disk before the next screen opens (it and a reload there need the CPF).
    if ((await identify(base, cpf)) === 'restored') {
      const stage = resumeTarget(`${base}/onboard`);
      if (stage) {
        await navigate({ to: stage, replace: true });
        return;
      }
    }
    await next('corban', 'onboard');
  }

  return (
    <CpfEntryPage branding={branding}>
      <CpfForm cpf={cpf} onCpfChange={setTyped} onSubmit={(complete) => void start(complete)} />
    </CpfEntryPage>
  );
}

/**
 * The screen around its form: the brand's logo, the rotating headline, the form, the footer. Also
 * what index.html paints before any JavaScript (`onboard-shell`, src/app/painted-frames.tsx).
 */
export function CpfEntryPage({ branding, children }: { branding: Branding; children: ReactNode }) {
  return (
    <Page
      className={css({
        bg: 'brand.secondarySolid',
        color: 'fg.onBrand',
        display: 'flex',
        flexDir: 'column',
        alignItems: 'center',
        px: '6',
        pt: '10',
        pb: '6',
        gap: '10',
        '& :focus-visible': { outlineColor: 'white' },
      })}
    >
      <img src={branding.secondaryLogo} alt={branding.name} height={48} className={css({ h: '12', w: 'auto', maxW: '60' })} />
      <div className={css({ display: 'grid', gap: '8', w: 'full', maxW: 'sm', my: 'auto' })}>
        <RotatingHeadline />
        {children}
      </div>
      <footer className={css({ fontSize: 'xs', textAlign: 'center' })}>© 2023 {branding.name}. Todos os direitos reservados.</footer>
    </Page>
  );
}
