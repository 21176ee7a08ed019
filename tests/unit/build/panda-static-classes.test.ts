import { describe, expect, it } from 'vitest';
import { css, cx } from 'styled-system/css';
import { button, spinner } from 'styled-system/recipes';
import { inlineStaticClasses, type Runtime } from '../../../scripts/panda-static-classes';

const runtime = { css: { css, cx }, recipes: { button, spinner } } as unknown as Runtime;

describe('pandaStaticClasses build transform', () => {
  it('replaces css() with literal arguments by the class string the runtime returns, and drops the import', async () => {
    const code = [
      "import { css } from 'styled-system/css';",
      "export const a = css({ display: 'grid', gap: '2', _hover: { color: 'fg.muted' }, mt: -1 });",
    ].join('\n');
    const out = await inlineStaticClasses(code, runtime);
    expect(out).not.toBeNull();
    expect(out).toContain(JSON.stringify(css({ display: 'grid', gap: '2', _hover: { color: 'fg.muted' }, mt: -1 })));
    expect(out).not.toContain('styled-system/css');
    expect(out).not.toMatch(/css\(/);
  });

  it('replaces recipe calls with literal variants and keeps cx through its own module', async () => {
    const code = [
      "import { cx } from 'styled-system/css';",
      "import { button } from 'styled-system/recipes';",
      "export const b = (c) => cx(button({ variant: 'outline', full: true }), c);",
    ].join('\n');
    const out = (await inlineStaticClasses(code, runtime)) ?? '';
    expect(out).toContain(JSON.stringify(button({ variant: 'outline', full: true })));
    expect(out).toContain("import { cx } from 'styled-system/css/cx.mjs';");
    expect(out).not.toContain("from 'styled-system/recipes'");
  });

  it('leaves calls with runtime values to the runtime, importing only the module they need', async () => {
    const code = [
      "import { css } from 'styled-system/css';",
      "import { button } from 'styled-system/recipes';",
      "export const fixed = css({ p: '4' });",
      'export const dynamic = (variant) => button({ variant });',
    ].join('\n');
    const out = (await inlineStaticClasses(code, runtime)) ?? '';
    expect(out).toContain(JSON.stringify(css({ p: '4' })));
    expect(out).toContain('button({ variant })');
    expect(out).toContain("import { button } from 'styled-system/recipes/button.mjs';");
    expect(out).not.toContain("from 'styled-system/css");
  });

  it('keeps aliases, spreads and computed keys working', async () => {
    const code = [
      "import { css as style } from 'styled-system/css';",
      "import { spinner as s } from 'styled-system/recipes';",
      'const base = { p: 2 };',
      "export const x = style({ ...base, color: 'red' });",
      "export const y = style({ ['m' + 't']: 1 });",
      'export const z = s({});',
    ].join('\n');
    const out = (await inlineStaticClasses(code, runtime)) ?? '';
    expect(out).toContain("style({ ...base, color: 'red' })");
    expect(out).toContain("style({ ['m' + 't']: 1 })");
    expect(out).toContain(JSON.stringify(spinner({})));
    expect(out).toContain("import { css as style } from 'styled-system/css/css.mjs';");
    expect(out).not.toContain('spinner as s');
  });

  it('returns null for modules without styled-system calls', async () => {
    expect(await inlineStaticClasses("import { x } from './y';\nexport const z = x();", runtime)).toBeNull();
    expect(await inlineStaticClasses("import { css } from 'styled-system/css';\nexport const f = (o) => css(o);", runtime)).toBeNull();
  });
});
