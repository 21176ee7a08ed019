import { useEffect, useRef } from 'react';

/**
 * Shows the restored step's image after a reload (issue 9 §1.8). Ark starts on `defaultPage` and
 * re-measures its snap points as the images lay out, but on a busy phone its last correction can
 * scroll with a measure taken before layout (seen: `left: 5` for step 6 instead of 1640), leaving
 * the first image on screen under the restored step's indicator.
 *
 * Until the worker moves the carousel, each resize of the images puts the restored one in view,
 * measured from the DOM on the next frame (after Ark's own correction of that frame).
 */
export function useRestoredStep(initialPage: number) {
  const groupRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const group = groupRef.current;
    if (!group || initialPage <= 0) return;
    let frame = 0;
    const align = () => {
      const item = group.querySelector<HTMLElement>(`[data-part=item][data-index="${initialPage}"]`);
      if (!item) return;
      const target = item.getBoundingClientRect().left - group.getBoundingClientRect().left + group.scrollLeft;
      if (Math.abs(group.scrollLeft - target) > 1) group.scrollTo({ left: target, behavior: 'instant' });
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(align);
    };
    const observer = new ResizeObserver(schedule);
    observer.observe(group);
    for (const item of group.querySelectorAll('[data-part=item]')) observer.observe(item);
    // The worker's own move ends the restore: a touch, the wheel, a key or a tap anywhere in the
    // carousel (images, arrows, indicator). From then on the page is theirs.
    const root = group.closest('[data-scope=carousel][data-part=root]') ?? group;
    const stop = () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      for (const type of WORKER_MOVES) root.removeEventListener(type, stop);
    };
    for (const type of WORKER_MOVES) root.addEventListener(type, stop, { passive: true });
    return stop;
    // Once, on mount: later pages are the worker's.
  }, []);
  return groupRef;
}

const WORKER_MOVES = ['pointerdown', 'touchstart', 'wheel', 'keydown', 'click'] as const;
