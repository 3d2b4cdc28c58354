import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig, TEST_TODAY } from '../../../test/test-app';
import { loginAs, loginRequest } from '../../../test/auth-helpers';
import { oneRow, rowsOf } from '../../../test/sql-rows';
import { buildApp } from '../../../app';
import { createLocalStorage } from '../../../storage/local-storage';
import { hashPassword } from '../../../security/password-hash';
import type { Database } from '../../client';
import { DEMO_PASSWORD } from '../demo-users';
import { lauraContracts } from '../demo-history';
import { seedScaleEmployees } from './seed-scale';
import { personalIdOf, scaleEmployeeEmail } from './scale-employee-identity';
import { spanishIban } from './spanish-iban';

const PLAN_YEAR = 2026;
const itemsPerEmployee = lauraContracts.reduce((sum, c) => sum + c.months.length, 0);

describe('npm run seed:scale: employees added in bulk as the app holds them', () => {
  let database: Database;
  let app: FastifyInstance;
  let passwordHash: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    passwordHash = await hashPassword(DEMO_PASSWORD);
    // Two batches, so that ids reserved by one batch and the next never collide.
    expect(await seedScaleEmployees(database.db, { employees: 3, planYear: PLAN_YEAR, passwordHash, batchSize: 2 })).toEqual({ first: 1, last: 3 });
    const storage = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'flexplan-scale-')));
    app = await buildApp({ config: testConfig(), database, storage, webRoot: null, now: () => TEST_TODAY });
    await app.ready();
  });
  afterAll(async () => {
    // The app closes the database with it.
    await (app ? app.close() : database?.close());
  });

  it('log in with the demo password by e-mail or by personal ID (the blind index), with a profile the portal opens', async () => {
    const byEmail = await loginAs(app, 'acme', scaleEmployeeEmail(1));
    expect((await loginRequest(app, 'acme', personalIdOf(2))).statusCode).toBe(200);
    const profile = (await app.inject({ url: '/api/profile', headers: byEmail })).json();
    expect(profile).toMatchObject({ email: scaleEmployeeEmail(1), personalID: personalIdOf(1), BAN: spanishIban('21000000000000000001') });
    expect((await app.inject({ url: '/api/bags', headers: byEmail })).statusCode).toBe(200);
  });

  it("each with a family and laura's five contracts, one item a month", async () => {
    const session = await loginAs(app, 'acme', scaleEmployeeEmail(2));
    // The list starts with the employee; then the spouse and, for number 2, two children.
    expect((await app.inject({ url: '/api/families', headers: session })).json()).toHaveLength(1 + 1 + (2 % 3));
    const contracts = (await app.inject({ url: '/api/my-contracts', headers: session })).json() as { status: string }[];
    expect(contracts.map((c) => c.status).sort()).toEqual(lauraContracts.map((c) => c.status).sort());
    const items = await oneRow<{ count: number }>(
      database.db,
      sql`select count(*)::integer as count from contract_items i join contracts c on c.id = i.contract_id join users u on u.id = c.user_id
        where u.email = ${scaleEmployeeEmail(2)}`,
    );
    expect(Number(items.count)).toBe(itemsPerEmployee);
  });

  it('keeps their personal data encrypted at rest, as the app writes it', async () => {
    const rows = await rowsOf<{ personal_id: string; ban: string; security_number: string }>(
      database.db,
      sql`select personal_id, ban, security_number from users where email like 'scale.%'`,
    );
    const family = await rowsOf<{ personal_id: string }>(
      database.db,
      sql`select f.personal_id from family_members f join users u on u.id = f.user_id where u.email like 'scale.%'`,
    );
    expect(rows).toHaveLength(3);
    expect(family.length).toBeGreaterThanOrEqual(3);
    for (const value of [...rows.flatMap((r) => [r.personal_id, r.ban, r.security_number]), ...family.map((f) => f.personal_id)]) expect(value).toMatch(/^v1:/);
  });

  it('writes only rows whose foreign keys hold (it loads without their triggers, as pg_restore does)', async () => {
    const dangling = await oneRow<{ count: number }>(
      database.db,
      sql`select (
        (select count(*) from contract_items i where not exists (select 1 from contracts c where c.id = i.contract_id))
        + (select count(*) from contract_items i where not exists (select 1 from benefits b where b.id = i.benefit_id))
        + (select count(*) from contracts c where not exists (select 1 from users u where u.id = c.user_id))
        + (select count(*) from contracts c where not exists (select 1 from benefits b where b.id = c.benefit_id))
        + (select count(*) from contracts c where not exists (select 1 from collectives k where k.id = c.collective_id))
        + (select count(*) from family_members f where not exists (select 1 from users u where u.id = f.user_id))
        + (select count(*) from user_products p where not exists (select 1 from users u where u.id = p.user_id))
        + (select count(*) from user_products p where not exists (select 1 from products r where r.id = p.product_id))
        + (select count(*) from users u where not exists (select 1 from offices o where o.id = u.office_id))
      )::integer as count`,
    );
    expect(Number(dangling.count)).toBe(0);
  });

  it('adds more on another run, numbered after the ones there', async () => {
    expect(await seedScaleEmployees(database.db, { employees: 2, planYear: PLAN_YEAR, passwordHash })).toEqual({ first: 4, last: 5 });
    expect((await loginRequest(app, 'acme', scaleEmployeeEmail(5))).statusCode).toBe(200);
  });
});
