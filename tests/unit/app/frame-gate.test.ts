import { describe, expect, it } from 'vitest';
import { chooseFrame } from '../../../src/app/before-app/choose-frame';
import { FRAMES } from '../../../src/app/before-app/frames';
import { onboardResumeHintKey, resumeHintKey } from '../../../src/lib/flow/resume';

type Page = {
  path: string;
  host?: string;
  answered?: string[];
  resume?: Record<string, string>;
  local?: Record<string, string>;
  installed?: boolean;
  known?: boolean;
};

/** The page's first script's choice (src/app/before-app/boot.ts), on a page opened at `path`. */
function run({ path, host = 'localhost', answered = [], resume = {}, local = {}, installed = false, known = false }: Page) {
  const url = new URL(path, `https://${host}`);
  // Each mode reads its own hint (lib/flow/resume's resumeHintKey).
  const items: Record<string, string> = {
    ...local,
    ...Object.fromEntries(Object.entries(resume).map(([link, screen]) => [resumeHintKey(link, installed), screen])),
  };
  const chosen = chooseFrame(
    {
      pathname: url.pathname,
      search: url.search,
      hostname: host,
      fresh: !known,
      installed,
      hint: (key) => items[key] ?? null,
      answered: (link) => answered.includes(link),
    },
    (screen) => Object.hasOwn(FRAMES, screen),
  );
  return { frame: chosen.cached?.screen ?? null, base: chosen.cached?.link ?? null, shell: chosen.frame, resumed: chosen.resume };
}

/** What it asks for from the phone's copy (the frame and its link). */
const asked = (page: Page) => {
  const { frame, base } = run(page);
  return { frame, base };
};

