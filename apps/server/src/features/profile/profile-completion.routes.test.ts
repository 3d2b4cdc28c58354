import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';

/**
 * The employee tab sends every input, null for what is empty. sergio's and
 * pablo's nationality and address were never filled, nor their phone: both must be able to save.
 */
describe('profile: saving the employee tab with required fields never filled', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let pablo: Record<string, string>;
  let sergio: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    pablo = await loginAs(t.app, 'acme', 'pablo.ruiz@acme.test');
    sergio = await loginAs(t.app, 'acme', 'sergio.lopez@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: object, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/profile', headers, payload });
  const employeeTab = (phone: string) => ({
    mobilePhonePrefix: '+34',
    phone,
    nationality: null,
    birthday: '1990-01-01',
    gender: 1,
    disabilityType: false,
    disability: 0,
    address1: null,
    city: null,
    postalCode: null,
    province: null,
    country: null,
    maritalStatus: 'single',
  });

  it("saves sergio's tab and keeps what he did not fill empty", async () => {
    const res = await post({ ...employeeTab('612345670'), birthday: '1995-06-21', maritalStatus: 'married' }, sergio);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ maritalStatus: 'married', nationality: null, isProfileComplete: true });
  });

  it("completes pablo's profile with the phone alone", async () => {
    const res = await post(employeeTab('699887766'), pablo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phone: '699887766', isProfileComplete: true });
  });

  it('refuses to empty a required field that is on file, by name', async () => {
    // laura's profile is complete (README, apps/server/src/db/seed/demo-users.ts).
    const res = await post({ ...employeeTab('612345678'), birthday: '1988-04-12', gender: 0 }, laura);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('nationality');
    expect(JSON.stringify(res.json())).toContain('city');
  });
});
