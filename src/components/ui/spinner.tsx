import { cx } from 'styled-system/css';
import { spinner } from 'styled-system/recipes';

const SPINNER = spinner({});

/** Decorative: the text next to it (or an aria-label on the region) says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx(SPINNER, className)} />;
}
