import { useLocation, useRouter } from '@tanstack/react-router';
import { useFlowNavigation } from '../../../hooks/use-flow';

import type { Etapa } from '../../../lib/flow/wizard-step';

export type { Etapa };

/** Marks a history entry the wizard pushed, with the step it came from. */
type WizardState = { wizardFrom?: number };

/**
 * Spec section 2: every step is its own history entry, so Android's back button goes
 * to the previous step; 'Voltar' does the same. When the previous entry is not the previous step
 * (the app was reopened on this step), 'Voltar' replaces this entry with the previous step instead
 * of leaving the flow. Step 1 goes back to the simulation result.
 */
export function useWizardNav() {
  const router = useRouter();
  const { go } = useFlowNavigation();
  const from = (useLocation().state as WizardState).wizardFrom;

  const goTo = (etapa: Etapa, fromStep: number, replace = false) => go('dados-pessoais', { search: { etapa }, state: { wizardFrom: fromStep }, replace });

  return {
    next: (current: Etapa) => goTo((current + 1) as Etapa, current),
    back: (current: Etapa) => {
      if (from === current - 1 && router.history.canGoBack()) {
        router.history.back();
        return;
      }
      if (current === 1) void go('simulacao', { replace: true });
      else void goTo((current - 1) as Etapa, current - 2, true);
    },
    goTo,
    toResult: () => go('show-proposal', { replace: true }),
  };
}
