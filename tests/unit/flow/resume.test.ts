import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalLinkPath, FLOWS, firstScreenOf, LINK_CHILDREN, splitLinkPath } from '../../../src/lib/flow/flows';
import { onboardResumeHintKey, rememberStage, resumeHintKey, resumeTarget } from '../../../src/lib/flow/resume';
import { forgetResumeHints } from '../../../src/lib/privacy/wipe';
import { readItem, writeItem } from '../../../src/lib/storage/safe-local-storage';
import { removeDraft, setDraft } from '../../../src/lib/storage/draft-store';

const forget = (...bases: string[]) => bases.forEach((base) => ['', 'selfService:', 'corban:'].forEach((flow) => removeDraft(`stage:${flow}${base}`)));

describe('splitLinkPath', () => {
  it.each([
    ['/demo', { base: '/demo', child: '' }],
    ['/demo/joao/qitech', { base: '/demo/joao/qitech', child: '' }],
    ['/demo/consulta', { base: '/demo', child: 'consulta' }],
    ['/demo/joao/proposal/sol-1', { base: '/demo/joao', child: 'proposal/sol-1' }],
    ['/demo/joao/qitech/onboard', { base: '/demo/joao/qitech', child: 'onboard' }],
  ])('%s', (path, expected) => expect(splitLinkPath(path)).toEqual(expected));

  it.each(['/', '/404', '/a/b/c/d', '/a/b/c/d/faq'])('%s is not a link', (path) => expect(splitLinkPath(path)).toBeNull());

  // The router matches static segments without regard to case, so every derivation does.
  it.each([
    ['/demo/FAQ', { base: '/demo', child: 'faq' }],
    ['/demo/joao/Onboard', { base: '/demo/joao', child: 'onboard' }],
    ['/demo/joao/zerotac/SIMULACAO', { base: '/demo/joao/zerotac', child: 'simulacao' }],
    ['/demo/PROPOSAL/Sol-1', { base: '/demo', child: 'proposal/Sol-1' }],
    ['/demo/Proposal/LINK', { base: '/demo', child: 'proposal/link' }],
    ['/demo/Faq/extra', { base: '/demo', child: 'faq/extra' }],
    // The first segment is the tenant, as for the router: /faq is the landing of a tenant `faq`.
    ['/faq', { base: '/faq', child: '' }],
    ['/Consulta/tutorial', { base: '/Consulta', child: 'tutorial' }],
  ])('%s, a reserved name in any case', (path, expected) => expect(splitLinkPath(path)).toEqual(expected));

  it.each([
    ['/demo/FAQ', '/demo/faq'],
    ['/demo/joao/zerotac/Onboard', '/demo/joao/zerotac/onboard'],
    ['/DEMO/Joao/SIMULACAO', '/DEMO/Joao/simulacao'],
    ['/demo/PROPOSAL/Sol-1', '/demo/proposal/Sol-1'],
    ['/demo/proposal/LINK', '/demo/proposal/link'],
    ['/demo/FAQ/', '/demo/faq'],
  ])('canonicalLinkPath(%s) is %s', (path, expected) => expect(canonicalLinkPath(path)).toBe(expected));

  it.each(['/demo', '/demo/Joao', '/demo/faq', '/demo/faq/', '/demo/proposal/Sol-1', '/404', '/'])(
    'canonicalLinkPath(%s) is null: already its address',
    (path) => expect(canonicalLinkPath(path)).toBeNull(),
  );

  it('property: a child name in any case splits as the lower-case one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LINK_CHILDREN), fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }), (child, upper) => {
        const mixed = [...child].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
        expect(splitLinkPath(`/demo/joao/${mixed}`)).toEqual(splitLinkPath(`/demo/joao/${child}`));
      }),
    );
  });
});

