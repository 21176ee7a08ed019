import type { Plugin } from 'vite';
import { routeChunks, withAppLoader } from './preload-current-screen.ts';
import { CACHED_FRAME_DONE_EVENT, CACHED_FRAME_WAIT_MS, PRELOADS_PER_TASK } from '../src/app/cached-frame/protocol.ts';

/**
 * When index.html paints a frame the worker reads (src/app/painted-frames.tsx: the landing's hero,
 * the Corban CPF entry, a wizard step's progress and heading; its <head> script marks it `data-frame`), the app's module
 * script and its modulepreloads are requested right after that first contentful paint instead of
 * competing with it: on a cheap phone on mobile data the stylesheet and the frame get the whole
 * link first, and the JavaScript starts a moment later (the frame is drawn in Lexend's stand-ins,
 * src/theme/fonts.ts: the web font is asked for once the app starts). Behind the startup spinner (any other
 * screen) the JavaScript is what the worker waits for, and loads at once, as on a hidden page; a
 * timer guards against a paint that never comes. The loader is written into <head> before the
 * stylesheet (index.html's app-loaders mark): after it, it would wait for the stylesheet.
 * Measured at 4× CPU, 150 ms RTT, 1.6 Mbps, a reload: on a wizard step, waiting painted the form
 * sooner (median 1944 ms against 2024) and the font at 918 ms instead of 1216 (before the
 * stand-ins); on step 5, behind the spinner, it cost its content 60 ms (1850 against 1790).
 *
 * The landing route's own chunks (`landingRoute`) are preloaded only on a landing (the shell
 * script marks it `data-landing`): any other screen opened directly has its own preloads
 * (scripts/preload-current-screen.ts), and the landing's were bytes and connections it did not
 * use before its first paint (issue 17).
 */
export function loadAfterFirstPaint(landingRoute: string): Plugin {
  return {
    name: 'load-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry?.[1]) return html;
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        const always = preloads.map((m) => m[1]);
        const landing = ctx.bundle ? routeChunks(ctx.bundle, landingRoute).map((file) => `/${file}`).filter((href) => !always.includes(href)) : [];
        let out = html.replace(entry[0], '');
        for (const link of preloads) out = out.replace(link[0], '');
        // In <head>, after the frame script and before the stylesheet (index.html's app-loaders mark):
        // behind the spinner the code is asked for with the stylesheet, not after it has arrived.
        const loader = `<script>
      (function () {
        var done = false;
        // \`sliced\`: a few links per task (each insertion starts its fetch and costs about 1 ms on
        // this machine, 7 at 4× CPU), not one long task, once the page is on screen.
        function load(sliced) {
          if (done) return;
          done = true;
          var hrefs = ${JSON.stringify(always)};
          if (document.documentElement.hasAttribute('data-landing')) hrefs = hrefs.concat(${JSON.stringify(landing)});
          var i = 0;
          function step() {
            for (var end = sliced ? Math.min(i + ${PRELOADS_PER_TASK}, hrefs.length) : hrefs.length; i < end; i++) {
              var link = document.createElement('link');
              link.rel = 'modulepreload';
              link.crossOrigin = '';
              link.href = hrefs[i];
              document.head.appendChild(link);
            }
            if (i < hrefs.length) setTimeout(step, 0);
            else entry();
          }
          if (sliced) setTimeout(step, 0);
          else step();
        }
        function entry() {
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry[1])};
          // The app's code did not arrive (offline before the service worker holds it, a network
          // error): say so with a way forward instead of leaving the frame or the spinner forever.
          // (This script runs in <head>: the page may still be parsing when that is known.)
          script.onerror = function () {
            if (document.readyState === 'loading') return document.addEventListener('DOMContentLoaded', script.onerror);
            var root = document.getElementById('root');
            root.textContent = '';
            root.appendChild(document.getElementById('load-failed').content.cloneNode(true));
            root.querySelector('button').addEventListener('click', function () { location.reload(); });
          };
          document.head.appendChild(script);
        }
        // A screen painted from the phone's copy (src/app/cached-frame): the app's code once its frame
        // has looked at the copy, so its reading and painting do not queue behind the app's modules
        // on a slow phone's main thread; at most ${CACHED_FRAME_WAIT_MS} ms. Sliced into tasks only
        // after a frame painted (nothing painted: as without a frame).
        // Behind a frame the worker reads, once it has painted (or the guard's 300 ms); behind the spinner, at once.
        function afterFirstPaint() {
          var frame = document.documentElement.getAttribute('data-frame');
          if (!frame || frame === 'loading-shell' || document.visibilityState === 'hidden' || !window.PerformanceObserver) return load();
          try {
            new PerformanceObserver(function (list) {
              if (list.getEntriesByName('first-contentful-paint').length) load();
            }).observe({ type: 'paint', buffered: true });
          } catch (e) {
            return load();
          }
          setTimeout(load, 300);
        }
        // (Nothing painted over a frame the worker reads, step 2's heading: as without a cached frame.)
        if (document.documentElement.hasAttribute('data-cached-frame') && document.visibilityState !== 'hidden') {
          document.addEventListener(${JSON.stringify(CACHED_FRAME_DONE_EVENT)}, function () {
            if (document.documentElement.hasAttribute('data-cached-frame-painted')) load(true);
            else afterFirstPaint();
          });
          setTimeout(function () { load(true); }, ${CACHED_FRAME_WAIT_MS});
          return;
        }
        afterFirstPaint();
      })();
    </script>`;
        // The last loader written in: the mark has done its work.
        return withAppLoader(out, loader).replace(/\n\s*<!-- app-loaders:[^>]*-->/, '');
      },
    },
  };
}
