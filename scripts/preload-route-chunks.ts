import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Adds <link rel="modulepreload"> for the chunks of the given route files to index.html, so the
 * browser fetches the landing route's code in parallel with the entry instead of discovering it
 * only after the router has run (TanStack's autoCodeSplitting puts each route's component in a
 * lazy chunk).
 */
export function preloadRouteChunks(routeFiles: string[]): Plugin {
  return {
    name: 'preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName) || chunk.isEntry) return;
          files.add(fileName);
          for (const dep of chunk.imports) visit(dep);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
          const id = chunk.facadeModuleId.split('?')[0]!.replace(/\\/g, '/');
          if (routeFiles.some((route) => id.endsWith(route))) visit(chunk.fileName);
        }
        // Vite already preloads what the entry imports statically.
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
