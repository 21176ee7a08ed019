import { getDraft, setDraft } from '../storage/draft-store';
import { writeItem } from '../storage/safe-local-storage';
import { FLOWS, firstScreenPath, flowOfChild, splitLinkPath } from './flows';
import { onboardResumeHintKey, resumeHintKey } from './resume-hint';

export { onboardResumeHintKey, resumeHintKey };

/**
 * Resume anywhere (docs/offline-and-resume.md): a worker who closes the tab or the installed app
 * and comes back by the same link, the home-screen icon or a reload lands on the screen it left —
 * but a screen the worker opened on purpose is never overridden. One link serves two flows (the
 * self-service landing and the Corban `onboard`), so each flow of a link keeps its own stage
 * (encrypted with the drafts, expiring with them): the landing resumes the self-service stage, the
 * Corban `onboard` only the Corban one, before the first render. The installed app always opens on
 * the link itself (its manifest's start_url), so there it resumes the screen last shown on the link,
 * whichever flow it belongs to. Shared screens (the FAQ) are no stage.
 */

const stageKey = (base: string, flow: string) => `stage:${flow}:${base}`;
/** The screen last shown on the link, whichever flow: what the installed app's icon goes back to. */
const lastKey = (base: string) => `stage:${base}`;

/**
 * Remembers the screen the worker is on (called after every navigation), and the hints of what a
 * fresh open resumes: of the link's landing, one for a browser tab (its own flow's stage) and one
 * for the installed app (the last screen shown on the link), since both share localStorage and each
 * must read its own (the script before the app, src/app/before-app: a tab would otherwise paint the installed app's
 * screen); and of its Corban `onboard`, one for both.
 */
export function rememberStage(pathname: string): void {
  const link = splitLinkPath(pathname);
  const flow = link && flowOfChild(link.child);
  if (!link || !flow) return;
  for (const key of [stageKey(link.base, flow), lastKey(link.base)]) {
    if (getDraft<string>(key) !== pathname) setDraft(key, pathname);
  }
  // resumeTarget answers one of this link's screens, `${base}/${child}`; '' when it answers none.
  const hint = (target: string | null) => (target ? target.slice(link.base.length + 1).split('/')[0]! : '');
  const landing = firstScreenPath(link.base, 'selfService');
  for (const installed of [false, true]) writeItem(resumeHintKey(link.base, installed), hint(resumeTarget(landing, { installed })));
  writeItem(onboardResumeHintKey(link.base), hint(resumeTarget(firstScreenPath(link.base, 'corban'))));
}

export type ResumeOptions = {
  /** Opened as the installed app (display-mode standalone), whose icon always opens the link itself. */
  installed?: boolean;
};

/**
 * Where a reopen of `pathname` should go: when the worker opened a flow's first screen, the screen
 * it had reached in that flow on the same link (in the installed app, opened on the link itself,
 * the screen last shown on the link); otherwise null (stay).
 */
export function resumeTarget(pathname: string, { installed = false }: ResumeOptions = {}): string | null {
  const link = splitLinkPath(pathname);
  const flow = link && flowOfChild(link.child);
  if (!link || !flow || link.child !== FLOWS[flow][0]) return null;
  const last = getDraft<string>(lastKey(link.base));
  // A record kept before stages were per flow has only the last screen: it stands for its own flow.
  const ownStage = getDraft<string>(stageKey(link.base, flow)) ?? (typeof last === 'string' && flowOfPath(last) === flow ? last : undefined);
  const stage = installed && link.child === '' ? last : ownStage;
  if (typeof stage !== 'string') return null;
  const target = splitLinkPath(stage);
  if (!target || target.base !== link.base || target.child === link.child || !flowOfChild(target.child)) return null;
  return stage;
}

function flowOfPath(pathname: string) {
  const link = splitLinkPath(pathname);
  return link && flowOfChild(link.child);
}

export { runsInstalled } from './resume-hint';
