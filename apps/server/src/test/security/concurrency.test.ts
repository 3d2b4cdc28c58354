import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { DEMO_PASSWORD, encryptPassword, hostOf, loginAs } from '../auth-helpers';
import { loginAccountRule } from '../../features/auth/throttle';
import { oneRow, rowsOf } from '../sql-rows';

/** Today is 2026-11-23, after acme's cut-off day: new items start in January 2027. */
const YEAR = 2027;
const monthly = (price: number, months: number[]) => months.map((month) => ({ familyId: null, month, price }));
const countOf = (statuses: number[], ...wanted: number[]) => statuses.filter((s) => wanted.includes(s)).length;
let raced = 0;

/**
 * Concurrency (issue 12, Deliver 3): the rules that guard money and accounts hold when the same
 * request arrives many times at once. On PGlite requests interleave on one connection; on the
 * real PostgreSQL (TEST_DATABASE_URL) they run in parallel transactions, where races are real.
 */
describe('concurrency: the bag, the purchase and the login limit hold under a burst', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let lauraId: number;
  const benefitIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    lauraId = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: laura })).json().id;
    for (const category of ['gym', 'formation']) {
      for (const b of (await t.app.inject({ method: 'GET', url: `/api/modalities/by-category/${category}`, headers: laura })).json())
        benefitIds[b.name.es] = b.id;
    }
  });
  afterAll(async () => {
    console.log(`concurrency: ${raced} concurrent requests raced on ${t?.database.kind}`);
    await t?.close();
  });

  const addToCart = (benefitId: number, items: object[], details: object = {}) =>
    t.app.inject({ method: 'POST', url: '/api/contracts', headers: laura, payload: { year: YEAR, benefitId, items, details } });
  const available = async () => {
    const { overview } = (await t.app.inject({ method: 'GET', url: `/api/bags?year=${YEAR}`, headers: laura })).json();
    return { top: overview.top.available as number, user: overview.user.available as number };
  };

  it('20 concurrent purchases of one cart make one set of contracts and one e-mail', async () => {
    const gym = (await addToCart(benefitIds['Wellhub gimnasios']!, monthly(3990, [1, 2, 3]))).json().id as number;
    const formation = (await addToCart(benefitIds['Formación profesional']!, monthly(20_000, [1]), { paymentFreq: 'yearly' })).json().id as number;
    const { maxMail } = await oneRow<{ maxMail: number | null }>(t.database.db, sql`select max(id) as "maxMail" from mail_outbox`);
    const { maxPurchase } = await oneRow<{ maxPurchase: number | null }>(t.database.db, sql`select max(id) as "maxPurchase" from purchases`);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/contracts/purchase', headers: laura, payload: { ids: i % 2 ? [gym, formation] : [formation, gym] } }),
      ),
    );
    raced += answers.length;

    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.map((a) => a.statusCode).every((s) => s === 200 || s === 409)).toBe(true);
    const purchaseIds = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().purchaseId));
    expect(purchaseIds.size).toBe(1);
    const purchases = await rowsOf<{ contract_ids: number[] }>(
      t.database.db,
      sql`select contract_ids from purchases where user_id = ${lauraId} and id > ${maxPurchase ?? 0}`,
    );
    expect(purchases).toHaveLength(1);
    expect([...purchases[0]!.contract_ids].sort()).toEqual([gym, formation].sort());
    const statuses = await rowsOf<{ status: string }>(t.database.db, sql`select status from contracts where id in (${gym}, ${formation})`);
    expect(statuses.map((s) => s.status)).toEqual(['pending', 'pending']);
    await t.app.mail.flush();
    const mails = await rowsOf<{ subject: string }>(
      t.database.db,
      sql`select subject from mail_outbox where "to" = 'laura.martin@acme.test' and id > ${maxMail ?? 0}`,
    );
    expect(mails).toHaveLength(1);
  });

  it('100 concurrent adds to the cart never spend more than the bags hold', async () => {
    const before = await available();
    const yearly = 3990 * 12;
    const capacity = before.top + before.user;
    const fits = Math.floor(capacity / yearly);
    // The bag must allow a few, not all: otherwise the race proves nothing.
    expect(fits).toBeGreaterThan(1);
    expect(fits).toBeLessThan(20);

    const answers = await Promise.all(
      Array.from({ length: 100 }, () => addToCart(benefitIds['Wellhub gimnasios']!, monthly(3990, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))),
    );
    raced += answers.length;
    const statuses = answers.map((a) => a.statusCode);

    expect(countOf(statuses, 201)).toBe(fits);
    expect(answers.filter((a) => a.statusCode !== 201).every((a) => a.statusCode === 409 && a.json().code === 'PRICE_EXCEEDS_AVAILABLE')).toBe(true);
    const after = await available();
    expect(after.top).toBeGreaterThanOrEqual(0);
    expect(after.user).toBeGreaterThanOrEqual(0);
    expect(after.top + after.user).toBe(capacity - fits * yearly);
    // The same from the rows themselves: what the cart holds of this burst is what fitted.
    const ids = answers.filter((a) => a.statusCode === 201).map((a) => a.json().id as number);
    const { total } = await oneRow<{ total: string }>(
      t.database.db,
      sql`select coalesce(sum(price), 0) as total from contract_items where contract_id in (${sql.join(ids.length ? ids : [0], sql`, `)})`,
    );
    expect(Number(total)).toBe(fits * yearly);
    expect(Number(total)).toBeLessThanOrEqual(capacity);
  });

  it('100 concurrent logins for one account, by e-mail and by personal ID from four addresses, get no more guesses than the limit', async () => {
    const wrong = await encryptPassword(t.app, 'acme', 'Wrong2026x');
    const right = await encryptPassword(t.app, 'acme', DEMO_PASSWORD);
    const identifiers = ['pablo.ruiz@acme.test', 'PABLO.RUIZ@acme.test', '56789012B', '56789012b'];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { host: hostOf('acme') },
          remoteAddress: `192.0.2.${10 + (i % 4)}`,
          payload: { email: identifiers[i % identifiers.length], password: i === 79 ? right : wrong, cookiesAccepted: 'v3' },
        }),
      ),
    );
    raced += answers.length;
    const statuses = answers.map((a) => a.statusCode);

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // A password was checked only where the attempt got past the counters: 401, or 200 for the right one.
    expect(countOf(statuses, 401, 200)).toBeLessThanOrEqual(loginAccountRule.limit);
    expect(countOf(statuses, 429)).toBeGreaterThanOrEqual(100 - loginAccountRule.limit);
    expect(answers.find((a) => a.statusCode === 429)!.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS' });
  });
});
