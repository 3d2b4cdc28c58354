import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hostOf, loginAs } from '../../test/auth-helpers';

/**
 * The operator's own profile loads on every company's host (the web app's admin
 * page reads it to know the role), before and after a switch, and on a company created a moment ago.
 */
describe("the platform operator's own profile on any host", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const profileOn = async (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/profile', headers });

  it('answers their own profile on the platform host and on each client host, switched or not', async () => {
    const onPlatform = await loginAs(t.app, 'flexplan', 'operator@flexplan.test');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/platform/companies',
      headers: onPlatform,
      payload: {
        name: 'Umbrella',
        slug: 'umbrella',
        languages: ['en'],
        admin: { email: 'a@umbrella.test', firstName: 'A', lastName1: 'B', personalId: '12345678Z' },
      },
    });
    expect(created.statusCode).toBe(201);
    // Not initech's: it is in maintenance, closed to everyone (503), the operator included.
    for (const host of ['flexplan', 'acme', 'globex', 'umbrella']) {
      const operator = await loginAs(t.app, host, 'operator@flexplan.test');
      const before = await profileOn(operator);
      expect(before.statusCode, host).toBe(200);
      expect(before.json()).toMatchObject({ email: 'operator@flexplan.test', role: 'platform-operator' });
      const switched = await t.app.inject({ method: 'POST', url: `/api/admin/platform/companies/${created.json().id}/switch`, headers: operator });
      expect(switched.statusCode).toBe(200);
      expect((await profileOn(operator)).json().role, host).toBe('platform-operator');
    }
    // A session made on the platform's host serves on a client's too.
    for (const host of ['acme', 'globex']) expect((await profileOn({ ...onPlatform, host: hostOf(host) })).statusCode, host).toBe(200);
  });
});
