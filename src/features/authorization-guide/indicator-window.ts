/** How many indicator marks show at once: 3 dots and a dash (spec section 2). */
export const INDICATOR_MARKS = 4;

export type IndicatorMark = { index: number; current: boolean };

/**
 * The steps the indicator shows for the current page: the current step as the dash, after the
 * (up to) 3 steps before it, so from step 4 on it reads "3 dots then a dash". On the first steps
 * the window stays at the start and the dash moves along it.
 */
export function indicatorWindow(page: number, count: number, size = INDICATOR_MARKS): IndicatorMark[] {
  if (count <= 0) return [];
  const current = Math.min(Math.max(page, 0), count - 1);
  const shown = Math.min(size, count);
  const start = Math.min(Math.max(current - (shown - 1), 0), count - shown);
  return Array.from({ length: shown }, (_, i) => ({ index: start + i, current: start + i === current }));
}

/** Spec section 4, "Carousel": 'Ja autorizei' is enabled only at the last image. */
export function isLastStep(page: number, count: number): boolean {
  return count > 0 && page === count - 1;
}
