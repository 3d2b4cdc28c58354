import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSqlRoundTripCounter, sqlRoundTrips } from '../features/bench/sql-round-trips';
import { createTestApp, type TestApp } from '../test/test-app';
import { encryptPassword, hostOf, loginAs } from '../test/auth-helpers';

/**
 * The most SQL statements each hot route may send per request (issue 16), BEGIN and COMMIT
 * included, counted at the drivers as `npm run bench` counts them. A count is deterministic: a
 * route that grows a query (an N+1, a lookup split in two) fails here, whatever the machine.
 * Company and session are one statement on every authenticated request (plugins/company.ts); a
 * read whose If-None-Match still holds sends nothing more (plugins/revalidation.ts). A public route
 * adds its rate-limit counter, a write per request only while its address is quiet
 * (plugins/public-rate-limit-store.ts).
 */
const budgets = {
  health: 1,
  company: 2,
  // The session with the company, then the read's own statement.
  profile: 2,
  bags: 2,
  modalities: 2,
  myContracts: 2,
  // The session, then the page and, as a column of it, the total the users triggers keep (migration 0015).
  adminList: 2,
  // A read whose ETag still holds: the session with the company and its versions, nothing else.
  revalidated: 1,
  // The session, BEGIN, the cart lock with the bags, the benefit with the charges and the family, the contract with its items, COMMIT.
  cartAdd: 6,
  // The session, the cart lock and the delete of a cart item (its items cascade).
  cartDelete: 2,
  // The address and account throttles, the user, the session and its bookkeeping (not reworked yet).
  login: 9,
};

async function quietCount(quietMs = 150): Promise<number> {
  let previous = sqlRoundTrips();
  let quietSince = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const next = sqlRoundTrips();
    if (next !== previous) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return next;
    previous = next;
  }
}

describe('the SQL statements per request of the hot routes', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let gymId: number;
  const acme = { host: hostOf('acme') };
  const cartItem = () => ({ year: 2027, benefitId: gymId, items: [{ familyId: null, month: 12, price: 3990 }], details: {} });

  beforeAll(async () => {
    await installSqlRoundTripCounter();
    // The mail worker's pass would add its statements between two counts.
    t = await createTestApp({ MAIL_POLL_MS: 60_000 });
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    gymId = (await t.app.inject({ url: '/api/modalities/by-category/gym', headers: laura })).json()[0].id;
    // The start-up's background statements (the mail worker's first scrub) end before any count.
    await quietCount(1_500);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The statements one call of `send` made, once warm: the first call also prepares its statements. */
  async function statementsOf(send: () => Promise<{ statusCode: number }>, status: number): Promise<number> {
    expect((await send()).statusCode).toBe(status);
    const before = await quietCount();
    expect((await send()).statusCode).toBe(status);
    return (await quietCount()) - before;
  }

  const get = (url: string, headers: Record<string, string>) => () => t.app.inject({ url, headers });

  it.each([
    ['GET /api/health', '/api/health', budgets.health],
    ['GET /api/companies/by-subdomain', '/api/companies/by-subdomain', budgets.company],
  ])('%s: at most its budget without a session', async (_name, url, budget) => {
    expect(await statementsOf(get(url, acme), 200)).toBeLessThanOrEqual(budget);
  });

  it('a busy address writes its public rate-limit counter a few times a window, not once per request', async () => {
    const busy = { ...acme, 'x-forwarded-for': '198.51.100.7' };
    const before = await quietCount();
    // Any client address of the test app's: inject's is fixed, so one busy address is the test's.
    for (let i = 0; i < 50; i++) expect((await t.app.inject({ url: '/api/companies/by-subdomain', headers: busy })).statusCode).toBe(200);
    // 50 lookups, and blocks of 1, 2, 4, 8, 16, 18 and 18 numbers (the limit of 300 / 16 at most): 7 writes.
    expect((await quietCount()) - before).toBeLessThanOrEqual(50 + 7);
  });

  it.each([
    ['GET /api/profile', '/api/profile', budgets.profile],
    ['GET /api/bags', '/api/bags', budgets.bags],
    ['GET /api/bags?year=2026', '/api/bags?year=2026', budgets.bags],
    ['GET /api/modalities/by-category/health-insurance', '/api/modalities/by-category/health-insurance', budgets.modalities],
    ['GET /api/my-contracts', '/api/my-contracts', budgets.myContracts],
  ])('%s: at most its budget, and one statement when its ETag still holds', async (_name, url, budget) => {
    expect(await statementsOf(get(url, laura), 200)).toBeLessThanOrEqual(budget);
    const etag = String((await get(url, laura)()).headers.etag);
    expect(await statementsOf(get(url, { ...laura, 'if-none-match': etag }), 304)).toBeLessThanOrEqual(budgets.revalidated);
  });

  it('GET /api/admin/employees: at most its budget, and one statement when its ETag still holds', async () => {
    const admin = await loginAs(t.app, 'acme', 'admin@acme.test');
    expect(await statementsOf(get('/api/admin/employees', admin), 200)).toBeLessThanOrEqual(budgets.adminList);
    const etag = String((await get('/api/admin/employees', admin)()).headers.etag);
    expect(await statementsOf(get('/api/admin/employees', { ...admin, 'if-none-match': etag }), 304)).toBeLessThanOrEqual(budgets.revalidated);
  });

  it('POST and DELETE /api/contracts: each at most its budget', async () => {
    const add = () => t.app.inject({ method: 'POST', url: '/api/contracts', headers: laura, payload: cartItem() });
    const remove = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/contracts/${id}`, headers: laura });
    // Warm: both statements prepared and the driver's types loaded.
    expect((await remove((await add()).json().id)).statusCode).toBe(204);
    let before = await quietCount();
    const added = await add();
    expect(added.statusCode).toBe(201);
    expect((await quietCount()) - before).toBeLessThanOrEqual(budgets.cartAdd);
    before = await quietCount();
    expect((await remove(added.json().id)).statusCode).toBe(204);
    expect((await quietCount()) - before).toBeLessThanOrEqual(budgets.cartDelete);
  });

  it('POST /api/auth/login: at most its budget', async () => {
    const password = await encryptPassword(t.app, 'acme', 'Flexible2026');
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', headers: acme, payload: { email: 'sergio.lopez@acme.test', password, cookiesAccepted: 'v3' } });
    expect(await statementsOf(login, 200)).toBeLessThanOrEqual(budgets.login);
  });
});
