import { css } from 'styled-system/css';
import { useBranding } from '../../hooks/use-branding';

/** Spec section 2, "Not-found (/404)". */
export function NotFoundScreen() {
  const branding = useBranding();
  return (
    <main
      className={css({
        minH: '100dvh',
        bg: 'brand.secondarySolid',
        color: 'fg.onBrand',
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: '6',
        p: '6',
        textAlign: 'center',
      })}
    >
      <img src={branding.secondaryLogo} alt={branding.name} className={css({ maxW: '60', maxH: '24' })} />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Essa página não existe.</h1>
      <p className={css({ fontSize: 'lg' })}>Peça para o seu Corban mandar o link novamente.</p>
    </main>
  );
}
