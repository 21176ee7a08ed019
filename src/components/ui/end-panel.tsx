import { css } from 'styled-system/css';
import { Button } from './button';
import { SupportButton } from './support-button';
import { useFlowNavigation } from '../../hooks/use-flow';
import { useLinkConfig } from '../../hooks/use-link-config';
import { buildPaymentDays, paymentAnswer } from '../../lib/config/payment-days';
import type { ProposalEnd } from '../../lib/fgts/proposal-end';

const HEADING = css({ fontSize: 'xl', fontWeight: 'bold' });
const PAGE_HEADING = css({ fontSize: '2xl', fontWeight: 'bold' });

/**
 * What the worker reads once the proposal has ended (docs/decisions.md, "The end"), on step 5, the status
 * screen and 'Etapa Final.'. Signed, it says when the money arrives, in the FAQ's words.
 */
export function EndPanel({ ended, wiped, level = 2 }: { ended: ProposalEnd; wiped: boolean; level?: 1 | 2 }) {
  const { go } = useFlowNavigation();
  const config = useLinkConfig();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section role="status" aria-live="polite" className={css({ display: 'grid', gap: '3' })}>
      {ended === 'signed' ? (
        <>
          <Heading className={level === 1 ? PAGE_HEADING : HEADING}>Contrato assinado!</Heading>
          <p>Você concluiu a sua proposta. {paymentAnswer(buildPaymentDays())}</p>
        </>
      ) : (
        <>
          <Heading className={level === 1 ? PAGE_HEADING : HEADING}>Sua proposta foi encerrada.</Heading>
          <p>Não foi possível seguir com esta proposta. Se quiser, faça uma nova consulta ou fale com o suporte.</p>
        </>
      )}
      {wiped && <p>Por segurança, seus dados foram apagados deste aparelho.</p>}
      <Button onClick={() => void go('', { replace: true })}>{ended === 'signed' ? 'Voltar ao início' : 'Fazer uma nova consulta'}</Button>
      {ended === 'failed' && <SupportButton supportPhone={config.data?.supportPhone} />}
    </section>
  );
}
