import { eq, sql, type SQL } from 'drizzle-orm';
import type { EmployeeRecord } from '@flexplan/domain/employees/employee-record-schema';
import { referenceKey, type ImportReferences } from '@flexplan/domain/employee-import/import-row';
import type { DbOrTx } from '../../db/client';
import { readsTogether } from '../../db/reads-together';
import { activeCipher } from '../../db/crypto/active-cipher';
import { collectives, legalEntities, offices, users } from '../../db/schema/index';
import { unnestRows } from '../../db/seed/scale/unnest-rows';
import { unusablePasswordHash } from '../../security/password-hash';
import { employeeColumnsOf } from '../employees/employees.service';

/** Rows per statement: 1 000 rows × the record's columns stay under PostgreSQL's 65 535 parameters. */
const BATCH = 1_000;

/** The company's collectives, offices and legal entities by name; a name two of them share is left out (it names neither). */
export async function loadImportReferences(db: DbOrTx, companyId: number): Promise<ImportReferences> {
  const byName = async (table: typeof collectives | typeof offices | typeof legalEntities) => {
    const rows = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.companyId, companyId));
    const map = new Map<string, number>();
    const shared = new Set<string>();
    for (const { id, name } of rows) {
      const key = referenceKey(name);
      if (map.has(key)) shared.add(key);
      map.set(key, id);
    }
    for (const key of shared) map.delete(key);
    return map;
  };
  const [c, o, l] = await readsTogether(db, [() => byName(collectives), () => byName(offices), () => byName(legalEntities)]);
  return { collectives: c, offices: o, legalEntities: l };
}

/** What a row is matched against: every person of the company by e-mail, employee number and personal ID. */
export interface CompanyIdentity {
  id: number;
  email: string | null;
  employeeNumber: string | null;
  personalIdBlindIndex: string | null;
}

export function listCompanyIdentities(db: DbOrTx, companyId: number): Promise<CompanyIdentity[]> {
  return db
    .select({
      id: users.id,
      email: sql<string | null>`lower(${users.email})`,
      employeeNumber: users.employeeNumber,
      personalIdBlindIndex: users.personalIdBlindIndex,
    })
    .from(users)
    .where(eq(users.companyId, companyId));
}

// A hash no password verifies against (argon2 refuses it): the person sets one through the welcome or reset link.

/** Creates the employees, one multi-row insert per batch; their ids in the order given. */
export async function insertEmployees(tx: DbOrTx, companyId: number, records: readonly EmployeeRecord[]): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < records.length; from += BATCH) {
    const values = records.slice(from, from + BATCH).map((record) => ({
      companyId,
      role: 'employee' as const,
      passwordHash: unusablePasswordHash(),
      ...employeeColumnsOf(companyId, record),
    }));
    const inserted = await tx.insert(users).values(values).returning({ id: users.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

type Updatable = keyof ReturnType<typeof employeeColumnsOf>;
type ColumnSpec = { column: string; type: string; cast?: string; value: (row: ReturnType<typeof employeeColumnsOf>) => unknown };

/** How each record column travels in an unnest array; encrypted columns are encrypted here, as Drizzle would. */
const updateColumns: Record<Updatable, ColumnSpec> = {
  email: { column: 'email', type: 'text', value: (r) => r.email },
  firstName: { column: 'first_name', type: 'text', value: (r) => r.firstName },
  lastName1: { column: 'last_name1', type: 'text', value: (r) => r.lastName1 },
  lastName2: { column: 'last_name2', type: 'text', value: (r) => r.lastName2 },
  personalId: { column: 'personal_id', type: 'text', value: (r) => r.personalId && activeCipher().encrypt('users.personal_id', r.personalId) },
  personalIdBlindIndex: { column: 'personal_id_blind_index', type: 'text', value: (r) => r.personalIdBlindIndex },
  language: { column: 'language', type: 'text', value: (r) => r.language },
  employeeNumber: { column: 'employee_number', type: 'text', value: (r) => r.employeeNumber },
  costCenter: { column: 'cost_center', type: 'text', value: (r) => r.costCenter },
  collectiveId: { column: 'collective_id', type: 'integer', value: (r) => r.collectiveId },
  officeId: { column: 'office_id', type: 'integer', value: (r) => r.officeId },
  legalEntityId: { column: 'legal_entity_id', type: 'integer', value: (r) => r.legalEntityId },
  fixedSalary: { column: 'fixed_salary', type: 'integer', value: (r) => r.fixedSalary },
  variableSalary: { column: 'variable_salary', type: 'integer', value: (r) => r.variableSalary },
  paymentCount: { column: 'payment_count', type: 'integer', value: (r) => r.paymentCount },
  flexibleBag: { column: 'flexible_bag', type: 'integer', value: (r) => r.flexibleBag },
  topBag: { column: 'top_bag', type: 'integer', value: (r) => r.topBag },
  companyBag: { column: 'company_bag', type: 'text', cast: 'jsonb', value: (r) => (r.companyBag ? JSON.stringify(r.companyBag) : null) },
  userBag: { column: 'user_bag', type: 'integer', value: (r) => r.userBag },
  userBagProrate: { column: 'user_bag_prorate', type: 'boolean', value: (r) => r.userBagProrate },
  userBagRestricted: { column: 'user_bag_restricted', type: 'boolean', value: (r) => r.userBagRestricted },
  privateUse: { column: 'private_use', type: 'integer', value: (r) => r.privateUse },
  ban: { column: 'ban', type: 'text', value: (r) => r.ban && activeCipher().encrypt('users.ban', r.ban) },
};

/**
 * Replaces the given HR columns of existing employees of the company, one `update … from unnest(…)`
 * per batch. Columns the file did not have are left as they are.
 */
export async function updateEmployees(
  tx: DbOrTx,
  companyId: number,
  updates: readonly { id: number; record: EmployeeRecord }[],
  columns: readonly Updatable[],
): Promise<void> {
  const specs = columns.map((name) => updateColumns[name]);
  for (let from = 0; from < updates.length; from += BATCH) {
    const batch = updates.slice(from, from + BATCH).map(({ id, record }) => ({ id, row: employeeColumnsOf(companyId, record) }));
    const arrays = Object.fromEntries([
      ['id', [batch.map((b) => b.id), 'integer']],
      ...specs.map((spec) => [spec.column, [batch.map((b) => spec.value(b.row)), spec.type]]),
    ]) as Parameters<typeof unnestRows>[0];
    const assignments: SQL[] = specs.map((spec) => sql.raw(`${spec.column} = v.${spec.column}${spec.cast ? `::${spec.cast}` : ''}`));
    await tx.execute(sql`
      update users set ${sql.join([...assignments, sql`updated_at = now()`], sql`, `)}
      from ${unnestRows(arrays, 'v')}
      where users.id = v.id and users.company_id = ${companyId}`);
  }
}

/** The record's columns a file's columns replace (the personal ID carries its blind index). */
export function updatableColumnsOf(fileColumns: ReadonlySet<string>): Updatable[] {
  const fieldOf: Record<string, Updatable[]> = {
    personalId: ['personalId', 'personalIdBlindIndex'],
    collective: ['collectiveId'],
    office: ['officeId'],
    legalEntity: ['legalEntityId'],
    BAN: ['ban'],
  };
  return [...fileColumns].flatMap((column) => fieldOf[column] ?? (column in updateColumns ? [column as Updatable] : []));
}
