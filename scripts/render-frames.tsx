import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PAINTED_FRAMES } from '../src/app/painted-frames';
import { FrameMarks } from '../src/components/ui/frame-slot';

/**
 * The frames painted before the app's code, rendered from the screens' own components with React's
 * server renderer, as the app's first render draws them (imported by scripts/before-app.ts through
 * Vite's module runner, with the build's mode and defines; tests/unit/app/frames.test.tsx
 * renders them the same way). A frame's slots render as their marks (lib/frame).
 */

/** React 19 puts preloads of a server render's images before its markup: the page has none. */
export const markupOf = (element: ReactElement): string => renderToStaticMarkup(<FrameMarks value>{element}</FrameMarks>).replace(/^(<link [^>]*\/>)+/, '');

/** index.html's frames (src/app/painted-frames.tsx), by their <template> id. */
export const paintedFrames = (): Record<string, string> => Object.fromEntries(Object.entries(PAINTED_FRAMES).map(([id, frame]) => [id, markupOf(frame())]));

/** A frame's markup (its `…-frame.tsx` module's default export) in each of its variants. */
export const variantsMarkup = (variants: () => Record<string, ReactElement>): Record<string, string> =>
  Object.fromEntries(Object.entries(variants()).map(([variant, element]) => [variant, markupOf(element)]));
