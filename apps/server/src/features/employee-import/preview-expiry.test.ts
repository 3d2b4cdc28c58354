import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { goodImportRow, importCsv } from './import-fixtures';

type Headers = Record<string, string>;
const MINUTE_MS = 60_000;

/** A preview's file holds personal IDs and bank accounts: it goes once it can no longer be confirmed. */
describe('employee import previews are deleted', () => {
  let t: TestApp;
  let acmeAdmin: Headers;
  // The business clock the app reads; each test moves it.
  let now = TEST_TODAY;

  const preview = async (row: number): Promise<string> => {
    const body = multipartFile('a.csv', importCsv([goodImportRow(row)], 'es'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/employees/import/preview',
      headers: { ...acmeAdmin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json().previewId as string;
  };
  const confirm = (previewId: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/employees/import/confirm', headers: acmeAdmin, payload: { previewId, sendWelcome: false } });
  const isStored = (previewId: string) => t.app.storage.exists('employee-imports', `${previewId}.json`);

  beforeAll(async () => {
    t = await createTestApp({}, () => now);
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('by the housekeeping once its hour is over, and not before', async () => {
    now = TEST_TODAY;
    const expired = await preview(80);
    now = new Date(TEST_TODAY.getTime() + 50 * MINUTE_MS);
    const live = await preview(81);
    now = new Date(TEST_TODAY.getTime() + 61 * MINUTE_MS);

    await t.app.housekeeping.run();

    expect(await isStored(expired)).toBe(false);
    expect(await isStored(live)).toBe(true);
    expect((await confirm(expired)).statusCode).toBe(404);
    expect((await confirm(live)).statusCode).toBe(200);
  });

  it('as soon as it is confirmed; a second confirm finds nothing', async () => {
    now = TEST_TODAY;
    const previewId = await preview(82);
    expect((await confirm(previewId)).statusCode).toBe(200);
    expect(await isStored(previewId)).toBe(false);
    expect((await confirm(previewId)).statusCode).toBe(404);
  });
});