describe("the choice of a screen painted from the phone's copy", () => {
  it("should ask for the screen's own frame, with its link, in a tab that has answered", () => {
    expect(asked({ path: '/demo/show-proposal', answered: ['/demo'] })).toEqual({ frame: 'show-proposal', base: '/demo' });
    expect(asked({ path: '/demo/consulta', answered: ['/demo'] })).toEqual({ frame: 'consulta', base: '/demo' });
    expect(asked({ path: '/demo/joao/simulacao', answered: ['/demo/joao'] })).toEqual({ frame: 'simulacao', base: '/demo/joao' });
    expect(asked({ path: '/demo/correcao', answered: ['/demo'] })).toEqual({ frame: 'correcao', base: '/demo' });
    expect(asked({ path: '/demo/joao/loading', answered: ['/demo/joao'] })).toEqual({ frame: 'loading', base: '/demo/joao' });
    expect(asked({ path: '/demo/proposal/sol-3', answered: ['/demo'] })).toEqual({ frame: 'proposal', base: '/demo' });
    expect(asked({ path: '/demo/joao/zerotac/proposal/sol-3', answered: ['/demo/joao/zerotac'] })).toMatchObject({
      frame: 'proposal',
      base: '/demo/joao/zerotac',
    });
    expect(asked({ path: '/demo/dados-pessoais?etapa=2', answered: ['/demo'] })).toEqual({ frame: 'endereco', base: '/demo' });
    expect(asked({ path: '/demo/joao/dados-pessoais?etapa=2', answered: ['/demo/joao'] })).toMatchObject({ frame: 'endereco', base: '/demo/joao' });
    // The guide's two screens share one frame's files; each reads its own step.
    expect(asked({ path: '/demo/tutorial', answered: ['/demo'] })).toEqual({ frame: 'tutorial', base: '/demo' });
    expect(asked({ path: '/demo/joao/introducao', answered: ['/demo/joao'] })).toEqual({ frame: 'introducao', base: '/demo/joao' });
    expect(asked({ path: '/demo/selfie', answered: ['/demo'] })).toEqual({ frame: 'selfie', base: '/demo' });
    expect(asked({ path: '/demo/status', answered: ['/demo'] })).toEqual({ frame: 'status', base: '/demo' });
    expect(asked({ path: '/demo/proposal/link', answered: ['/demo'] })).toEqual({ frame: 'proposal/link', base: '/demo' });
    // As the router matches it, and as the Corban proposal screen's test above reads it: not an id.
    expect(asked({ path: '/demo/joao/zerotac/proposal/Link', answered: ['/demo/joao/zerotac'] })).toEqual({
      frame: 'proposal/link',
      base: '/demo/joao/zerotac',
    });
  });

  it('should ask for nothing where no frame can paint', () => {
    const none = { frame: null, base: null };
    for (const page of [
      // Not answered 'Continuar como …?' in this tab (or answered for another link).
      { path: '/demo/loading' },
      { path: '/demo/loading', answered: ['/demo/joao'] },
      { path: '/demo/correcao', answered: ['/demo/joao'] },
      // A tenant's host: its branding first.
      { path: '/demo/loading', host: 'acme.fgtsja.com.br', answered: ['/demo'] },
      // proposal without an id, an id and more, the signature screen and more, or in a tab that has not answered.
      { path: '/demo/proposal', answered: ['/demo'] },
      { path: '/demo/proposal/sol-3/x', answered: ['/demo'] },
      { path: '/demo/proposal/link/x', answered: ['/demo'] },
      { path: '/demo/proposal/link' },
      { path: '/demo/status', answered: ['/demo/joao'] },
      { path: '/demo/status', host: 'acme.fgtsja.com.br', answered: ['/demo'] },
      { path: '/demo/selfie' },
      { path: '/demo/selfie', answered: ['/demo/joao'] },
      { path: '/demo/selfie', host: 'acme.fgtsja.com.br', answered: ['/demo'] },
      // Other screens; the guide in a tab that has not answered, or on a tenant's host.
      { path: '/demo/dados-pessoais', answered: ['/demo'] },
      { path: '/demo/onboard', answered: ['/demo'] },
      { path: '/demo/tutorial' },
      { path: '/demo/introducao', host: 'acme.fgtsja.com.br', answered: ['/demo'] },
      // The wizard's other steps (their painted heading only), step 2 in a tab that answered for another link or on a tenant's host.
      { path: '/demo/dados-pessoais?etapa=1', answered: ['/demo'] },
      { path: '/demo/dados-pessoais?etapa=3', answered: ['/demo'] },
      { path: '/demo/dados-pessoais?etapa=4', answered: ['/demo'] },
      { path: '/demo/dados-pessoais?etapa=2' },
      { path: '/demo/dados-pessoais?etapa=2', answered: ['/demo/joao'] },
      { path: '/demo/dados-pessoais?etapa=2', host: 'acme.fgtsja.com.br', answered: ['/demo'] },
      // A repeated etapa, which the router reads otherwise.
      { path: '/demo/dados-pessoais?etapa=2&etapa=3', answered: ['/demo'] },
      // A landing resuming the wizard: its hint keeps no step.
      { path: '/demo', answered: ['/demo'], resume: { '/demo': 'dados-pessoais' } },
      // A landing resuming proposal/{id} or 'Etapa Final.': its hint keeps neither the id nor which of them.
      { path: '/demo', answered: ['/demo'], resume: { '/demo': 'proposal' } },
      { path: '/demo', answered: ['/demo'], resume: { '/demo': 'proposal' }, installed: true },
    ] as Page[]) {
      expect(asked(page), JSON.stringify(page)).toEqual(none);
    }
  });

  it("should paint a landing resuming the consultation, the simulation, step 5, the correction, the guide or the status, and the installed app's landing resuming /loading", () => {
    expect(asked({ path: '/demo', answered: ['/demo'], resume: { '/demo': 'simulacao' } })).toMatchObject({ frame: 'simulacao', base: '/demo' });
    expect(asked({ path: '/demo', answered: ['/demo'], resume: { '/demo': 'show-proposal' } })).toMatchObject({ frame: 'show-proposal', base: '/demo' });
    expect(asked({ path: '/demo', answered: ['/demo'], resume: { '/demo': 'correcao' } })).toMatchObject({ frame: 'correcao', base: '/demo' });
    expect(asked({ path: '/demo/joao', answered: ['/demo/joao'], resume: { '/demo/joao': 'consulta' } })).toMatchObject({
      frame: 'consulta',
      base: '/demo/joao',
    });
    expect(asked({ path: '/demo/joao', answered: ['/demo/joao'], resume: { '/demo/joao': 'loading' }, installed: true })).toMatchObject({
      frame: 'loading',
      base: '/demo/joao',
    });
    // The guide: a worker back from the FGTS app whose phone closed the tab opens the link again.
    expect(asked({ path: '/demo', answered: ['/demo'], resume: { '/demo': 'tutorial' } })).toMatchObject({ frame: 'tutorial', base: '/demo' });
    expect(asked({ path: '/demo', answered: ['/demo'], resume: { '/demo': 'introducao' }, installed: true })).toMatchObject({
      frame: 'introducao',
      base: '/demo',
    });
    // The status, where a self-service link opened again lands once the selfie is done.
    expect(asked({ path: '/demo', answered: ['/demo'], resume: { '/demo': 'status' } })).toMatchObject({ frame: 'status', base: '/demo' });
    // The selfie, where a link opened again lands once the proposal has its identity data.
    expect(asked({ path: '/demo', answered: ['/demo'], resume: { '/demo': 'selfie' }, installed: true })).toMatchObject({ frame: 'selfie', base: '/demo' });
    // Not on a known history entry (a reload of the landing): the landing itself.
    expect(asked({ path: '/demo', answered: ['/demo'], resume: { '/demo': 'show-proposal' }, known: true }).frame).toBeNull();
  });
});

