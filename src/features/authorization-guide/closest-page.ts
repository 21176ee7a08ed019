/** The page whose snap point is nearest the scroll position (the one the browser snapped to). */
export function closestPage(snapPoints: readonly number[], scrollPos: number): number {
  let best = 0;
  snapPoints.forEach((point, i) => {
    if (Math.abs(point - scrollPos) < Math.abs((snapPoints[best] ?? 0) - scrollPos)) best = i;
  });
  return best;
}
