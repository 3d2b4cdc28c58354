import { describe, expect, it } from 'vitest';
import { isMenuLink, menuItemInputSchema, missingMenuItemName } from './menu-items-api';

describe('isMenuLink', () => {
  it('takes a path of the portal or an https:// address', () => {
    for (const link of ['/home', '/documents?tab=2', 'https://intranet.acme.test/benefits?x=1', 'https://a.test:8443/x#y'])
      expect(isMenuLink(link), link).toBe(true);
  });
  it('refuses another host in disguise, other schemes, spaces and backslashes', () => {
    for (const link of ['//evil.test', '/\\evil.test', 'javascript:alert(1)', 'http://acme.test', 'https://user@evil.test', 'https://', 'documents', '/a b'])
      expect(isMenuLink(link), link).toBe(false);
  });
});

describe('menuItemInputSchema', () => {
  it('trims the names and drops the blank ones; refuses an unknown icon and a name over 60 characters', () => {
    const parsed = menuItemInputSchema.parse({ icon: 'info', link: '/home', name: { es: '  Mi plan ', en: '  ' } });
    expect(parsed.name).toEqual({ es: 'Mi plan' });
    expect(menuItemInputSchema.safeParse({ icon: 'rocket', link: '/home', name: { es: 'x' } }).success).toBe(false);
    expect(menuItemInputSchema.safeParse({ icon: 'info', link: '/home', name: { es: 'x'.repeat(61) } }).success).toBe(false);
  });
});

describe('missingMenuItemName', () => {
  it("names the company's first language when the tile has no name in it", () => {
    expect(missingMenuItemName({ es: 'Mi plan' }, ['es', 'en'])).toBeNull();
    expect(missingMenuItemName({ es: 'Mi plan' }, ['pt', 'es'])).toBe('pt');
  });
});
