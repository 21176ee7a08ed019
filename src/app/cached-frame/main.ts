import { afterNextPaint } from '../../lib/after-paint';
import { DATA_TTL_MS } from '../../lib/env';
import { notificationsSupported } from '../../lib/notifications';
import { QUERY_CACHE_BUSTER } from '../../lib/storage/names';
import { CACHED_FRAME_DONE_EVENT, STORED_COPY_GLOBAL } from './protocol';
import type { StoredRecords } from './read-stored';
import { PROPOSAL_ID_SLOT, PROPOSAL_WAITING_FRAME, PROPOSAL_WAITING_NOTE } from './templates';
import { proposalToPaint } from './waiting-proposal';

/**
 * Step 5 painted from the phone's copy before the app's code arrives (issue 17: a reopened app
 * showed the proposal's cards 0.8–1.3 s after its start at 4× CPU, nearly all of it the app's code
 * loading and starting). Built on its own into one small file (scripts/cached-frame.ts) that
 * index.html's frame script asks for only where it would paint the startup spinner for step 5 in a
 * tab that has answered 'Continuar como …?' (`data-cached-frame`): step 5 opened directly, or the
 * link's landing opened afresh where the worker had reached it. ./reader, inlined in <head>, has
 * read by then what the app itself would restore (the vault's key, the flow's draft, the query
 * cache); this decrypts it, applies the same expiry and build rules, and when both cards are still
 * validating puts `ProposalWaitingFrame`'s markup in place of the spinner, unless the app has drawn
 * its first screen by then. React's first render replaces it with the same markup and adds the
 * controls below it (the notification offer's button, the support chat). Nothing is written,
 * logged or sent.
 */
const html = document.documentElement;
const holder = window as unknown as Record<string, Promise<StoredRecords | null> | undefined>;
const reading = holder[STORED_COPY_GLOBAL];
delete holder[STORED_COPY_GLOBAL];
if (html.getAttribute('data-cached-frame') === 'show-proposal' && reading) {
  // `data-cached-frame-done` says the copy was looked at, painted or not (what a test waits for).
  void reading
    .then(paintWaitingProposal)
    .catch(() => false)
    .then(async (painted) => {
      html.setAttribute('data-cached-frame-done', '');
      // What it painted on screen in its font first, then the app's code (its loader waits for this
      // event, or for CACHED_FRAME_WAIT_MS): on mobile data the font shares the link with the code.
      // (No cap on the frame: a first paint can come more than 100 ms after the page's DOM is there,
      // and the loaders stop waiting after CACHED_FRAME_WAIT_MS anyway. A hidden page does not wait.)
      if (painted) {
        await new Promise<void>((shown) => afterNextPaint(shown, Infinity));
        await document.fonts?.ready;
      }
      document.dispatchEvent(new Event(CACHED_FRAME_DONE_EVENT));
    });
}

/** Whether it painted the frame. */
async function paintWaitingProposal(records: StoredRecords | null): Promise<boolean> {
  const id = await proposalToPaint(records, { now: Date.now(), ttlMs: DATA_TTL_MS, maxAgeMs: DATA_TTL_MS, buster: QUERY_CACHE_BUSTER });
  if (id === null) return false;
  // Served from the service worker, this file can run before the page's body is parsed.
  if (document.readyState === 'loading') await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed, { once: true }));
  return paint(id);
}

function paint(id: string): boolean {
  const root = document.getElementById('root');
  const painted = root?.firstElementChild;
  // Only over index.html's own spinner: once the app has drawn anything (or said its code could
  // not arrive), the page is the app's.
  if (!root || !painted || root.childElementCount !== 1 || !painted.hasAttribute('data-painted-frame')) return false;
  const frame = fragmentOf(PROPOSAL_WAITING_FRAME);
  for (const slot of frame.querySelectorAll('strong')) if (slot.textContent === PROPOSAL_ID_SLOT) slot.textContent = id;
  const permission = notificationsSupported() ? Notification.permission : 'unsupported';
  const main = frame.querySelector('main');
  if (permission !== 'unsupported') main?.append(fragmentOf(PROPOSAL_WAITING_NOTE[permission]));
  main?.setAttribute('data-painted-frame', '');
  root.replaceChildren(frame);
  return true;
}

/** The build's own markup (./templates), never data: the proposal's number goes in as text. */
function fragmentOf(markup: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
}
