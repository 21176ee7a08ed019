import { CACHED_FRAME_DONE_EVENT, CACHED_FRAME_WAIT_MS, PRELOADS_PER_TASK, type BootFiles } from './protocol';

const html = document.documentElement;

function add(tag: 'link' | 'script', attributes: Record<string, string>): HTMLElement {
  const element = Object.assign(document.createElement(tag), attributes);
  document.head.appendChild(element);
  return element;
}

/**
 * Loads the app's code: what every page runs (the entry and its chunks), then the chunks of the
 * screen the address names (or the one a fresh landing resumes, `data-resume`; on a landing its
 * own route's), with a lazy part a query shows at once and what the app shows first behind a frame
 * painted from the phone's copy (the question's code), as `<link rel="modulepreload">`, then the
 * entry. Behind the startup spinner at once, as on a hidden page: the code is what the worker
 * waits for, asked for with the stylesheet (this runs in <head>, before it). Behind a frame the
 * worker reads (the hero, the CPF entry, a step's heading) once it has painted (300 ms at most): the
 * stylesheet and the frame get the link first. Behind a frame painted from the phone's copy
 * (`data-cached-frame`) once it has looked at the copy and what it painted is on screen, a few links
 * per task (all at once was a 140 ms task at 4× CPU after that paint), 500 ms at most; its files
 * from outside the bundle (the selfie's identity provider's) at once, the rest's after the chunks,
 * at low priority. docs/speed.md has the figures.
 */
export function loadApp(files: BootFiles): void {
  if (!files.entry) return;
  const path =
    html.getAttribute('data-resume') ??
    location.pathname
      .split('/')
      .slice(1, 5)
      .find((part) => Object.hasOwn(files.screens, part.toLowerCase()));
  const screen = path?.toLowerCase() ?? '';
  let hrefs = [files.entry, ...files.always, ...(html.hasAttribute('data-landing') ? files.landing : (files.screens[screen] ?? []))];
  for (const [query, chunks] of files.parts[screen] ?? []) if (location.search.includes(query)) hrefs = hrefs.concat(chunks);
  hrefs = hrefs.concat(files.behind[html.getAttribute('data-cached-frame') ?? ''] ?? []);
  let outsideAsked = false;
  const outside = () => {
    if (outsideAsked) return;
    outsideAsked = true;
    for (const [href, as] of files.outside[screen] ?? []) add('link', { rel: 'preload', as, href, fetchPriority: 'low' });
  };
  let started = false;
  const start = (sliced: boolean) => {
    if (started) return;
    started = true;
    let at = 0;
    const step = () => {
      for (const end = sliced ? Math.min(at + PRELOADS_PER_TASK, hrefs.length) : hrefs.length; at < end; at += 1)
        add('link', { rel: 'modulepreload', crossOrigin: '', href: hrefs[at]! });
      if (at < hrefs.length) return void setTimeout(step, 0);
      outside();
      const entry = add('script', { type: 'module', crossOrigin: '', src: files.entry });
      // The app's code did not arrive (offline before the service worker holds it, a network
      // error): say so with a way forward, never the frame or the spinner forever.
      entry.onerror = function failed() {
        if (document.readyState === 'loading') return void document.addEventListener('DOMContentLoaded', failed);
        const root = document.getElementById('root')!;
        root.replaceChildren((document.getElementById('load-failed') as HTMLTemplateElement).content.cloneNode(true));
        root.querySelector('button')!.addEventListener('click', () => location.reload());
      };
    };
    if (sliced) setTimeout(step, 0);
    else step();
  };
  const afterFirstPaint = () => {
    if (html.getAttribute('data-frame') === 'loading-shell' || document.visibilityState === 'hidden' || !window.PerformanceObserver) return start(false);
    try {
      new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length > 0 && start(false)).observe({ type: 'paint', buffered: true });
    } catch {
      return start(false);
    }
    setTimeout(() => start(false), 300);
  };
  if (html.hasAttribute('data-cached-frame') && document.visibilityState !== 'hidden') {
    outside();
    // Nothing painted from the copy over a frame the worker reads (step 2's heading): as without one.
    document.addEventListener(CACHED_FRAME_DONE_EVENT, () => (html.hasAttribute('data-cached-frame-painted') ? start(true) : afterFirstPaint()));
    setTimeout(() => start(true), CACHED_FRAME_WAIT_MS);
  } else afterFirstPaint();
}
