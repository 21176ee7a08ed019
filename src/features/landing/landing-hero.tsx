import { css } from 'styled-system/css';
import type { Branding } from '../../lib/branding/branding';

/**
 * Spec section 1's three points. The third tells when the money arrives with the FAQ's own figure
 * (so the landing never promises sooner than the FAQ does;
 * docs/decisions.md, "When the money arrives: one truth"), a build constant
 * (scripts/landing-benefit.ts); the note under the form keeps "subject to the bank's analysis".
 */
export const BENEFITS = ['Dinheiro rápido com juros baixos', 'Contratação 100% online', __LANDING_PAYMENT_BENEFIT__] as const;

/**
 * The landing's headline and benefits. index.html carries this markup, rendered at build time with
 * the default brand (src/app/painted-frames.tsx), that paints before any JavaScript runs.
 */
export function LandingHero({ branding }: { branding: Pick<Branding, 'name' | 'secondaryLogo'> }) {
  return (
    <header className={css({ bg: 'brand.secondarySolid', color: 'fg.onBrand', px: '5', pt: '5', pb: '16' })}>
      <img src={branding.secondaryLogo} alt={branding.name} width={157} height={40} className={css({ h: '10', w: 'auto', mb: '6' })} />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: '1.25' })}>Antecipe seu saque-aniversário do FGTS</h1>
      <ul className={css({ mt: '4', display: 'grid', gap: '2' })}>
        {BENEFITS.map((benefit) => (
          <li key={benefit} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <span aria-hidden="true">✓</span>
            {benefit}
          </li>
        ))}
      </ul>
    </header>
  );
}
