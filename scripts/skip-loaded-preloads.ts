import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * A lazily imported chunk is preceded by the list of chunks to preload with it
 * (`__vite__mapDeps`), and that list names every chunk it needs, the entry's own included: bytes in
 * every chunk that imports lazily (the landing's 'Prosseguir' loads its person switch that way),
 * for files the page had loaded before any of its code ran. The entry chunk and what it imports
 * statically are always loaded first, so they are left out of every list (`resolveDependencies`,
 * with the set computed before Vite writes the lists). CSS is kept as Vite lists it.
 */
export function skipLoadedPreloads(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  const loaded = new Set<string>();
  return {
    plugin: {
      name: 'skip-loaded-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          loaded.clear();
          const visit = (file: string) => {
            const chunk = bundle[file];
            if (!chunk || chunk.type !== 'chunk' || loaded.has(file)) return;
            loaded.add(file);
            chunk.imports.forEach(visit);
          };
          for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(file);
        },
      },
    },
    resolveDependencies: (_file, deps) => deps.filter((dep) => !loaded.has(dep)),
  };
}
