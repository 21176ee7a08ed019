import { defineRecipe } from '@pandacss/dev';

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

export const recipes = { button, spinner };