describe("index.html's painted step, as the router reads etapa", () => {
  it('should paint the step the router shows: etapa 2 to 4 as given, step 1 for anything else or a repeated etapa', () => {
    const shell = (search: string) => run({ path: `/demo/dados-pessoais${search}`, answered: ['/demo'] }).shell;
    expect(shell('?etapa=2')).toBe('step-2-shell');
    expect(shell('?etapa=3')).toBe('step-3-shell');
    expect(shell('?etapa=4')).toBe('step-4-shell');
    for (const search of ['', '?etapa=1', '?etapa=5', '?etapa=x', '?etapa=2&etapa=3', '?etapa=3&etapa=2']) expect(shell(search), search).toBe('step-1-shell');
  });
});

describe("index.html's resume hint, one per mode", () => {
  it("should read the browser tab's hint in a tab and the installed app's in the app", () => {
    // Both written (lib/flow/resume's rememberStage): a tab resumes its own flow, the app the last screen.
    const local = { [resumeHintKey('/demo')]: 'consulta', [resumeHintKey('/demo', true)]: 'loading' };
    expect(asked({ path: '/demo', answered: ['/demo'], local }).frame).toBe('consulta');
    expect(asked({ path: '/demo', answered: ['/demo'], local, installed: true }).frame).toBe('loading');
  });
});

