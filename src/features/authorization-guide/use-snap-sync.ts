import type { UseCarouselReturn } from '@ark-ui/react/carousel';
import { useRef, type KeyboardEvent, type UIEvent } from 'react';
import { closestPage } from './closest-page';

const SETTLE_MS = 150;
/** Keys with which the browser scrolls the focused image group, where Ark has not taken them (see onKeyDown). */
const SCROLL_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/**
 * Keeps the carousel's page on the image the browser actually snapped to after a swipe. Ark tracks
 * a swipe with a 150 ms "scroll ended" guess: a finger that rests mid-swipe (or a slow phone that
 * skips frames) ends its tracking early, and the page — which gates 'Já autorizei' — would stay on
 * the old image while the new one shows. `scrollend` is the browser's own word for it; where it is
 * missing (older Safari) a quiet period stands in.
 *
 * Only scrolls the worker drives (touch, mouse, wheel, the keys the browser scrolls the focused
 * images with) are corrected. A jump by the arrows, the indicator or its keys, or the keys Ark
 * takes on the focused images, already sets the page; correcting after it could read the position
 * a previous scroll left (its `scrollend` arriving after the jump was asked for) and pull the page
 * back.
 */
export function useSnapSync(carousel: UseCarouselReturn) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const driven = useRef(false);
  // Whether the images moved since the worker drove them: a `scrollend` before that belongs to an
  // earlier scroll (a correction's, arriving after a quick next key on a slow phone) and must not
  // use up the drive, or the key's own scroll would end uncorrected (End would leave the page on 2 of 11).
  const moved = useRef(false);
  const sync = (el: HTMLElement) => {
    if (!driven.current || !moved.current) return;
    driven.current = false;
    moved.current = false;
    const page = closestPage(carousel.pageSnapPoints, el.scrollLeft);
    if (page !== carousel.page) carousel.scrollTo(page, true);
  };
  const drive = () => {
    driven.current = true;
    moved.current = false;
  };
  return {
    onTouchStart: drive,
    onPointerDown: drive,
    onWheel: drive,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!SCROLL_KEYS.has(event.key)) return;
      // While the images have focus Ark takes the arrows, Home and End itself (its window listener
      // runs first and prevents the browser's scroll): a jump that sets the page, not a drive. It
      // also ends a drive still settling: that scroll's end, arriving once the jump's scroll has
      // begun, would read a position on the way and pull the page back (End would leave it on 2 of 11).
      if (event.defaultPrevented) driven.current = false;
      else drive();
    },
    onScrollEnd: (event: UIEvent<HTMLElement>) => sync(event.currentTarget),
    onScroll: (event: UIEvent<HTMLElement>) => {
      if (driven.current) moved.current = true;
      if ('onscrollend' in window) return;
      const el = event.currentTarget;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => sync(el), SETTLE_MS);
    },
  };
}
