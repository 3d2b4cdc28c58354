import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { multipartFile, tinyPdf, tinyPng } from '../../test/multipart';
import { oneRow, rowsOf } from '../../test/sql-rows';

/** A document the administrator files for an employee: theirs to read, shown as "Admin", not theirs to delete. */
describe('POST /api/admin/employees/{id}/documents', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let globexAdmin: Record<string, string>;
  let laura: Record<string, string>;
  let lauraId: number;

  const send = (employeeId: number, file: { name: string; data: Buffer; type: string }, headers = admin, query = '') => {
    const body = multipartFile(file.name, file.data, file.type);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/employees/${employeeId}/documents${query}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const pdf = { name: 'certificado-2027.pdf', data: tinyPdf, type: 'application/pdf' };
  const documentsOf = (userId: number) => rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from documents where user_id = ${userId}`);

  beforeAll(async () => {
    // A small documents limit, so a file over it is small to send.
    t = await createTestApp({ STORAGE_MAX_DOCUMENT_MB: 1 });
    admin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    lauraId = Number((await oneRow<{ id: number }>(t.database.db, sql`select id from users where email = 'laura.martin@acme.test'`)).id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('files the PDF under the name given; the employee sees it as the administrator’s, downloads it, and cannot delete it', async () => {
    const res = await send(lauraId, pdf, admin, `?name=${encodeURIComponent('Certificado de retenciones 2027')}`);
    expect(res.statusCode, res.body).toBe(201);
    const filed = res.json();
    expect(filed).toMatchObject({ userId: lauraId, name: 'Certificado de retenciones 2027', createdBy: 'admin' });

    const list = (await t.app.inject({ method: 'GET', url: `/api/users/${lauraId}/documents/all`, headers: laura })).json();
    const mine = list.find((d: { id: number }) => d.id === filed.id);
    expect(mine).toMatchObject({ name: 'Certificado de retenciones 2027', createdBy: 'admin', file: { originalFilename: 'certificado-2027.pdf' } });
    const link = await t.app.inject({ method: 'GET', url: `/api/storage/documents/${mine.file.name}/download-url`, headers: laura });
    expect(link.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: link.json().url, headers: { host: laura.host! } })).body).toContain('%PDF');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${lauraId}/documents/${filed.id}`, headers: laura })).statusCode).toBe(409);

    const audit = await rowsOf<{ action: string; subject_user_id: number }>(
      t.database.db,
      sql`select action, subject_user_id from audit_log where table_name = 'documents' and row_id = ${filed.id}`,
    );
    expect(audit).toEqual([{ action: 'document.filedByAdmin', subject_user_id: lauraId }]);
  });

  it("takes the file's own name when none is given", async () => {
    expect((await send(lauraId, pdf)).json().name).toBe('certificado-2027');
  });

  it('refuses what is not a PDF (415) and a file over the limit (413), filing nothing', async () => {
    const [before] = await documentsOf(lauraId);
    const png = await send(lauraId, { name: 'foto.pdf', data: tinyPng, type: 'application/pdf' });
    expect(png.statusCode).toBe(415);
    const big = await send(lauraId, { name: 'grande.pdf', data: Buffer.concat([tinyPdf, Buffer.alloc(1_200_000, 32)]), type: 'application/pdf' });
    expect(big.statusCode).toBe(413);
    const notMultipart = await t.app.inject({ method: 'POST', url: `/api/admin/employees/${lauraId}/documents`, headers: admin, payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(415);
    expect((await documentsOf(lauraId))[0]).toEqual(before);
  });

  it("answers 404 for another company's employee, an unknown one, and an employee's own session; 400 for a bad name", async () => {
    expect((await send(lauraId, pdf, globexAdmin)).statusCode).toBe(404);
    expect((await send(2_147_483_647, pdf)).statusCode).toBe(404);
    expect((await send(lauraId, pdf, laura)).statusCode).toBe(404);
    const long = await send(lauraId, pdf, admin, `?name=${'x'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('name');
  });
});
