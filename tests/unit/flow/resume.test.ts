import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { LINK_CHILDREN, rememberStage, resumeTarget, splitLinkPath } from '../../../src/lib/flow/resume';
import { removeDraft } from '../../../src/lib/storage/draft-store';

const forget = (...bases: string[]) => bases.forEach((base) => removeDraft(`stage:${base}`));

describe('splitLinkPath', () => {
  it.each([
    ['/demo', { base: '/demo', child: '' }],
    ['/demo/joao/qitech', { base: '/demo/joao/qitech', child: '' }],
    ['/demo/consulta', { base: '/demo', child: 'consulta' }],
    ['/demo/joao/proposal/sol-1', { base: '/demo/joao', child: 'proposal/sol-1' }],
    ['/demo/joao/qitech/onboard', { base: '/demo/joao/qitech', child: 'onboard' }],
  ])('%s', (path, expected) => expect(splitLinkPath(path)).toEqual(expected));

  it.each(['/', '/404', '/a/b/c/d', '/consulta'])('%s is not a link', (path) => expect(splitLinkPath(path)).toBeNull());

  it("lists the same child names as index.html's landing-shell script", () => {
    const html = readFileSync('index.html', 'utf8');
    const list = /var reserved = \[([^\]]+)\]/.exec(html)?.[1] ?? '';
    const names = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]).filter((name) => name !== '404');
    expect(new Set(names)).toEqual(new Set(LINK_CHILDREN));
  });
});

describe('resume', () => {
  beforeEach(() => forget('/demo', '/demo/joao', '/acme'));

  it('sends a reopened landing to the screen the worker left on the same link', () => {
    rememberStage('/demo/consulta');
    expect(resumeTarget('/demo')).toBe('/demo/consulta');
  });

  it("sends a reopened Corban onboard to the loading screen it left", () => {
    rememberStage('/demo/joao/loading');
    expect(resumeTarget('/demo/joao/onboard')).toBe('/demo/joao/loading');
    expect(resumeTarget('/demo/joao')).toBe('/demo/joao/loading');
  });

  it('stays when the worker went back to the first screen, opened another screen, or another link', () => {
    rememberStage('/demo/consulta');
    rememberStage('/demo');
    expect(resumeTarget('/demo')).toBeNull();
    rememberStage('/demo/tutorial');
    expect(resumeTarget('/demo/faq')).toBeNull();
    expect(resumeTarget('/acme')).toBeNull();
    expect(resumeTarget('/demo/joao')).toBeNull();
  });

  it('keeps nothing for paths outside a link', () => {
    rememberStage('/404');
    expect(resumeTarget('/404')).toBeNull();
  });
});
