import { describe, expect, it } from 'vitest';
import { flowChunks, planFlowChunks, SMALL_GROUP_BYTES } from '../../../scripts/flow-chunks';

const LINK = '/app/src/routes/$slug/{-$slugSeller}/{-$slugSelfService}';
const MAIN = '/app/src/main.tsx';
const LAYOUT = `${LINK}/route.tsx?tsr-split=component`;
const LANDING = `${LINK}/index.tsx?tsr-split=component`;
const A = `${LINK}/a.tsx?tsr-split=component`;
const B = `${LINK}/b.tsx?tsr-split=component`;
const C = `${LINK}/c.tsx?tsr-split=component`;
const D = `${LINK}/d.tsx?tsr-split=component`;
const src = (name: string) => `/app/src/${name}.ts`;

const SMALL = 'x'.repeat(100);
const LARGE = 'x'.repeat(SMALL_GROUP_BYTES);

/**
 * A small app: the entry imports `api` and loads the layout, the landing and screens A to D lazily.
 * - `button` is the layout's and the landing's, `landing-form` only the landing's;
 * - `forms` (large) is used by A, B and C; `hint` (small) by A and B: `hint` can join `forms`;
 * - `steps` (small) by A and C, but imports `rules`, which D uses and B does not: joining `forms`
 *   would make B load `rules`' file;
 * - `lonely` (small) by C and D: no large group covers both.
 */
const graph: Record<string, { code?: string; imports?: string[]; lazy?: boolean }> = {
  [MAIN]: { imports: [src('api')] },
  [src('api')]: { code: LARGE },
  [LAYOUT]: { imports: [src('button')], lazy: true },
  [LANDING]: { imports: [src('button'), src('landing-form')], lazy: true },
  [src('button')]: { code: SMALL },
  [src('landing-form')]: { code: SMALL, imports: [src('api')] },
  [A]: { imports: [src('forms'), src('hint'), src('steps'), src('button')], lazy: true },
  [B]: { imports: [src('forms'), src('hint')], lazy: true },
  [C]: { imports: [src('forms'), src('steps'), src('lonely')], lazy: true },
  [D]: { imports: [src('rules'), src('lonely')], lazy: true },
  [src('forms')]: { code: LARGE },
  [src('hint')]: { code: SMALL },
  [src('steps')]: { code: SMALL, imports: [src('rules')] },
  [src('rules')]: { code: SMALL },
  [src('lonely')]: { code: SMALL },
};

const ctx = {
  getModuleInfo: (id: string) => {
    const node = graph[id];
    if (!node) return null;
    return { code: node.code ?? SMALL, importedIds: node.imports ?? [], dynamicImporters: node.lazy ? [MAIN] : [] };
  },
};
const ids = Object.keys(graph);

describe('flow chunks: how the screens share files', () => {
  const files = planFlowChunks(ctx, ids);

  it('should put what the landing shares with the layout or another screen in one file, and leave the entry and the landing-only code alone', () => {
    expect(files.get(src('button'))).toBe('common');
    expect(files.has(src('landing-form'))).toBe(false);
    expect(files.has(src('api'))).toBe(false);
    expect(files.has(MAIN)).toBe(false);
  });

  it('should join a small shared group to a larger one all its users already load', () => {
    expect(files.get(src('hint'))).toBe('shared-1');
    expect(files.get(src('forms'))).toBe('shared-1');
  });

  it('should not join a group whose imports some users of the larger file do not load', () => {
    expect(files.has(src('steps'))).toBe(false);
    expect(files.has(src('rules'))).toBe(false);
  });

  it('should leave a small group no larger group covers, and every route file, to automatic splitting', () => {
    expect(files.has(src('lonely'))).toBe(false);
    for (const route of [LAYOUT, LANDING, A, B, C, D]) expect(files.has(route)).toBe(false);
  });

  it('should plan again for another build in the same process', () => {
    const group = flowChunks();
    for (const id of ids) group.test(id);
    expect(group.name(src('hint'), ctx)).toBe('shared-1');
    // The next build has no screens A and B: `hint` is no one's any more.
    for (const id of ids.filter((id) => id !== A && id !== B)) group.test(id);
    expect(group.name(src('hint'), ctx)).toBeNull();
  });
});
