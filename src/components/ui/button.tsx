import type { ButtonHTMLAttributes } from 'react';
import { css, cx } from 'styled-system/css';
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

/**
 * The room a button takes, unseen and inert: a frame painted before the app's code keeps it where
 * the app then draws the button (`name`), so nothing moves when it comes.
 */
export function ButtonSpace({ name, variant = 'solid', full, children }: { name: string; variant?: Variant; full?: boolean; children: string }) {
  return (
    <span aria-hidden="true" data-space-for={name} className={cx(CLASSES[variant][full ? 1 : 0], css({ visibility: 'hidden' }))}>
      {children}
    </span>
  );
}
