import { describe, expect, it } from 'vitest';
import ca from '../../locales/ca.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';

/**
 * One name per bag and one unit (docs/decisions/063-one-name-one-unit-per-bag.md): the home, a
 * product page, the profile and the administrator's form and audit log name the flexible, Top,
 * company and user bags alike, and each yearly figure says it is a year's.
 */
describe.each([
  ['es', es],
  ['ca', ca],
  ['en', en],
  ['pt', pt],
])('the bags in %s', (_, texts) => {
  const home = texts.home.bags;

  it('have the home’s names on a product page, the profile and the administrator’s pages', () => {
    expect(texts.benefits.bag).toMatchObject({ flexible: home.flexible, top: home.top, user: home.user });
    for (const fields of [texts.employees.fields, texts.audit.fields]) {
      expect(fields).toMatchObject({ flexibleBag: home.flexible, topBag: home.top, userBag: home.user });
    }
    expect(texts.employees.fields.companyBagKind).toBe(home.company);
    expect(texts.profile.fields.companyBag).toBe(home.company);
    for (const [field, name] of [
      ['flexibleBag', home.flexible],
      ['topBag', home.top],
      ['userBag', home.user],
    ] as const) {
      expect(texts.profile.fields[field].startsWith(`${name} (`)).toBe(true);
    }
  });

  it('say the figures are a year’s, as the administrator types them', () => {
    const perYear = texts.profile.fields.flexibleBag.slice(home.flexible.length + 2, -1);
    expect(home.spentOf.endsWith(` ${perYear}`)).toBe(true);
    expect(texts.benefits.bag.spentOf.endsWith(` ${perYear}`)).toBe(true);
  });
});
