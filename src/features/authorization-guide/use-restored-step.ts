import { useLayoutEffect, useRef } from 'react';

/**
 * Shows the restored step's image after a reload. Ark starts on `defaultPage` and
 * re-measures its snap points as the images lay out, but on a busy phone its last correction can
 * scroll with a measure taken before layout (seen: `left: 5` for step 6 instead of 1640), leaving
 * the first image on screen under the restored step's indicator.
 *
 * From the carousel's first commit, before the browser paints it, the restored image is put in
 * view; Ark's first corrections as it starts scroll with its snap points of before it measured (the
 * items' indices: `left: 4` for step 5), and were painted: a reload on step 5 showed step 1 for a
 * frame, then step 5 (over the guide's frame painted from the phone's copy, ./guide-frame:
 * step 5, step 1, step 5). So for the first frames (not for longer: a screen reader's focus may
 * scroll the carousel later) Ark's scrolls (its `scrollTo` on the group) put the restored step in
 * view instead, and any other scroll is put back at once, in the scroll's own event and in this
 * hook's resize observer. Until the worker moves the carousel, each resize of the images puts the
 * restored one in view, measured from the DOM on the next frame.
 */
export function useRestoredStep(initialPage: number) {
  const groupRef = useRef<HTMLDivElement>(null);
  // The page at mount: later pages are the worker's.
  const restoredPage = useRef(initialPage);
  useLayoutEffect(() => {
    const group = groupRef.current;
    const page = restoredPage.current;
    if (!group || page <= 0) return;
    const align = () => alignTo(group, page);
    align();
    let settling = 0;
    let settled = false;
    const unlisten = () => {
      settled = true;
      cancelAnimationFrame(settling);
      group.removeEventListener('scroll', align);
      delete (group as Partial<Pick<HTMLElement, 'scrollTo'>>).scrollTo;
    };
    // Ark scrolls with `scrollTo`: while settling, its scrolls show the restored step instead.
    group.scrollTo = align;
    group.addEventListener('scroll', align, { passive: true });
    const countFrames = (left: number) => {
      settling = requestAnimationFrame(() => (left > 1 ? countFrames(left - 1) : unlisten()));
    };
    countFrames(SETTLING_FRAMES);
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(align);
    };
    // Ark also corrects from its own observer of the items' size, told just before the browser
    // paints: while settling, this one aligns at once as well.
    const observer = new ResizeObserver(() => {
      if (!settled) align();
      schedule();
    });
    observer.observe(group);
    for (const item of group.querySelectorAll('[data-part=item]')) observer.observe(item);
    // The worker's own move ends the restore: a touch, the wheel, a key or a tap anywhere in the
    // carousel (images, arrows, indicator). From then on the page is theirs.
    const root = group.closest('[data-scope=carousel][data-part=root]') ?? group;
    const stop = () => {
      unlisten();
      observer.disconnect();
      cancelAnimationFrame(frame);
      for (const type of WORKER_MOVES) root.removeEventListener(type, stop, { capture: true });
    };
    // Captured on the way down, before Ark's own handlers move the carousel.
    for (const type of WORKER_MOVES) root.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, []);
  return groupRef;
}

const WORKER_MOVES = ['pointerdown', 'touchstart', 'wheel', 'keydown', 'click'] as const;

/** The frames after the carousel's commit during which Ark's first corrections come (its own scroll to the page is two frames on). */
const SETTLING_FRAMES = 4;

/** Puts item `page` of the carousel's group in view, measured from the DOM, at once. */
function alignTo(group: HTMLElement, page: number) {
  const item = group.querySelector<HTMLElement>(`[data-part=item][data-index="${page}"]`);
  if (!item) return;
  const target = item.getBoundingClientRect().left - group.getBoundingClientRect().left + group.scrollLeft;
  if (Math.abs(group.scrollLeft - target) <= 1) return;
  // The element's own method: while settling, `group.scrollTo` is this alignment itself.
  Element.prototype.scrollTo.call<Element, [ScrollToOptions], void>(group, { left: target, behavior: 'instant' });
}
