import { useEffect } from 'react';
import { releaseAppFont } from '../theme/fonts';

/**
 * Lets the page's text be drawn in Lexend once the app's first screen is on screen (src/theme/fonts.ts):
 * that screen is painted in the stand-ins, as the frame it replaces was, so it is no larger a paint
 * than the frame (the screen's largest contentful paint stays the frame's, however the two fonts'
 * widths differ for its texts), and the web font does not share the link with the app's first
 * requests. Then Lexend is asked for and swaps in. (The task after the next frame: that frame is
 * rendered by then. A hidden page renders none, and needs no font until it is shown.)
 */
export function AppFontAfterFirstPaint() {
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(releaseAppFont, 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}
