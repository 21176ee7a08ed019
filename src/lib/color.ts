/**
 * Colour helpers for tenant branding. Tenant colours come from the BFF and are untrusted: only
 * `#rgb` and `#rrggbb` hex strings are accepted, so nothing but a colour can ever reach a CSS
 * variable (no `;`, `url(`, `var(` or expressions).
 */

export type Rgb = { r: number; g: number; b: number };

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Returns the colour as lower-case `#rrggbb`, or null when it is not a plain hex colour. */
export function normalizeHexColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const match = HEX.exec(trimmed);
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return `#${digits.toLowerCase()}`;
}

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.x relative luminance. */
export function luminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.x contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Hsl = { h: number; s: number; l: number };

function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h / 6, s, l };
}

function hslToRgb({ h, s, l }: Hsl): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const hue = (p: number, q: number, t: number) => {
    const tt = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (tt < 1 / 6) return p + (q - p) * 6 * tt;
    if (tt < 1 / 2) return q;
    if (tt < 2 / 3) return p + (q - p) * (2 / 3 - tt) * 6;
    return p;
  };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return { r: hue(p, q, h + 1 / 3) * 255, g: hue(p, q, h) * 255, b: hue(p, q, h - 1 / 3) * 255 };
}

/** Same hue and saturation, lightness multiplied by `factor` (0..1). */
export function darken(hex: string, factor: number): string {
  const hsl = rgbToHsl(hexToRgb(hex));
  return rgbToHex(hslToRgb({ ...hsl, l: Math.max(0, hsl.l * factor) }));
}

export const WHITE = '#ffffff';
/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/**
 * Darkens a brand colour, keeping its hue, until `foreground` on it reaches `minContrast`.
 * White on the default #48BB78 is about 2.4:1; buttons use the result so their text stays
 * readable on a cheap screen in sunlight. A colour that already passes is returned unchanged.
 */
export function darkenForContrast(hex: string, foreground = WHITE, minContrast = AA_CONTRAST): string {
  let color = hex;
  for (let i = 0; i < 100 && contrastRatio(color, foreground) < minContrast; i++) {
    color = darken(color, 0.97);
  }
  return color;
}

export type BrandShades = { base: string; solid: string; hover: string; active: string };

/** The shades the theme binds to CSS variables: solid passes AA with white; hover/active go darker. */
export function brandShades(hex: string): BrandShades {
  const solid = darkenForContrast(hex);
  return { base: hex, solid, hover: darken(solid, 0.88), active: darken(solid, 0.78) };
}