describe('resume', () => {
  beforeEach(() => forget('/demo', '/demo/joao', '/acme'));

  it('sends a reopened landing to the screen the worker left on the same link', () => {
    rememberStage('/demo/consulta');
    expect(resumeTarget('/demo')).toBe('/demo/consulta');
  });

  it('sends a reopened Corban onboard to the loading screen it left, and the landing nowhere', () => {
    rememberStage('/demo/joao/loading');
    expect(resumeTarget('/demo/joao/onboard')).toBe('/demo/joao/loading');
    expect(resumeTarget('/demo/joao')).toBeNull();
  });

  it('opens the Corban onboard of a link whose self-service consultation is under way', () => {
    rememberStage('/demo');
    rememberStage('/demo/tutorial');
    rememberStage('/demo/consulta');
    expect(resumeTarget('/demo/onboard')).toBeNull();
    expect(resumeTarget('/demo')).toBe('/demo/consulta');
  });

  it('keeps a stage per flow of a link, each resumed from its own first screen', () => {
    rememberStage('/demo/consulta');
    rememberStage('/demo/onboard');
    rememberStage('/demo/introducao');
    rememberStage('/demo/proposal/sol-1');
    expect(resumeTarget('/demo')).toBe('/demo/consulta');
    expect(resumeTarget('/demo/onboard')).toBe('/demo/proposal/sol-1');
    // Back on the landing: the self-service stage is the landing, the Corban one stays.
    rememberStage('/demo');
    expect(resumeTarget('/demo')).toBeNull();
    expect(resumeTarget('/demo/onboard')).toBe('/demo/proposal/sol-1');
  });

  it('resumes the screen last shown on the link, whichever flow › in the installed app, opened on the link', () => {
    rememberStage('/demo/consulta');
    rememberStage('/demo/loading');
    expect(resumeTarget('/demo', { installed: true })).toBe('/demo/loading');
    expect(resumeTarget('/demo')).toBe('/demo/consulta');
    rememberStage('/demo/onboard');
    expect(resumeTarget('/demo', { installed: true })).toBe('/demo/onboard');
    // Opened on the Corban entry (a link the worker tapped), the installed app keeps to that flow.
    rememberStage('/demo/loading');
    rememberStage('/demo/consulta');
    expect(resumeTarget('/demo/onboard', { installed: true })).toBe('/demo/loading');
  });

  it('reads a record kept before stages were per flow as the stage of its own flow', () => {
    setDraft('stage:/demo', '/demo/consulta');
    expect(resumeTarget('/demo')).toBe('/demo/consulta');
    expect(resumeTarget('/demo/onboard')).toBeNull();
  });

  it('does not count the FAQ as a stage', () => {
    rememberStage('/demo/consulta');
    rememberStage('/demo/faq');
    expect(resumeTarget('/demo')).toBe('/demo/consulta');
    expect(resumeTarget('/demo', { installed: true })).toBe('/demo/consulta');
  });

  it('never resumes into the other flow, nor leaves a screen that is not a first screen › for any history', () => {
    const screens = [...FLOWS.selfService, ...FLOWS.corban, 'faq'].map((child) => (child ? `/demo/${child}` : '/demo'));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...screens), { maxLength: 12 }), fc.constantFrom(...screens), (visited, opened) => {
        forget('/demo');
        visited.forEach((path) => rememberStage(path));
        const target = resumeTarget(opened);
        const child = splitLinkPath(opened)!.child;
        if (child !== '' && child !== 'onboard') return target === null;
        if (target === null) return true;
        return firstScreenOf(target) === opened && visited.includes(target) && target !== opened;
      }),
    );
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

  it('reads a reserved name in any case as the screen it names', () => {
    rememberStage('/demo/loading');
    expect(resumeTarget('/demo/Onboard')).toBe('/demo/loading');
    expect(resumeTarget('/demo/FAQ')).toBeNull();
    // Not a landing for a seller called 'FAQ' (which would resume the link's self-service stage).
    rememberStage('/demo/consulta');
    expect(resumeTarget('/demo/FAQ')).toBeNull();
    expect(resumeTarget('/demo/FAQ', { installed: true })).toBeNull();
  });

  it('keeps nothing for paths outside a link', () => {
    rememberStage('/404');
    expect(resumeTarget('/404')).toBeNull();
  });
});

