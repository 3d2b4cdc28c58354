import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import type { CategoryAlias, ContractStatus } from '@flexplan/domain/catalogue-types';
import { contractListStateFilter, type ContractListState } from '@flexplan/domain/contracts/contract-list-state';
import type { DbOrTx } from '../../db/client';
import { benefits, contractItems, contracts, users } from '../../db/schema/index';

/** Which of the company's contracts a list shows: a state as My contracts names it, and the optional filters. */
export interface ContractFilter {
  state: ContractListState;
  category?: CategoryAlias;
  /** A month the contract runs: one of its items is in it (docs/decisions/400-the-contracts-month-filter-is-a-month-the-contract-runs.md). */
  month?: { year: number; month: number };
  collectiveId?: number;
}

/** An item of the contract in the month. */
function itemInMonth(companyId: number, month: number) {
  return and(eq(contractItems.companyId, companyId), eq(contractItems.contractId, contracts.id), eq(contractItems.month, month));
}

/** The company's contracts in a state (a status, and for contracted ones whether signed), narrowed by the filters. */
function matching(companyId: number, filter: ContractFilter, db: DbOrTx) {
  const { status, signed } = contractListStateFilter(filter.state);
  const { month } = filter;
  return and(
    eq(contracts.companyId, companyId),
    eq(contracts.status, status),
    signed === undefined ? undefined : eq(contracts.signed, signed),
    filter.category === undefined ? undefined : eq(contracts.category, filter.category),
    filter.collectiveId === undefined ? undefined : eq(contracts.collectiveId, filter.collectiveId),
    month === undefined
      ? undefined
      : and(
          eq(contracts.year, month.year),
          exists(
            db
              .select({ one: sql`1` })
              .from(contractItems)
              .where(itemInMonth(companyId, month.month)),
          ),
        ),
  );
}

/** One page of the company's matching contracts, with the employee and the benefit, oldest change first. */
export function listCompanyContracts(db: DbOrTx, companyId: number, filter: ContractFilter, page: { offset: number; limit: number }) {
  return db
    .select({
      id: contracts.id,
      status: contracts.status,
      signed: contracts.signed,
      year: contracts.year,
      product: contracts.category,
      price: contracts.price,
      collectiveId: contracts.collectiveId,
      effectiveDate: contracts.effectiveDate,
      benefitName: benefits.name,
      employee: sql<string>`${users.firstName} || ' ' || ${users.lastName1}`,
      email: users.email,
      updatedAt: contracts.updatedAt,
    })
    .from(contracts)
    .innerJoin(users, and(eq(users.id, contracts.userId), eq(users.companyId, contracts.companyId)))
    .innerJoin(benefits, and(eq(benefits.id, contracts.benefitId), eq(benefits.companyId, contracts.companyId)))
    .where(matching(companyId, filter, db))
    .orderBy(asc(contracts.updatedAt), asc(contracts.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** How many of the company's contracts match, and the sum of their prices (cents). */
export async function totalCompanyContracts(db: DbOrTx, companyId: number, filter: ContractFilter): Promise<{ count: number; price: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, price: sql<number>`coalesce(sum(${contracts.price}), 0)::bigint` })
    .from(contracts)
    .where(matching(companyId, filter, db));
  return { count: row?.count ?? 0, price: Number(row?.price ?? 0) };
}

/** What the matching contracts cost in the filter's month: the sum of their items in it (cents). */
export async function monthTotalOfCompanyContracts(db: DbOrTx, companyId: number, filter: ContractFilter & { month: { year: number; month: number } }) {
  const [row] = await db
    .select({ price: sql<number>`coalesce(sum(${contractItems.price}), 0)::bigint` })
    .from(contractItems)
    .innerJoin(contracts, and(eq(contracts.id, contractItems.contractId), eq(contracts.companyId, contractItems.companyId)))
    .where(and(eq(contractItems.companyId, companyId), eq(contractItems.month, filter.month.month), matching(companyId, filter, db)));
  return Number(row?.price ?? 0);
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
export async function transitionContract(db: DbOrTx, companyId: number, id: number, from: readonly ContractState[], to: ContractStatus): Promise<boolean> {
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
