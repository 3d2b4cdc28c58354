import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { oneRow } from '../../test/sql-rows';

// The company's contracts came back all at once, whatever their number.
describe('GET /api/admin/contracts answers one page at a time', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let total: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'acme', 'admin@acme.test');
    total = Number(
      (
        await oneRow<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from contracts c join companies co on co.id = c.company_id where co.slug = 'acme' and c.status = 'contracted' and c.signed`,
        )
      ).n,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/contracts?status=contracted${query}`, headers: admin });

  it('pages through every contract once, oldest change first, with the total', async () => {
    expect(total).toBeGreaterThan(1);
    const first = (await page('&pageSize=1')).json();
    expect(first).toMatchObject({ total, page: 1, pageSize: 1 });
    expect(first.items).toHaveLength(1);
    const seen: number[] = [];
    for (let n = 1; n <= total; n++) seen.push(...(await page(`&page=${n}&pageSize=1`)).json().items.map((c: { id: number }) => c.id));
    expect(new Set(seen).size).toBe(total);
    expect((await page(`&page=${total + 1}&pageSize=1`)).json().items).toEqual([]);
  });

  it('takes 50 a page unless told, and refuses a page size over 200 by field', async () => {
    expect((await page('')).json()).toMatchObject({ page: 1, pageSize: 50 });
    const refused = await page('&pageSize=500');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('pageSize');
    expect((await page('&page=0')).statusCode).toBe(400);
  });
});