// The script before the app reads, before any JavaScript, the name of the screen a fresh
// open of the landing goes back to: spinner and that screen's preloads instead of the hero.
describe('the resume hint', () => {
  // '' once the landing resumes nothing; never written before.
  const hint = (base: string, installed = false) => readItem(resumeHintKey(base, installed)) || null;
  beforeEach(() => {
    forget('/demo', '/demo/joao');
    forgetResumeHints(undefined);
    for (const base of ['/demo', '/demo/joao']) rememberStage(base);
  });

  it('names the screen the landing resumes, and only its name (no proposal id)', () => {
    expect(hint('/demo')).toBeNull();
    rememberStage('/demo/show-proposal');
    expect(hint('/demo')).toBe('show-proposal');
    rememberStage('/demo/dados-pessoais');
    expect(hint('/demo')).toBe('dados-pessoais');
    rememberStage('/demo/joao/proposal/sol-77');
    expect(hint('/demo/joao', true)).toBe('proposal');
    expect(JSON.stringify([hint('/demo'), hint('/demo/joao'), hint('/demo', true), hint('/demo/joao', true)])).not.toContain('sol-77');
  });

  it('follows the landing, one hint each: the installed app resumes the last screen, a browser tab its own flow', () => {
    rememberStage('/demo/consulta');
    rememberStage('/demo/loading');
    // Whichever wrote last (a tab or the installed app), both hints say what their own landing resumes.
    expect(hint('/demo')).toBe('consulta');
    expect(hint('/demo', true)).toBe('loading');
  });

  it("names for the Corban onboard (the correspondent's link) the Corban screen it resumes, in a tab and the installed app alike", () => {
    const onboard = (base: string) => readItem(onboardResumeHintKey(base)) || null;
    rememberStage('/demo/joao/onboard');
    expect(onboard('/demo/joao')).toBeNull();
    rememberStage('/demo/joao/loading');
    expect(onboard('/demo/joao')).toBe('loading');
    // The self-service flow on the same link leaves the Corban one where it was.
    rememberStage('/demo/joao/consulta');
    expect(onboard('/demo/joao')).toBe('loading');
    expect(hint('/demo/joao')).toBe('consulta');
    rememberStage('/demo/joao/proposal/sol-9');
    expect(onboard('/demo/joao')).toBe('proposal');
    expect(onboard('/demo')).toBeNull();
    // Back on the CPF entry ('Voltar', a new CPF): it resumes nothing.
    rememberStage('/demo/joao/onboard');
    expect(onboard('/demo/joao')).toBeNull();
    expect(onboardResumeHintKey('/demo/joao').startsWith(resumeHintKey(''))).toBe(true);
  });

  it('is gone once the landing resumes nothing (back on the landing), and is not touched by the FAQ', () => {
    rememberStage('/demo/simulacao');
    rememberStage('/demo/faq');
    expect(hint('/demo')).toBe('simulacao');
    rememberStage('/demo');
    expect(hint('/demo')).toBeNull();
  });

  it('property: always the first segment of what the landing resumes, or nothing', () => {
    const screens = [...FLOWS.selfService, ...FLOWS.corban, 'faq'].map((child) => (child ? `/demo/${child.replace('$id', 'sol-1')}` : '/demo'));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...screens), { maxLength: 10 }), (visited) => {
        forget('/demo');
        rememberStage('/demo');
        visited.forEach((path) => rememberStage(path));
        const nameOf = (target: string | null) => (target ? splitLinkPath(target)!.child.split('/')[0] : null);
        for (const installed of [false, true]) expect(hint('/demo', installed)).toBe(nameOf(resumeTarget('/demo', { installed })));
        for (const installed of [false, true])
          expect(readItem(onboardResumeHintKey('/demo')) || null).toBe(nameOf(resumeTarget('/demo/onboard', { installed })));
      }),
    );
  });

  it("forgetResumeHints removes every link's hint and nothing else", () => {
    const items = new Map<string, string>([
      [resumeHintKey('/demo'), 'selfie'],
      [resumeHintKey('/acme/joao'), 'loading'],
      [resumeHintKey('/acme/joao', true), 'loading'],
      [onboardResumeHintKey('/acme/joao'), 'loading'],
      ['auth-storage', '{}'],
    ]);
    for (const [key, value] of items) writeItem(key, value);
    const storage = {
      get length() {
        return items.size;
      },
      key: (i: number) => [...items.keys()][i] ?? null,
    };
    forgetResumeHints(storage);
    const removed = [...items.keys()].filter((key) => readItem(key) === null);
    expect(removed.sort()).toEqual(
      [resumeHintKey('/acme/joao'), resumeHintKey('/acme/joao', true), onboardResumeHintKey('/acme/joao'), resumeHintKey('/demo')].sort(),
    );
    expect(readItem('auth-storage')).toBe('{}');
  });
});
