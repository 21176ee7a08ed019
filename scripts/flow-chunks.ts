/**
 * How the code the screens share is cut into files (a Rolldown `codeSplitting` group), so a screen
 * opened directly loads few files (docs/speed.md).
 *
 * Left to automatic splitting, every set of screens that shares a few modules gets a chunk of its
 * own: a screen opened directly loads dozens of files, most of them under 1 KB gzip. On Slow 4G
 * over HTTP/1.1 (6 connections) each file costs at least a round trip, and on a slow phone each is
 * one more `modulepreload` link and one more compile task. So:
 *
 * - `common`: what the landing reaches statically (the link's layout and the landing's own route)
 *   and the layout or any other screen also uses (the page, the buttons, the fields), other than
 *   the entry's own (`app`), in one file. The landing runs all of it anyway: it loads no byte more,
 *   in fewer files; a later screen that uses part of it loads the rest too (a few KB). What only the
 *   landing uses stays in its route's chunk.
 * - `shared-N`: a small group of modules the later screens share (the modules used by the same set
 *   of lazy chunks, under `SMALL_GROUP_BYTES` of source together) joins the file of a larger group
 *   that every one of its users already loads (the one used by the fewest other chunks), when
 *   every user of that file also loads what the group imports. No screen loads one file more; a
 *   few load a few KB they do not run.
 * - Everything else (route files, a screen's own code, a small group no larger group covers) is cut
 *   by automatic splitting.
 *
 * A merged group is never a dependency of the file it joins (its users are a subset of that file's),
 * so the files gain no import cycle: `includeDependenciesRecursively` is off for this group, or
 * Rolldown would pull each captured module's imports (shared by more screens) into the file too.
 */

type ModuleInfo = { code: string | null; importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
type Context = { getModuleInfo(id: string): ModuleInfo };

/** The link's layout and the landing's route (their route files and component chunks). */
const LANDING_ROOT = /[\\/]src[\\/]routes[\\/]\$slug[\\/][^?]*[\\/](route|index)\.tsx(\?.*)?$/;
const LANDING_INDEX = /[\\/]src[\\/]routes[\\/]\$slug[\\/][^?]*[\\/]index\.tsx(\?.*)?$/;
const ROUTE_FILE = /[\\/]src[\\/]routes[\\/]/;
const ENTRY = /[\\/]src[\\/]main\.tsx$/;

/** Source bytes (before minifying) under which a group of shared modules is not worth a file. */
export const SMALL_GROUP_BYTES = 6_000;

type Group = { ids: string[]; bytes: number; users: Set<string>; file?: string };

function staticClosure(ctx: Context, seeds: readonly string[]): Set<string> {
  const out = new Set<string>();
  const stack = [...seeds];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return out;
}

/** Module id → file name, for the modules this group places (see the header). */
export function planFlowChunks(ctx: Context, moduleIds: readonly string[], smallGroupBytes = SMALL_GROUP_BYTES): Map<string, string> {
  const files = new Map<string, string>();
  const initial = staticClosure(
    ctx,
    moduleIds.filter((id) => ENTRY.test(id)),
  );
  const landing = staticClosure(
    ctx,
    moduleIds.filter((id) => LANDING_ROOT.test(id)),
  );
  const lazyRoots = moduleIds.filter((id) => (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0);
  // What the link's layout and any other lazy chunk reach: every screen loads the layout.
  const elsewhere = staticClosure(
    ctx,
    lazyRoots.filter((id) => !LANDING_INDEX.test(id)),
  );
  for (const id of landing) {
    if (!initial.has(id) && !ROUTE_FILE.test(id) && elsewhere.has(id)) files.set(id, 'common');
  }

  // The lazy chunks (anything imported dynamically) that reach each other module statically.
  const users = new Map<string, string[]>();
  for (const root of lazyRoots) {
    for (const id of staticClosure(ctx, [root])) {
      if (landing.has(id) || initial.has(id) || ROUTE_FILE.test(id)) continue;
      users.set(id, [...(users.get(id) ?? []), root]);
    }
  }
  const groups = new Map<string, Group>();
  for (const [id, by] of users) {
    if (by.length < 2) continue; // A chunk's own module stays in it.
    const key = [...by].sort().join('\n');
    const group = groups.get(key) ?? { ids: [], bytes: 0, users: new Set(by) };
    group.ids.push(id);
    group.bytes += ctx.getModuleInfo(id)?.code?.length ?? 0;
    groups.set(key, group);
  }
  const all = [...groups.values()];
  const large = all.filter((group) => group.bytes >= smallGroupBytes);
  let count = 0;
  for (const small of all.filter((group) => group.bytes < smallGroupBytes)) {
    // What the group imports must already be loaded by every user of the file it joins.
    const own = new Set(small.ids);
    const imports = [...staticClosure(ctx, small.ids)].filter((id) => users.has(id) && !own.has(id));
    const host = large
      .filter((candidate) => [...small.users].every((user) => candidate.users.has(user)))
      .filter((candidate) => imports.every((id) => [...candidate.users].every((user) => users.get(id)!.includes(user))))
      .sort((a, b) => a.users.size - b.users.size || b.bytes - a.bytes)[0];
    if (!host) continue;
    host.file ??= `shared-${(count += 1)}`;
    for (const id of [...small.ids, ...host.ids]) files.set(id, host.file);
  }
  return files;
}

/** The `codeSplitting` group (below the entry's `app` group in priority). */
export function flowChunks() {
  const seen: string[] = [];
  let files: Map<string, string> | null = null;
  return {
    // Rolldown offers every candidate module to `test` before its first `name` call; a `test`
    // after a plan starts another build (the same config builds more than once in one process).
    test(id: string): boolean {
      if (files) {
        files = null;
        seen.length = 0;
      }
      seen.push(id);
      return true;
    },
    name(id: string, ctx: Context): string | null {
      files ??= planFlowChunks(ctx, seen);
      return files.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
  };
}
