import { createFileRoute } from '@tanstack/react-router';
import { WizardScreen } from '../../../../features/proposal/wizard-screen';

export type Etapa = 1 | 2 | 3 | 4;

/**
 * `etapa` 1 to 4; anything else (absent, 0, 9, 'x') is step 1. The URL carries nothing else.
 * Plain code, not a valibot schema: route options ship with the landing route's chunk, whose
 * budget has no room for the validator's runtime (README, Decisions).
 */
const parseEtapa = (value: unknown): Etapa => {
  const n = Number(value);
  return n === 2 || n === 3 || n === 4 ? n : 1;
};

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/dados-pessoais')({
  validateSearch: (search: Record<string, unknown>): { etapa: Etapa } => ({ etapa: parseEtapa(search.etapa) }),
  component: WizardRoute,
});

function WizardRoute() {
  const { etapa } = Route.useSearch();
  // Keyed by step: each step's form starts from the draft when it opens.
  return <WizardScreen key={etapa} etapa={etapa} />;
}
