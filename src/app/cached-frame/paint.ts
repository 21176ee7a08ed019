import { afterNextPaint } from '../../lib/after-paint';
import { DATA_TTL_MS } from '../../lib/env';
import { notificationsSupported } from '../../lib/notifications';
import { QUERY_CACHE_BUSTER } from '../../lib/storage/names';
import { presented } from './presented';
import { CACHED_FRAME_DONE_EVENT, STORED_COPY_GLOBAL } from './protocol';
import type { StoredRecords } from './read-stored';
import type { StoredRules } from './stored-copy';

/**
 * A waiting screen painted from the phone's copy before the app's code arrives (issue 17: a
 * reopened app showed step 5's cards 0.8–1.3 s after its start at 4× CPU, nearly all of it the
 * app's code loading and starting): step 5 while both cards validate (./step-5), the Corban
 * `/loading` and the self-service `/consulta` while their consultation is PENDING (./loading,
 * ./consulta), the Corban `proposal/{id}` with its amount (./proposal), the simulation result with
 * its headline (./simulacao), the correction form with the bank's reason (./correcao), the wizard's
 * step 2 with the address typed (./endereco), the authorisation guide on the step reached (./guide),
 * the status with its reading of the proposal and 'Etapa Final.' with its link (./signature). Each is built on its own into one small file (scripts/cached-frame.ts),
 * which index.html's frame script asks for only where it would paint the startup spinner for that
 * screen (step 2: its painted heading) in a tab that has answered 'Continuar como …?'
 * (`data-cached-frame`, the screen's name): the screen opened directly, or the link's landing (or
 * its Corban `onboard`) opened afresh where the worker had reached it (not step 2 nor 'Etapa
 * Final.': the hint keeps no step, and says 'proposal' for both proposal screens).
 * ./reader, inlined in <head>, has read by then what the app itself would restore (the vault's key,
 * the flow's draft, the link's resubmissions, correction, step 0 and wizard drafts, the guide's step on
 * the guide, the selfie's record on the status, the query cache); the screen's file decrypts it, applies the same expiry and
 * build rules, and when the screen is in the state its frame draws puts the frame's markup
 * (`ProposalWaitingFrame`, `CorbanWaitingFrame`, `ConsultationWaitingFrame`, `CorbanProposalFrame`,
 * `SimulationFrame`, `CorrectionFrame`, step 2's `AddressStep`, inert, `GuideFrame`, `StatusFrame`, `FinalStepFrame` with its link inert) in place of the spinner (step 2: its painted heading),
 * unless the app has drawn its first screen by then. React's first render replaces it with the
 * same markup and adds the controls (the notification offer's button, the support chat,
 * 'Continuar', the correction's fields, step 2's buttons, the guide's arrows and 'Já autorizei', the status's
 * buttons, 'Abrir'). Nothing is written, logged or sent.
 */
const html = document.documentElement;

/** The link whose screen this is (`/{slug}[/{seller}[/{selfService}]]`), as index.html's frame script found it. */
export const link = html.getAttribute('data-cached-base') ?? '';

/** The app's own rules for restoring the phone's copy, now. */
export const rules = (): StoredRules => ({ now: Date.now(), ttlMs: DATA_TTL_MS, maxAgeMs: DATA_TTL_MS, buster: QUERY_CACHE_BUSTER });

/** The notification offer's permission, as the screens read it. */
export const permission = (): NotificationPermission | 'unsupported' => (notificationsSupported() ? Notification.permission : 'unsupported');

/** The build's own markup (./templates), never data: numbers and amounts go in as text. */
export function fragmentOf(markup: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
}

/** The element matching `selector` in the build's markup whose text is the slot `slot` (a frame fills it in as text). */
export function slotIn(frame: DocumentFragment, selector: string, slot: string): Element | undefined {
  return [...frame.querySelectorAll(selector)].find((element) => element.textContent === slot);
}

/**
 * Paints the frame of the screen `screen` where index.html's frame script marked it: `frameOf`
 * turns what ./reader read into the frame's markup, or null (the spinner stays).
 */
export function paintFrame(screen: string, frameOf: (records: StoredRecords | null) => Promise<DocumentFragment | null>): void {
  const holder = window as unknown as Record<string, Promise<StoredRecords | null> | undefined>;
  const reading = holder[STORED_COPY_GLOBAL];
  delete holder[STORED_COPY_GLOBAL];
  if (html.getAttribute('data-cached-frame') !== screen || !reading) return;
  // `data-cached-frame-done` says the copy was looked at, painted or not (what a test waits for).
  void reading
    .then(frameOf)
    .then(paintWhenParsed)
    .catch(() => false)
    .then(async (painted) => {
      html.setAttribute('data-cached-frame-done', '');
      // Read by the app's loaders: their links in small tasks only after a frame painted.
      if (painted) html.setAttribute('data-cached-frame-painted', '');
      // What it painted on screen first, then the app's code (its loader waits for this event, or
      // for CACHED_FRAME_WAIT_MS). It is drawn in Lexend's stand-ins (src/theme/fonts.ts): nothing to
      // wait for but its paint. (No cap on the frame: a first paint can come more than 100 ms after
      // the page's DOM is there, and the loaders stop waiting after CACHED_FRAME_WAIT_MS anyway. A
      // hidden page does not wait.)
      try {
        if (painted) {
          await new Promise<void>((shown) => afterNextPaint(shown, Infinity));
          await presented(document.querySelector('main[data-painted-frame]'));
        }
      } finally {
        // Whatever happened while waiting: the app's code must not wait for the loaders' limit.
        document.dispatchEvent(new Event(CACHED_FRAME_DONE_EVENT));
      }
    })
    .catch(() => undefined);
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