describe("index.html's CPF entry (the Corban onboard), painted where it resumes no Corban screen", () => {
  const hinted = (screen: string) => ({ [onboardResumeHintKey('/demo/joao')]: screen });
  const seen = (page: Page) => {
    return run(page);
  };
  const cpfEntry = { shell: 'onboard-shell', frame: null, base: null, resumed: null };

  it("should paint it on the correspondent's link opened with nothing kept, in a new tab or the installed app, and on a reload", () => {
    expect(seen({ path: '/demo/joao/onboard' })).toEqual(cpfEntry);
    expect(seen({ path: '/demo/onboard', installed: true })).toEqual(cpfEntry);
    expect(seen({ path: '/demo/joao/zerotac/onboard', answered: ['/demo/joao/zerotac'] })).toEqual(cpfEntry);
    // The hint is '' once onboard resumes nothing (back on it, a new CPF): in a new session the question may come over it.
    expect(seen({ path: '/demo/joao/onboard', local: hinted('') })).toEqual({ ...cpfEntry, frame: 'question', base: '/demo/joao' });
    expect(seen({ path: '/demo/joao/onboard', local: hinted(''), answered: ['/demo/joao'] })).toEqual(cpfEntry);
    // A reload (a known history entry) stays on onboard, whatever it would resume.
    expect(seen({ path: '/demo/joao/onboard', local: hinted('loading'), answered: ['/demo/joao'], known: true })).toEqual(cpfEntry);
    // The landing's hints are the self-service flow's and the installed app's landing's, not onboard's.
    const landing = { [resumeHintKey('/demo/joao')]: 'consulta', [resumeHintKey('/demo/joao', true)]: 'loading' };
    expect(seen({ path: '/demo/joao/onboard', local: landing, answered: ['/demo/joao'] })).toEqual(cpfEntry);
    expect(seen({ path: '/demo/joao/onboard', local: landing, answered: ['/demo/joao'], installed: true })).toEqual(cpfEntry);
    // The installed app's icon (the link itself) where onboard was the last screen shown there.
    expect(seen({ path: '/demo/joao', installed: true, resume: { '/demo/joao': 'onboard' }, answered: ['/demo/joao'] })).toEqual({
      ...cpfEntry,
      resumed: 'onboard',
    });
    expect(seen({ path: '/demo/joao', installed: true, resume: { '/demo/joao': 'onboard' }, host: 'acme.fgtsja.com.br' }).shell).toBe('loading-shell');
  });

  it("should paint the spinner instead where onboard resumes a Corban screen, and that screen from the phone's copy in a tab that has answered", () => {
    expect(seen({ path: '/demo/joao/onboard', local: hinted('loading'), answered: ['/demo/joao'] })).toEqual({
      shell: 'loading-shell',
      frame: 'loading',
      base: '/demo/joao',
      resumed: 'loading',
    });
    expect(seen({ path: '/demo/joao/onboard', local: hinted('introducao'), answered: ['/demo/joao'], installed: true })).toEqual({
      shell: 'loading-shell',
      frame: 'introducao',
      base: '/demo/joao',
      resumed: 'introducao',
    });
    // Not answered: the spinner, and 'Continuar como …?' first (from the copy where it holds the name).
    expect(seen({ path: '/demo/joao/onboard', local: hinted('loading') })).toEqual({
      shell: 'loading-shell',
      frame: 'question',
      base: '/demo/joao',
      resumed: 'loading',
    });
    // proposal/{id} or 'Etapa Final.': the hint keeps neither the id nor which of them.
    expect(seen({ path: '/demo/joao/onboard', local: hinted('proposal'), answered: ['/demo/joao'] })).toEqual({
      shell: 'loading-shell',
      frame: null,
      base: null,
      resumed: 'proposal',
    });
    // A hint that names no screen is no hint.
    expect(seen({ path: '/demo/joao/onboard', local: hinted('<img>'), answered: ['/demo/joao'] })).toEqual(cpfEntry);
  });

  it("should paint the spinner on a tenant's host (its branding first), on another spelling the router rewrites, and below onboard", () => {
    expect(seen({ path: '/demo/onboard', host: 'acme.fgtsja.com.br' }).shell).toBe('loading-shell');
    expect(seen({ path: '/demo/Onboard' }).shell).toBe('loading-shell');
    expect(seen({ path: '/demo/onboard/x' }).shell).toBe('loading-shell');
    expect(seen({ path: '/demo/a/b/c/onboard' }).shell).toBe('loading-shell');
  });
});

describe("'Continuar como …?' painted from the phone's copy, in a new session", () => {
  const used = { [resumeHintKey('/demo')]: '' };
  it('should ask for it on any screen of a link this phone has used, in a tab that has not answered', () => {
    for (const path of ['/demo', '/demo/show-proposal', '/demo/dados-pessoais?etapa=2', '/demo/faq', '/demo/proposal/link']) {
      expect(asked({ path, local: used }), path).toEqual({ frame: 'question', base: '/demo' });
    }
    // The installed app's icon resuming step 5: the question, not the cards (the app asks first).
    expect(run({ path: '/demo', installed: true, resume: { '/demo': 'show-proposal' } })).toEqual({
      frame: 'question',
      base: '/demo',
      shell: 'loading-shell',
      resumed: 'show-proposal',
    });
    expect(asked({ path: '/demo/joao/loading', local: { [resumeHintKey('/demo/joao', true)]: 'loading' } })).toEqual({ frame: 'question', base: '/demo/joao' });
  });

  it("should not on a link this phone has not used, once answered (the screen's own frame), on a tenant's host, or outside a link", () => {
    const none = { frame: null, base: null };
    expect(asked({ path: '/demo' })).toEqual(none);
    expect(asked({ path: '/demo/show-proposal', local: { [resumeHintKey('/outro')]: '' } })).toEqual(none);
    expect(asked({ path: '/demo/show-proposal', local: used, answered: ['/demo'] })).toEqual({ frame: 'show-proposal', base: '/demo' });
    expect(asked({ path: '/demo/faq', local: used, answered: ['/demo'] })).toEqual(none);
    expect(asked({ path: '/demo/show-proposal', local: used, host: 'acme.fgtsja.com.br' })).toEqual(none);
    expect(asked({ path: '/404', local: used })).toEqual(none);
  });
});
