import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeListQuerySchema } from '@flexplan/domain/employees/employees-api';
import type { Database } from '../../db/client';
import { seedScaleEmployees } from '../../db/seed/scale/seed-scale';
import { oneRow } from '../../test/sql-rows';
import { openTestDatabase } from '../../test/test-app';
import { countCompanyEmployeesQuery, listCompanyEmployees } from './employees.repository';

/** Enough people that reading the users table whole is slower than its indexes, as the planner sees it after ANALYZE. */
const EMPLOYEES = 3_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const scannedWhole = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(scannedWhole),
];

/**
 * The administrator's employee list at scale (100 000 people): every sort, each way,
 * walks an index (migration 0011) and stops at the page, and a search counts through the trigram
 * and blind indexes (migration 0022); none reads the company's users whole.
 */
describe('the employee list’s plans on a scaled company', () => {
  let database: Database;
  let companyId = 0;

  const planOf = async ({ sql: text, params }: { sql: string; params: unknown[] }) => {
    const pieces = text.split(/\$(\d+)/);
    const chunks: SQL[] = [sql.raw('explain (format json) ')];
    pieces.forEach((piece, i) => chunks.push(i % 2 === 0 ? sql.raw(piece) : sql`${params[Number(piece) - 1]}`));
    const row = await oneRow<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(database.db, sql.join(chunks));
    return row['QUERY PLAN'][0].Plan;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedScaleEmployees(database.db, { employees: EMPLOYEES, planYear: 2026, passwordHash: 'x' });
    await database.db.execute(sql`analyze`);
    companyId = Number((await oneRow<{ id: number }>(database.db, sql`select id from companies where slug = 'acme'`)).id);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  for (const sort of ['name', 'email', 'employeeNumber', 'createdAt'] as const)
    for (const order of ['asc', 'desc'] as const)
      it(`sorts by ${sort} ${order} through an index`, async () => {
        const query = employeeListQuerySchema.parse({ sort, order, page: 3 });
        expect(scannedWhole(await planOf(listCompanyEmployees(database.db, companyId, query).toSQL()))).toEqual([]);
      });

  it('searches and counts by word or personal ID through indexes', async () => {
    const query = employeeListQuerySchema.parse({ q: 'mar' });
    expect(scannedWhole(await planOf(listCompanyEmployees(database.db, companyId, query).toSQL()))).toEqual([]);
    expect(scannedWhole(await planOf(countCompanyEmployeesQuery(database.db, companyId, query).toSQL()))).toEqual([]);
  });
});
