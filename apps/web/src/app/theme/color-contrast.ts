import { AA_CONTRAST_RATIO, contrastRatio as wcagContrastRatio } from '@flexplan/domain/company/color-contrast';

/** Colour arithmetic for the company branding: WCAG contrast, and mixing towards white or black. */
type Rgb = [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Moves `amount` (0–1) of the way from `from` to `to`. */
function mixRgb(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((v, i) => v + ((to[i] ?? v) - v) * amount) as Rgb;
}

export function lighten(hex: string, amount: number): string {
  return toHex(mixRgb(parseHex(hex) ?? BLACK, WHITE, amount));
}

export function darken(hex: string, amount: number): string {
  return toHex(mixRgb(parseHex(hex) ?? BLACK, BLACK, amount));
}

/**
 * WCAG 2 contrast ratio, 1 to 21: the domain's (the one the administrator's form and the server
 * judge a brand colour by), on any hex this module reads.
 */
export function contrastRatio(a: string, b: string): number {
  return wcagContrastRatio(toHex(parseHex(a) ?? BLACK), toHex(parseHex(b) ?? BLACK)) ?? 1;
}

/** The colour darkened just enough to reach `ratio` against white. */
export function darkenForContrast(hex: string, ratio = AA_CONTRAST_RATIO): string {
  let colour = toHex(parseHex(hex) ?? BLACK);
  for (let step = 0; step < 40 && contrastRatio(colour, '#ffffff') < ratio; step++) colour = darken(colour, 0.05);
  return colour;
}

/** White or near-black, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#1a1b1e') ? '#ffffff' : '#1a1b1e';
}
