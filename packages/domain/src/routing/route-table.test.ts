import { describe, expect, it } from 'vitest';
import { isReachable, resolveRoute } from './route-table';
import { canOpenAdminArea, sessionStateOf } from './session-state';

const complete = { state: 'complete' as const };
const restricted = { state: 'restricted' as const };
const anonymous = { state: 'anonymous' as const };

describe('session state (docs/product/employee-portal.md §2)', () => {
  const base = { isLoggedIn: true, isCompanyInMaintenance: false, email: 'a@b.test', phone: '600000000', isPasswordDeprecated: false };
  it('is complete with e-mail, phone and a current password', () => expect(sessionStateOf(base)).toBe('complete'));
  it('is restricted without phone, without e-mail, or with a deprecated password', () => {
    expect(sessionStateOf({ ...base, phone: null })).toBe('restricted');
    expect(sessionStateOf({ ...base, phone: '  ' })).toBe('restricted');
    expect(sessionStateOf({ ...base, email: '' })).toBe('restricted');
    expect(sessionStateOf({ ...base, isPasswordDeprecated: true })).toBe('restricted');
  });
  it('is anonymous when logged out or when the company is in maintenance', () => {
    expect(sessionStateOf({ ...base, isLoggedIn: false })).toBe('anonymous');
    expect(sessionStateOf({ ...base, isCompanyInMaintenance: true })).toBe('anonymous');
  });
});

describe('route availability (docs/product/employee-portal.md §2)', () => {
  it.each([
    '/',
    '/home',
    '/flexible',
    '/other',
    '/documents',
    '/documents/user',
    '/profile',
    '/cart',
    '/products/health-insurance',
    '/products/saving-plan',
    '/products/food',
    '/privacy-policy',
    '/compensation',
    '/best-plan',
    '/payslip',
    '/admin',
  ])('a complete profile reaches %s', (path) => {
    expect(resolveRoute(path, complete)).toEqual({ allow: true });
  });

  it('sends unknown paths to the first route', () => {
    expect(resolveRoute('/nowhere', complete)).toEqual({ allow: false, redirectTo: '/' });
    expect(resolveRoute('/products/Food!', complete)).toEqual({ allow: false, redirectTo: '/' });
  });

  it('hides /compensation when the company hides compensation', () => {
    expect(resolveRoute('/compensation', { ...complete, hideCompensation: true })).toEqual({ allow: false, redirectTo: '/' });
  });

  it('lets a restricted session reach only / and /profile', () => {
    expect(resolveRoute('/', restricted)).toEqual({ allow: true });
    expect(resolveRoute('/profile', restricted)).toEqual({ allow: true });
    for (const path of ['/home', '/cart', '/products/food', '/documents', '/admin']) {
      expect(resolveRoute(path, restricted)).toEqual({ allow: false, redirectTo: '/' });
    }
  });

  it('opens /admin, and only /admin, to an administrator whose employee profile is incomplete', () => {
    const restrictedAdmin = { ...restricted, canOpenAdminArea: true };
    expect(resolveRoute('/admin', restrictedAdmin)).toEqual({ allow: true });
    expect(resolveRoute('/', restrictedAdmin)).toEqual({ allow: true });
    for (const path of ['/home', '/cart', '/products/food', '/documents', '/compensation']) {
      expect(resolveRoute(path, restrictedAdmin)).toEqual({ allow: false, redirectTo: '/' });
    }
  });

  it('lets administrators, not employees, into the back office before their profile is complete; a deprecated password first', () => {
    expect(canOpenAdminArea({ role: 'company-admin', isPasswordDeprecated: false })).toBe(true);
    expect(canOpenAdminArea({ role: 'platform-operator' })).toBe(true);
    expect(canOpenAdminArea({ role: 'employee', isPasswordDeprecated: false })).toBe(false);
    expect(canOpenAdminArea({ role: 'company-admin', isPasswordDeprecated: true })).toBe(false);
    expect(canOpenAdminArea({ role: undefined })).toBe(false);
  });

  it('sends logged-in users away from the login pages', () => {
    expect(resolveRoute('/login', complete)).toEqual({ allow: false, redirectTo: '/home' });
    expect(resolveRoute('/forgot-password', restricted)).toEqual({ allow: false, redirectTo: '/' });
  });

  it('lets an anonymous visitor reach only the login pages; everything else goes to /login', () => {
    expect(resolveRoute('/login', anonymous)).toEqual({ allow: true });
    expect(resolveRoute('/forgot-password', anonymous)).toEqual({ allow: true });
    expect(resolveRoute('/home', anonymous)).toEqual({ allow: false, redirectTo: '/login' });
    expect(resolveRoute('/', anonymous)).toEqual({ allow: false, redirectTo: '/login' });
  });

  it('opens /welcome, like /reset-password, only with a plausible token', () => {
    expect(resolveRoute('/welcome', { ...anonymous, resetToken: '1234567890' })).toEqual({ allow: true });
    expect(resolveRoute('/welcome', anonymous)).toEqual({ allow: false, redirectTo: '/login' });
  });

  it('opens /reset-password only with a token of at least 10 characters', () => {
    expect(resolveRoute('/reset-password', { ...anonymous, resetToken: '1234567890' })).toEqual({ allow: true });
    expect(resolveRoute('/reset-password', { ...anonymous, resetToken: '123456789' })).toEqual({ allow: false, redirectTo: '/login' });
    expect(resolveRoute('/reset-password', anonymous)).toEqual({ allow: false, redirectTo: '/login' });
  });

  it('opens the public contract-acceptance page in every state', () => {
    for (const ctx of [anonymous, restricted, complete]) expect(resolveRoute('/contracts/accept', ctx)).toEqual({ allow: true });
  });

  it('ignores a trailing slash', () => {
    expect(resolveRoute('/home/', complete)).toEqual({ allow: true });
  });
});

describe('isReachable: what the menu may show', () => {
  it('shows a restricted profile only its profile, and a complete one the products', () => {
    expect(['/home', '/documents', '/compensation', '/profile', '/products/food'].filter((p) => isReachable(p, { state: 'restricted' }))).toEqual(['/profile']);
    expect(isReachable('/products/food', { state: 'complete' })).toBe(true);
    expect(isReachable('/compensation', { state: 'complete', hideCompensation: true })).toBe(false);
  });
});
