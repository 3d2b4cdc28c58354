import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';

type Headers = Record<string, string>;

// Validation where the format is known: the domain's schemas and rules say it once
// (docs/decisions/022-known-formats-are-checked.md); these are the routes that read them.
describe('profile: the phone is a number of its dial code', () => {
  let t: TestApp;
  let laura: Headers;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, payload });

  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a phone that is no number of its dial code, on the phone: '6123', '12ab', a Spanish mobile under +44", async () => {
    for (const update of [{ phone: '6123' }, { phone: '12ab' }, { mobilePhonePrefix: '+44', phone: '612345678' }]) {
      const res = await call('POST', '/api/profile', laura, update);
      expect(res.statusCode, JSON.stringify(update)).toBe(400);
      expect(Object.keys(res.json().fields), JSON.stringify(update)).toEqual(['phone']);
    }
    expect((await call('POST', '/api/profile', laura, { phone: '6123' })).json().fields.phone).toBe('validation.phone');
    // The prefix on file is the one a phone alone is read with.
    expect((await call('POST', '/api/profile', laura, { phone: '699 887 766'.replaceAll(' ', '') })).statusCode).toBe(200);
  });
});
