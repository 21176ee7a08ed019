import { Page } from '../../components/ui/page';
import { DEFAULT_BRANDING } from '../../lib/branding/branding';
import { LandingHero } from './landing-hero';
import { landingPageClass } from './landing-styles';

/** What index.html paints before JavaScript: the landing page frame and hero, default brand. */
export function LandingShell() {
  return (
    <Page className={landingPageClass}>
      <LandingHero branding={DEFAULT_BRANDING} />
    </Page>
  );
}
