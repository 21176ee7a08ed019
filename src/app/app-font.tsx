import { useEffect } from 'react';
import { APP_FONT_FACES, releaseAppFont } from '../theme/fonts';

/**
 * Lets the page's text be drawn in Lexend once the app's first screen is on screen (src/theme/fonts.ts):
 * that screen is painted in the stand-ins, as the frame it replaces was, so it is no larger a paint
 * than the frame (the screen's largest contentful paint stays the frame's, however the two fonts'
 * widths differ for its texts), and the web font does not share the link with the app's first
 * requests. Then Lexend's two faces are loaded, and only once they are there is the text drawn in
 * them: one layout of the page in Lexend, not one as the font is asked for (in the stand-ins again)
 * and another as it arrives. (The task after the next frame: that frame is rendered by then. A
 * hidden page renders none, and needs no font until it is shown.)
 */
export function AppFontAfterFirstPaint() {
  useEffect(() => {
    let left = false;
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        let faces: Promise<unknown>;
        try {
          faces = Promise.all(APP_FONT_FACES.map((face) => document.fonts.load(face)));
        } catch {
          faces = Promise.resolve();
        }
        // Offline, or no FontFaceSet: drawn as the stylesheet says, in the stand-ins until it comes.
        void faces.catch(() => undefined).then(() => left || releaseAppFont());
      }, 0),
    );
    return () => {
      left = true;
      cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
