/**
 * The demo companies' logos and login backgrounds, as small SVG files written into the images
 * container of the storage folder (served at /api/storage/images/{name}).
 */
/**
 * Each demo brand's symbol, drawn in white on its colour in a 64 × 64 box: a logo, not the
 * initials tile it was.
 */
const marks = {
  /** An umbrella: insurance. */
  umbrella:
    '<path d="M32 13C19 13 10 22 10 33c3.5-3 7.5-3 11 0 3.5-3 7.5-3 11 0 3.5-3 7.5-3 11 0 3.5-3 7.5-3 11 0 0-11-9-20-22-20z" fill="#fff"/>' +
    '<path d="M32 33v12a4.5 4.5 0 0 1-9 0" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>',
  /** Angle brackets: digital services. */
  brackets: '<path d="M25 20 14 32l11 12M39 20l11 12-11 12" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>',
  /** A globe. */
  globe:
    '<g fill="none" stroke="#fff" stroke-width="3"><circle cx="32" cy="32" r="18"/><ellipse cx="32" cy="32" rx="8" ry="18"/><path d="M14 32h36M17 23h30M17 41h30"/></g>',
  /** Rising bars. */
  bars: '<g fill="#fff"><rect x="15" y="34" width="8" height="14" rx="2"/><rect x="28" y="25" width="8" height="23" rx="2"/><rect x="41" y="16" width="8" height="32" rx="2"/></g>',
} as const;

/** The mark and, to its right, the name: the whole brand in one image, as companies send theirs. */
function logo(mark: keyof typeof marks, name: string, bg: string): string {
  // Wide enough for the name in any sans-serif font (about 0.62 em a character at 22 px).
  const width = 84 + Math.ceil(name.length * 14);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64" role="img" aria-label="${name}">
<rect width="64" height="64" rx="14" fill="${bg}"/>
${marks[mark]}
<text x="76" y="40" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="${bg}">${name}</text>
</svg>`;
}

function background(from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1600" height="1000" fill="url(#g)"/>
<circle cx="1300" cy="200" r="260" fill="#ffffff" fill-opacity="0.06"/><circle cx="200" cy="900" r="340" fill="#ffffff" fill-opacity="0.05"/>
</svg>`;
}

export const demoImages: Record<string, string> = {
  'acme-logo.svg': logo('umbrella', 'Acme Seguros', '#00205b'),
  'acme-background.svg': background('#00205b', '#0b5fd3'),
  'acme-le-seguros.svg': logo('umbrella', 'Acme Seguros S.A.', '#00205b'),
  'acme-le-digital.svg': logo('brackets', 'Acme Digital', '#0b5fd3'),
  'globex-logo.svg': logo('globe', 'Globex', '#0f5132'),
  'globex-background.svg': background('#0f5132', '#1c7c54'),
  'initech-logo.svg': logo('bars', 'Initech', '#5b2a86'),
};
