import { afterNextPaint } from '../../lib/after-paint';
import { DATA_TTL_MS } from '../../lib/env';
import { notificationsSupported } from '../../lib/notifications';
import { QUERY_CACHE_BUSTER } from '../../lib/storage/names';
import { CACHED_FRAME_DONE_EVENT, STORED_COPY_GLOBAL } from './protocol';
import type { StoredRecords } from './read-stored';
import type { StoredRules } from './stored-copy';
import {
  LOADING_WAITING_FRAME,
  LOADING_WAITING_MESSAGE,
  LOADING_WAITING_NOTE,
  LOADING_WAITING_SUPPORT_SPACE,
  PROPOSAL_ID_SLOT,
  PROPOSAL_WAITING_FRAME,
  PROPOSAL_WAITING_NOTE,
} from './templates';
import { consultationToPaint, type WaitingConsultation } from './waiting-consultation';
import { proposalToPaint } from './waiting-proposal';

/**
 * A waiting screen painted from the phone's copy before the app's code arrives (issue 17: a
 * reopened app showed step 5's cards 0.8–1.3 s after its start at 4× CPU, nearly all of it the
 * app's code loading and starting): step 5 while both cards validate, and the Corban `/loading`
 * while its consultation is PENDING. Built on its own into one small file (scripts/cached-frame.ts)
 * that index.html's frame script asks for only where it would paint the startup spinner for one of
 * them in a tab that has answered 'Continuar como …?' (`data-cached-frame`, the screen's name): the
 * screen opened directly, or the link's landing opened afresh where the worker had reached it.
 * ./reader, inlined in <head>, has read by then what the app itself would restore (the vault's key,
 * the flow's draft, the query cache); this decrypts it, applies the same expiry and build rules,
 * and when the screen is in its waiting state puts its frame's markup (`ProposalWaitingFrame`,
 * `CorbanWaitingFrame`) in place of the spinner, unless the app has drawn its first screen by then.
 * React's first render replaces it with the same markup and adds the controls below it (the
 * notification offer's button, the support chat). Nothing is written, logged or sent.
 */
const html = document.documentElement;
const holder = window as unknown as Record<string, Promise<StoredRecords | null> | undefined>;
const reading = holder[STORED_COPY_GLOBAL];
delete holder[STORED_COPY_GLOBAL];
const rules = (): StoredRules => ({ now: Date.now(), ttlMs: DATA_TTL_MS, maxAgeMs: DATA_TTL_MS, buster: QUERY_CACHE_BUSTER });
/** Each frame: from what was read, its markup to paint, or null (the spinner stays). */
const frames: Record<string, (records: StoredRecords | null) => Promise<DocumentFragment | null>> = {
  'show-proposal': async (records) => {
    const id = await proposalToPaint(records, rules());
    return id === null ? null : waitingProposalFrame(id);
  },
  loading: async (records) => {
    const waiting = await consultationToPaint(records, rules(), html.getAttribute('data-cached-base') ?? '');
    return waiting && waitingConsultationFrame(waiting);
  },
};
const frameOf = frames[html.getAttribute('data-cached-frame') ?? ''];
if (frameOf && reading) {
  // `data-cached-frame-done` says the copy was looked at, painted or not (what a test waits for).
  void reading
    .then(frameOf)
    .then(paintWhenParsed)
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

/** Whether it painted `frame`. */
async function paintWhenParsed(frame: DocumentFragment | null): Promise<boolean> {
  if (!frame) return false;
  // Served from the service worker, this file can run before the page's body is parsed.
  if (document.readyState === 'loading') await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed, { once: true }));
  const root = document.getElementById('root');
  const painted = root?.firstElementChild;
  // Only over index.html's own spinner: once the app has drawn anything (or said its code could
  // not arrive), the page is the app's.
  if (!root || !painted || root.childElementCount !== 1 || !painted.hasAttribute('data-painted-frame')) return false;
  frame.querySelector('main')?.setAttribute('data-painted-frame', '');
  root.replaceChildren(frame);
  return true;
}

/** The notification offer's permission, as the screens read it. */
const permission = (): NotificationPermission | 'unsupported' => (notificationsSupported() ? Notification.permission : 'unsupported');

function waitingProposalFrame(id: string): DocumentFragment {
  const frame = fragmentOf(PROPOSAL_WAITING_FRAME);
  for (const slot of frame.querySelectorAll('strong')) if (slot.textContent === PROPOSAL_ID_SLOT) slot.textContent = id;
  const notify = permission();
  if (notify !== 'unsupported') frame.querySelector('main')?.append(fragmentOf(PROPOSAL_WAITING_NOTE[notify]));
  return frame;
}

function waitingConsultationFrame({ long, support }: WaitingConsultation): DocumentFragment {
  const frame = fragmentOf(LOADING_WAITING_FRAME);
  const notify = permission();
  const message = !long ? LOADING_WAITING_MESSAGE.short : notify === 'granted' ? LOADING_WAITING_MESSAGE.longNotified : LOADING_WAITING_MESSAGE.long;
  frame.querySelector('[role="status"]')?.append(fragmentOf(message));
  const main = frame.querySelector('main');
  if (notify !== 'unsupported') main?.append(fragmentOf(LOADING_WAITING_NOTE[notify]));
  if (support) main?.append(fragmentOf(LOADING_WAITING_SUPPORT_SPACE));
  return frame;
}

/** The build's own markup (./templates), never data: the proposal's number goes in as text. */
function fragmentOf(markup: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
}
