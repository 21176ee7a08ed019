/**
 * The name of the screen a fresh open of the link's landing goes back to (`show-proposal`,
 * `dados-pessoais`, …), kept in localStorage where the script before the app (src/app/before-app) reads it before any
 * JavaScript: on a reopen it paints the startup spinner instead of the landing's hero (a screen the
 * worker is not going to) and preloads that screen's code with the entry's (asked for only once the entry had run, the
 * screen's chunks were a round trip late). Only a screen's name ('' for none): no data of the person, no proposal id; the stage
 * itself stays encrypted with the drafts, and a hint that went stale costs a spinner and some
 * preloads. A wipe removes every hint (lib/privacy/wipe).
 */
export const resumeHintKey = (base: string, installed = false) => (installed ? `fgts-resume:app:${base}` : `fgts-resume:${base}`);

/**
 * The same for a fresh open of the link's Corban `onboard` (the correspondent's link): the Corban
 * screen it goes back to, in a tab and in the installed app alike ('' for none, where index.html
 * paints the CPF entry itself before any JavaScript). Under resumeHintKey's prefix, so a wipe
 * removes it with the others.
 */
export const onboardResumeHintKey = (base: string) => resumeHintKey(`onboard:${base}`);

/** Whether this page runs as the installed app (Android's standalone window, iOS's home-screen app). */
export function runsInstalled(win: Window = window): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true || (win.navigator as { standalone?: boolean }).standalone === true;
}
