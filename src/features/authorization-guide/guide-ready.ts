import type { SelfServiceConfig } from '../../api/operations/get-link-config';
import { linkClosed, restoredLinkConfig } from '../../api/query-keys';
import type { FrameRule } from '../../lib/frame';
import { guidePage, guideStepKey, isGuideScreen, type GuideScreen } from '../../lib/flow/guide-step';
import type { CopyRules } from '../../lib/storage/stored-copy';
import { authorizeInstruction, guideProcessor, type ProcessorName } from './processor';
import { GUIDE_STEP_COUNT, GUIDE_TITLES, guideSteps } from './steps';

/**
 * What the authorisation guide (the self-service `tutorial`, the Corban `introducao`) shows first
 * from the phone's copy, or null: someone identified on the link (its flow's draft) and not a
 * self-service guide of a link the BFF has no configuration for (/404). The partner is the one
 * the screen takes from the link's stored configuration (ZIPDIN where none is kept, as the screen
 * shows while it asks), the step the person's stored one as the screen bounds it.
 */
export function readyGuideOf(
  { flow, client, step }: { flow: unknown; client: unknown; step: unknown },
  rules: CopyRules,
  link: string,
  screen: GuideScreen,
): { processor: ProcessorName; page: number } | null {
  if (flow === undefined || (screen === 'tutorial' && linkClosed(client, rules, link))) return null;
  if (step !== undefined && !Number.isInteger(step)) return null;
  try {
    return {
      processor: guideProcessor(restoredLinkConfig(client, rules, link)?.data as SelfServiceConfig | null | undefined),
      page: guidePage((step as number | undefined) ?? 0, GUIDE_STEP_COUNT),
    };
  } catch {
    // A stored configuration of another shape: the app will say what it makes of it.
    return null;
  }
}

/** The guide's frame (./guide-frame): its top with the link's partners and the image and caption of the step reached. */
export default {
  drafts: (link, screen) => (isGuideScreen(screen) ? [guideStepKey(screen, link)] : []),
  ready: ({ flow, client, drafts }, { rules, link, screen }) => {
    const guide = isGuideScreen(screen) ? readyGuideOf({ flow, client, step: drafts[guideStepKey(screen, link)] }, rules, link, screen) : null;
    const step = guide && guideSteps(guide.processor)[guide.page];
    return guide && step
      ? { slots: { title: GUIDE_TITLES[screen as GuideScreen], instruction: authorizeInstruction(guide.processor), ...step, n: String(guide.page + 1) } }
      : null;
  },
} satisfies FrameRule;
