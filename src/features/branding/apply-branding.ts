import { BRAND_VARS, brandVariables, DEFAULT_PRIMARY, DEFAULT_SECONDARY } from '../../lib/branding/brand-defaults';
import type { Branding } from '../../lib/branding/branding';

const isDefaultColour = (colour: string, fallback: string) => colour.toLowerCase() === fallback.toLowerCase();

/**
 * Binds validated brand colours to the CSS variables the Panda semantic tokens read. The default
 * brand's colours are the stylesheet's own (`:root`, panda.config.ts): for them the variables are
 * removed rather than computed and written again, so a start on the product's own hosts does no
 * colour arithmetic and no style change of the whole page. Only what differs is written.
 */
export function applyBranding(branding: Branding, doc: Document = document): void {
  const root = doc.documentElement;
  if (isDefaultColour(branding.primaryColor, DEFAULT_PRIMARY) && isDefaultColour(branding.secondaryColor, DEFAULT_SECONDARY)) {
    for (const name of Object.values(BRAND_VARS)) root.style.removeProperty(name);
  } else {
    for (const [name, value] of Object.entries(brandVariables(branding.primaryColor, branding.secondaryColor))) {
      root.style.setProperty(name, value);
    }
  }
  if (doc.title !== branding.pageTitle) doc.title = branding.pageTitle;

  const favicon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (favicon) {
    if (favicon.getAttribute('href') !== branding.favicon) favicon.href = branding.favicon;
  }
  // Spec section 8: a missing favicon link only logs a warning.
  else console.warn('Favicon link not found in the page head');

  const themeColour = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (themeColour && themeColour.getAttribute('content') !== branding.primaryColor) themeColour.setAttribute('content', branding.primaryColor);
}
