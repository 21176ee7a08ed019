/**
 * The app's font (spec section 1: Lexend Deca) and its stand-ins while it is on its way, the faces
 * src/index.css declares: the phone's Roboto or Arial scaled to Lexend's size and height.
 */
export const STAND_IN_FAMILIES = "'Lexend Deca Roboto', 'Lexend Deca Arial', system-ui, sans-serif";
export const APP_FONT_FAMILY = `'Lexend Deca', ${STAND_IN_FAMILIES}`;

/**
 * On <html> from index.html's first script until the app's first screen is on screen
 * (src/app/app-font.tsx): the page's text, a frame index.html paints before the app's code
 * (src/app/painted-frames.tsx, and src/app/before-app's frames painted from the phone's copy), then
 * the app's first screen over it, is drawn in the stand-ins only. So the frame paints at once,
 * without waiting for the web font; the font is not asked for ahead of the app's code, which on
 * mobile data it would share the link with (and, arrived first, be on the frame's path in
 * Lighthouse's simulation); and the app's first screen, drawn as the frame was, is no larger a paint
 * than it. It goes once Lexend's faces have loaded (src/app/app-font.tsx), and the text is drawn in Lexend.
 */
export const FONT_LATER_ATTRIBUTE = 'data-font-later';

/** Lexend's two faces (400 and 700), as `document.fonts.load` takes them. */
export const APP_FONT_FACES = ['1em "Lexend Deca"', 'bold 1em "Lexend Deca"'] as const;

/** Lets the page's text be drawn in Lexend. */
export function releaseAppFont(doc: Document = document): void {
  doc.documentElement.removeAttribute(FONT_LATER_ATTRIBUTE);
}
