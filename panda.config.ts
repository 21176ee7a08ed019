import { defineConfig, defineGlobalStyles, defineSemanticTokens } from '@pandacss/dev';
import { BRAND_VARS, brandVariables, DEFAULT_PRIMARY, DEFAULT_SECONDARY } from './src/lib/branding/brand-defaults';
import { APP_FONT_FAMILY, FONT_LATER_ATTRIBUTE, STAND_IN_FAMILIES } from './src/theme/fonts';
import { recipes } from './src/theme/recipes';

// The default brand's shades, computed here for the stylesheet: the app itself never needs them
// (computed at import, they would cost every start a few milliseconds).
const DEFAULT_BRAND_VARIABLES = brandVariables(DEFAULT_PRIMARY, DEFAULT_SECONDARY);

const cssVar = (name: string) => `var(${name}, ${DEFAULT_BRAND_VARIABLES[name]})`;

const semanticTokens = defineSemanticTokens({
  colors: {
    brand: {
      DEFAULT: { value: cssVar(BRAND_VARS.primary) },
      solid: { value: cssVar(BRAND_VARS.primarySolid) },
      hover: { value: cssVar(BRAND_VARS.primaryHover) },
      active: { value: cssVar(BRAND_VARS.primaryActive) },
      secondary: { value: cssVar(BRAND_VARS.secondary) },
      secondarySolid: { value: cssVar(BRAND_VARS.secondarySolid) },
    },
    fg: {
      DEFAULT: { value: '{colors.gray.800}' },
      muted: { value: '{colors.gray.600}' },
      onBrand: { value: '{colors.white}' },
    },
    bg: {
      DEFAULT: { value: '{colors.white}' },
      subtle: { value: '{colors.gray.50}' },
    },
    danger: { value: '{colors.red.700}' },
  },
});

const globalCss = defineGlobalStyles({
  ':root': { ...DEFAULT_BRAND_VARIABLES, colorScheme: 'light' },
  'html, body': {
    fontFamily: APP_FONT_FAMILY,
    color: 'fg',
    bg: 'bg',
    WebkitTapHighlightColor: 'transparent',
  },
  'html, body, #root': { height: '100%' },
  // What index.html paints before the JavaScript (src/app/painted-frames.tsx: the hero, a step, the
  // startup spinner's 'Carregando...', a frame from the phone's copy) is drawn in Lexend's stand-ins
  // until the app starts (src/theme/fonts.ts): at once, and without sending for the web font ahead
  // of the JavaScript the worker is waiting for (behind the spinner, measured before the stand-ins:
  // step 5's content 80 ms later on mobile data when 'Carregando...' was drawn in Lexend).
  [`html[${FONT_LATER_ATTRIBUTE}], html[${FONT_LATER_ATTRIBUTE}] body`]: { fontFamily: STAND_IN_FAMILIES },
  ':focus-visible': { outline: '3px solid', outlineColor: 'brand.active', outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
});

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/api/schema.gen.ts'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  strictTokens: false,
  globalCss,
  // Components pass variants through props, which Panda's static extraction cannot see.
  staticCss: { recipes: { button: ['*'], spinner: ['*'] } },
  theme: {
    extend: {
      semanticTokens,
      recipes,
      keyframes: {
        spin: { to: { transform: 'rotate(360deg)' } },
        fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
        // Moves, never fades: a toast is readable (its full contrast) from its first frame.
        riseIn: { from: { transform: 'translateY(0.75rem)' }, to: { transform: 'none' } },
      },
    },
  },
});
