import { createHash } from 'node:crypto';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Where index.html's frame script takes the built file's address ('' outside a build: no such frame). */
export const CACHED_FRAME_MARK = "''/* CACHED_FRAME */";

/**
 * Builds `entry` (src/app/cached-frame/main.ts: step 5 painted from the phone's copy before the
 * app's code) on its own, with this build's mode and defines, into one self-contained classic
 * script `assets/cached-frame-<hash>.js`, and writes its address into index.html's frame script,
 * which asks for it only where it can paint (issue 17). A file of its own, not a chunk of the app:
 * the app's chunking would share modules with it, and the frame would then wait for the app's
 * code, which it exists to come before. The service worker precaches it with the other scripts.
 */
export function cachedFrame(entry: string): Plugin {
  let config: ResolvedConfig;
  let fileName = '';
  return {
    name: 'cached-frame',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
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
      fileName = `assets/cached-frame-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml(html) {
      if (!html.includes(CACHED_FRAME_MARK)) throw new Error(`index.html lacks ${CACHED_FRAME_MARK}`);
      return html.replace(CACHED_FRAME_MARK, JSON.stringify(`/${fileName}`).replace(/"/g, "'"));
    },
  };
}
