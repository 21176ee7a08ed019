import { createHash } from 'node:crypto';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { withAppLoader } from './preload-current-screen.ts';

/** Where index.html's frame script takes the built file's address ('' outside a build: no such frame). */
export const CACHED_FRAME_MARK = "''/* CACHED_FRAME */";
/** Where it takes the web font files the frame's text is drawn in (the app's Lexend Deca, 400 and 700). */
export const CACHED_FRAME_FONTS_MARK = '[]/* CACHED_FRAME_FONTS */';
const FRAME_FONTS = /^assets\/lexend-deca-latin-(400|700)-normal-[\w-]+\.woff2$/;

/**
 * Step 5 painted from the phone's copy before the app's code (src/app/cached-frame, issue 17), in
 * two parts built on their own with this build's mode and defines, each self-contained:
 * - `reader` (src/app/cached-frame/reader.ts) is written inline into <head> at index.html's
 *   app-loaders mark, after the frame script: where that script marked the frame it starts reading
 *   IndexedDB at once (0.5 KB gzip in every page's HTML, which does nothing elsewhere);
 * - `paint` (src/app/cached-frame/main.ts) becomes `assets/cached-frame-<hash>.js`, whose address
 *   goes into the frame script, which asks for it only where it can paint.
 * Not chunks of the app: the app's chunking would share modules with them, and the frame would
 * then wait for the app's code, which it exists to come before. The service worker precaches the
 * file with the other scripts.
 */
export function cachedFrame({ reader, paint }: { reader: string; paint: string }): Plugin {
  let config: ResolvedConfig;
  let fileName = '';
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
      const [readerCode, paintCode] = await Promise.all([bundle(reader), bundle(paint)]);
      if (/<\/script|<!--|<script/i.test(readerCode)) throw new Error('cached-frame: the reader cannot be inlined');
      inline = readerCode;
      fileName = `assets/cached-frame-${createHash('sha256').update(paintCode).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: paintCode });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        for (const mark of [CACHED_FRAME_MARK, CACHED_FRAME_FONTS_MARK]) if (!html.includes(mark)) throw new Error(`index.html lacks ${mark}`);
        if (disabled()) return html.replace(CACHED_FRAME_MARK, "''").replace(CACHED_FRAME_FONTS_MARK, '[]');
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) => FRAME_FONTS.test(file)).sort();
        if (fonts.length !== 2) throw new Error(`cached-frame: expected Lexend Deca 400 and 700 in the build, found ${fonts.join(', ') || 'none'}`);
        const out = html.replace(CACHED_FRAME_MARK, `'/${fileName}'`).replace(CACHED_FRAME_FONTS_MARK, JSON.stringify(fonts.map((file) => `/${file}`)).replace(/"/g, "'"));
        return withAppLoader(out, `<script>${inline}</script>`);
      },
    },
  };
}
