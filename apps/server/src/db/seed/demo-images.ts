/**
 * The demo companies' logos and login backgrounds, as small SVG files written into the images
 * container of the storage folder (served at /api/storage/images/{name}).
 */
function logo(initials: string, name: string, bg: string, fg = '#ffffff'): string {
  // Wide enough for the name in any sans-serif font (about 0.62 em a character at 22 px).
  const width = 84 + Math.ceil(name.length * 14);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64" role="img" aria-label="${name}">
<rect width="64" height="64" rx="12" fill="${bg}"/>
<text x="32" y="42" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="${fg}" text-anchor="middle">${initials}</text>
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
  'acme-logo.svg': logo('AS', 'Acme Seguros', '#00205b'),
  'acme-background.svg': background('#00205b', '#0b5fd3'),
  'acme-le-seguros.svg': logo('AS', 'Acme Seguros S.A.', '#00205b'),
  'acme-le-digital.svg': logo('AD', 'Acme Digital', '#0b5fd3'),
  'globex-logo.svg': logo('GX', 'Globex', '#0f5132'),
  'globex-background.svg': background('#0f5132', '#1c7c54'),
  'initech-logo.svg': logo('IN', 'Initech', '#5b2a86'),
};
