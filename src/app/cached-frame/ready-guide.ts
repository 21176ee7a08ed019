import { guideProcessor, type ProcessorName } from '../../features/authorization-guide/processor';
import { GUIDE_STEP_COUNT } from '../../features/authorization-guide/steps';
import type { SelfServiceConfig } from '../../api/operations/get-link-config';
import { guidePage, type GuideScreen } from '../../lib/flow/guide-step';
import type { StoredRecords } from './read-stored';
import { linkClosed, linkConfigKey, restoredQuery, storedCopyWithDrafts, type CopyRules, type StoredCopy, type StoredRules } from './stored-copy';

/** What the guide's frame shows: whose steps (the link's processor) and which of them (0 to 10). */
export interface GuideToPaint {
  processor: ProcessorName;
  page: number;
}

/**
 * What the authorisation guide (features/authorization-guide, the self-service `tutorial` or the
 * Corban `introducao`) shows first from the phone's copy, or null: within the vault's expiry, with
 * the flow's draft (someone identified on the link) and the query cache kept, and not a
 * self-service guide of a link whose stored configuration says the BFF has none (the link's layout
 * sends it to /404). The processor is the one the screen's first render takes from the link's
 * stored configuration: ZIPDIN where none can be restored (not kept, another build's, past the
 * cache's maximum age), as the screen shows while it asks; the page the person's stored step as
 * the screen bounds it (the first where none is stored). A step of another shape paints nothing.
 */
export function readyGuideOf({ client, step }: StoredCopy & { step: unknown }, rules: CopyRules, link: string, screen: GuideScreen): GuideToPaint | null {
  if (screen === 'tutorial' && linkClosed(client, rules, link)) return null;
  if (step !== undefined && !Number.isInteger(step)) return null;
  try {
    const config = restoredQuery(client, linkConfigKey(link), rules)?.data as SelfServiceConfig | null | undefined;
    return { processor: guideProcessor(config), page: guidePage((step as number | undefined) ?? 0, GUIDE_STEP_COUNT) };
  } catch {
    // A stored configuration of another shape: the app will say what it makes of it.
    return null;
  }
}

/** The records as read from IndexedDB (./read-stored, with the guide's step) to what the guide `screen` of `link` shows, or null. */
export async function guideToPaint(records: StoredRecords | null, rules: StoredRules, link: string, screen: GuideScreen): Promise<GuideToPaint | null> {
  const read = await storedCopyWithDrafts(records, rules, (stored) => [stored.screenRecord]);
  if (!read) return null;
  const [step] = read.drafts;
  return readyGuideOf({ ...read.copy, step }, rules, link, screen);
}
