import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { CACHED_FRAME_DONE_EVENT, CACHED_FRAME_WAIT_MS, PRELOADS_PER_TASK } from '../src/app/cached-frame/protocol.ts';

/** Where index.html's <head> takes the scripts that load the app (after its frame script, before the stylesheet). */
export const APP_LOADERS_MARK = '<!-- app-loaders:';

/** `html` with `script` written in at index.html's app-loaders mark, after what is already there. */
export function withAppLoader(html: string, script: string): string {
  const at = html.indexOf(APP_LOADERS_MARK);
  if (at === -1) throw new Error(`index.html lacks ${APP_LOADERS_MARK}`);
  return `${html.slice(0, at)}${script}\n    ${html.slice(at)}`;
}

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The chunks a chunk needs (itself and its static imports), minus the entry's. */
export function chunkClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || chunk.isEntry || into.has(fileName)) return into;
  into.add(fileName);
  for (const dep of chunk.imports) chunkClosure(bundle, dep, into);
  return into;
}

/** A lazily imported module of `screen` that the page's query `search` (e.g. `etapa=3`) shows at once. */
export type LazyPart = { screen: string; search: string; source: string };

/** The chunks of the route files whose path ends with `routeFile`, and their static imports (the entry's left out). */
export function routeChunks(bundle: OutputBundle, routeFile: string): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
    const id = chunk.facadeModuleId.split('?')[0]!.replace(/\\/g, '/');
    if (id.endsWith(routeFile)) chunkClosure(bundle, chunk.fileName, files);
  }
  return [...files].sort();
}

/** What index.html loads on every page, in Vite's order: the entry module, then its modulepreloads. */
export function entryFiles(html: string): string[] {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  return entry ? [entry, ...preloads] : preloads;
}

/** A file from outside the app's bundle that a screen asks for as it opens (`as`: its request's destination). */
export type ScreenAsset = { href: string; as: 'script' | 'style' };
/** Per screen, its outside files, from the build's environment (e.g. VITE_IDENTITY_ENV's host). */
export type ScreenAssets = (env: Readonly<Record<string, string | undefined>>) => Record<string, ScreenAsset[]>;

/**
 * A link's screen opened directly (a reload, a resumed or shared link, the perf script's
 * `/demo/simulacao`) would fetch its route's chunks only after the entry has run and the router
 * has matched it: one more round trip on mobile data before anything of it paints. This writes
 * into index.html a small script that adds `<link rel="modulepreload">` for the screen named in the
 * URL (the first path segment that is a screen under `routesDir`, in any case): first what every
 * page runs (the entry module and its preloads), then the screen's own chunks. The entry goes
 * first because nothing of the screen itself renders before it runs, and a phone on HTTP/1.1
 * fetches six files at a time: listed after the screen's chunks, the entry waited for them
 * (issue 17). Behind a frame the worker reads (the Corban CPF entry, a wizard step's progress and heading,
 * src/app/painted-frames.tsx) they are added once it is on screen, as the entry is
 * (scripts/load-after-first-paint.ts, which has the figures): the stylesheet gets the link first;
 * behind step 5 painted from the phone's copy (src/app/cached-frame), once that frame has looked
 * at the copy and what it painted is on screen, a few links per task (all
 * at once was a 140 ms task at 4× CPU after the first paint, where it counts as blocking time). Behind the startup spinner, at once. The landing is not handled here: its loader
 * adds its own chunks. A landing or a Corban `onboard` opened afresh where the worker had reached a
 * screen (the installed app's icon on step 5, the correspondent's link during the consultation) is
 * that screen: the frame script names it (`data-resume`, from src/lib/flow/resume.ts's hints) and
 * its chunks are preloaded as if its address had been opened.
 *
 * `lazyParts` name a lazily imported part of a screen that a query selects (the wizard's step 3
 * form at `dados-pessoais?etapa=3`): opened there, it is preloaded too, instead of being asked
 * for only once the screen's code has run (one round trip more before the step shows).
 *
 * `assets` name files from outside the bundle that a screen asks for as soon as its code runs (the
 * selfie: the identity provider's script and stylesheet, which its package adds to the page only
 * once the app's code, the wrapper and the package have run, a round trip after them): each gets a
 * `<link rel="preload">` after the screen's own chunks. The package's script and stylesheet carry
 * no `crossorigin`, nor does the preload, so the browser hands the preloaded response to them.
 * They are asked for at low priority: on a slow link the app's own files, which the screen waits
 * for first, keep the link. Behind a frame painted from the phone's copy (the selfie's) they are
 * asked for at once, not with the app's code once the frame is on screen: they are not the app's,
 * and the provider's box waits for them as much as for the app (docs/speed.md has the figures).
 */
