import { brandVariables } from '../../theme/brand-defaults';
import type { Branding } from '../../lib/branding/branding';

/** Binds validated brand colours to the CSS variables the Panda semantic tokens read. */
export function applyBranding(branding: Branding, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(brandVariables(branding.primaryColor, branding.secondaryColor))) {
    root.style.setProperty(name, value);
  }
  doc.title = branding.pageTitle;

  const favicon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (favicon) favicon.href = branding.favicon;
  // Spec section 8: a missing favicon link only logs a warning.
  else console.warn('Favicon link not found in the page head');

  doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', branding.primaryColor);
}
