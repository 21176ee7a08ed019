import { afterNextPaint } from '../../lib/after-paint';
import { DATA_TTL_MS } from '../../lib/env';
import { fillSlots, variantNow, type FrameCopy } from '../../lib/frame';
import { notificationPermission } from '../../lib/notifications';
import { openStoredCopy, type StoredRecords } from '../../lib/storage/stored-copy';
import { presented } from './presented';
import { CACHED_FRAME_DONE_EVENT, FRAME_GLOBAL, STORED_COPY_GLOBAL } from './protocol';

const html = document.documentElement;

/**
 * A screen painted from the phone's copy before the app's code (a reopened app showed step 5's
 * cards 0.8–1.3 s after its start at 4× CPU, nearly all of it the app's code loading and
 * starting), given by the script the build makes of a frame (scripts/before-app.ts): its markup,
 * the screen's own component rendered at build time in each of its variants (what they share
 * once). ./boot asks for it where the page opens that screen in a tab that has answered 'Continuar
 * como …?' and has started reading the copy; this decrypts what the screen last drew of its frame
 * (lib/frame's FrameCopy, kept by the screen: src/hooks/use-frame-copy) and puts that variant, its
 * slots filled as text, in place of index.html's frame (the spinner; step 2: its heading), unless
 * the app has drawn by then. The app's first render replaces it with the same markup and its
 * controls. Nothing is written, logged or sent.
 */
type Markup = { start: string; end: string; variants: Record<string, string> };

// The frame's own script may have run first (./protocol's FRAME_GLOBAL).
const meeting = window as unknown as Record<string, unknown>;
const waiting = meeting[FRAME_GLOBAL];
meeting[FRAME_GLOBAL] = paintFrame;
if (waiting) paintFrame(waiting as Markup);

function paintFrame(markup: Markup): void {
  const holder = window as unknown as Record<string, Promise<StoredRecords | null> | undefined>;
  const reading = holder[STORED_COPY_GLOBAL];
  delete holder[STORED_COPY_GLOBAL];
  if (!reading) return;
  const now = Date.now();
  // `data-cached-frame-done` says the copy was looked at, painted or not (what a test waits for).
  void reading
    .then((records) => openStoredCopy(records, now, DATA_TTL_MS))
    .then((stored) => {
      const copy = stored as FrameCopy | null;
      const name = copy ? variantNow(copy, now, notificationPermission(), location.pathname) : undefined;
      const variant = name === undefined ? undefined : markup.variants[name];
      const template = document.createElement('template');
      template.innerHTML = variant === undefined ? '' : markup.start + variant + markup.end;
      return copy && template.content.firstElementChild && fillSlots(template.content, copy.slots ?? {}) ? paintWhenParsed(template.content) : false;
    })
    .catch(() => false)
    .then(async (painted) => {
      html.setAttribute('data-cached-frame-done', '');
      // Read by the app's loader (./load-app): its links in small tasks only after a frame painted.
      if (painted) html.setAttribute('data-cached-frame-painted', '');
      // What it painted on screen first, then the app's code (the loader waits for this event, or
      // CACHED_FRAME_WAIT_MS): drawn in Lexend's stand-ins (src/theme/fonts.ts), it waits for no font.
      try {
        if (painted) {
          await new Promise<void>((shown) => afterNextPaint(shown, Infinity));
          await presented(document.querySelector('main[data-painted-frame]'));
        }
      } finally {
        document.dispatchEvent(new Event(CACHED_FRAME_DONE_EVENT));
      }
    })
    .catch(() => undefined);
}

/** Whether it painted `frame`: only over index.html's own frame (once the app has drawn anything, the page is the app's). */
async function paintWhenParsed(frame: DocumentFragment): Promise<boolean> {
  // Served from the service worker, this can run before the page's body is parsed.
  if (document.readyState === 'loading') await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed, { once: true }));
  const root = document.getElementById('root');
  if (!root || root.childElementCount !== 1 || !root.firstElementChild!.hasAttribute('data-painted-frame')) return false;
  frame.firstElementChild!.setAttribute('data-painted-frame', '');
  root.replaceChildren(frame);
  return true;
}
