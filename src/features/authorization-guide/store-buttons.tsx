import { css } from 'styled-system/css';
import { FGTS_APP_STORES } from './store-links';

const badge = css({
  display: 'grid',
  alignContent: 'center',
  minH: '12',
  px: '4',
  py: '1',
  borderRadius: 'md',
  bg: 'gray.900',
  color: 'white',
  lineHeight: 'tight',
  textDecoration: 'none',
  _hover: { bg: 'gray.700' },
});

/** Spec section 2: buttons to the FGTS app's Android and iOS store pages, in a new tab. */
export function StoreButtons() {
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <p id="guide-stores" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Ainda não tem o aplicativo FGTS? Baixe aqui:
      </p>
      <ul aria-labelledby="guide-stores" className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}>
        {FGTS_APP_STORES.map(({ store, platform, href }) => (
          <li key={store}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={badge}>
              <span className={css({ fontSize: 'xs' })}>{platform}</span>
              <span className={css({ fontWeight: 'bold' })}>{store}</span>
              <span className={css({ srOnly: true })}> (abre em nova aba)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
