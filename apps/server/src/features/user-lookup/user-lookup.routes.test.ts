import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { oneRow } from '../../test/sql-rows';

interface Item {
  id: number;
  fullName: string;
  email: string | null;
}

/** The audit log's people picker, within the company acted on. */
describe('GET /api/admin/users/lookup', () => {
  let t: TestApp;
  let acmeAdmin: Record<string, string>;
  const lookup = async (q: string, headers = acmeAdmin) => t.app.inject({ method: 'GET', url: `/api/admin/users/lookup?q=${encodeURIComponent(q)}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds people by part of the name or e-mail, case aside, with id, full name and e-mail', async () => {
    const laura = await oneRow<{ id: number }>(t.database.db, sql`select id from users where email = 'laura.martin@acme.test'`);
    const byName = (await lookup('MARTÍN')).json().items as Item[];
    expect(byName).toContainEqual({ id: Number(laura.id), fullName: expect.stringContaining('Laura Martín'), email: 'laura.martin@acme.test' });
    expect((await lookup('laura.martin@')).json().items.map((i: Item) => i.id)).toEqual([Number(laura.id)]);
    // LIKE's wildcards are taken literally.
    expect((await lookup('%')).json().items).toEqual([]);
  });

  it('finds each typed word in a name or the e-mail, accents aside, as the employee list does', async () => {
    const emails = async (q: string) => ((await lookup(q)).json().items as Item[]).map((i) => i.email);
    expect(await emails('garcia laura')).toEqual(['laura.martin@acme.test']);
    expect(await emails('Laura Martin')).toEqual(['laura.martin@acme.test']);
    expect(await emails('laura ruiz')).toEqual([]);
  });

  it("lists only the company's people, 20 at most; another company's are never found", async () => {
    const all = (await lookup('')).json().items as Item[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(20);
    expect(all.every((i) => i.email === null || i.email.endsWith('@acme.test'))).toBe(true);
    expect((await lookup('globex')).json().items).toEqual([]);
    expect((await lookup('joao')).json().items).toEqual([]);
  });

  it("the operator switched to globex finds globex's people; employees get 404, a too long text 400", async () => {
    const operator = await loginAs(t.app, 'acme', 'operator@flexplan.test');
    expect((await lookup('joao', operator)).statusCode).toBe(404);
    const globex = await oneRow<{ id: number }>(t.database.db, sql`select id from companies where slug = 'globex'`);
    await t.app.inject({ method: 'POST', url: `/api/admin/platform/companies/${globex.id}/switch`, headers: operator });
    expect((await lookup('joao', operator)).json().items.map((i: Item) => i.email)).toEqual(['joao.silva@globex.test']);
    // The operator is nobody of globex's people, but wrote in its log (the switch): an actor of it.
    expect((await lookup('olga', operator)).json().items).toEqual([]);
    const actors = await t.app.inject({ method: 'GET', url: '/api/admin/users/lookup?q=olga&among=actors', headers: operator });
    expect(actors.json().items.map((i: Item) => i.email)).toEqual(['operator@flexplan.test']);
    // Acme's log has no globex author.
    const acmeActors = (await t.app.inject({ method: 'GET', url: '/api/admin/users/lookup?among=actors', headers: acmeAdmin })).json().items as Item[];
    expect(acmeActors.every((i) => !i.email?.endsWith('@globex.test'))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users/lookup?among=everyone', headers: acmeAdmin })).statusCode).toBe(400);
    expect((await lookup('laura', await loginAs(t.app, 'acme', 'laura.martin@acme.test'))).statusCode).toBe(404);
    const long = await lookup('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('q');
  });
});
