/** How many indicator marks show at once: 3 dots and a dash (spec section 2). */
export const INDICATOR_MARKS = 4;

/** A step's mark (`index`), or a dot standing before the first step (`index` null), which leads nowhere. */
export type IndicatorMark = { index: number | null; current: boolean };

/**
 * The marks the indicator shows for the current page: always "3 dots then a dash" (spec section 2,
 * on every step), the dash being the current step and the dots the 3 steps before it.
 * Before the fourth step there are fewer steps behind: the missing dots stand in their place, so
 * the first step also reads as 3 dots and the dash.
 */
export function indicatorWindow(page: number, count: number, size = INDICATOR_MARKS): IndicatorMark[] {
  if (count <= 0) return [];
  const current = Math.min(Math.max(page, 0), count - 1);
  return Array.from({ length: size }, (_, i) => {
    const index = current - (size - 1) + i;
    return { index: index >= 0 ? index : null, current: index === current };
  });
}

/** Spec section 4, "Carousel": 'Já autorizei' is enabled only at the last image. */
export function isLastStep(page: number, count: number): boolean {
  return count > 0 && page === count - 1;
}
