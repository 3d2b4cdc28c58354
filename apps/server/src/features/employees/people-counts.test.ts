import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { oneRow, rowsOf } from '../../test/sql-rows';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The admin list's unfiltered total is read from company_people_counts, which triggers on users
 * keep (migration 0015). Whatever writes users — a route, a batch of rows, a move between
 * companies — the kept counts must stay what a count of the rows says.
 */
describe('the people counts the users triggers keep', () => {
  let t: TestApp;
  let acmeAdmin: Record<string, string>;

  const counted = () =>
    rowsOf<{ companyId: number; active: number; inactive: number }>(
      t.database.db,
      sql`select c.id as "companyId",
            (count(u.id) filter (where u.deactivated_at is null))::int as active,
            (count(u.id) filter (where u.deactivated_at is not null))::int as inactive
          from companies c left join users u on u.company_id = c.id and u.role <> 'platform-operator'
          group by c.id order by c.id`,
    );
  const kept = () =>
    rowsOf<{ companyId: number; active: number; inactive: number }>(
      t.database.db,
      sql`select c.id as "companyId", coalesce(k.active, 0) as active, coalesce(k.inactive, 0) as inactive
          from companies c left join company_people_counts k on k.company_id = c.id order by c.id`,
    );
  const total = async (query = '') => (await t.app.inject({ method: 'GET', url: `/api/admin/employees${query}`, headers: acmeAdmin })).json().total as number;
  const acmeCount = async (condition = sql`true`) =>
    (
      await oneRow<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from users u join companies c on c.id = u.company_id where c.slug = 'acme' and u.role <> 'platform-operator' and ${condition}`,
      )
    ).n;

  beforeAll(async () => {
    t = await createTestApp();
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('start as the seeded rows count', async () => {
    expect(await kept()).toEqual(await counted());
  });

  it('follow a deactivation and a reactivation by the administrator, and the list totals say so', async () => {
    const { id } = await oneRow<{ id: number }>(t.database.db, sql`select id from users where email = 'pablo.ruiz@acme.test'`);
    const before = { all: await total(), active: await total('?status=active'), inactive: await total('?status=inactive') };
    expect(before.all).toBe(await acmeCount());
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/employees/${id}/deactivate`, headers: acmeAdmin, payload: {} })).statusCode).toBe(200);
    expect(await total('?status=active')).toBe(before.active - 1);
    expect(await total('?status=inactive')).toBe(before.inactive + 1);
    expect(await total()).toBe(before.all);
    expect(await total('?status=inactive')).toBe(await acmeCount(sql`u.deactivated_at is not null`));
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/employees/${id}/reactivate`, headers: acmeAdmin, payload: {} })).statusCode).toBe(200);
    expect(await total('?status=active')).toBe(before.active);
    expect(await kept()).toEqual(await counted());
  });

  it('follow rows written in SQL: a batch inserted, moved to another company, deactivated and deleted', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into users (company_id, email, first_name, last_name1, role, password_hash)
      select c.id, 'batch' || n || '@acme.test', 'Batch', 'Row', 'employee', 'unusable' from companies c, generate_series(1, 5) n where c.slug = 'acme'`);
    expect(await kept()).toEqual(await counted());
    await db.execute(
      sql`update users set company_id = (select id from companies where slug = 'globex') where email in ('batch1@acme.test', 'batch2@acme.test')`,
    );
    await db.execute(sql`update users set deactivated_at = now() where email = 'batch3@acme.test'`);
    await db.execute(sql`update users set role = 'platform-operator' where email = 'batch4@acme.test'`);
    expect(await kept()).toEqual(await counted());
    await db.execute(sql`delete from users where email like 'batch%@acme.test'`);
    expect(await kept()).toEqual(await counted());
    expect(await total()).toBe(await acmeCount());
  });
});
