import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { withAppLoader } from './preload-current-screen.ts';

/** Where index.html's frame script takes each screen's built file ({} outside a build: no frame). */
export const CACHED_FRAMES_MARK = '{}/* CACHED_FRAMES */';

/**
 * Screens painted from the phone's copy before the app's code (src/app/cached-frame, issue 17), in
 * parts built on their own with this build's mode and defines, each self-contained:
 * - `reader` (src/app/cached-frame/reader.ts) is written inline into <head> at index.html's
 *   app-loaders mark, after the frame script: where that script marked a frame it starts reading
 *   IndexedDB at once (0.5 KB gzip in every page's HTML, which does nothing elsewhere);
 * - each of `frames` (the screen's name → its entry, e.g. src/app/cached-frame/step-5.ts) becomes
 *   `assets/cached-frame-<screen>-<hash>.js`, whose address goes into the frame script, which asks
 *   for the one of the screen opened, only where it can paint: a screen loads its own frame's code
 *   and no other's (screens that share an entry share its file, `assets/cached-frame-<entry>-<hash>.js`).
 * Not chunks of the app: the app's chunking would share modules with them, and the frame would
 * then wait for the app's code, which it exists to come before. The service worker precaches the
 * files with the other scripts.
 */
export function cachedFrame({ reader, frames }: { reader: string; frames: Record<string, string> }): Plugin {
  let config: ResolvedConfig;
  /** Each screen's built file. */
  let fileNames: Record<string, string> = {};
  let inline = '';
  const bundle = async (entry: string): Promise<string> => {
    const result = await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      envDir: config.envDir,
      define: config.define,
      logLevel: 'warn',
      build: {
        write: false,
        target: config.build.target,
        minify: true,
        sourcemap: false,
        copyPublicDir: false,
        lib: { entry, formats: ['iife'], name: 'cachedFrame' },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Array<{ output: Array<{ type: string; code?: string }> }>;
    const code = outputs[0]?.output.find((item) => item.type === 'chunk')?.code;
    if (!code) throw new Error(`cached-frame: building ${entry} gave no script`);
    return code.trim();
  };
  const disabled = () => (config.env.VITE_FGTS_DISABLED ?? process.env.VITE_FGTS_DISABLED) === 'true';
  return {
    name: 'cached-frame',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      // The FGTS-disabled build shows only its notice (src/main.tsx): no frame of a proposal.
      if (disabled()) return;
      // An entry several screens share (the guide's two screens) is one file, named after the entry (guide.ts: cached-frame-guide).
      const entries = [...new Set(Object.values(frames))];
      const [readerCode, ...paintCodes] = await Promise.all([bundle(reader), ...entries.map(bundle)]);
      if (/<\/script|<!--|<script/i.test(readerCode)) throw new Error('cached-frame: the reader cannot be inlined');
      inline = readerCode!;
      fileNames = {};
      entries.forEach((entry, i) => {
        const source = paintCodes[i]!;
        const screens = Object.keys(frames).filter((screen) => frames[screen] === entry);
        // A screen's name may hold a '/' ('proposal/link'): not a folder in the file's name.
        const name = screens.length > 1 ? basename(entry, extname(entry)) : screens[0]!.replaceAll('/', '-');
        const fileName = `assets/cached-frame-${name}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        for (const screen of screens) fileNames[screen] = fileName;
        this.emitFile({ type: 'asset', fileName, source });
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(CACHED_FRAMES_MARK)) throw new Error(`index.html lacks ${CACHED_FRAMES_MARK}`);
        if (disabled()) return html.replace(CACHED_FRAMES_MARK, '{}');
        const files = `{${Object.entries(fileNames).map(([screen, file]) => `'${screen}':'/${file}'`).join(',')}}`;
        return withAppLoader(html.replace(CACHED_FRAMES_MARK, files), `<script>${inline}</script>`);
      },
    },
  };
}
