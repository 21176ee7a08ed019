import { useDraft } from '../../../hooks/use-draft';
import { EMPTY_WIZARD, wizardDraftKey, type WizardDraft } from './wizard-draft';

/** The link's wizard draft as React state (encrypted, survives reloads). */
export function useWizardDraft(base: string) {
  return useDraft<WizardDraft>(wizardDraftKey(base), EMPTY_WIZARD);
}
