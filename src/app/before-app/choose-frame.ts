import { tenantSlugFromHost } from '../../lib/branding/tenant-slug';
import { LINK_CHILDREN } from '../../lib/flow/flows';
import { onboardResumeHintKey, resumeHintKey } from '../../lib/flow/resume-hint';
import { parseEtapa } from '../../lib/flow/wizard-step';

/** What the page's first script knows before anything is drawn. */
export interface Opened {
  pathname: string;
  search: string;
  hostname: string;
  /** A fresh history entry (a new tab, the home-screen icon, the link opened again): history.state is null. */
  fresh: boolean;
  installed: boolean;
  /** localStorage's item (the resume hints). */
  hint: (key: string) => string | null;
  /** Whether this tab answered 'Continuar como …?' for the link (lib/flow/answered). */
  answered: (link: string) => boolean;
}

export interface Chosen {
  /** index.html's frame painted at once (src/app/painted-frames.tsx). */
  frame: string;
  /** The screen a fresh landing or onboard goes back to (lib/flow/resume's hint), or null. */
  resume: string | null;
  /** A link's landing shown as such (its own chunks are preloaded). */
  landing: boolean;
  /**
   * The frame that may be painted from the phone's copy (`framed`), of the link `link`: in a tab that
   * has answered, the screen's; in a new session, 'Continuar como …?' (`question`).
   */
  cached: { screen: string; link: string } | null;
}

const isChild = (name: string | null): name is string => name !== null && LINK_CHILDREN.includes(name);

/**
 * The frame painted before the app's code, by the address (`/{slug}[/{seller}[/{selfService}]]`,
 * then a screen's name: `/demo/FAQ` is the FAQ): on a landing its hero, on the Corban `onboard` its
 * CPF entry (both where they resume no other screen), on the wizard's step opened in a tab that has
 * answered that step's progress and heading; anywhere else the startup spinner. Only on the
 * product's own hosts: a tenant's loads its branding first. And, in a tab that has answered, the
 * screen `framed` says has a frame painted from the phone's copy: the one opened (proposal/{id} and
 * 'Etapa Final.' by their address only, step 2 as `endereco`), or the one a fresh landing or
 * onboard resumes; in a new session on a link this phone has used (a resume hint kept, lib/flow/
 * resume), the question the app asks first (`question`: painted where the app kept the name it
 * asks with, features/privacy/question-copy).
 */
export function chooseFrame(page: Opened, framed: (screen: string) => boolean): Chosen {
  const parts = page.pathname.split('/').filter(Boolean);
  const own = tenantSlugFromHost(page.hostname) === null;
  const child = parts.findIndex((part, i) => i > 0 && isChild(part.toLowerCase()));
  const landing = child < 0 && parts.length >= 1 && parts.length <= 3 && parts[0] !== '404';
  const inLink = child >= 1 && child <= 3;
  const screen = inLink && parts.length === child + 1 ? parts[child]! : null;
  const base = landing ? `/${parts.join('/')}` : child >= 1 ? `/${parts.slice(0, child).join('/')}` : '';
  let resume: string | null = null;
  if ((landing || screen === 'onboard') && page.fresh) {
    resume = page.hint(screen === 'onboard' ? onboardResumeHintKey(base) : resumeHintKey(base, page.installed));
    if (!isChild(resume)) resume = null;
  }
  // As the router reads it: a repeated etapa is step 1.
  const etapas = new URLSearchParams(page.search).getAll('etapa');
  const etapa = screen === 'dados-pessoais' && page.answered(base) ? parseEtapa(etapas.length === 1 ? etapas[0] : undefined) : null;
  let frame = 'loading-shell';
  if (own && landing && !resume) frame = 'landing-shell';
  else if (own && ((screen === 'onboard' && !resume) || resume === 'onboard')) frame = 'onboard-shell';
  else if (own && etapa) frame = `step-${etapa}-shell`;
  // proposal/<x> by its address only (a hint says 'proposal' for both and keeps no id).
  const proposal = !resume && inLink && parts.length === child + 2 && parts[child]!.toLowerCase() === 'proposal' ? parts[child + 1]!.toLowerCase() : null;
  const named = resume ?? screen;
  const waiting = proposal !== null ? (proposal === 'link' ? 'proposal/link' : 'proposal') : etapa === 2 ? 'endereco' : named === 'proposal' ? null : named;
  const used = [resumeHintKey(base), resumeHintKey(base, true), onboardResumeHintKey(base)].some((key) => page.hint(key) !== null);
  const screenFrame = waiting && framed(waiting) && page.answered(base) ? waiting : null;
  const question = (landing || inLink) && !page.answered(base) && used && framed('question') ? 'question' : null;
  const cached = own && (screenFrame ?? question) ? { screen: (screenFrame ?? question)!, link: base } : null;
  return { frame, resume, landing: landing && !resume, cached };
}
