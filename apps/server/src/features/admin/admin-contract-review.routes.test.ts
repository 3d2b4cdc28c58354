import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { multipartFile, tinyPdf, tinyPng } from '../../test/multipart';
import { oneRow, rowsOf } from '../../test/sql-rows';

type Row = { id: number; product: string; price: number; collectiveId: number; year: number };

/** The administrator's list filtered with its totals, and one contract opened with what it carries (docs/product/back-office.md §3). */
describe('the review of the company’s contracts', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let globexAdmin: Record<string, string>;
  let laura: Record<string, string>;
  let formation: { id: number; year: number; collective_id: number };
  let invoice: string;
  let answersPdf: string;
  let unrelated: string;

  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
  const upload = async (folder: string, name: string, data: Buffer, type: string) => {
    const body = multipartFile(name, data, type);
    const res = await t.app.inject({ method: 'POST', url: `/api/storage/${folder}`, headers: { ...laura, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().name as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    // laura's formation under review (the demo's): its invoice attached, its questionnaire answered with a document.
    formation = await oneRow(
      t.database.db,
      sql`select c.id, c.year, c.collective_id from contracts c join users u on u.id = c.user_id
          where u.email = 'laura.martin@acme.test' and c.category = 'formation' and c.status = 'pending' and c.signed`,
    );
    invoice = await upload('invoices', 'factura-esic.png', tinyPng, 'image/png');
    answersPdf = await upload('documents', 'matricula.pdf', tinyPdf, 'application/pdf');
    unrelated = await upload('documents', 'otra-cosa.pdf', tinyPdf, 'application/pdf');
    await t.database.db.execute(
      sql`update contracts set additional_info = additional_info || ${JSON.stringify({ invoices: [{ name: invoice, originalFilename: 'factura-esic.png' }] })}::jsonb where id = ${formation.id}`,
    );
    await t.database.db.execute(sql`
      insert into product_answers (company_id, user_id, contract_id, product_id, subject, is_completed, answers, document)
      select c.company_id, c.user_id, c.id, b.product_id, 'contract', true, ${JSON.stringify({ '¿Es un curso oficial?': 'Sí, un máster' })}::jsonb,
             ${JSON.stringify({ name: answersPdf, originalFilename: 'matricula.pdf' })}::jsonb
      from contracts c join benefits b on b.id = c.benefit_id where c.id = ${formation.id}`);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/admin/contracts with filters', () => {
    const all = async (query: string): Promise<{ items: Row[]; total: number; totalPrice: number; monthPrice: number | null }> => {
      const res = await get(`/api/admin/contracts?pageSize=200&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('narrows by category and collective, and totals what matches', async () => {
      const contracted = await all('status=contracted');
      const food = await all('status=contracted&category=food');
      expect(food.items.length).toBeGreaterThan(0);
      expect(food.items.every((r) => r.product === 'food')).toBe(true);
      expect(food.total).toBe(contracted.items.filter((r) => r.product === 'food').length);
      expect(food.totalPrice).toBe(food.items.reduce((sum, r) => sum + r.price, 0));
      expect(food.monthPrice).toBeNull();
      const collective = contracted.items[0]!.collectiveId;
      const ofCollective = await all(`status=contracted&collectiveId=${collective}`);
      expect(ofCollective.items.map((r) => r.id)).toEqual(contracted.items.filter((r) => r.collectiveId === collective).map((r) => r.id));
    });

    it('narrows by a month the contract runs, and says what the month costs', async () => {
      // The demo's formation runs September to December at 200,00 € a month.
      const september = await all(`status=pending&month=${formation.year}-09`);
      expect(september.items.map((r) => r.id)).toContain(formation.id);
      expect(september.monthPrice).toBeGreaterThanOrEqual(20_000);
      const items = await rowsOf<{ n: number }>(
        t.database.db,
        sql`select coalesce(sum(i.price), 0)::int as n from contract_items i join contracts c on c.id = i.contract_id
            join companies co on co.id = c.company_id where co.slug = 'acme' and c.status = 'pending' and c.year = ${formation.year} and i.month = 9`,
      );
      expect(september.monthPrice).toBe(items[0]!.n);
      const march = await all(`status=pending&month=${formation.year}-03`);
      expect(march.items.map((r) => r.id)).not.toContain(formation.id);
      expect((await all(`status=pending&month=${formation.year + 5}-09`)).items).toEqual([]);
    });

    it('refuses a bad filter by field', async () => {
      for (const [query, field] of [
        ['category=nope', 'category'],
        ['month=2027-13', 'month'],
        ['month=septiembre', 'month'],
        ['collectiveId=abc', 'collectiveId'],
        ['collectiveId=99999999999', 'collectiveId'],
      ]) {
        const res = await get(`/api/admin/contracts?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().fields, query).toHaveProperty(field!);
      }
    });
  });

  describe('GET /api/admin/contracts/{id}', () => {
    it('shows the months, the info, the answers and the files the contract carries', async () => {
      const res = await get(`/api/admin/contracts/${formation.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const review = res.json();
      expect(review).toMatchObject({ id: formation.id, status: 'pending', signed: true, product: 'formation', employee: expect.stringContaining('Laura') });
      expect(review.items.map((i: { month: number }) => i.month)).toEqual([9, 10, 11, 12]);
      expect(review.info).toContainEqual({ key: 'centerName', value: 'ESIC' });
      expect(review.answers).toEqual([
        {
          subject: 'contract',
          beneficiary: null,
          isCompleted: true,
          answers: [{ question: '¿Es un curso oficial?', answer: 'Sí, un máster' }],
          documentName: answersPdf,
        },
      ]);
      const files = review.files.map((f: { name: string; source: string; contentType: string }) => [f.name, f.source, f.contentType]);
      expect(files).toEqual(
        expect.arrayContaining([
          [invoice, 'info', 'image/png'],
          [answersPdf, 'answers', 'application/pdf'],
        ]),
      );
      expect(files.map((f: string[]) => f[0])).not.toContain(unrelated);
    });

    it("answers 404 for another company's contract, an unknown one, and an employee", async () => {
      expect((await get(`/api/admin/contracts/${formation.id}`, globexAdmin)).statusCode).toBe(404);
      expect((await get('/api/admin/contracts/2147483647')).statusCode).toBe(404);
      expect((await get(`/api/admin/contracts/${formation.id}`, laura)).statusCode).toBe(404);
      expect((await get('/api/admin/contracts/abc')).json().fields).toHaveProperty('id');
    });
  });

  describe('GET /api/admin/contracts/{id}/files/{container}/{file}/download-url', () => {
    const urlOf = (container: string, file: string, headers = admin) =>
      get(`/api/admin/contracts/${formation.id}/files/${container}/${file}/download-url`, headers);

    it('gives a short-lived link to a file the contract carries: the image is shown, the PDF saved', async () => {
      const image = await urlOf('invoices', invoice);
      expect(image.statusCode, image.body).toBe(200);
      const shown = await t.app.inject({ method: 'GET', url: image.json().url, headers: { host: admin.host! } });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/png');
      expect(shown.headers['content-disposition']).toMatch(/^inline/);
      const pdf = await t.app.inject({ method: 'GET', url: (await urlOf('documents', answersPdf)).json().url, headers: { host: admin.host! } });
      expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    });

    it("refuses the employee's other files, a wrong container, and another company's administrator", async () => {
      expect((await urlOf('documents', unrelated)).statusCode).toBe(404);
      expect((await urlOf('documents', invoice)).statusCode).toBe(404);
      expect((await urlOf('invoices', invoice, globexAdmin)).statusCode).toBe(404);
      expect((await urlOf('-bad', invoice)).statusCode).toBe(400);
    });
  });
});
