import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { AA_CONTRAST_RATIO } from '@flexplan/domain/company/color-contrast';
import { contrastRatio, darken, darkenForContrast, lighten, parseHex, readableTextOn } from './color-contrast';

export interface Branding {
  color: string;
  colorBar: string;
  colorTitles: string;
}

/** Used before the company answers, and for a colour the company left invalid. */
export const defaultBranding: Branding = { color: '#1c3f6e', colorBar: '#1c3f6e', colorTitles: '#1c3f6e' };

function validHex(hex: string | undefined, fallback: string): string {
  return hex && parseHex(hex) ? hex : fallback;
}

/**
 * A Mantine palette around the company colour. Shade 7 is the primary shade (STACK.md: the
 * default shade 6 fails WCAG AA on buttons), so it is the brand colour darkened just enough for
 * white text on it, and links in it, to reach 4.5:1.
 */
export function buildColorTuple(hex: string): MantineColorsTuple {
  const base = darkenForContrast(hex);
  const six = contrastRatio(lighten(base, 0.12), '#ffffff') >= AA_CONTRAST_RATIO ? lighten(base, 0.12) : base;
  return [
    lighten(base, 0.92),
    lighten(base, 0.82),
    lighten(base, 0.68),
    lighten(base, 0.52),
    lighten(base, 0.36),
    lighten(base, 0.2),
    six,
    base,
    darken(base, 0.15),
    darken(base, 0.3),
  ];
}

export interface BrandColours {
  bar: string;
  barText: string;
  titles: string;
}

/** The bar keeps the company colour; its text is white or black, whichever passes. */
export function brandColours(branding: Branding): BrandColours {
  const barCandidate = validHex(branding.colorBar, defaultBranding.colorBar);
  const barText = readableTextOn(barCandidate);
  const bar = barText === '#ffffff' ? darkenForContrast(barCandidate) : barCandidate;
  return { bar, barText, titles: darkenForContrast(validHex(branding.colorTitles, defaultBranding.colorTitles)) };
}

export function createCompanyTheme(branding: Branding) {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 7, dark: 8 },
    colors: { brand: buildColorTuple(validHex(branding.color, defaultBranding.color)) },
    // docs/product/employee-portal.md §9: the mobile layout is 768 px or narrower, so `sm` starts at 769 px.
    breakpoints: { xs: '36em', sm: '48.0625em', md: '62em', lg: '75em', xl: '88em' },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    defaultRadius: 'md',
    // Who asks their system for less motion gets no modal, drawer or toast transitions (WCAG 2.3.3);
    // the browser suite asks for it too, so its scans need not wait for fades.
    respectReducedMotion: true,
    // Plain objects rather than `Alert.extend(…)`: `extend` only types its argument, and importing
    // the components here put Alert and Notification (with Loader and CloseButton, and their CSS)
    // in the entry chunk that /login waits for.
    components: {
      Title: { styles: { root: { color: 'var(--fp-color-titles)' } } },
      // Light alerts colour their text with shade 7 on a tinted background: below 4.5:1 for
      // orange or red. The icon keeps the colour; the words stay in the body colour.
      Alert: { styles: { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } } },
      // A toast with a title greys its description with gray-6 (3.3:1 on white): below AA.
      Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
    },
  });
}

export function companyCssVariables(branding: Branding): CSSVariablesResolver {
  const colours = brandColours(branding);
  const variables = {
    '--fp-color-bar': colours.bar,
    '--fp-color-bar-text': colours.barText,
    '--fp-color-titles': colours.titles,
    // Mantine's dimmed grey (gray-6) is 3.3:1 on white; gray-7 passes AA.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // The default error red (red-6) is 3.3:1 on white: field errors would fail AA.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  return () => ({ variables: {}, light: variables, dark: variables });
}
