import { describe, expect, it } from 'vitest';
import es from '../../locales/es.json';
import { adminSections, localePart, publicSections } from './locale-parts';

describe('localePart', () => {
  it('splits a locale so that every section is in one part or, for a few public keys, in both', () => {
    const publicPart = localePart(es, 'public');
    const appPart = localePart(es, 'app');
    const adminPart = localePart(es, 'admin');
    expect(Object.keys(publicPart).sort()).toEqual([...publicSections, 'checkout', 'errors'].sort());
    expect(Object.keys(adminPart).sort()).toEqual([...adminSections].sort());
    const { categories, ...checkoutRest } = es.checkout;
    expect(publicPart['checkout']).toEqual({ categories });
    expect(appPart['checkout']).toEqual(checkoutRest);
    // The platform's error codes before login; the catalogue's and the wizards' with a session.
    expect(publicPart['errors']).toHaveProperty('INVALID_CREDENTIALS', es.errors.INVALID_CREDENTIALS);
    expect(publicPart['errors']).toHaveProperty('generic', es.errors.generic);
    expect(publicPart['errors']).not.toHaveProperty('PRICE_OVER');
    expect(appPart['errors']).toHaveProperty('PRICE_OVER', es.errors.PRICE_OVER);
    expect(appPart['errors']).not.toHaveProperty('INVALID_CREDENTIALS');
    expect(Object.keys(appPart).filter((section) => (adminSections as readonly string[]).includes(section))).toEqual([]);
    // Every text in exactly one part.
    const merged: Record<string, unknown> = { ...appPart, ...adminPart };
    for (const [section, texts] of Object.entries(publicPart)) merged[section] = { ...(appPart[section] as object), ...(texts as object) };
    expect(merged).toEqual(es);
    const count = (texts: object): number =>
      Object.values(texts).reduce<number>((sum, value) => sum + (typeof value === 'object' && value ? count(value) : 1), 0);
    expect(count(publicPart) + count(appPart) + count(adminPart)).toBe(count(es));
  });

  it('keeps the public part well under half of the locale: it is what the login page downloads', () => {
    const size = (texts: object) => JSON.stringify(texts).length;
    expect(size(localePart(es, 'public'))).toBeLessThan(size(es) / 2);
  });
});
