import { createFileRoute } from '@tanstack/react-router';
import { WizardScreen } from '../../../../features/proposal/wizard/wizard-screen';
import { parseEtapa, type Etapa } from '../../../../lib/flow/wizard-step';

/** Steps 1 to 4 of the wizard; the URL carries the step and nothing else (what is typed is in the drafts). */
export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/dados-pessoais')({
  validateSearch: (search: Record<string, unknown>): { etapa: Etapa } => ({ etapa: parseEtapa(search.etapa) }),
  component: WizardRoute,
});

function WizardRoute() {
  const { etapa } = Route.useSearch();
  // Keyed by step: each step's form starts from the draft when it opens.
  return <WizardScreen key={etapa} etapa={etapa} />;
}
