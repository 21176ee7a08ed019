import { css } from 'styled-system/css';
import { Page } from '../../components/ui/page';
import { maskCpf } from '../../lib/br/cpf';
import { flushDrafts } from '../../lib/storage/draft-store';
import { useBranding } from '../../hooks/use-branding';
import { CpfForm } from './cpf-form';
import { RotatingHeadline } from './rotating-headline';
import { withCpf } from './with-cpf';
import { useDraft } from '../../hooks/use-draft';
import { useFlowNavigation, useFlowPath, useFlowState } from '../../hooks/use-flow';

/** Spec section 2, "CPF entry (onboard)": the Corban link's first screen. */
export function CpfEntryScreen() {
  const branding = useBranding();
  const { base } = useFlowPath();
  const { next } = useFlowNavigation();
  const [flow, setFlow] = useFlowState(base);
  // What is typed is a draft of its own (encrypted, expiring with the rest) so a reload keeps it;
  // the flow's CPF changes only on 'Vamos Lá', since a new CPF starts a new consultation.
  const [typed, setTyped] = useDraft<string | null>(`onboard-cpf:${base}`, null);
  const cpf = typed ?? maskCpf(flow.worker.cpf);

  async function start(cpf: string) {
    setFlow((previous) => withCpf(previous, cpf));
    // Written now rather than after the debounce: the next screens (and a reload there) need it.
    await flushDrafts();
    await next('corban', 'onboard');
  }

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
        <CpfForm cpf={cpf} onCpfChange={setTyped} onSubmit={(complete) => void start(complete)} />
      </div>
      <footer className={css({ fontSize: 'xs', textAlign: 'center' })}>
        © 2023 {branding.name}. Todos os direitos reservados.
      </footer>
    </Page>
  );
}
