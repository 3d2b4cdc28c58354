import { describe, expect, it } from 'vitest';
import es from '../../locales/es.json';
import { adminSections, adminTabSections, localePart, publicSections } from './locale-parts';

describe('localePart', () => {
  it('splits a locale so that every section is in one part or, for a few public keys, in both', () => {
    const publicPart = localePart(es, 'public');
    const appPart = localePart(es, 'app');
    const adminPart = localePart(es, 'admin');
    const adminTabsPart = localePart(es, 'adminTabs');
    expect(Object.keys(publicPart).sort()).toEqual([...publicSections, 'checkout', 'errors'].sort());
    expect(Object.keys(adminPart).sort()).toEqual([...adminSections, ...adminTabSections].sort());
    expect(Object.keys(adminTabsPart).sort()).toEqual([...adminTabSections].sort());
    // A tab's name and loading label with /admin; the rest of its texts with the tab.
    expect(adminPart['adminNews']).toEqual({ section: es.adminNews.section, loading: es.adminNews.loading });
    expect(adminTabsPart['adminNews']).not.toHaveProperty('section');
    expect(adminTabsPart['audit']).toHaveProperty('actions', es.audit.actions);
    const { categories, ...checkoutRest } = es.checkout;
    expect(publicPart['checkout']).toEqual({ categories });
    expect(appPart['checkout']).toEqual(checkoutRest);
    // The platform's error codes before login; the catalogue's and the wizards' with a session.
    expect(publicPart['errors']).toHaveProperty('INVALID_CREDENTIALS', es.errors.INVALID_CREDENTIALS);
    expect(publicPart['errors']).toHaveProperty('generic', es.errors.generic);
    expect(publicPart['errors']).not.toHaveProperty('PRICE_OVER');
    expect(appPart['errors']).toHaveProperty('PRICE_OVER', es.errors.PRICE_OVER);
    expect(appPart['errors']).not.toHaveProperty('INVALID_CREDENTIALS');
    const backOffice: readonly string[] = [...adminSections, ...adminTabSections];
    expect(Object.keys(appPart).filter((section) => backOffice.includes(section))).toEqual([]);
    // Every text in exactly one part.
    const merged: Record<string, unknown> = { ...appPart, ...adminPart };
    for (const [section, texts] of Object.entries(adminTabsPart)) merged[section] = { ...(adminPart[section] as object), ...(texts as object) };
    for (const [section, texts] of Object.entries(publicPart)) merged[section] = { ...(appPart[section] as object), ...(texts as object) };
    expect(merged).toEqual(es);
    const count = (texts: object): number =>
      Object.values(texts).reduce<number>((sum, value) => sum + (typeof value === 'object' && value ? count(value) : 1), 0);
    expect(count(publicPart) + count(appPart) + count(adminPart) + count(adminTabsPart)).toBe(count(es));
  });

  it('keeps the public part well under half of the locale: it is what the login page downloads', () => {
    const size = (texts: object) => JSON.stringify(texts).length;
    expect(size(localePart(es, 'public'))).toBeLessThan(size(es) / 2);
  });
});
