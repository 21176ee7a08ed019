/**
 * The draft of the step a person has reached in a link's authorisation guide, so a reload or a
 * reopen shows that step again: the
 * self-service `tutorial` and the Corban `introducao` keep their own. Keyed `…:{base}` like the rest
 * of the person's workspace (lib/flow/person), so it is parked with it. Read by the guide
 * (features/authorization-guide).
 */
export type GuideScreen = 'tutorial' | 'introducao';

export const guideStepKey = (screen: GuideScreen, base: string) => `guide-step:${screen}:${base}`;

/**
 * The step the guide shows for the step `stored` kept in the draft (0 to `count` - 1): the
 * screen's own bound.
 */
export const guidePage = (stored: number, count: number) => Math.min(Math.max(stored, 0), count - 1);
