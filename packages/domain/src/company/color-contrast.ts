/**
 * WCAG 2.x contrast between two hex colours, so the administrator's colour form and the server
 * judge a brand colour the same way (docs/decisions/336-brand-colours-below-aa-a-warning-not-a-refusal.md).
 */

/** WCAG AA for normal text: the shell's bar carries the title and the menu in normal-size text. */
export const AA_CONTRAST_RATIO = 4.5;

const HEX = /^#([0-9a-f]{6})$/i;

/** Whether a text is a six-digit hex colour (`#00205b`), the only form the settings take. */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2.x definition); null for anything but `#rrggbb`. */
export function relativeLuminance(hex: string): number | null {
  const match = HEX.exec(hex);
  if (!match) return null;
  const n = parseInt(match[1]!, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio of two colours, 1 to 21, rounded down to two decimals so 4.499 never reads as passing; null when either is not `#rrggbb`. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const ratio = (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  return Math.floor(ratio * 100) / 100;
}

/** Whether white text on `background` reaches WCAG AA (4.5:1). */
export function isWhiteTextReadableOn(background: string): boolean {
  return (contrastRatio('#ffffff', background) ?? 0) >= AA_CONTRAST_RATIO;
}
