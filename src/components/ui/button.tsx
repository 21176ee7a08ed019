import type { ButtonHTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';

type Variant = 'solid' | 'outline' | 'ghost';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; full?: boolean };

/**
 * Every variant's class string, each from a call with literal arguments: the build turns those
 * into plain strings (scripts/panda-static-classes.ts), so no recipe runtime ships for buttons.
 */
const CLASSES: Record<Variant, readonly [string, string]> = {
  solid: [button({ variant: 'solid' }), button({ variant: 'solid', full: true })],
  outline: [button({ variant: 'outline' }), button({ variant: 'outline', full: true })],
  ghost: [button({ variant: 'ghost' }), button({ variant: 'ghost', full: true })],
};

export function Button({ variant = 'solid', full, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(CLASSES[variant][full ? 1 : 0], className)} {...props} />;
}
