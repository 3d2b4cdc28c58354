import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingEmployeeFields } from '@flexplan/domain/profile/employee-required-fields';
import { familyConflicts } from '@flexplan/domain/profile/family-consistency';
import { employeeFactsOf } from '@flexplan/domain/tax/employee-facts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { demoUsers } from './demo-users';

type Member = { id: number; relationship: string; personalID: string | null; birthday: string | null; disability: number; active: boolean };

/** A whole number of years between an ISO birthday and an ISO day. */
const ageOn = (birthday: string, day: string) => Number(day.slice(0, 4)) - Number(birthday.slice(0, 4)) - (day.slice(5) < birthday.slice(5) ? 1 : 0);

// The README's table of demo accounts, held to the data the seed writes.
describe('the demo accounts are what README.md says they are', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async (company: string, email: string) => {
    const headers = await loginAs(t.app, company, email);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers })).json();
    const family: Member[] = (await t.app.inject({ method: 'GET', url: '/api/families', headers })).json();
    const brand = (await t.app.inject({ method: 'GET', url: '/api/companies/by-subdomain', headers: { host: `${company}.localhost` } })).json();
    return { profile, family, isSpecialBrand: brand.isSpecialBrand as boolean };
  };

  it('laura: a complete profile (nothing the employee tab asks for), a spouse and two children, one under 3', async () => {
    const { profile, family, isSpecialBrand } = await read('acme', 'laura.martin@acme.test');
    expect(profile.isProfileComplete).toBe(true);
    expect(missingEmployeeFields(profile, isSpecialBrand)).toEqual([]);
    const members = family.filter((m) => m.relationship !== 'you');
    expect(members.filter((m) => m.relationship === 'spouse')).toHaveLength(1);
    const children = members.filter((m) => m.relationship === 'child');
    expect(children).toHaveLength(2);
    // On the day this README was written (2026-12-01), and on the test clock's.
    for (const day of ['2026-12-01', '2026-11-23']) expect(children.filter((c) => ageOn(c.birthday!, day) < 3)).toHaveLength(1);
    // Her spouse makes her married for the calculator, which names no marital status as unknown.
    expect(employeeFactsOf(profile, family, 2027).maritalStatus).toBe('married');
  });

  it('joão: a complete profile in the special-brand company (its five more fields too)', async () => {
    const { profile, isSpecialBrand } = await read('globex', 'joao.silva@globex.test');
    expect(isSpecialBrand).toBe(true);
    expect(missingEmployeeFields(profile, isSpecialBrand)).toEqual([]);
  });

  it('pablo and sergio: no phone, so an incomplete profile', async () => {
    for (const email of ['pablo.ruiz@acme.test', 'sergio.lopez@acme.test']) {
      const { profile } = await read('acme', email);
      expect(profile.isProfileComplete, email).toBe(false);
      expect(missingEmployeeFields(profile, false), email).toContain('phone');
    }
  });

  it('every demo family holds one person per ID, none of them another demo account’s', () => {
    const accounts = new Set(demoUsers.map((u) => u.personalId));
    for (const user of demoUsers) {
      const family = (user.family ?? []).map((m) => ({ relationship: m.relationship, personalID: m.personalId }));
      expect(familyConflicts(family, user.personalId), user.email).toEqual([]);
      expect(
        family.filter((m) => accounts.has(m.personalID!)),
        user.email,
      ).toEqual([]);
    }
  });
});
