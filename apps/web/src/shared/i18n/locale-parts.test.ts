import { describe, expect, it } from 'vitest';
import es from '../../locales/es.json';
import { localePart, publicSections } from './locale-parts';

describe('localePart', () => {
  it('splits a locale so that every section is in one part or, for a few public keys, in both', () => {
    const publicPart = localePart(es, 'public');
    const appPart = localePart(es, 'app');
    expect(Object.keys(publicPart).sort()).toEqual([...publicSections, 'checkout'].sort());
    expect(publicPart['checkout']).toEqual({ categories: es.checkout.categories });
    expect(appPart['checkout']).toEqual(es.checkout);
    expect({ ...publicPart, ...appPart }).toEqual(es);
  });

  it('keeps the public part well under half of the locale: it is what the login page downloads', () => {
    const size = (texts: object) => JSON.stringify(texts).length;
    expect(size(localePart(es, 'public'))).toBeLessThan(size(es) / 2);
  });
});
