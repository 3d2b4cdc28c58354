import { describe, expect, it } from 'vitest';
import es from '../../locales/es.json';
import { adminSections, localePart, publicSections } from './locale-parts';

describe('localePart', () => {
  it('splits a locale so that every section is in one part or, for a few public keys, in both', () => {
    const publicPart = localePart(es, 'public');
    const appPart = localePart(es, 'app');
    const adminPart = localePart(es, 'admin');
    expect(Object.keys(publicPart).sort()).toEqual([...publicSections, 'checkout'].sort());
    expect(Object.keys(adminPart).sort()).toEqual([...adminSections].sort());
    expect(publicPart['checkout']).toEqual({ categories: es.checkout.categories });
    expect(appPart['checkout']).toEqual(es.checkout);
    expect(Object.keys(appPart).filter((section) => (adminSections as readonly string[]).includes(section))).toEqual([]);
    expect({ ...publicPart, ...appPart, ...adminPart }).toEqual(es);
  });

  it('keeps the public part well under half of the locale: it is what the login page downloads', () => {
    const size = (texts: object) => JSON.stringify(texts).length;
    expect(size(localePart(es, 'public'))).toBeLessThan(size(es) / 2);
  });
});
