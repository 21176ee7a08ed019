import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { supportLink } from './support-link';

/** Spec section 1: a support button that opens a wa.me chat with a prefilled text, in a new tab. */
export function SupportButton({ supportPhone }: { supportPhone: string | null | undefined }) {
  const href = supportLink(supportPhone);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={button({ variant: 'outline' })}>
      <span aria-hidden="true" className={css({ fontSize: 'lg' })}>
        💬
      </span>
      Falar com o suporte
    </a>
  );
}
