import { getAuthState } from '../auth/auth';
import { draftStore, getDraft } from '../storage/draft-store';
import { answer, answered, askedName } from './answered';
import { flowKey, landingFormKey, wizardDraftKey } from './flow-state';

export { answer, askedKey } from './answered';

/**
 * A phone is often shared, so a new session asks who is there before showing someone's data
 * (docs/on-the-phone.md, "One person per proposal"). This is the part every screen of a link needs
 * at once (the rest, switching a link's data from one person to another, is ./person): whose data
 * the link holds, and whether this session must first ask who is there.
 */

/** The question to ask before a link's screens show someone's data in a new session, or null to go on. */
export interface WhoToAsk {
  /** The first name of the person whose data the phone holds ('' when none is known yet). */
  firstName: string;
}

/**
 * Whether to ask who is there before this session shows the link's screens: the link holds
 * someone's data (an identified person, or a form typed, or the session's user) and this tab has
 * not answered yet. Once per tab (sessionStorage: a reload does not ask again, a new tab or the
 * installed app opened again does). A link with nothing on it answers for the session at once, so
 * what the worker then types never asks them about themselves.
 */
export function whoToAsk(base: string): WhoToAsk | null {
  if (answered(base)) return null;
  const user = getAuthState().user;
  // Any record of the link's person or typing; the screens reached (stage:) and the parked
  // records of other people are nobody's data on show.
  const held = draftStore.keys().some((key) => key.endsWith(`:${base}`) && !/^(parked|stage):/.test(key) && getDraft(key) != null);
  if (!held && !user.name && !user.document) {
    answer(base);
    return null;
  }
  return { firstName: askedName(getDraft(flowKey(base)), getDraft(wizardDraftKey(base)), getDraft(landingFormKey(base)), user.name) };
}
