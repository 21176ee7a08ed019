import { createContext, useContext } from 'react';
import { slot } from '../../lib/frame';

const Marking = createContext(false);

/** Set by the build's render of a frame (scripts/render-frames.tsx) only: its slots render as marks. */
export const FrameMarks = Marking.Provider;

/**
 * A text a component derives from a value (an amount formatted, a count), marked as the slot `name`
 * of the frame painted from the phone's copy (lib/frame): `text` in the app, the mark in the
 * build's render of the frame, where the value goes in at paint.
 */
export const useFrameSlot = (name: string, text: string): string => (useContext(Marking) ? slot(name) : text);
