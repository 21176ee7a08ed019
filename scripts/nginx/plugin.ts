/**
 * What a production web server needs beside the built app (docs/deploying.md): the .gz/.br siblings
 * of its text files, and the nginx configuration of this build (scripts/nginx/config.ts), written
 * once everything else is (the service worker script included: it is built last, in closeBundle).
 */
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { writeNginxConfig } from './config.ts';
import { precompressDir } from './precompress.ts';

export function hostingFiles(): Plugin {
  let outDir = '';
  return {
    name: 'hosting-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const started = performance.now();
        const compressed = precompressDir(outDir);
        const file = writeNginxConfig(outDir);
        this.environment.logger.info(
          `hosting files: ${compressed} precompressed siblings, ${relative(process.cwd(), file)} (${Math.round(performance.now() - started)} ms)`,
        );
      },
    },
  };
}
