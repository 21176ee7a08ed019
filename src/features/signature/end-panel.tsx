import { css } from 'styled-system/css';
import { Button } from '../../components/ui/button';
import { SupportButton } from '../../components/ui/support-button';
import { useFlowNavigation } from '../../hooks/use-flow';
import { useLinkConfig } from '../../hooks/use-link-config';
import type { ProposalEnd } from '../../lib/fgts/proposal-end';

/** What the worker reads once the proposal has ended (README, "The end"). */
export function EndPanel({ ended, wiped }: { ended: ProposalEnd; wiped: boolean }) {
  const { go } = useFlowNavigation();
  const config = useLinkConfig();
  return (
    <section role="status" aria-live="polite" className={css({ display: 'grid', gap: '3' })}>
      {ended === 'signed' ? (
        <>
          <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>Contrato assinado!</h2>
          <p>Você concluiu a sua proposta. Não há mais nada a fazer por aqui.</p>
        </>
      ) : (
        <>
          <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>Sua proposta foi encerrada.</h2>
          <p>Não foi possível seguir com esta proposta. Se quiser, faça uma nova consulta ou fale com o suporte.</p>
        </>
      )}
      {wiped && <p>Por segurança, seus dados foram apagados deste aparelho.</p>}
      <Button onClick={() => void go('', { replace: true })}>{ended === 'signed' ? 'Voltar ao início' : 'Fazer uma nova consulta'}</Button>
      {ended === 'failed' && <SupportButton supportPhone={config.data?.supportPhone} />}
    </section>
  );
}
