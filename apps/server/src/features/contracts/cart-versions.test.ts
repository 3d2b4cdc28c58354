import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { oneRow } from '../../test/sql-rows';
import { insertContractAtCartVersion } from './contracts.repository';

const YEAR = 2027;
const monthly = (price: number) => Array.from({ length: 12 }, (_, i) => ({ familyId: null, month: i + 1, price }));

/**
 * Migration 0019: a cart add prices from one reading and writes only if the user's cart version has
 * not moved since, so every change a price reads must move it, and a write at an old version must
 * change nothing.
 */
describe('cart versions', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let owner: { userId: number; companyId: number; collectiveId: number };
  let gymId: number;

  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    owner = await oneRow(
      t.database.db,
      sql`select id as "userId", company_id as "companyId", collective_id as "collectiveId" from users where email = 'laura.martin@acme.test'`,
    );
    const gym = (await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/gym', headers: laura })).json();
    gymId = gym[0].id;
  });
  afterAll(async () => {
    await t.close();
  });

  const version = async () =>
    (await oneRow<{ version: number }>(t.database.db, sql`select version from cart_versions where user_id = ${owner.userId}`)).version;
  const moves = async (change: () => Promise<unknown>) => {
    const before = await version();
    await change();
    return (await version()) > before;
  };
  const run = (query: ReturnType<typeof sql>) => () => t.database.db.execute(query);
  /** laura's gym for the whole plan year, through the API: a lock-free add. */
  const addGym = () => t.app.inject({ method: 'POST', url: '/api/contracts', headers: laura, payload: { year: YEAR, benefitId: gymId, items: monthly(3990) } });

  it('every user has one, a new one too', async () => {
    const missing = await oneRow<{ n: number }>(
      t.database.db,
      sql`select count(*)::integer as n from users u where not exists (select 1 from cart_versions v where v.user_id = u.id)`,
    );
    expect(missing.n).toBe(0);
  });

  it('moves with the bags, the salary, a contract, the family and a setting, and not with an update that changes nothing', async () => {
    const me = owner.userId;
    expect(await moves(run(sql`update users set fixed_salary = fixed_salary + 1 where id = ${me}`))).toBe(true);
    expect(await moves(run(sql`update users set fixed_salary = fixed_salary - 1, flexible_bag = flexible_bag where id = ${me}`))).toBe(true);
    expect(await moves(run(sql`update family_members set first_name = first_name || '' where user_id = ${me}`))).toBe(true);
    const added = await addGym();
    expect(added.statusCode).toBe(201);
    expect(await moves(() => t.app.inject({ method: 'DELETE', url: `/api/contracts/${added.json().id}`, headers: laura }))).toBe(true);

    // The user's version is also what the profile's ETag reads (migration 0023): a setting the profile shows moves it.
    expect(await moves(run(sql`update users set language = 'ca' where id = ${me}`))).toBe(true);
    expect(await moves(run(sql`update users set language = 'es' where id = ${me}`))).toBe(true);
    expect(await moves(run(sql`update users set fixed_salary = fixed_salary, language = language where id = ${me}`))).toBe(false);
  });

  it('writes an add only at the version it was priced at, and moves it on', async () => {
    const row = {
      benefitId: gymId,
      category: 'gym' as const,
      collectiveId: owner.collectiveId,
      year: YEAR,
      status: 'cart' as const,
      price: 47_880,
      finalPrice: 47_880,
      contributedPrice: 0,
      userBag: 0,
      details: {},
      effectiveDate: null,
      additionalInfo: null,
    };
    const items = monthly(3990).map((item) => ({ ...item, benefitId: gymId, contributedPrice: 0 }));
    const count = async () => (await oneRow<{ n: number }>(t.database.db, sql`select count(*)::integer as n from contracts where user_id = ${owner.userId}`)).n;
    const before = await count();
    const read = await version();

    const stale = await insertContractAtCartVersion(t.database.db, owner.companyId, owner.userId, read - 1, row, items);
    expect(stale).toBeUndefined();
    expect(await count()).toBe(before);
    expect(await version()).toBe(read);

    const saved = await insertContractAtCartVersion(t.database.db, owner.companyId, owner.userId, read, row, items);
    expect(saved?.contract).toMatchObject({ userId: owner.userId, companyId: owner.companyId, status: 'cart', price: 47_880, version: 1 });
    expect(saved?.items).toHaveLength(12);
    const stored = await oneRow<{ n: number }>(t.database.db, sql`select count(*)::integer as n from contract_items where contract_id = ${saved!.contract.id}`);
    expect(stored.n).toBe(12);
    expect(await version()).toBeGreaterThan(read);
    // The same reading again is now out of date: a second writer of it inserts nothing.
    expect(await insertContractAtCartVersion(t.database.db, owner.companyId, owner.userId, read, row, items)).toBeUndefined();
    expect(await count()).toBe(before + 1);
    await t.app.inject({ method: 'DELETE', url: `/api/contracts/${saved!.contract.id}`, headers: laura });
  });

  // Migration 0021: the add's own statement moves the version; its contract's trigger no longer
  // moves it a second time, while a change made under the cart lock (a lock, not a write) still does.
  it('moves once per add, and still with a change made under the cart lock', async () => {
    const read = await version();
    const added = await addGym();
    expect(added.statusCode).toBe(201);
    expect(await version()).toBe(read + 1);

    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select version from cart_versions where user_id = ${owner.userId} for update`);
      await tx.execute(sql`update contracts set additional_info = '{"note":"x"}'::jsonb where id = ${added.json().id}`);
    });
    expect(await version()).toBe(read + 2);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update contracts set additional_info = null where id = ${added.json().id}`);
      await tx.execute(sql`update family_members set first_name = first_name || '' where user_id = ${owner.userId}`);
    });
    expect(await version()).toBe(read + 3);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/contracts/${added.json().id}`, headers: laura });
    expect(removed.statusCode).toBe(204);
    expect(await version()).toBe(read + 4);
  });

  // Two connections at once: PostgreSQL only (PGlite runs one statement at a time).
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'prices an add again under the cart lock when a change commits between its reading and its write',
    async () => {
      const db = t.database.db;
      const count = async () => (await oneRow<{ n: number }>(db, sql`select count(*)::integer as n from contracts where user_id = ${owner.userId}`)).n;
      const before = await count();
      const lockWaits = async () =>
        (
          await oneRow<{ n: number }>(
            db,
            sql`select count(*)::integer as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
        ).n;
      let answer: Awaited<ReturnType<typeof t.app.inject>> | undefined;
      await db.transaction(async (tx) => {
        // Another change holds the cart version: the add reads, prices, and its write waits here.
        await tx.execute(sql`select version from cart_versions where user_id = ${owner.userId} for update`);
        const pending = t.app.inject({
          method: 'POST',
          url: '/api/contracts',
          headers: laura,
          payload: { year: YEAR, benefitId: gymId, items: monthly(3990) },
        });
        void pending.then((res) => (answer = res));
        for (let tries = 0; (await lockWaits()) === 0; tries += 1) {
          if (tries > 100) throw new Error('the add never waited for the cart version');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        // That change commits a new version: the add's reading is out of date.
        await tx.execute(sql`update cart_versions set version = version + 1 where user_id = ${owner.userId}`);
      });
      for (let tries = 0; !answer; tries += 1) {
        if (tries > 200) throw new Error('the add never answered');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(answer.statusCode).toBe(201);
      expect(await count()).toBe(before + 1);
      await t.app.inject({ method: 'DELETE', url: `/api/contracts/${answer.json().id}`, headers: laura });
    },
  );

  // Two connections at once: PostgreSQL only. The lock-free add claims the cart version and then
  // checks its owner's key; an add priced again under the lock once took its owner's row first
  // (FOR UPDATE, which a key check waits for) and the version second: a deadlock, answered 409.
  it.runIf(inject('testDatabase').kind === 'postgres')('adds of one user at once take the cart lock in one order: none refused as a deadlock', async () => {
    const add = (month: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contracts',
        headers: laura,
        payload: { year: YEAR, benefitId: gymId, items: [{ familyId: null, month, price: 1990 }] },
      });
    const answers = [];
    for (let round = 0; round < 6; round += 1) answers.push(...(await Promise.all([1, 2, 3, 4, 5, 6].map(add))));
    const refusals = answers.filter((res) => res.statusCode !== 201).map((res) => `${res.statusCode} ${res.json().code}`);
    expect(refusals.filter((refusal) => refusal.endsWith('CONFLICT'))).toEqual([]);
    for (const res of answers.filter((r) => r.statusCode === 201))
      await t.app.inject({ method: 'DELETE', url: `/api/contracts/${res.json().id}`, headers: laura });
  });
});
