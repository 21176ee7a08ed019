import { useDraft } from '../../hooks/use-draft';
import { useFlowPath } from '../../hooks/use-flow';
import { useFrameCopy } from '../../hooks/use-frame-copy';
import { askedName } from '../../lib/flow/answered';
import { flowKey, landingFormKey, wizardDraftKey } from '../../lib/flow/flow-state';

/**
 * Keeps the frame of 'Continuar como …?' (./who-is-there-frame) with the first name the question
 * would show (`askedName`, from the link's drafts): the next session on the link asks it, before
 * the app's code, with that name. Beside every screen of the link (its layout route).
 */
export function QuestionCopy() {
  const { base } = useFlowPath();
  const [flow] = useDraft<unknown>(flowKey(base), undefined);
  const [wizard] = useDraft<unknown>(wizardDraftKey(base), undefined);
  const [landing] = useDraft<unknown>(landingFormKey(base), undefined);
  const name = askedName(flow, wizard, landing);
  useFrameCopy('question', name ? { slots: { name } } : null, true);
  return null;
}
