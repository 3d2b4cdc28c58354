import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ContractStatus } from '@flexplan/domain/catalogue-types';
import type { DbOrTx } from '../../db/client';
import { benefits, contracts, users } from '../../db/schema/index';

/** The company's contracts in these statuses, with the employee and the benefit. */
export function listCompanyContracts(db: DbOrTx, companyId: number, statuses: ContractStatus[]) {
  return db
    .select({
      id: contracts.id,
      status: contracts.status,
      signed: contracts.signed,
      year: contracts.year,
      product: contracts.category,
      price: contracts.price,
      effectiveDate: contracts.effectiveDate,
      benefitName: benefits.name,
      employee: sql<string>`${users.firstName} || ' ' || ${users.lastName1}`,
      email: users.email,
      updatedAt: contracts.updatedAt,
    })
    .from(contracts)
    .innerJoin(users, and(eq(users.id, contracts.userId), eq(users.companyId, contracts.companyId)))
    .innerJoin(benefits, and(eq(benefits.id, contracts.benefitId), eq(benefits.companyId, contracts.companyId)))
    .where(and(eq(contracts.companyId, companyId), inArray(contracts.status, statuses)))
    .orderBy(asc(contracts.updatedAt), asc(contracts.id));
}

/** Moves one of the company's contracts from one of `from` to `to`; false when it is not in such a state. */
export async function transitionContract(
  db: DbOrTx,
  companyId: number,
  id: number,
  from: { status: ContractStatus; signed?: boolean }[],
  to: ContractStatus,
): Promise<boolean> {
  const [row] = await db
    .select({ status: contracts.status, signed: contracts.signed })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
  if (!row || !from.some((f) => f.status === row.status && (f.signed === undefined || f.signed === row.signed))) return false;
  await db
    .update(contracts)
    .set({ status: to, updatedAt: new Date(), version: sql`${contracts.version} + 1` })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id), eq(contracts.status, row.status)));
  return true;
}

export async function companyContractExists(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
  return rows.length > 0;
}
