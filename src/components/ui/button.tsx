import type { ButtonHTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps;

export function Button({ variant, full, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(button({ variant, full }), className)} {...props} />;
}
