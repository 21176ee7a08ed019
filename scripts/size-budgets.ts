/**
 * The pure part of `npm run size` (scripts/size.ts): which chunks of Vite's manifest
 * (dist/.vite/manifest.json) a screen loads when it is opened directly, and which the whole flow
 * can load. Sources are named as the manifest's keys name them (`src/…/simulacao.tsx`, whose
 * autoCodeSplitting chunks are `src/…/simulacao.tsx?tsr-split=component`), and a name the
 * manifest does not hold is an error: a renamed file must not silently drop its chunk from a figure.
 */

export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export interface ScreenSpec {
  name: string;
  /** Route files (their split chunks) and modules the screen's page always requests: static imports followed. */
  sources: string[];
  /**
   * Modules the screen loads by `import()` as it opens, without a tap (in this order: each must be
   * a dynamic import of what is already counted, so a stale entry fails). Their static imports are followed.
   */
  onOpen?: string[];
}

/** The manifest keys of a source: the key itself, or the route file's split chunks (`?tsr-split=…`). */
export function keysOf(manifest: Manifest, source: string): string[] {
  const keys = Object.keys(manifest).filter((key) => key === source || key.startsWith(`${source}?`));
  if (keys.length === 0) throw new Error(`${source} is not in the Vite manifest (renamed, or no longer a chunk of its own?): fix the table in scripts/size.ts`);
  return keys.sort();
}

export function entryKeyOf(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the Vite manifest, found ${entries.length}`);
  return entries[0]!;
}

/** The keys and everything they import statically (what the browser fetches before running them). */
export function staticClosure(manifest: Manifest, roots: Iterable<string>, into = new Set<string>()): Set<string> {
  const visit = (key: string) => {
    if (into.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is imported but not in the Vite manifest`);
    into.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const root of roots) visit(root);
  return into;
}

/** The keys and everything they can import, statically or by `import()`. */
export function fullClosure(manifest: Manifest, roots: Iterable<string>, into = new Set<string>()): Set<string> {
  const visit = (key: string) => {
    if (into.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is imported but not in the Vite manifest`);
    into.add(key);
    for (const dep of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(dep);
  };
  for (const root of roots) visit(root);
  return into;
}

/**
 * What a screen opened directly (a reload) loads: the entry and its static imports, the screen's
 * sources and theirs, and the modules it imports on open and theirs. Dynamic imports not declared
 * on open (a dialog behind a tap) are left out.
 */
export function screenChunks(manifest: Manifest, screen: ScreenSpec): Set<string> {
  const keys = staticClosure(manifest, [entryKeyOf(manifest), ...screen.sources.flatMap((s) => keysOf(manifest, s))]);
  for (const source of screen.onOpen ?? []) {
    const own = keysOf(manifest, source);
    const reachable = new Set([...keys].flatMap((key) => manifest[key]?.dynamicImports ?? []));
    for (const key of own) {
      if (!reachable.has(key)) throw new Error(`${screen.name}: ${key} is declared as loaded on open, but nothing the screen loads imports it with import()`);
    }
    staticClosure(manifest, own, keys);
  }
  return keys;
}

/**
 * What `sources` load beyond the entry and its static imports, and beyond what every screen has
 * already loaded (`loaded`: the link's layout, with its static imports): chunks every screen
 * shares after it shows.
 */
export function chunksBeyondEntry(manifest: Manifest, sources: string[], loaded: string[] = []): Set<string> {
  const entry = staticClosure(manifest, [entryKeyOf(manifest), ...loaded.flatMap((s) => keysOf(manifest, s))]);
  const all = staticClosure(
    manifest,
    sources.flatMap((s) => keysOf(manifest, s)),
  );
  return new Set([...all].filter((key) => !entry.has(key)));
}

/**
 * Every chunk the flow can load: the entry and its static imports, then each screen's sources,
 * its on-open modules and `alsoInFlow` (app-wide lazy modules) with everything they can import,
 * statically or later by a tap. The entry's own `import()`s must each be declared in the flow or
 * in `outsideFlow` (e.g. the 404 route), so a new lazy route or module cannot go uncounted.
 */
export function flowChunks(manifest: Manifest, screens: ScreenSpec[], alsoInFlow: string[], outsideFlow: string[]): Set<string> {
  const entry = entryKeyOf(manifest);
  const declared = [...screens.flatMap((s) => [...s.sources, ...(s.onOpen ?? [])]), ...alsoInFlow];
  const flowRoots = declared.flatMap((s) => keysOf(manifest, s));
  const outside = new Set(outsideFlow.flatMap((s) => keysOf(manifest, s)));
  const inFlow = new Set(flowRoots);
  const undeclared = (manifest[entry]!.dynamicImports ?? []).filter((key) => !inFlow.has(key) && !outside.has(key));
  if (undeclared.length > 0)
    throw new Error(`the entry can load ${undeclared.join(', ')}, which no screen of scripts/size.ts declares (nor its outsideFlow list)`);
  const keys = fullClosure(manifest, flowRoots, staticClosure(manifest, [entry]));
  for (const key of outside) {
    if (keys.has(key)) throw new Error(`${key} is declared outside the flow, but the flow imports it`);
  }
  return keys;
}

/** The JavaScript files of a set of keys (a chunk file counts once however many keys name it). */
export function jsFiles(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')))].sort();
}
