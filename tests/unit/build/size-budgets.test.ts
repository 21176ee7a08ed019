import { describe, expect, it } from 'vitest';
import { chunksBeyondEntry, flowChunks, jsFiles, keysOf, screenChunks, type Manifest } from '../../../scripts/size-budgets';

const A = 'src/routes/a.tsx';
const B = 'src/routes/b.tsx';
const NOT_FOUND = 'src/routes/404.tsx';

/**
 * A small build: the entry imports `shared` and can load two routes, the 404 route and a footer;
 * route A imports `dialog` on a tap, route B imports the `sdk` on open, which imports its package.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: [`${A}?tsr-split=component`, `${B}?tsr-split=component`, `${NOT_FOUND}?tsr-split=component`, 'src/footer.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_shared.js'] },
  [`${A}?tsr-split=component`]: { file: 'assets/a.js', imports: ['_ui.js', 'index.html'], dynamicImports: ['src/dialog.tsx'] },
  [`${A}?tsr-split=errorComponent`]: { file: 'assets/a-error.js', imports: ['index.html'] },
  'src/dialog.tsx': { file: 'assets/dialog.js', imports: ['_ui.js'] },
  [`${B}?tsr-split=component`]: { file: 'assets/b.js', imports: ['index.html'], dynamicImports: ['src/sdk.ts'] },
  'src/sdk.ts': { file: 'assets/sdk.js', dynamicImports: ['node_modules/pkg/index.js'] },
  'node_modules/pkg/index.js': { file: 'assets/pkg.js' },
  [`${NOT_FOUND}?tsr-split=component`]: { file: 'assets/404.js', imports: ['index.html'] },
  'src/footer.tsx': { file: 'assets/footer.js', imports: ['_ui.js'] },
  'src/font.woff2': { file: 'assets/font.woff2' },
};

const files = (keys: Set<string>) => jsFiles(manifest, keys);

describe('size budgets: what a screen opened directly loads', () => {
  it('should count the entry, every split chunk of the route file and their static imports', () => {
    expect(files(screenChunks(manifest, { name: 'a', sources: [A] }))).toEqual([
      'assets/a-error.js',
      'assets/a.js',
      'assets/index.js',
      'assets/shared.js',
      'assets/ui.js',
    ]);
  });

  it('should leave out a dynamic import not declared as loaded on open (a dialog behind a tap)', () => {
    expect(files(screenChunks(manifest, { name: 'a', sources: [A] }))).not.toContain('assets/dialog.js');
  });

  it('should follow the dynamic imports declared as loaded on open, in order, with their static imports', () => {
    expect(files(screenChunks(manifest, { name: 'b', sources: [B], onOpen: ['src/sdk.ts', 'node_modules/pkg/index.js'] }))).toEqual([
      'assets/b.js',
      'assets/index.js',
      'assets/pkg.js',
      'assets/sdk.js',
      'assets/shared.js',
    ]);
    expect(files(screenChunks(manifest, { name: 'a', sources: [A], onOpen: ['src/dialog.tsx'] }))).toContain('assets/dialog.js');
  });

  it('should refuse an on-open module nothing the screen loads imports (a stale table)', () => {
    expect(() => screenChunks(manifest, { name: 'a', sources: [A], onOpen: ['src/sdk.ts'] })).toThrow(/a: src\/sdk\.ts is declared as loaded on open/);
    expect(() => screenChunks(manifest, { name: 'b', sources: [B], onOpen: ['node_modules/pkg/index.js'] })).toThrow(/declared as loaded on open/);
  });

  it('should fail loudly on a source the manifest does not hold (a rename)', () => {
    expect(() => keysOf(manifest, 'src/routes/c.tsx')).toThrow(/src\/routes\/c\.tsx is not in the Vite manifest/);
    expect(() => screenChunks(manifest, { name: 'c', sources: ['src/routes/c.tsx'] })).toThrow(/not in the Vite manifest/);
    expect(() => screenChunks(manifest, { name: 'b', sources: [B], onOpen: ['src/gone.ts'] })).toThrow(/src\/gone\.ts is not in the Vite manifest/);
    // A prefix of a file name is not that file.
    expect(() => keysOf(manifest, 'src/routes/a')).toThrow(/not in the Vite manifest/);
  });

  it('should count shared rows beyond the entry and its static imports only', () => {
    expect(files(chunksBeyondEntry(manifest, ['src/footer.tsx']))).toEqual(['assets/footer.js', 'assets/ui.js']);
  });

  it('should leave out what every screen has already loaded › the link layout and its static imports', () => {
    expect(files(chunksBeyondEntry(manifest, ['src/footer.tsx'], [A]))).toEqual(['assets/footer.js']);
  });
});

describe('size budgets: the whole flow', () => {
  const screens = [
    { name: 'a', sources: [A] },
    { name: 'b', sources: [B], onOpen: ['src/sdk.ts'] },
  ];

  it('should be the union of every screen with every chunk it can load later, without the routes outside the flow', () => {
    expect(files(flowChunks(manifest, screens, ['src/footer.tsx'], [NOT_FOUND]))).toEqual([
      'assets/a-error.js',
      'assets/a.js',
      'assets/b.js',
      'assets/dialog.js',
      'assets/footer.js',
      'assets/index.js',
      'assets/pkg.js',
      'assets/sdk.js',
      'assets/shared.js',
      'assets/ui.js',
    ]);
  });

  it('should refuse a lazy chunk of the entry that is neither in the flow nor declared outside it', () => {
    expect(() => flowChunks(manifest, screens, [], [NOT_FOUND])).toThrow(/the entry can load src\/footer\.tsx/);
    expect(() => flowChunks(manifest, [screens[0]!], ['src/footer.tsx'], [NOT_FOUND])).toThrow(/the entry can load src\/routes\/b\.tsx\?tsr-split=component/);
  });

  it('should refuse a chunk declared outside the flow that the flow imports', () => {
    expect(() => flowChunks(manifest, screens, ['src/footer.tsx', NOT_FOUND], [NOT_FOUND])).toThrow(/declared outside the flow/);
  });

  it('should count a file once and leave out what is not JavaScript', () => {
    expect(jsFiles(manifest, ['index.html', 'index.html', 'src/font.woff2'])).toEqual(['assets/index.js']);
  });
});
