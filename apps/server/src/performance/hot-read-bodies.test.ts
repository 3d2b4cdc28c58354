import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryAliases } from '@flexplan/domain/benefits/category';
import { demoCompanies } from '../db/seed/demo-companies';
import { demoUsers } from '../db/seed/demo-users';
import { createTestApp, type TestApp } from '../test/test-app';
import { loginAs } from '../test/auth-helpers';

/**
 * The whole answer of each hot read, for every demo account, pinned in a file: these reads were
 * rewritten as one SQL statement each, and must answer byte for byte what the
 * statement-per-table code did, on PGlite and PostgreSQL alike. A deliberate change of one of
 * them updates its file (`npx vitest run -u <this file>`), and the diff shows what changed.
 */
/** The test database was seeded minutes ago: rows stamped by the database's clock then (a stale cart) differ from run to run. */
const seedingWindowStart = Date.now() - 60 * 60 * 1000;
function withoutSeedingTime(key: string, value: unknown) {
  const isSeedingTime = (key === 'createdAt' || key === 'updatedAt') && typeof value === 'string' && Date.parse(value) >= seedingWindowStart;
  return isSeedingTime ? '(when the test database was seeded)' : value;
}

describe('the hot reads answer every demo account exactly as pinned', () => {
  let t: TestApp;
  const sessions = new Map<string, Record<string, string>>();
  beforeAll(async () => {
    t = await createTestApp();
    // A company in maintenance lets no one log in (initech): its accounts have no session to read with.
    const closed = new Set(demoCompanies.filter((c) => c.company.maintenance).map((c) => c.company.slug));
    for (const user of demoUsers.filter((u) => !closed.has(u.company))) sessions.set(user.email, await loginAs(t.app, user.company, user.email));
  });
  afterAll(async () => {
    await t.close();
  });

  /** Each account's status and body for each URL, in the order listed: one JSON file per route. */
  async function answersTo(urls: string[]) {
    const answers: Record<string, { status: number; body: unknown }> = {};
    for (const [email, headers] of sessions) {
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        answers[`${email} ${url}`] = { status: res.statusCode, body: res.json() };
      }
    }
    return `${JSON.stringify(answers, withoutSeedingTime, 2)}\n`;
  }

  it('GET /api/profile', async () => {
    await expect(await answersTo(['/api/profile'])).toMatchFileSnapshot('./__snapshots__/hot-read-bodies/profile.json');
  });

  it('GET /api/bags, for the default year and three plan years', async () => {
    const urls = ['/api/bags', '/api/bags?year=2025', '/api/bags?year=2026', '/api/bags?year=2027'];
    await expect(await answersTo(urls)).toMatchFileSnapshot('./__snapshots__/hot-read-bodies/bags.json');
  });

  it('GET /api/my-contracts', async () => {
    await expect(await answersTo(['/api/my-contracts'])).toMatchFileSnapshot('./__snapshots__/hot-read-bodies/my-contracts.json');
  });

  it('GET /api/modalities/by-category/{category}, every category', async () => {
    const urls = categoryAliases.map((category) => `/api/modalities/by-category/${category}`);
    await expect(await answersTo(urls)).toMatchFileSnapshot('./__snapshots__/hot-read-bodies/modalities.json');
  });
});
