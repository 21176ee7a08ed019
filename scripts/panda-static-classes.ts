import MagicString from 'magic-string';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { parseAst, type Plugin } from 'vite';

/**
 * Panda CSS generates the stylesheet at build time, but `css({...})` and recipe calls still run
 * in the browser to compute class names, which ships Panda's runtime on the
 * landing's first load. This build-only plugin replaces every call whose arguments are plain
 * literals with the class string Panda's own runtime returns for them (run here, in Node, from
 * the generated styled-system), so the browser gets a string and the runtime drops out. Calls
 * with runtime values are left alone and keep working through the runtime.
 *
 * Imports are rewritten to the exact module (`styled-system/css/cx.mjs`, `.../recipes/button.mjs`)
 * so a leftover `cx` does not pull the whole barrel, and an import whose names are all gone is
 * removed.
 */
export function pandaStaticClasses(options: { styledSystemDir: string }): Plugin {
  const dir = resolve(options.styledSystemDir);
  let runtime: Promise<Runtime> | undefined;
  return {
    name: 'panda-static-classes',
    apply: 'build',
    enforce: 'post',
    async transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith(dir) || !code.includes('styled-system/')) return null;
      runtime ??= loadRuntime(dir);
      const out = await inlineStaticClasses(code, await runtime);
      return out === null ? null : { code: out, map: null };
    },
  };
}

type Fn = (...args: unknown[]) => unknown;
export type Runtime = { css: Record<string, Fn>; recipes: Record<string, Fn> };

async function loadRuntime(dir: string): Promise<Runtime> {
  const css = (await import(pathToFileURL(`${dir}/css/index.mjs`).href)) as Record<string, Fn>;
  const recipes = (await import(pathToFileURL(`${dir}/recipes/index.mjs`).href)) as Record<string, Fn>;
  return { css, recipes };
}

/** Names exported by styled-system/css that live in a module of their own. */
const CSS_MODULES: Record<string, string> = { css: 'css', cx: 'cx', cva: 'cva', sva: 'sva' };

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** A literal the runtime can be given at build time: no identifiers, calls, spreads or templates with expressions. */
function isStatic(node: Node): boolean {
  switch (node.type) {
    case 'Literal':
      return true;
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0;
    case 'UnaryExpression':
      return node.operator === '-' && isStatic(node.argument as Node);
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).every((e) => e !== null && isStatic(e));
    case 'ObjectExpression':
      return (node.properties as Node[]).every(
        (p) =>
          p.type === 'Property' &&
          !p.computed &&
          p.kind === 'init' &&
          !p.method &&
          ((p.key as Node).type === 'Identifier' || (p.key as Node).type === 'Literal') &&
          isStatic(p.value as Node),
      );
    default:
      return false;
  }
}

function walk(node: unknown, visit: (n: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') visit(n);
  for (const key of Object.keys(n)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    walk(n[key], visit);
  }
}

/** Returns the rewritten module, or null when it has nothing to rewrite. Exported for its unit test. */
export async function inlineStaticClasses(code: string, runtime: Runtime): Promise<string | null> {
  const ast = parseAst(code, { lang: 'js' } as never) as unknown as { body: Node[] };
  // local name → [module folder, imported name]
  const bindings = new Map<string, { from: 'css' | 'recipes'; imported: string }>();
  const imports: { node: Node; from: 'css' | 'recipes'; specifiers: { local: string; imported: string }[] }[] = [];
  for (const stmt of ast.body) {
    if (stmt.type !== 'ImportDeclaration') continue;
    const source = (stmt.source as { value: string }).value;
    const from = source === 'styled-system/css' ? 'css' : source === 'styled-system/recipes' ? 'recipes' : undefined;
    if (!from) continue;
    const specifiers: { local: string; imported: string }[] = [];
    for (const spec of stmt.specifiers as Node[]) {
      if (spec.type !== 'ImportSpecifier') return null; // namespace/default imports: leave the module alone
      const imported = (spec.imported as { name?: string; value?: string }).name ?? String((spec.imported as { value: string }).value);
      const local = (spec.local as { name: string }).name;
      specifiers.push({ local, imported });
      bindings.set(local, { from, imported });
    }
    imports.push({ node: stmt, from, specifiers });
  }
  if (imports.length === 0) return null;

  const s = new MagicString(code);
  const replaced = new Set<Node>();
  walk(ast, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as Node & { name?: string };
    if (callee.type !== 'Identifier' || !callee.name) return;
    const binding = bindings.get(callee.name);
    if (!binding) return;
    if (binding.from === 'css' && binding.imported !== 'css') return;
    const args = node.arguments as Node[];
    if (!args.every(isStatic)) return;
    const fn = (binding.from === 'css' ? runtime.css : runtime.recipes)[binding.imported];
    if (typeof fn !== 'function') return;
    // Static literals (isStatic), evaluated in a context of their own.
    const values = args.map((arg): unknown => runInNewContext(`(${code.slice(arg.start, arg.end)})`));
    const result = fn(...values);
    if (typeof result !== 'string') return;
    s.overwrite(node.start, node.end, JSON.stringify(result));
    replaced.add(callee);
  });
  if (replaced.size === 0) return null;

  // Which imported names are still referenced after the rewrite?
  const stillUsed = new Set<string>();
  walk(ast, (node) => {
    if (node.type === 'Identifier' && !replaced.has(node) && bindings.has(String(node.name))) {
      const inImport = imports.some((imp) => node.start >= imp.node.start && node.end <= imp.node.end);
      if (!inImport) stillUsed.add(String(node.name));
    }
  });
  for (const imp of imports) {
    const kept = imp.specifiers.filter((spec) => stillUsed.has(spec.local));
    const lines = kept.map((spec) => {
      const file = imp.from === 'css' ? CSS_MODULES[spec.imported] : spec.imported;
      const name = spec.imported === spec.local ? spec.imported : `${spec.imported} as ${spec.local}`;
      return file ? `import { ${name} } from 'styled-system/${imp.from}/${file}.mjs';` : `import { ${name} } from 'styled-system/${imp.from}';`;
    });
    s.overwrite(imp.node.start, imp.node.end, lines.join('\n'));
  }
  return s.toString();
}
