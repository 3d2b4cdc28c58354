import { describe, expect, it } from 'vitest';
import { companySlugSchema, suggestCompanySlug } from './company-slug';

describe('a company’s subdomain', () => {
  it('is trimmed and lower-cased rather than refused for its capitals', () => {
    expect(companySlugSchema.parse('Acme')).toBe('acme');
    expect(companySlugSchema.parse('  Umbrella-Corp ')).toBe('umbrella-corp');
  });

  it('still refuses what no host could be, and the reserved names in any case', () => {
    expect(companySlugSchema.safeParse('acme corp').success).toBe(false);
    expect(companySlugSchema.safeParse('a').success).toBe(false);
    expect(companySlugSchema.safeParse('WWW').success).toBe(false);
  });

  it('is suggested from the company’s name: no accents, hyphens between words, a valid label', () => {
    expect(suggestCompanySlug('Globex Ibérica')).toBe('globex-iberica');
    expect(suggestCompanySlug('  Señor Pérez & Hijos, S.L. ')).toBe('senor-perez-hijos-s-l');
    expect(suggestCompanySlug('Çà et là — Ça ira')).toBe('ca-et-la-ca-ira');
    expect(suggestCompanySlug('X')).toBe('');
    expect(suggestCompanySlug('Www')).toBe('');
    const long = suggestCompanySlug('Compañía General de Seguros y Reaseguros del Mediterráneo');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(companySlugSchema.parse(long)).toBe(long);
  });
});
