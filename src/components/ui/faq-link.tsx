import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { screenRoute, useFlowPath } from '../../hooks/use-flow';

/**
 * The FAQ (spec section 2), linked where a worker has questions (the landing and the
 * guide). The FAQ's 'Voltar' returns here.
 */
export function FaqLink() {
  const { slug, slugSeller, slugSelfService } = useFlowPath();
  return (
    <Link
      to={screenRoute('faq')}
      params={{ slug, slugSeller, slugSelfService }}
      className={cx(button({ variant: 'ghost' }), css({ justifySelf: 'center', fontSize: 'sm', textDecoration: 'underline' }))}
    >
      Dúvidas? Veja as perguntas frequentes
    </Link>
  );
}
