import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { proposalQuery } from '../../api/operations/get-proposal';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { WizardSteps } from '../../components/ui/wizard-steps';
import { useFlowPath, useFlowState } from '../../hooks/use-flow';
import { bankCardOf, identityCardOf, parseCustomStatus, type BankCard, type IdentityCard } from '../../lib/fgts/custom-status';
import { SUBMISSION_TEXTS } from './proposal-request';
import { useWizardNav } from './use-wizard-nav';

/** What the bank-proposal card says, in the words of spec sections 4 and 8. */
const BANK_TEXT: Record<BankCard['kind'], string> = {
  validating: 'O banco está validando a sua proposta.',
  success: 'O banco validou a sua proposta.',
  retry: 'Não foi possível validar sua proposta no banco, tente novamente',
  correction: 'Não foi possível validar sua proposta no banco, verifique e corrija seus dados',
};
const IDENTITY_TEXT: Record<IdentityCard['kind'], string> = {
  validating: 'Validando a biometria.',
  success: 'Verificação de identidade pronta.',
  failure: 'Não foi possível gerar o link de formalização, tente novamente!',
};

/**
 * Step 5, 'Pós-Confirmação', as far as issue 11 goes: the proposal's id and what the BFF says of
 * it now (read once; the 7 s poll, the retry and the correction are the next issue's), or why the
 * proposal could not be created. Nothing is shown that the BFF did not say.
 */
export function ShowProposalScreen() {
  const { base } = useFlowPath();
  const nav = useWizardNav();
  const [flow, setFlow] = useFlowState(base);
  const id = flow.proposalId;
  const proposal = useQuery({ ...proposalQuery(id ?? ''), enabled: Boolean(id) });
  const status = proposal.data ? parseCustomStatus(proposal.data.customStatus) : null;
  const heading = css({ fontSize: '2xl', fontWeight: 'bold' });

  let body;
  if (id) {
    body = (
      <>
        <h1 className={heading}>{SUBMISSION_TEXTS.successTitle}</h1>
        <p>{SUBMISSION_TEXTS.successDescription}</p>
        <p>
          Número da proposta: <strong>{id}</strong>
        </p>
        <section role="status" aria-live="polite" className={css({ bg: 'bg.subtle', borderRadius: 'xl', p: '5', display: 'grid', gap: '2' })}>
          {status ? (
            <>
              <p>{BANK_TEXT[bankCardOf(status).kind]}</p>
              <p>{IDENTITY_TEXT[identityCardOf(status).kind]}</p>
            </>
          ) : proposal.isError ? (
            <p>Não foi possível consultar a situação da proposta agora.</p>
          ) : (
            <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
              <Spinner />
              <p>Consultando a situação da proposta…</p>
            </div>
          )}
        </section>
      </>
    );
  } else if (flow.proposalError) {
    body = (
      <>
        <h1 className={heading}>{SUBMISSION_TEXTS.failureTitle}</h1>
        <p role="alert">{flow.proposalError}</p>
        <Button
          onClick={() => {
            setFlow((f) => ({ ...f, proposalError: undefined }));
            void nav.goTo(4, 5, true);
          }}
        >
          Revisar meus dados
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <h1 className={heading}>Nenhuma proposta enviada ainda.</h1>
        <Button onClick={() => void nav.goTo(1, 0)}>Preencher a proposta</Button>
      </>
    );
  }

  return (
    <Page className={css({ p: '5', display: 'grid', gap: '4', alignContent: 'start' })}>
      <WizardSteps current="Pós-Confirmação" />
      {body}
    </Page>
  );
}
