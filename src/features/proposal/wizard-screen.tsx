import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { autocompleteQuery } from '../../api/operations/get-autocomplete';
import { Button } from '../../components/ui/button';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { Page } from '../../components/ui/page';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen';
import { useFlowPath, useFlowState } from '../../hooks/use-flow';
import { AddressStep } from './address-step';
import { PersonalStep } from './personal-step';
import { prefillFromAutocomplete } from './prefill';
import { useWizardDraft } from './use-wizard-draft';
import { useWizardNav, type Etapa } from './use-wizard-nav';
import { prefillDraft } from './wizard-prefill';

/**
 * The proposal wizard, steps 1 to 4 (spec section 2), at `…/dados-pessoais?etapa=n`. The values
 * live in the link's encrypted draft; each step's form starts from it and writes back to it.
 */
export function WizardScreen({ etapa }: { etapa: Etapa }) {
  const { base, to } = useFlowPath();
  const [flow] = useFlowState(base);
  const [draft, setDraft] = useWizardDraft(base);
  const nav = useWizardNav();
  const navigate = useNavigate();
  const cpf = flow.worker.cpf;

  const autocomplete = useQuery({ ...autocompleteQuery(cpf), enabled: Boolean(cpf) && !draft.prefilled });
  const settled = autocomplete.isSuccess || autocomplete.isError;
  useEffect(() => {
    if (draft.prefilled || !cpf || !settled) return;
    // A failed autocomplete costs the worker some typing, not the proposal.
    const prefill = autocomplete.data ? prefillFromAutocomplete(autocomplete.data) : null;
    setDraft((d) => (d.prefilled ? d : prefillDraft(d, flow.worker, prefill)));
  }, [draft.prefilled, cpf, settled, autocomplete.data, flow.worker, setDraft]);

  if (!cpf || !flow.solicitationId) {
    return (
      <Page className={css({ p: '6', display: 'grid', gap: '4', alignContent: 'start' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Não encontramos a sua consulta.</h1>
        <p>Comece pelo link que você recebeu para consultar o seu saldo.</p>
        <Button variant="outline" onClick={() => void navigate({ to: base })}>
          Voltar ao início
        </Button>
      </Page>
    );
  }
  if (flow.proposalId) {
    return (
      <Page className={css({ p: '6', display: 'grid', gap: '4', alignContent: 'start' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Sua proposta já foi enviada.</h1>
        <Button onClick={() => void navigate({ to: to('show-proposal') })}>Ver a proposta</Button>
      </Page>
    );
  }
  if (!draft.prefilled) return <LoadingScreen />;

  if (etapa === 1) {
    return (
      <PersonalStep
        values={draft.personalData}
        onChange={(personalData) => setDraft((d) => ({ ...d, personalData }))}
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
  return <PlaceholderScreen title={etapa === 3 ? 'Informações Bancárias' : 'Revisar Proposta'} />;
}
