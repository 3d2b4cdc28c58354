import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { ContractStatus } from '@flexplan/domain/catalogue-types';
import { contractListStateFilter, type ContractListState } from '@flexplan/domain/contracts/contract-list-state';
import type { DbOrTx } from '../../db/client';
import { benefits, contracts, users } from '../../db/schema/index';

/** The company's contracts in a state as My contracts names it: a status, and for contracted ones whether signed. */
function inState(companyId: number, state: ContractListState) {
  const { status, signed } = contractListStateFilter(state);
  return and(eq(contracts.companyId, companyId), eq(contracts.status, status), signed === undefined ? undefined : eq(contracts.signed, signed));
}

/** One page of the company's contracts in a state, with the employee and the benefit, oldest change first. */
export function listCompanyContracts(db: DbOrTx, companyId: number, state: ContractListState, page: { offset: number; limit: number }) {
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
    .where(inState(companyId, state))
    .orderBy(asc(contracts.updatedAt), asc(contracts.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** How many of the company's contracts are in a state. */
export async function countCompanyContracts(db: DbOrTx, companyId: number, state: ContractListState): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contracts)
    .where(inState(companyId, state));
  return row?.count ?? 0;
}

/** A state a transition starts from: a status, and when given whether the employee accepted (signed) it. */
export interface ContractState {
  status: ContractStatus;
  signed?: boolean;
}

/**
 * Moves one of the company's contracts from one of `from` to `to` in one statement, so the state
 * it checks is the state it changes (two administrators clicking at once move it once); false
 * when no such contract is in such a state.
 */
export async function transitionContract(db: DbOrTx, companyId: number, id: number, from: ContractState[], to: ContractStatus): Promise<boolean> {
  const fromStates = or(...from.map((f) => and(eq(contracts.status, f.status), f.signed === undefined ? undefined : eq(contracts.signed, f.signed))));
  const moved = await db
    .update(contracts)
    .set({ status: to, updatedAt: sql`now()`, version: sql`${contracts.version} + 1` })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id), fromStates))
    .returning({ id: contracts.id });
  return moved.length > 0;
}

/**
 * One of the company's contracts as it stands, locked until the transaction ends, so the state
 * the audit entry records as "before" is the one the transition changes; undefined for another
 * company's or an unknown id.
 */
export async function lockCompanyContract(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ status: contracts.status, signed: contracts.signed, userId: contracts.userId })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)))
    .for('update');
  return row;
}
