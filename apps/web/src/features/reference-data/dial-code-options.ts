import { dialCodes } from './dial-codes';
import type { ReferenceOption } from './reference-options';

/** How many other countries of a shared code are named before "…". */
const OTHER_COUNTRIES_SHOWN = 3;

function regionNamer(language: string): (region: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (region) => names.of(region) ?? region;
  } catch {
    return (region) => region;
  }
}

/** `+44 · Reino Unido, Guernsey, Isla de Man, Jersey`: the code first, so typing "+44" finds it. */
export function dialCodeOptions(language: string): ReferenceOption[] {
  const nameOf = regionNamer(language);
  return dialCodes.map(({ prefix, countries }) => {
    const [main = '', ...others] = countries.map(nameOf);
    const shown = [main, ...others.slice(0, OTHER_COUNTRIES_SHOWN)].join(', ');
    return { value: prefix, label: `${prefix} · ${shown}${others.length > OTHER_COUNTRIES_SHOWN ? ', …' : ''}` };
  });
}
