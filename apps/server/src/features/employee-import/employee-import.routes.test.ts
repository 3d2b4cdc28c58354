import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importHeaders } from '@flexplan/domain/employee-import/import-columns';
import { IMPORT_EXAMPLE_EMAIL } from '@flexplan/domain/employee-import/import-example';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { multipartFile, tinyPng } from '../../test/multipart';
import { oneRow, rowsOf } from '../../test/sql-rows';
import { dniOf, goodImportRow, importCsv, importXlsx } from './import-fixtures';

type Headers = Record<string, string>;

/** Employees from a CSV or XLSX file — template, preview with every error by row and column, confirm all or nothing. */
describe('the employee import', () => {
  let t: TestApp;
  let acmeAdmin: Headers;
  let globexAdmin: Headers;
  let laura: Headers;

  const upload = (headers: Headers, data: Buffer, name = 'employees.xlsx') => {
    const body = multipartFile(name, data);
    return t.app.inject({ method: 'POST', url: '/api/admin/employees/import/preview', headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const confirm = (headers: Headers, previewId: string, sendWelcome = false) =>
    t.app.inject({ method: 'POST', url: '/api/admin/employees/import/confirm', headers, payload: { previewId, sendWelcome } });
  const userCount = async () => Number((await oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`)).n);
  const auditCount = async () => Number((await oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log`)).n);

  beforeAll(async () => {
    t = await createTestApp();
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists each bad row’s errors by row and column, counts creates and updates, and changes nothing', async () => {
    const rows = [
      goodImportRow(1),
      { ...goodImportRow(2), personalId: '12345678A' },
      { ...goodImportRow(3), BAN: 'ES00 0000 0000 0000 0000 0000' },
      { ...goodImportRow(4), collective: 'Nadie' },
      { ...goodImportRow(5), office: 'Marte' },
      { ...goodImportRow(6), legalEntity: 'Otra S.L.' },
      { ...goodImportRow(7), email: 'import.1@acme.test' },
      { ...goodImportRow(8), personalId: goodImportRow(1).personalId },
      // pablo's personal ID on a new e-mail: it belongs to another employee.
      { ...goodImportRow(9), personalId: '56789012B' },
      // pablo's e-mail with laura's employee number: which one is meant?
      { ...goodImportRow(10), email: 'pablo.ruiz@acme.test', employeeNumber: 'E-LAURA-0' },
      { ...goodImportRow(11), fixedSalary: '20.000.000,00' },
      // laura by e-mail: an update.
      { ...goodImportRow(12), email: 'Laura.Martin@acme.test', personalId: '12345678Z', employeeNumber: null as unknown as string },
    ];
    await t.database.db.execute(sql`update users set employee_number = 'E-LAURA-0' where email = 'laura.martin@acme.test'`);
    const before = { users: await userCount(), audit: await auditCount() };
    const res = await upload(acmeAdmin, await importXlsx(rows));
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    const errorsOf = (row: number) =>
      preview.rows.find((r: { row: number }) => r.row === row).errors.map((e: { header: string; message: string }) => [e.header, e.message]);
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([['DNI/NIE', 'profile.validation.personalId']]);
    expect(errorsOf(4)).toEqual([['IBAN', 'employees.validation.iban']]);
    expect(errorsOf(5)).toEqual([['Colectivo', 'employeeImport.errors.unknownCollective']]);
    expect(errorsOf(6)).toEqual([['Oficina', 'employeeImport.errors.unknownOffice']]);
    expect(errorsOf(7)).toEqual([['Entidad legal', 'employeeImport.errors.unknownLegalEntity']]);
    expect(errorsOf(8)).toEqual([['Email', 'employeeImport.errors.duplicateInFile']]);
    expect(errorsOf(9)).toEqual([['DNI/NIE', 'employeeImport.errors.duplicateInFile']]);
    expect(errorsOf(10)).toEqual([['DNI/NIE', 'employeeImport.errors.belongsToAnother']]);
    expect(errorsOf(11)).toEqual(
      expect.arrayContaining([
        ['Email', 'employeeImport.errors.belongsToAnother'],
        ['Número de empleado', 'employeeImport.errors.ambiguousMatch'],
      ]),
    );
    expect(errorsOf(12)).toEqual([['Salario fijo anual (€)', 'employees.validation.salaryRange']]);
    expect(errorsOf(13)).toEqual([]);
    expect(preview.rows[11].action).toBe('update');
    expect(preview.updates).toBe(1);
    expect(preview.creates).toBe(11);
    expect(preview.errorCount).toBeGreaterThanOrEqual(11);
    // A file with errors imports nothing.
    const refused = await confirm(acmeAdmin, preview.previewId);
    expect(refused.statusCode).toBe(409);
    expect({ users: await userCount(), audit: await auditCount() }).toEqual(before);
  });

  it('refuses a file without a required column, naming it', async () => {
    const csv = importCsv([goodImportRow(1)], 'en', ['email', 'firstName', 'lastName1', 'personalId', 'paymentCount']);
    const preview = (await upload(acmeAdmin, csv, 'x.csv')).json();
    expect(preview.fileErrors).toEqual([{ column: 'fixedSalary', header: importHeaders.en.fixedSalary, message: 'employeeImport.errors.missingColumn' }]);
    expect(preview.ignoredHeaders).toEqual([]);
    const typo = importCsv([goodImportRow(1)], 'es')
      .toString('utf8')
      .replace('Centro de coste', 'Centro de costes');
    expect((await upload(acmeAdmin, Buffer.from(typo), 'x.csv')).json().ignoredHeaders).toEqual(['Centro de costes']);
    expect((await confirm(acmeAdmin, preview.previewId)).statusCode).toBe(409);
  });

  it('creates and updates in one go, with one audit entry, the amounts exact and the password unusable', async () => {
    const laurasRow = { ...goodImportRow(20), email: 'laura.martin@acme.test', personalId: '12345678Z', employeeNumber: 'E-LAURA', fixedSalary: '41.234,56' };
    const csv = importCsv([goodImportRow(21), goodImportRow(22), laurasRow], 'ca');
    const preview = (await upload(acmeAdmin, csv, 'a.csv')).json();
    expect(preview).toMatchObject({ creates: 2, updates: 1, errorCount: 0 });
    const res = await confirm(acmeAdmin, preview.previewId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 2, updated: 1, welcomeSent: 0 });
    const rows = await rowsOf<{ email: string; fixed_salary: number; company_bag: unknown; password_hash: string; employee_number: string }>(
      t.database.db,
      sql`select email, fixed_salary, company_bag, password_hash, employee_number from users where email in ('import.21@acme.test', 'laura.martin@acme.test') order by email`,
    );
    expect(rows[0]).toMatchObject({ email: 'import.21@acme.test', fixed_salary: 3_500_000, company_bag: { kind: 'percent', basisPoints: 500 } });
    expect(rows[0]!.password_hash.startsWith('!unusable:')).toBe(true);
    expect(rows[1]).toMatchObject({ fixed_salary: 4_123_456, employee_number: 'E-LAURA' });
    const audit = await rowsOf<{ action: string; after: unknown }>(t.database.db, sql`select action, after from audit_log where action = 'employees.imported'`);
    expect(audit).toEqual([{ action: 'employees.imported', after: { created: 2, updated: 1, sendWelcome: false } }]);
    // A preview imports once: confirmed, it is gone.
    expect((await confirm(acmeAdmin, preview.previewId)).statusCode).toBe(404);
  });

  it('reads a formula cell by its cached value, and a CSV cell starting with = as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('x');
    sheet.addRow(['email', 'firstName', 'lastName1', 'personalId', 'fixedSalary', 'paymentCount']);
    sheet.addRow(['f.1@acme.test', 'Fórmula', 'Celda', dniOf(71_000_001), { formula: '30000+5000', result: 35000 }, 12]);
    sheet.addRow(['f.2@acme.test', 'Fórmula', 'Sin valor', dniOf(71_000_002), { formula: 'A1*2' }, 12]);
    const preview = (await upload(acmeAdmin, Buffer.from(await workbook.xlsx.writeBuffer()))).json();
    expect(preview.rows[0].errors).toEqual([]);
    expect(preview.rows[1].errors.map((e: { column: string; message: string }) => [e.column, e.message])).toEqual([
      ['fixedSalary', 'employeeImport.errors.unreadableCell'],
    ]);
    const csv = importCsv([{ ...goodImportRow(30), firstName: '=HYPERLINK("http://x")' }], 'es');
    expect((await upload(acmeAdmin, csv, 'f.csv')).json().rows[0].errors).toEqual([]);
  });

  it('round-trips the template: downloaded, filled in, previewed with no error', async () => {
    for (const format of ['xlsx', 'csv'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/employees/import/template?format=${format}&lang=pt`, headers: acmeAdmin });
      expect(res.statusCode).toBe(200);
      let filled: Buffer;
      if (format === 'xlsx') {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0]!;
        expect(sheet.getRow(1).getCell(1).value).toBe(importHeaders.pt.email);
        const headers = (sheet.getRow(1).values as string[]).slice(1);
        const row = goodImportRow(40);
        sheet.addRow(headers.map((header) => row[Object.entries(importHeaders.pt).find(([, h]) => h === header)![0] as keyof typeof row] ?? null));
        filled = Buffer.from(await workbook.xlsx.writeBuffer());
      } else {
        const text = res.rawPayload.toString('utf8');
        expect(text.startsWith(`\ufeff${importHeaders.pt.email};`)).toBe(true);
        filled = Buffer.concat([res.rawPayload, importCsv([goodImportRow(41)], 'pt').subarray(importCsv([], 'pt').length + 2)]);
      }
      const preview = (await upload(acmeAdmin, filled)).json();
      expect(preview).toMatchObject({ creates: 1, updates: 0, errorCount: 0 });
    }
  });

  it('names the template’s sheet in its language and gives one example row, which an import of the template skips', async () => {
    for (const [lang, sheetName] of [
      ['es', 'Empleados'],
      ['ca', 'Empleats'],
      ['en', 'Employees'],
      ['pt', 'Funcionários'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/employees/import/template?format=xlsx&lang=${lang}`, headers: acmeAdmin });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe(sheetName);
      expect(sheet.actualRowCount).toBe(2);
      expect(sheet.getRow(2).getCell(1).value).toBe(IMPORT_EXAMPLE_EMAIL);
    }
    const before = await userCount();
    for (const format of ['xlsx', 'csv'] as const) {
      const template = await t.app.inject({ method: 'GET', url: `/api/admin/employees/import/template?format=${format}&lang=es`, headers: acmeAdmin });
      const preview = (await upload(acmeAdmin, template.rawPayload, `plantilla.${format}`)).json();
      expect(preview).toMatchObject({ creates: 0, updates: 0, errorCount: 0, exampleRows: [2], rows: [] });
      expect((await confirm(acmeAdmin, preview.previewId)).json()).toMatchObject({ created: 0, updated: 0 });
    }
    expect(await userCount()).toBe(before);
  });

  it('is not there for an employee (404), and a preview is bound to its company and administrator', async () => {
    const file = importCsv([goodImportRow(50)], 'es');
    expect((await upload(laura, file, 'a.csv')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/employees/import/template', headers: laura })).statusCode).toBe(404);
    const preview = (await upload(acmeAdmin, file, 'a.csv')).json();
    expect((await confirm(laura, preview.previewId)).statusCode).toBe(404);
    expect((await confirm(globexAdmin, preview.previewId)).statusCode).toBe(404);
    expect((await confirm(acmeAdmin, '0'.repeat(32))).statusCode).toBe(404);
    expect((await confirm(acmeAdmin, 'not-an-id')).statusCode).toBe(400);
    expect((await confirm(acmeAdmin, preview.previewId)).statusCode).toBe(200);
  });

  it('refuses a file that is neither CSV nor XLSX (415), and one over 5 MB or 10 000 rows (413)', async () => {
    expect((await upload(acmeAdmin, tinyPng, 'x.csv')).statusCode).toBe(415);
    expect((await upload(acmeAdmin, Buffer.from('PK\u0003\u0004not a workbook'), 'x.xlsx')).statusCode).toBe(415);
    expect((await upload(acmeAdmin, Buffer.alloc(5 * 1024 * 1024 + 10, 'a'), 'x.csv')).statusCode).toBe(413);
    const many = `email;firstName\r\n${'a@b.c;x\r\n'.repeat(10_001)}`;
    expect((await upload(acmeAdmin, Buffer.from(many), 'x.csv')).statusCode).toBe(413);
  });

  it('sends each person it created, and only them, the welcome e-mail when asked', async () => {
    const existing = (await upload(acmeAdmin, importCsv([goodImportRow(60)], 'es'), 'a.csv')).json();
    expect((await confirm(acmeAdmin, existing.previewId)).json()).toMatchObject({ created: 1, welcomeSent: 0 });
    const outboxBefore = Number((await oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from mail_outbox`)).n);

    const file = importCsv([goodImportRow(60), goodImportRow(61), goodImportRow(62)], 'es');
    const preview = (await upload(acmeAdmin, file, 'b.csv')).json();
    expect(preview).toMatchObject({ creates: 2, updates: 1, errorCount: 0 });
    expect((await confirm(acmeAdmin, preview.previewId, true)).json()).toMatchObject({ created: 2, updated: 1, welcomeSent: 2 });

    const mails = await rowsOf<{ to: string }>(t.database.db, sql`select "to" from mail_outbox order by id offset ${outboxBefore}`);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['import.61@acme.test', 'import.62@acme.test']);
    const links = await rowsOf<{ email: string }>(
      t.database.db,
      sql`select u.email from password_resets r join users u on u.id = r.user_id where r.purpose = 'welcome' and u.email like 'import.6_@acme.test'`,
    );
    expect(links.map((link) => link.email).sort()).toEqual(['import.61@acme.test', 'import.62@acme.test']);
  });
});
