import { sql, type SQL } from 'drizzle-orm';
import type { StructureUnit } from '@flexplan/domain/company/company-structure-api';
import type { DbOrTx } from '../../db/client';
import type { StructureKindInfo } from './structure-kinds';

// Raw SQL: the same statements serve three tables and the columns pointing at them, whose names
// are fixed in structure-kinds.ts. Every statement filters by the company, the pointing ones too.

const id = (name: string) => sql.identifier(name);

function countsOf(info: StructureKindInfo, unit: SQL): { users: SQL; others: SQL } {
  const users = sql`(select count(*) from users p where p.company_id = ${unit}.company_id and p.${id(info.userColumn)} = ${unit}.id)`;
  const others = info.others.length
    ? sql.join(
        info.others.map((o) => sql`(select count(*) from ${id(o.table)} p where p.company_id = ${unit}.company_id and p.${id(o.column)} = ${unit}.id)`),
        sql` + `,
      )
    : sql`0`;
  return { users, others };
}

interface UnitRow extends Record<string, unknown> {
  id: number;
  name: string;
  user_count: number | string;
  other_count: number | string;
}

const toUnit = (row: UnitRow): StructureUnit => ({
  id: Number(row.id),
  name: row.name,
  userCount: Number(row.user_count),
  otherCount: Number(row.other_count),
});

/** The company's units of one kind, by name, with how many rows point at each. */
export async function listUnits(db: DbOrTx, info: StructureKindInfo, companyId: number): Promise<StructureUnit[]> {
  const { users, others } = countsOf(info, sql`u`);
  const result = await db.execute<UnitRow>(
    sql`select u.id, u.name, ${users}::int as user_count, (${others})::int as other_count
        from ${id(info.table)} u where u.company_id = ${companyId} order by lower(u.name), u.id`,
  );
  return result.rows.map(toUnit);
}

/** One of the company's units with its counts, locked until the transaction ends; undefined for another company's or an unknown id. */
export async function lockUnit(db: DbOrTx, info: StructureKindInfo, companyId: number, unitId: number): Promise<StructureUnit | undefined> {
  const { users, others } = countsOf(info, sql`u`);
  // The counts are read in a subquery: FOR UPDATE may not sit beside aggregates.
  const result = await db.execute<UnitRow>(
    sql`select l.id, l.name, ${users}::int as user_count, (${others})::int as other_count
        from (select id, company_id, name from ${id(info.table)} where company_id = ${companyId} and id = ${unitId} for update) u
        join ${id(info.table)} l on l.id = u.id`,
  );
  const row = result.rows[0];
  return row ? toUnit(row) : undefined;
}

export async function insertUnit(db: DbOrTx, info: StructureKindInfo, companyId: number, name: string): Promise<StructureUnit> {
  const result = await db.execute<{ id: number; name: string }>(
    sql`insert into ${id(info.table)} (company_id, name) values (${companyId}, ${name}) returning id, name`,
  );
  const row = result.rows[0]!;
  return { id: Number(row.id), name: row.name, userCount: 0, otherCount: 0 };
}

export async function renameUnit(db: DbOrTx, info: StructureKindInfo, companyId: number, unitId: number, name: string): Promise<void> {
  await db.execute(sql`update ${id(info.table)} set name = ${name} where company_id = ${companyId} and id = ${unitId}`);
}

/** Points every row of the company that names `from` at `to`; answers how many people and other rows moved. */
export async function movePointers(
  db: DbOrTx,
  info: StructureKindInfo,
  companyId: number,
  from: number,
  to: number,
): Promise<{ users: number; others: number }> {
  const move = async (table: string, column: string, uniqueWith?: string) => {
    if (uniqueWith)
      await db.execute(
        sql`delete from ${id(table)} p where p.company_id = ${companyId} and p.${id(column)} = ${from}
            and exists (select 1 from ${id(table)} q where q.company_id = ${companyId} and q.${id(column)} = ${to} and q.${id(uniqueWith)} = p.${id(uniqueWith)})`,
      );
    const result = await db.execute<{ n: number }>(
      sql`with moved as (update ${id(table)} set ${id(column)} = ${to} where company_id = ${companyId} and ${id(column)} = ${from} returning 1)
          select count(*)::int as n from moved`,
    );
    return Number(result.rows[0]?.n ?? 0);
  };
  const users = await move('users', info.userColumn);
  let others = 0;
  for (const o of info.others) others += await move(o.table, o.column, o.uniqueWith);
  return { users, others };
}

export async function deleteUnit(db: DbOrTx, info: StructureKindInfo, companyId: number, unitId: number): Promise<void> {
  await db.execute(sql`delete from ${id(info.table)} where company_id = ${companyId} and id = ${unitId}`);
}
