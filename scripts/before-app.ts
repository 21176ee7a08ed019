import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';
import { build, runnerImport, type IndexHtmlTransformContext, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { FRAME_GLOBAL, FRAMES_MANIFEST, type BootFiles } from '../src/app/before-app/protocol.ts';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** A lazily imported module of `screen` that the page's query `search` (e.g. `etapa=3`) shows at once. */
export type LazyPart = { screen: string; search: string; source: string };
/** A file from outside the app's bundle that a screen asks for as it opens (`as`: its request's destination). */
export type ScreenAsset = { href: string; as: 'script' | 'style' };

export interface BeforeAppOptions {
  /**
   * Per screen with a frame painted from the phone's copy, its file's path without `-frame.tsx`, in
   * the screen's feature folder: its markup (variants of the screen's own components, rendered at
   * build time; what the screen draws of it is the screen's FrameCopy). Screens may share one.
   */
  frames: Record<string, string>;
  /** The link's route files (a screen's chunks are preloaded where its name is in the address). */
  routesDir: string;
  /** The landing's route file (its chunks are preloaded on a landing only). */
  landingRoute: string;
  lazyParts: LazyPart[];
  /** Per frame (`frames`), the module the app shows first behind it, preloaded with the app's code (the question's, lazy). */
  behind: Record<string, string>;
  /** Per screen, its files from outside the bundle, from the build's environment. */
  assets: (env: Readonly<Record<string, string | undefined>>) => Record<string, ScreenAsset[]>;
}

/**
 * What is painted and run before the app's code (src/app/before-app, docs/speed.md), written into
 * index.html from modules, never typed there:
 * - index.html's frames (src/app/painted-frames.tsx: the landing's hero, the CPF entry, a wizard
 *   step's heading, the spinner, the load failure) as <template>s, rendered from their components
 *   with react-dom/server through Vite's module runner, with this build's mode and defines;
 * - each frame painted from the phone's copy (`frames`) a script of its own, its markup rendered
 *   the same way into it, and src/app/before-app/paint-frame.ts, which paints any
 *   of them, another: not chunks of the app's (the app's chunking would share modules with them,
 *   and a frame would wait for the app's code, which it exists to come before);
 * - src/app/before-app/boot.ts, the page's first script (in <head>, before the stylesheet), built
 *   with the files it asks for: the frame modules, the app's entry and its chunks, each screen's
 *   own (the entry and its preloads leave the page's markup: the loader asks for them), and
 *   paint-index-frame.ts after the templates. Both inline: `npm run size` counts them.
 */
export function beforeApp(options: BeforeAppOptions): Plugin {
  let config: ResolvedConfig;
  let templates = '';
  let frameFiles: Record<string, string[]> = {};
  const disabled = () => (config.env.VITE_FGTS_DISABLED ?? process.env.VITE_FGTS_DISABLED) === 'true';
  const from = (file: string) => join(config.root, file);
  // The dev server writes the same page on each load: built once.
  const built = new Map<string, Promise<string>>();
  const inline = (entry: string, files: BootFiles): Promise<string> => {
    const key = entry + JSON.stringify(files);
    if (!built.has(key)) built.set(key, inlineScript(entry, files));
    return built.get(key)!;
  };
  /** `entry` built on its own into one script (no chunk of the app's), with this build's mode and defines. */
  const script = async (entry: string, define: Record<string, string> = {}): Promise<string> => {
    const result = (await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      envDir: config.envDir,
      define: { ...config.define, ...define },
      logLevel: 'warn',
      build: { write: false, target: config.build.target, minify: true, copyPublicDir: false, lib: { entry, formats: ['iife'], name: 'beforeApp' } },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    return [result].flat()[0]!.output[0].code.trim();
  };
  const inlineScript = async (entry: string, files: BootFiles): Promise<string> => {
    const code = await script(from(entry), { __BEFORE_APP__: JSON.stringify(files) });
    if (/<\/script|<!--|<script/i.test(code)) throw new Error(`before-app: ${entry} cannot be written inline`);
    return `<script>${code}</script>`;
  };
  return {
    name: 'before-app',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      // The frames are disabled in the FGTS-disabled build, which shows only its notice (src/main.tsx), and on the dev server.
      const stems = disabled() || config.command !== 'build' ? [] : [...new Set(Object.values(options.frames))];
      const { module: rendered } = await runnerImport<{ painted: Record<string, string>; frames: Array<Record<string, string>> }>('virtual:before-app-render', {
        configFile: false,
        root: config.root,
        mode: config.mode,
        define: config.define,
        resolve: { alias: config.resolve.alias },
        logLevel: 'warn',
        plugins: [
          {
            name: 'before-app-render',
            resolveId: (id) => (id === 'virtual:before-app-render' ? `\0${id}` : null),
            load: (id) =>
              id === '\0virtual:before-app-render'
                ? [
                    `import { paintedFrames, variantsMarkup } from ${JSON.stringify(from('scripts/render-frames.tsx'))};`,
                    ...stems.map((stem, i) => `import frame${i} from ${JSON.stringify(from(`${stem}-frame.tsx`))};`),
                    'export const painted = paintedFrames();',
                    `export const frames = [${stems.map((_, i) => `frame${i}`).join(', ')}].map(variantsMarkup);`,
                  ].join('\n')
                : null,
          },
        ],
      });
      templates = Object.entries(rendered.painted)
        .map(([id, markup]) => `<template id="${id}">${markup}</template>`)
        .join('\n    ');
      frameFiles = {};
      if (stems.length === 0) return;
      // What paints a frame, in a script every frame's page asks for; each frame's markup in a script
      // of its own, asked for with it (the two in any order: src/app/before-app/paint-frame.ts).
      const emit = (name: string, code: string) => {
        const fileName = `assets/frame-${name}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source: code });
        return `/${fileName}`;
      };
      const paint = emit('paint', await script(from('src/app/before-app/paint-frame.ts')));
      // Its markup, handed to the painter or left for it (whichever runs first).
      const files = stems.map((stem, at) =>
        emit(
          basename(stem),
          `(function(m,w,g){typeof w[g]=="function"?w[g](m):w[g]=m})(${JSON.stringify(factored(rendered.frames[at]!))},window,"${FRAME_GLOBAL}");`,
        ),
      );
      for (const [screen, stem] of Object.entries(options.frames)) frameFiles[screen] = [paint, files[stems.indexOf(stem)]!];
      this.emitFile({ type: 'asset', fileName: FRAMES_MANIFEST, source: JSON.stringify(frameFiles) });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const files: BootFiles = { frames: frameFiles, entry: '', always: [], landing: [], screens: {}, parts: {}, behind: {}, outside: {} };
        let page = html;
        if (ctx.bundle) {
          // The entry and its preloads leave the markup: the loader asks for them (src/app/before-app/load-app.ts).
          const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
          const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
          if (!entry) throw new Error('before-app: index.html has no entry script');
          for (const tag of [entry, ...preloads]) page = page.replace(tag[0], '');
          Object.assign(
            files,
            appFiles(
              ctx.bundle,
              entry[1]!,
              preloads.map((match) => match[1]!),
              options,
              config.env,
            ),
          );
        }
        const marks = [/<!-- before-app:[^>]*-->/, /<!-- frames:[^>]*-->/];
        if (!marks.every((mark) => mark.test(page))) throw new Error('index.html lacks its <!-- before-app: --> or <!-- frames: --> mark');
        const [boot, paint] = await Promise.all([inline('src/app/before-app/boot.ts', files), inline('src/app/before-app/paint-index-frame.ts', files)]);
        return page.replace(marks[0]!, () => boot).replace(marks[1]!, () => `${templates}\n    ${paint}`);
      },
    },
  };
}

/**
 * A frame's variants as what they all begin and end with, and what each has between: one copy of
 * the markup they share in the frame's file (step 2's eight are 85 KB whole, of which 11 KB differ).
 */
function factored(variants: Record<string, string>): { start: string; end: string; variants: Record<string, string> } {
  const all = Object.values(variants);
  const shortest = Math.min(...all.map((markup) => markup.length));
  let start = 0;
  while (start < shortest && all.every((markup) => markup[start] === all[0]![start])) start += 1;
  let end = 0;
  while (end < shortest - start && all.every((markup) => markup.at(-1 - end) === all[0]!.at(-1 - end))) end += 1;
  return {
    start: all[0]!.slice(0, start),
    end: all[0]!.slice(all[0]!.length - end),
    variants: Object.fromEntries(Object.entries(variants).map(([key, markup]) => [key, markup.slice(start, markup.length - end)])),
  };
}

/** The chunks a chunk needs (itself and its static imports), the entry's left out. */
function chunkClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || chunk.isEntry || into.has(fileName)) return into;
  into.add(fileName);
  for (const dep of chunk.imports) chunkClosure(bundle, dep, into);
  return into;
}

/** The chunks of the route files whose path ends with `routeFile`, and their static imports. */
function routeChunks(bundle: OutputBundle, routeFile: string): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && chunk.facadeModuleId?.split('?')[0]!.replace(/\\/g, '/').endsWith(routeFile)) chunkClosure(bundle, chunk.fileName, files);
  }
  return [...files].sort();
}

/**
 * What the loader asks for: the entry and what Vite preloads with it, the landing's chunks, each
 * screen's (by its route file's name under `routesDir`: the first segment of the address that is
 * one, in any case), the lazy parts a query shows at once, and each screen's outside files.
 */
function appFiles(bundle: OutputBundle, entry: string, always: string[], options: BeforeAppOptions, env: Readonly<Record<string, string | undefined>>) {
  const own = (files: Iterable<string>) => [...files].map((file) => `/${file}`).filter((href) => href !== entry && !always.includes(href));
  const screens: Record<string, string[]> = {};
  for (const chunk of Object.values(bundle)) {
    const id = chunk.type === 'chunk' ? chunk.facadeModuleId?.split('?')[0]!.replace(/\\/g, '/') : undefined;
    const at = id?.indexOf(options.routesDir) ?? -1;
    if (at === -1) continue;
    const screen = id!
      .slice(at + options.routesDir.length)
      .split('/')[0]!
      .replace(/\.tsx?$/, '');
    if (screen === '' || screen === 'index' || screen === 'route') continue;
    screens[screen] = [...new Set([...(screens[screen] ?? []), ...own(chunkClosure(bundle, chunk.fileName))])].sort();
  }
  const parts: BootFiles['parts'] = {};
  for (const part of options.lazyParts) {
    const files = own(routeChunks(bundle, part.source)).filter((href) => !screens[part.screen]?.includes(href));
    if (files.length === 0) throw new Error(`before-app: no chunk of its own for ${part.source}`);
    (parts[part.screen] ??= []).push([part.search, files]);
  }
  const behind = Object.fromEntries(Object.entries(options.behind).map(([frame, source]) => [frame, own(routeChunks(bundle, source))]));
  const outside: BootFiles['outside'] = {};
  for (const [screen, assets] of Object.entries(options.assets(env))) {
    if (!screens[screen]) throw new Error(`before-app: no screen ${screen} for its outside files`);
    outside[screen] = assets.map(({ href, as }) => [href, as]);
  }
  return { entry, always, landing: own(routeChunks(bundle, options.landingRoute)), screens, parts, behind, outside };
}
