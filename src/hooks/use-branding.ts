import { createContext, useContext } from 'react';
import { DEFAULT_BRANDING, type Branding } from '../lib/branding/branding';

export const BrandingContext = createContext<Branding>(DEFAULT_BRANDING);

export function useBranding(): Branding {
  return useContext(BrandingContext);
}
