import type { UseCarouselReturn } from '@ark-ui/react/carousel';
import { useRef, type KeyboardEvent, type UIEvent } from 'react';
import { closestPage } from './closest-page';

const SETTLE_MS = 150;
/** Keys with which the browser itself scrolls the focused image group (Ark does not handle them there). */
const SCROLL_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/**
 * Keeps the carousel's page on the image the browser actually snapped to after a swipe. Ark tracks
 * a swipe with a 150 ms "scroll ended" guess: a finger that rests mid-swipe (or a slow phone that
 * skips frames) ends its tracking early, and the page — which gates 'Já autorizei' — would stay on
 * the old image while the new one shows. `scrollend` is the browser's own word for it; where it is
 * missing (older Safari) a quiet period stands in.
 *
 * Only scrolls the worker drives (touch, mouse, wheel, the keys that scroll the focused images) are
 * corrected. A jump by the arrows, the
 * indicator or its keys already sets the page; correcting after it could read the position a
 * previous jump left (its `scrollend` arriving after the next jump was asked for) and pull the
 * page back.
 */
export function useSnapSync(carousel: UseCarouselReturn) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const driven = useRef(false);
  // Whether the images moved since the worker drove them: a `scrollend` before that belongs to an
  // earlier scroll (a correction's, arriving after a quick next key on a slow phone) and must not
  // use up the drive, or the key's own scroll would end uncorrected (End left the page on 2 of 11).
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
      if (SCROLL_KEYS.has(event.key)) drive();
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
