import { frameCopyKey } from '../../lib/frame';
import { answered } from '../../lib/flow/answered';
import { runsInstalled } from '../../lib/flow/resume-hint';
import { readItem } from '../../lib/storage/safe-local-storage';
import { readStoredRecords } from '../../lib/storage/stored-copy';
import { FONT_LATER_ATTRIBUTE } from '../../theme/fonts';
import { chooseFrame } from './choose-frame';
import { loadApp } from './load-app';
import { STORED_COPY_GLOBAL, STORED_COPY_KEPT_MS, type BootFiles } from './protocol';

declare const __BEFORE_APP__: BootFiles;

/**
 * The page's first script, in <head> before the stylesheet (scripts/before-app.ts writes it into
 * index.html, built from this module): what is painted before the app's code arrives (a cheap
 * phone on mobile data waits seconds for it) and when that code is asked for.
 */
const html = document.documentElement;
// A fresh history entry (a new tab, the home-screen icon, the link opened again) has no state yet;
// the app resumes the worker's last screen only then (src/lib/flow/resume.ts).
html.setAttribute('data-history-entry', history.state === null ? 'fresh' : 'known');
// Until the app's first screen is on screen, the page's text (the frame's, then that screen's) is
// drawn in Lexend's stand-ins, the phone's own fonts scaled to its metrics (src/theme/fonts.ts):
// painted at once, without the web font, which is asked for after that and swaps in.
html.setAttribute(FONT_LATER_ATTRIBUTE, '');
const files = __BEFORE_APP__;
const chosen = chooseFrame(
  {
    pathname: location.pathname,
    search: location.search,
    hostname: location.hostname,
    fresh: history.state === null,
    installed: runsInstalled(),
    hint: readItem,
    answered,
  },
  (screen) => Object.hasOwn(files.frames, screen),
);
if (chosen.resume) html.setAttribute('data-resume', chosen.resume);
else if (chosen.landing) html.setAttribute('data-landing', '');
// The screen painted from the phone's copy: its scripts, and its frame copy (the one draft the
// screen keeps of what it drew, lib/frame) read at once for them (Chromium runs them only after
// the page's first paint, behind the app's modules: started here, the reading is done by then). It
// reads, never writes.
if (chosen.cached) {
  html.setAttribute('data-cached-frame', chosen.cached.screen);
  html.setAttribute('data-cached-base', chosen.cached.link);
  const holder = window as unknown as Record<string, unknown>;
  holder[STORED_COPY_GLOBAL] = readStoredRecords(frameCopyKey(chosen.cached.screen, chosen.cached.link)).catch(() => null);
  setTimeout(() => delete holder[STORED_COPY_GLOBAL], STORED_COPY_KEPT_MS);
  for (const src of files.frames[chosen.cached.screen]!)
    document.head.appendChild(Object.assign(document.createElement('script'), { src, fetchPriority: 'high' }));
}
// What ./paint-index-frame paints once <body> is there, and what the loader reads.
html.setAttribute('data-frame', chosen.frame);
loadApp(files);
