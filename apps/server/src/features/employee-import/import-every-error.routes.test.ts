import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { goodImportRow, importXlsx } from './import-fixtures';

type Headers = Record<string, string>;

// Validation where the format is known: the domain's schemas and rules say it once
// (docs/decisions/022-known-formats-are-checked.md); these are the routes that read them.
describe('employee import: every error of every row at once', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'acme', 'admin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('previews every error of every row at once: 15 payments, and the duplicate e-mail beside a row’s other errors', async () => {
    const rows = [
      { ...goodImportRow(1), paymentCount: '15' },
      goodImportRow(2),
      // The same e-mail as row 2 (in other case), and a bad ID: both said now, not one after the other.
      { ...goodImportRow(3), email: String(goodImportRow(2).email).toUpperCase(), personalId: '12345678A' },
    ];
    const body = multipartFile('employees.xlsx', await importXlsx(rows));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/employees/import/preview',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const errorsOf = (row: number) =>
      res
        .json()
        .rows.find((r: { row: number }) => r.row === row)
        .errors.map((e: { column: string; message: string }) => [e.column, e.message]);
    expect(errorsOf(2)).toEqual([['paymentCount', 'employees.validation.paymentCount']]);
    expect(errorsOf(4)).toEqual(
      expect.arrayContaining([
        ['personalId', 'profile.validation.personalId'],
        ['email', 'employeeImport.errors.duplicateInFile'],
      ]),
    );
  });
});
