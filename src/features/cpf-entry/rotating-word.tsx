import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';

/**
 * The flip: the new word turns in around its horizontal axis (edge-on, so invisible, at -90deg).
 * No opacity change: a half-transparent word would fail the contrast check mid-flip.
 */
const FLIP: Keyframe[] = [{ transform: 'perspective(400px) rotateX(-90deg)' }, { transform: 'perspective(400px) rotateX(0deg)' }];
export const FLIP_MS = 450;

/**
 * The headline's changing word. The flip runs through the Web Animations API (no global keyframes
 * needed) and only when the word actually changes, never on first paint; with reduced motion the
 * word is simply swapped.
 */
export function RotatingWord({ word, flip }: { word: string; flip: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(word);
  useEffect(() => {
    if (previous.current === word) return;
    previous.current = word;
    const element = ref.current;
    if (flip && element && typeof element.animate === 'function') {
      element.animate(FLIP, { duration: FLIP_MS, easing: 'cubic-bezier(0.2, 0.8, 0.3, 1)' });
    }
  }, [word, flip]);
  return (
    <span
      ref={ref}
      // Decorative repetition of the slogan: never announced (the heading has a stable text).
      aria-live="off"
      // White on the dark brand background, whatever the tenant's colours; the raw brand colour
      // only underlines it (decoration, no contrast requirement).
      className={css({
        display: 'inline-block',
        borderBottomWidth: '4px',
        borderBottomColor: 'brand',
        lineHeight: '1.1',
        backfaceVisibility: 'hidden',
      })}
    >
      {word}
    </span>
  );
}
