import { askedName } from '../../lib/flow/answered';
import { landingFormKey, wizardDraftKey } from '../../lib/flow/flow-state';
import type { FrameRule } from '../../lib/frame';

/**
 * 'Continuar como …?' painted from the phone's copy (./who-is-there-frame), where a new session
 * opens a link this phone has used (the page's first script, src/app/before-app/choose-frame): with
 * the first name the question shows (`askedName`, from the link's drafts), where the drafts hold
 * one; the app asks with it (the link holds that person's data). The phone shows that name to
 * whoever opens it, as the app does.
 */
export default {
  drafts: (link) => [wizardDraftKey(link), landingFormKey(link)],
  ready: ({ flow, drafts }, { link }) => {
    const name = askedName(flow, drafts[wizardDraftKey(link)], drafts[landingFormKey(link)]);
    return name ? { slots: { name } } : null;
  },
} satisfies FrameRule;
