import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hostOf, loginAs } from '../../test/auth-helpers';
import { multipartFile, tinyPdf } from '../../test/multipart';

describe('documents, my contracts, compensation and news', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let joao: Record<string, string>;
  let lauraId: number;
  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    joao = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
    lauraId = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: laura })).json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers = laura) => t.app.inject({ method: 'GET', url, headers });

  it("lists laura's two documents from the administrator, and they open", async () => {
    const docs = (await get(`/api/users/${lauraId}/documents/all`)).json();
    expect(docs).toHaveLength(2);
    expect(docs.every((d: { createdBy: string }) => d.createdBy === 'admin')).toBe(true);
    const { url } = (await get(`/api/storage/documents/${docs[0].file.name}/download-url`)).json();
    const pdf = await t.app.inject({ method: 'GET', url, headers: { host: hostOf('acme') } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("creates a document from an uploaded PDF, shown as the user's own", async () => {
    const body = multipartFile('nomina.pdf', tinyPdf);
    const { name } = (
      await t.app.inject({ method: 'POST', url: '/api/storage/documents', headers: { ...laura, ...body.headers }, payload: body.payload })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${lauraId}/documents`,
      headers: laura,
      payload: { file: name, name: 'Nómina de marzo', type: 'document', public: false },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Nómina de marzo', createdBy: 'me', year: 2026 });
    expect((await get(`/api/users/${lauraId}/documents/all`)).json()).toHaveLength(3);
    const missing = await t.app.inject({ method: 'POST', url: `/api/users/${lauraId}/documents`, headers: laura, payload: { file: name } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.name).toBe('validation.required');
  });

  it('deletes a document the user uploaded, with its file, and audits it; refuses the administrator’s (409) and anyone else’s (404)', async () => {
    const body = multipartFile('recibo.pdf', tinyPdf);
    const { name } = (
      await t.app.inject({ method: 'POST', url: '/api/storage/documents', headers: { ...laura, ...body.headers }, payload: body.payload })
    ).json();
    const created = (
      await t.app.inject({ method: 'POST', url: `/api/users/${lauraId}/documents`, headers: laura, payload: { file: name, name: 'Recibo guardería' } })
    ).json();
    const remove = (id: number, headers = laura, userId = lauraId) => t.app.inject({ method: 'DELETE', url: `/api/users/${userId}/documents/${id}`, headers });

    // Another person, even with the right user id in the path, finds nothing.
    expect((await remove(created.id, joao)).statusCode).toBe(404);
    const fromAdmin = (await get(`/api/users/${lauraId}/documents/all`)).json().find((d: { createdBy: string }) => d.createdBy === 'admin');
    const refused = await remove(fromAdmin.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DOCUMENT_FROM_ADMINISTRATOR');

    expect((await remove(created.id)).statusCode).toBe(204);
    const left = (await get(`/api/users/${lauraId}/documents/all`)).json() as { id: number }[];
    expect(left.map((d) => d.id)).not.toContain(created.id);
    expect(left.map((d) => d.id)).toContain(fromAdmin.id);
    expect(await t.app.storage.exists('documents', name)).toBe(false);
    expect((await get(`/api/storage/documents/${name}/download-url`)).statusCode).toBe(404);
    expect((await remove(created.id)).statusCode).toBe(404);
    const [entry] = (
      await t.database.db.execute<{ action: string; before: Record<string, unknown> }>(
        sql`select action, before from audit_log where action = 'document.deleted' and row_id = ${created.id}`,
      )
    ).rows;
    expect(entry).toMatchObject({ action: 'document.deleted', before: { name: 'Recibo guardería' } });
  });

  it("answers 404 for another user's documents and for a file the user does not own", async () => {
    expect((await get(`/api/users/${lauraId}/documents/all`, joao)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/users/${lauraId}/documents`, headers: joao, payload: { file: `${'a'.repeat(32)}.pdf`, name: 'x' } }))
        .statusCode,
    ).toBe(404);
    const lauraDoc = (await get(`/api/users/${lauraId}/documents/all`)).json()[0];
    expect((await get(`/api/storage/documents/${lauraDoc.file.name}/download-url`, joao)).statusCode).toBe(404);
  });

  it("lists laura's contracts newest year first with every list label", async () => {
    const list = (await get('/api/my-contracts')).json();
    expect(list.map((c: { year: number }) => c.year)).toEqual([...list.map((c: { year: number }) => c.year)].sort((a, b) => b - a));
    const labels = new Set(list.map((c: { label: string }) => c.label));
    // The seeded gym was cancelled: it reads cancelled, not contracted.
    expect(labels).toEqual(
      new Set(['contracts.list.contracted', 'contracts.list.pendingSignature', 'contracts.list.pendingReview', 'contracts.list.cancelled']),
    );
    const food = list.find((c: { product: string }) => c.product === 'food');
    expect(food.items).toHaveLength(12);
    expect(list.some((c: { status: string }) => c.status === 'cart')).toBe(false);
  });

  it('dates each seeded contract in its enrolment, not on the day the seed ran', async () => {
    const list: { year: number; createdAt: string; updatedAt: string }[] = (await get('/api/my-contracts')).json();
    expect(list.some((c) => c.year === 2025)).toBe(true);
    for (const contract of list) {
      // Made in the December before its plan year, and never after the seed's "today".
      expect(contract.createdAt.slice(0, 7)).toBe(`${contract.year - 1}-12`);
      expect(contract.updatedAt >= contract.createdAt).toBe(true);
      expect(contract.updatedAt < '2026-06-16').toBe(true);
    }
  });

  // The benefits are paid out of the gross pay (docs/decisions/062-compensation-splits-gross-pay.md):
  // 42 000 + 3 000 + meal 1 800 + transport 546 + 13 500 was 60 846 €; it is 58 500 €.
  it("computes the year's compensation: salaries split into money and contracted benefits, social security capped", async () => {
    const c = (await get('/api/compensations?year=2026')).json();
    expect(c).toMatchObject({ year: 2026, fixedSalary: 4_200_000, variableSalary: 300_000, socialSecurityCost: 1_350_000 });
    // The transport contract (546 €) is pending signature in the seed: not in force, not counted.
    expect(c.entries).toEqual([{ product: 'food', value: 180_000, companyContribution: 0 }]);
    expect(c).toMatchObject({ benefitsTotal: 180_000, benefitsFromSalary: 180_000, cashSalary: 4_320_000, total: 5_850_000 });
  });

  it('has no compensation where the company hides it (globex)', async () => {
    expect((await get('/api/compensations', joao)).statusCode).toBe(404);
  });

  it("shows the news of the company and the user's collective, in four languages", async () => {
    const news = (await get('/api/messages')).json();
    expect(news).toHaveLength(2);
    expect(news[0].text).toMatchObject({ es: expect.any(String), ca: expect.any(String), en: expect.any(String), pt: expect.any(String) });
    const pablo = await loginAs(t.app, 'acme', 'pablo.ruiz@acme.test');
    await t.app.inject({ method: 'POST', url: '/api/profile', headers: pablo, payload: { phone: '600000001' } });
    expect((await get('/api/messages', pablo)).json()).toHaveLength(1);
  });
});
