import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

/** Bold buttons; the solid variant uses the brand's contrast-safe shade with white text. */
export const button = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minH: '11',
    minW: '11',
    px: '5',
    borderRadius: 'md',
    fontWeight: 'bold',
    fontSize: 'md',
    cursor: 'pointer',
    transition: 'background-color 0.15s, opacity 0.2s',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'brand.solid',
        color: 'fg.onBrand',
        _hover: { _enabled: { bg: 'brand.hover' } },
        _active: { _enabled: { bg: 'brand.active' } },
      },
      outline: {
        borderWidth: '2px',
        borderColor: 'brand.solid',
        // Darker than solid: keeps 4.5:1 on the off-white page backgrounds too.
        color: 'brand.active',
        bg: 'transparent',
        _hover: { _enabled: { bg: 'bg.subtle' } },
      },
      ghost: { bg: 'transparent', color: 'fg', _hover: { _enabled: { bg: 'bg.subtle' } } },
    },
    full: { true: { w: 'full' } },
  },
  defaultVariants: { variant: 'solid' },
});

export const spinner = defineRecipe({
  className: 'spinner',
  base: {
    display: 'inline-block',
    w: '10',
    h: '10',
    borderRadius: 'full',
    borderWidth: '4px',
    borderColor: 'gray.200',
    borderTopColor: 'brand.solid',
    // Spec section 1: spinner speed 0.65 s.
    animation: 'spin 0.65s linear infinite',
  },
});

export const toast = defineSlotRecipe({
  className: 'toast',
  slots: ['root', 'title', 'description', 'closeTrigger'],
  base: {
    root: {
      bg: 'white',
      color: 'fg',
      borderRadius: 'md',
      boxShadow: 'lg',
      borderLeftWidth: '6px',
      borderLeftColor: 'brand.solid',
      p: '4',
      pr: '12',
      minW: '72',
      maxW: 'calc(100vw - 2rem)',
      position: 'relative',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 0.4s, scale 0.4s, opacity 0.4s, height 0.4s',
      '&[data-type=warning]': { borderLeftColor: 'orange.600' },
      '&[data-type=error]': { borderLeftColor: 'red.700' },
    },
    title: { fontWeight: 'bold' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    closeTrigger: {
      position: 'absolute',
      top: '1',
      right: '1',
      w: '11',
      h: '11',
      display: 'grid',
      placeItems: 'center',
      cursor: 'pointer',
      borderRadius: 'md',
    },
  },
});

export const recipes = { button, spinner };
export const slotRecipes = { toast };
