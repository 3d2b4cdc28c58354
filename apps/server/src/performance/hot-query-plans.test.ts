import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo-users';
import { seedScaleEmployees } from '../db/seed/scale/seed-scale';
import { scaleEmployeeEmail } from '../db/seed/scale/scale-employee-identity';
import { hashPassword } from '../security/password-hash';
import { createLocalStorage } from '../storage/local-storage';
import { encryptPassword, hostOf, loginAs } from '../test/auth-helpers';
import { rowsOf } from '../test/sql-rows';
import { installStatementCapture, statementsOf, type CapturedStatement } from '../test/statement-capture';
import { openTestDatabase, testConfig, TEST_TODAY } from '../test/test-app';

/** Enough employees that a table read whole is slower than its index, as the planner sees it after ANALYZE. */
const EMPLOYEES = 3_000;
/** A table this big read whole by a request grows with the company: what this test refuses. */
const LARGE_TABLE_ROWS = 1_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function scannedWhole(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scannedWhole)];
}

/** The statement as the app sent it, its $n parameters bound again (Drizzle numbers them in order), an array as one parameter. */
function explainOf({ text, params }: CapturedStatement): SQL {
  const pieces = text.split(/\$(\d+)/);
  const chunks: SQL[] = [sql.raw('explain (format json) ')];
  pieces.forEach((piece, i) => chunks.push(i % 2 === 0 ? sql.raw(piece) : sql`${sql.param(params[Number(piece) - 1])}`));
  return sql.join(chunks);
}

/**
 * Every statement of the hot routes, as they really run for an employee of a scaled company
 * (npm run seed:scale's code: EMPLOYEES employees, their families and contracts), planned by
 * EXPLAIN after ANALYZE: none may read a large tenant table whole (issue 16). A missing index, a
 * filter that does not lead with the indexed columns, or a join the planner cannot drive by key
 * shows up here as a Seq Scan, on PGlite and PostgreSQL alike.
 */
describe('the hot queries on a scaled company', () => {
  let database: Database;
  let app: FastifyInstance;
  let largeTables: Set<string>;
  let employee: Record<string, string>;
  let gymId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedScaleEmployees(database.db, { employees: EMPLOYEES, planYear: 2026, passwordHash: await hashPassword(DEMO_PASSWORD) });
    await database.db.execute(sql`analyze`);
    const tables = await rowsOf<{ name: string }>(
      database.db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join information_schema.columns col on col.table_schema = n.nspname and col.table_name = c.relname and col.column_name = 'company_id'
        where n.nspname = current_schema() and c.relkind = 'r' and c.reltuples > ${LARGE_TABLE_ROWS}`,
    );
    largeTables = new Set(tables.map((t) => t.name));
    const storage = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'flexplan-plans-')));
    app = await buildApp({ config: testConfig({ MAIL_POLL_MS: 60_000 }), database, storage, webRoot: null, now: () => TEST_TODAY });
    await app.ready();
    employee = await loginAs(app, 'acme', scaleEmployeeEmail(EMPLOYEES / 2));
    gymId = (await app.inject({ url: '/api/modalities/by-category/gym', headers: employee })).json()[0].id;
    installStatementCapture();
  });
  afterAll(async () => {
    await (app ? app.close() : database?.close());
  });

  it('has large tenant tables to judge by: users, contracts and their items', () => {
    expect([...largeTables]).toEqual(expect.arrayContaining(['users', 'contracts', 'contract_items']));
  });

  /** The large tables each statement of `run` reads whole, by statement. */
  async function wholeScansOf(run: () => Promise<unknown>): Promise<string[]> {
    const statements = (await statementsOf(run)).filter((s) => !/^\s*(begin|commit|rollback|select 1$)/i.test(s.text));
    expect(statements.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const statement of statements) {
      const [row] = await rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(database.db, explainOf(statement));
      const plan = row!['QUERY PLAN'];
      const [{ Plan }] = typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan;
      for (const table of scannedWhole(Plan).filter((name) => largeTables.has(name))) found.push(`${table} in: ${statement.text}`);
    }
    return found;
  }

  it('would see a statement that reads a large table whole (the check itself can fail)', async () => {
    const wholeRead = () => database.db.execute(sql`select count(*) from contracts where price > ${0}`);
    expect(await wholeScansOf(wholeRead)).toEqual([expect.stringMatching(/^contracts in: select count/)]);
  });

  const acme = { host: hostOf('acme') };
  it.each([
    ['GET /api/companies/by-subdomain', '/api/companies/by-subdomain', false],
    ['GET /api/profile', '/api/profile', true],
    ['GET /api/bags', '/api/bags', true],
    ['GET /api/modalities/by-category/health-insurance', '/api/modalities/by-category/health-insurance', true],
    ['GET /api/my-contracts', '/api/my-contracts', true],
  ])('%s reads no large table whole', async (_name, url, withSession) => {
    const headers = withSession ? employee : acme;
    expect(await wholeScansOf(async () => expect((await app.inject({ url, headers })).statusCode).toBe(200))).toEqual([]);
  });

  it('POST and DELETE /api/contracts read no large table whole', async () => {
    const item = { year: 2027, benefitId: gymId, items: [{ familyId: null, month: 12, price: 3990 }], details: {} };
    let id = 0;
    const add = async () => {
      const res = await app.inject({ method: 'POST', url: '/api/contracts', headers: employee, payload: item });
      expect(res.statusCode).toBe(201);
      id = res.json().id;
    };
    expect(await wholeScansOf(add)).toEqual([]);
    const remove = async () => expect((await app.inject({ method: 'DELETE', url: `/api/contracts/${id}`, headers: employee })).statusCode).toBe(204);
    expect(await wholeScansOf(remove)).toEqual([]);
  });

  it('POST /api/auth/login reads no large table whole', async () => {
    const password = await encryptPassword(app, 'acme', DEMO_PASSWORD);
    const login = async () =>
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            headers: acme,
            payload: { email: scaleEmployeeEmail(7), password, cookiesAccepted: 'v3' },
          })
        ).statusCode,
      ).toBe(200);
    expect(await wholeScansOf(login)).toEqual([]);
  });
});
