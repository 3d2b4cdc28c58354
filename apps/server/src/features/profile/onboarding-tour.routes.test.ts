import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/test-app';
import { hostOf, loginAs } from '../../test/auth-helpers';

/**
 * The first-login tour (docs/decisions/306-the-first-login-tour-is-remembered-on-the-account.md): the profile says whether the person has
 * finished or skipped the tour of home, and PUT /api/profile/onboarding-tour remembers it on the account.
 */
describe('profile: the onboarding tour, remembered per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const profileOf = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/profile', headers })).json();
  const markDone = (headers: Record<string, string>, payload: unknown = {}) =>
    t.app.inject({ method: 'PUT', url: '/api/profile/onboarding-tour', headers, payload: payload as object });
  const doneAtOf = async (email: string) =>
    (await t.database.db.select({ at: users.onboardingTourDoneAt }).from(users).where(eq(users.email, email)))[0]?.at ?? null;

  it('says a demo user has not done the tour, then remembers it done on the account, at the business clock', async () => {
    const laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    expect((await profileOf(laura)).isOnboardingTourDone).toBe(false);

    const res = await markDone(laura);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await profileOf(laura)).isOnboardingTourDone).toBe(true);
    expect(await doneAtOf('laura.martin@acme.test')).toEqual(TEST_TODAY);

    // A second session of hers (another browser) sees it done too: it is the account's, not the browser's.
    expect((await profileOf(await loginAs(t.app, 'acme', 'laura.martin@acme.test'))).isOnboardingTourDone).toBe(true);
    // Someone else's tour is still ahead of them.
    expect((await profileOf(await loginAs(t.app, 'globex', 'joao.silva@globex.test'))).isOnboardingTourDone).toBe(false);
  });

  it('takes { done: true } too, and keeps the first time it was done', async () => {
    const ines = await loginAs(t.app, 'globex', 'ines.ferreira@globex.test');
    expect((await markDone(ines, { done: true })).statusCode).toBe(204);
    const first = await doneAtOf('ines.ferreira@globex.test');
    expect(first).not.toBeNull();
    expect((await markDone(ines)).statusCode).toBe(204);
    expect(await doneAtOf('ines.ferreira@globex.test')).toEqual(first);
  });

  it('refuses a body that is not { done: true } by field, and a call without a session', async () => {
    const david = await loginAs(t.app, 'acme', 'david.moreno@acme.test');
    for (const done of [false, 'yes', 1, null]) {
      const res = await markDone(david, { done });
      expect(res.statusCode, JSON.stringify(done)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toEqual(['done']);
    }
    expect((await markDone(david, [])).statusCode).toBe(400);
    expect((await profileOf(david)).isOnboardingTourDone).toBe(false);

    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/profile/onboarding-tour', headers: { host: hostOf('acme') }, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a restricted session (incomplete profile, deprecated password) mark it done: it is their own flag', async () => {
    const pablo = await loginAs(t.app, 'acme', 'pablo.ruiz@acme.test');
    expect((await profileOf(pablo)).isProfileComplete).toBe(false);
    expect((await markDone(pablo)).statusCode).toBe(204);
    expect((await profileOf(pablo)).isOnboardingTourDone).toBe(true);

    const marta = await loginAs(t.app, 'acme', 'marta.vidal@acme.test');
    expect((await profileOf(marta)).isPasswordDeprecated).toBe(true);
    expect((await markDone(marta)).statusCode).toBe(204);
  });
});