export function preloadCurrentScreen(routesDir: string, lazyParts: LazyPart[] = [], assets: ScreenAssets = () => ({})): Plugin {
  let env: Readonly<Record<string, string | undefined>> = {};
  return {
    name: 'preload-current-screen',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const always = entryFiles(html);
        const byScreen: Record<string, string[]> = {};
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
          const id = chunk.facadeModuleId.split('?')[0]!.replace(/\\/g, '/');
          const at = id.indexOf(routesDir);
          if (at === -1) continue;
          const screen = id.slice(at + routesDir.length).split('/')[0]!.replace(/\.tsx?$/, '');
          if (screen === '' || screen === 'index' || screen === 'route') continue;
          const files = new Set(byScreen[screen] ?? []);
          for (const file of chunkClosure(bundle, chunk.fileName)) if (!always.includes(`/${file}`)) files.add(`/${file}`);
          byScreen[screen] = [...files].sort();
        }
        if (Object.keys(byScreen).length === 0) return html;
        // Per screen, [query part, files] of its lazy parts (their chunks beyond the screen's own).
        const parts: Record<string, [string, string[]][]> = {};
        for (const part of lazyParts) {
          const own = new Set([...always, ...(byScreen[part.screen] ?? [])]);
          const files = routeChunks(bundle, part.source).map((file) => `/${file}`).filter((href) => !own.has(href));
          if (files.length === 0) throw new Error(`preload-current-screen: no chunk of its own for ${part.source}`);
          (parts[part.screen] ??= []).push([part.search, files]);
        }
        // Per screen, [href, as] of the files from outside the bundle it asks for as it opens.
        const outside: Record<string, [string, string][]> = {};
        for (const [screen, files] of Object.entries(assets(env))) {
          if (!byScreen[screen]) throw new Error(`preload-current-screen: no screen ${screen} for its outside files`);
          outside[screen] = files.map(({ href, as }) => [href, as]);
        }
        // ES5 and no personal data: it reads the path's screen names only.
        // Screen names in any case, as the router matches them (`/demo/FAQ` is the FAQ).
        const script = `(function(m,a,x,y){var p=location.pathname.split('/'),h=Object.prototype.hasOwnProperty,r=document.documentElement.getAttribute('data-resume');if(r)p=['',r];for(var i=1;i<p.length&&i<5;i++){var s=p[i].toLowerCase(),f=h.call(m,s)&&m[s];if(f){f=a.concat(f);var q=h.call(x,s)?x[s]:[];for(var k=0;k<q.length;k++)if(location.search.indexOf(q[k][0])>=0)f=f.concat(q[k][1]);var d=false,g=function(z){if(d)return;d=true;var j=0,n=function(){for(var e=z?Math.min(j+${PRELOADS_PER_TASK},f.length):f.length;j<e;j++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[j];document.head.appendChild(l)}if(j<f.length)setTimeout(n,0);else u()};if(z)setTimeout(n,0);else n()},v=false,u=function(){if(v)return;v=true;for(var o=h.call(y,s)?y[s]:[],b=0;b<o.length;b++){var c=document.createElement('link');c.rel='preload';c.as=o[b][1];c.fetchPriority='low';c.href=o[b][0];document.head.appendChild(c)}};var w=function(){var fr=document.documentElement.getAttribute('data-frame');if(!fr||fr==='loading-shell'||document.visibilityState==='hidden'||!window.PerformanceObserver)return g();try{new PerformanceObserver(function(t){if(t.getEntriesByName('first-contentful-paint').length)g()}).observe({type:'paint',buffered:true})}catch(e){return g()}setTimeout(g,300)};if(document.documentElement.hasAttribute('data-cached-frame')&&document.visibilityState!=='hidden'){u();document.addEventListener(${JSON.stringify(CACHED_FRAME_DONE_EVENT)},function(){if(document.documentElement.hasAttribute('data-cached-frame-painted'))g(1);else w()});setTimeout(function(){g(1)},${CACHED_FRAME_WAIT_MS});return}w();return}}})(${JSON.stringify(byScreen)},${JSON.stringify(always)},${JSON.stringify(parts)},${JSON.stringify(outside)})`;
        // After index.html's frame script, which says what it chose (data-frame), and before the
        // stylesheet: behind the spinner the screen's code is asked for with it.
        return withAppLoader(html, `<script>${script}</script>`);
      },
    },
  };
}
