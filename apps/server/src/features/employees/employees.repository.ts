import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { EmployeeListQuery } from '@flexplan/domain/employees/employees-api';
import { searchWords } from '@flexplan/domain/users/search-words';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { readsTogether } from '../../db/reads-together';
import { personalIdBlindIndexOf } from '../../db/crypto/active-cipher';
import { peopleSearchFinds } from '../../db/schema/people-search';
import { collectives, companyPeopleCounts, legalEntities, offices, products, sessions, userProducts, users } from '../../db/schema/index';

/**
 * Each searched word is found in the folded names, e-mail and employee number (the trigram index of
 * migration 0022), or is the whole personal ID (its blind index: the ID itself is encrypted).
 */
function wordMatches(companyId: number, word: string): SQL | undefined {
  return or(peopleSearchFinds(users, word), eq(users.personalIdBlindIndex, personalIdBlindIndexOf(companyId, word)));
}

/** The list's WHERE: the company, the filters, and every word of the search (docs/decisions/081-people-search-by-word-without-accents.md). */
function listFilter(companyId: number, query: EmployeeListQuery): SQL | undefined {
  const words = searchWords(query.q);
  return and(
    everyoneFilter(companyId, query.status),
    query.collectiveId === undefined ? undefined : eq(users.collectiveId, query.collectiveId),
    query.officeId === undefined ? undefined : eq(users.officeId, query.officeId),
    query.legalEntityId === undefined ? undefined : eq(users.legalEntityId, query.legalEntityId),
    ...words.map((word) => wordMatches(companyId, word)),
  );
}

/** The company's people of a status, whom the list shows without a search or a placement filter. */
function everyoneFilter(companyId: number | Placeholder, status: EmployeeListQuery['status']): SQL | undefined {
  return and(
    eq(users.companyId, companyId),
    // The operator's own account is not one of the company's people (it lives in the platform company).
    ne(users.role, 'platform-operator'),
    status === 'active' ? isNull(users.deactivatedAt) : status === 'inactive' ? isNotNull(users.deactivatedAt) : undefined,
  );
}

const sortColumns = {
  name: [users.firstName, users.lastName1],
  email: [sql`lower(${users.email})`],
  employeeNumber: [users.employeeNumber],
  createdAt: [users.createdAt],
} as const;

const listColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName1: users.lastName1,
  lastName2: users.lastName2,
  email: users.email,
  employeeNumber: users.employeeNumber,
  collectiveId: users.collectiveId,
  officeId: users.officeId,
  legalEntityId: users.legalEntityId,
  role: users.role,
  deactivatedAt: users.deactivatedAt,
  isPasswordDeprecated: users.isPasswordDeprecated,
  createdAt: users.createdAt,
};

/** One page of the company's people, in the order asked; the id breaks ties so pages never overlap. */
export function listCompanyEmployees(db: DbOrTx, companyId: number, query: EmployeeListQuery) {
  return pageOf(db.select(listColumns).from(users).$dynamic(), companyId, query);
}

function pageOf<T extends PgSelect>(select: T, companyId: number, query: EmployeeListQuery) {
  const direction = query.order === 'desc' ? desc : asc;
  return select
    .where(listFilter(companyId, query))
    .orderBy(...sortColumns[query.sort].map((column) => direction(column)), direction(users.id))
    .offset((query.page - 1) * query.pageSize)
    .limit(query.pageSize);
}

/** How many of the company's people match (the statement, so a test can read its plan). */
export function countCompanyEmployeesQuery(db: DbOrTx, companyId: number, query: EmployeeListQuery) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(listFilter(companyId, query));
}

/** No search and no placement filter: the total is one of the counts the users triggers keep (migration 0015). */
const isEveryone = (query: EmployeeListQuery) =>
  !query.q?.trim() && query.collectiveId === undefined && query.officeId === undefined && query.legalEntityId === undefined;

/** The kept count of the people a status filter asks for. */
function keptCountOf(companyId: number | Placeholder, query: Pick<EmployeeListQuery, 'status'>) {
  const counted =
    query.status === 'active'
      ? companyPeopleCounts.active
      : query.status === 'inactive'
        ? companyPeopleCounts.inactive
        : sql`${companyPeopleCounts.active} + ${companyPeopleCounts.inactive}`;
  return sql<number>`(select ${counted} from ${companyPeopleCounts} where ${companyPeopleCounts.companyId} = ${companyId})`;
}

type EveryoneQuery = Pick<EmployeeListQuery, 'sort' | 'order' | 'status'>;

/** A page of everyone with its kept total, in one order of one status, prepared once per database. */
function prepareEveryonePage(query: EveryoneQuery) {
  const companyId = sql.placeholder('companyId');
  const direction = query.order === 'desc' ? desc : asc;
  return preparedPerDatabase((db) =>
    db
      .select({ ...listColumns, total: keptCountOf(companyId, query) })
      .from(users)
      .where(everyoneFilter(companyId, query.status))
      .orderBy(...sortColumns[query.sort].map((column) => direction(column)), direction(users.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(`employees_everyone_${query.sort}_${query.order}_${query.status ?? 'any'}`),
  );
}

/**
 * The administrator's first look (everyone, a page in one order), the one list read most: its SQL
 * built once and planned once per connection, as a request's other hot reads are. At most 4 sorts
 * × 2 orders × 3 statuses.
 */
const everyonePages = new Map<string, ReturnType<typeof prepareEveryonePage>>();
function everyonePage(query: EveryoneQuery) {
  const key = `${query.sort} ${query.order} ${query.status ?? 'any'}`;
  let page = everyonePages.get(key);
  if (!page) everyonePages.set(key, (page = prepareEveryonePage(query)));
  return page;
}

/**
 * A page and the total of the people who match, in one statement when the total is a kept count
 * and the page has a row to carry it (issue 16); else the page and a count of the matching rows.
 */
export async function pageOfCompanyEmployees(db: DbOrTx, companyId: number, query: EmployeeListQuery) {
  if (isEveryone(query)) {
    const rows = await everyonePage(query)(db).execute({ companyId, offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
    if (rows.length > 0) return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]!.total };
  }
  const [rows, total] = await readsTogether(db, [() => listCompanyEmployees(db, companyId, query), () => countCompanyEmployees(db, companyId, query)]);
  return { rows, total };
}

/** How many of the company's people match: a kept count when it can be, else a count of the matching rows. */
export async function countCompanyEmployees(db: DbOrTx, companyId: number, query: EmployeeListQuery): Promise<number> {
  if (isEveryone(query)) {
    const [counts] = await db.select({ total: keptCountOf(companyId, query) }).from(sql`(values (1)) as one`);
    return counts?.total ?? 0;
  }
  const [row] = await countCompanyEmployeesQuery(db, companyId, query);
  return row?.count ?? 0;
}

const detailColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName1: users.lastName1,
  lastName2: users.lastName2,
  personalId: users.personalId,
  language: users.language,
  employeeNumber: users.employeeNumber,
  costCenter: users.costCenter,
  collectiveId: users.collectiveId,
  officeId: users.officeId,
  legalEntityId: users.legalEntityId,
  fixedSalary: users.fixedSalary,
  variableSalary: users.variableSalary,
  paymentCount: users.paymentCount,
  flexibleBag: users.flexibleBag,
  topBag: users.topBag,
  companyBag: users.companyBag,
  userBag: users.userBag,
  userBagProrate: users.userBagProrate,
  userBagRestricted: users.userBagRestricted,
  privateUse: users.privateUse,
  BAN: users.ban,
  role: users.role,
  isPasswordDeprecated: users.isPasswordDeprecated,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
export type EmployeeRow = Awaited<ReturnType<typeof findCompanyEmployee>> & {};

/**
 * One of the company's people with every HR field; undefined for another company's, an unknown
 * id or the platform operator. `lock` holds the row until the transaction ends (what a change
 * records as "before" is what it changes).
 */
export async function findCompanyEmployee(db: DbOrTx, companyId: number, id: number, lock = false) {
  const query = db
    .select(detailColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id), ne(users.role, 'platform-operator')));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Which of e-mail and personal ID another of the company's people already has. */
export async function findTakenIdentity(db: DbOrTx, companyId: number, email: string, personalIdBlindIndex: string, exceptId: number | null) {
  const rows = await db
    .select({ email: users.email, personalIdBlindIndex: users.personalIdBlindIndex })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        exceptId === null ? undefined : ne(users.id, exceptId),
        or(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.personalIdBlindIndex, personalIdBlindIndex)),
      ),
    );
  return {
    email: rows.some((r) => r.email?.toLowerCase() === email.toLowerCase()),
    personalId: rows.some((r) => r.personalIdBlindIndex === personalIdBlindIndex),
  };
}

/** Whether each of the ids given names a row of this company (an unset id is fine). */
export async function placementsOfCompany(
  db: DbOrTx,
  companyId: number,
  ids: { collectiveId: number | null; officeId: number | null; legalEntityId: number | null },
) {
  const has = async (table: typeof collectives | typeof offices | typeof legalEntities, id: number | null) =>
    id === null ||
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    ).length > 0;
  return {
    collectiveId: await has(collectives, ids.collectiveId),
    officeId: await has(offices, ids.officeId),
    legalEntityId: await has(legalEntities, ids.legalEntityId),
  };
}

/** The company's collectives, offices and legal entities by name. */
export async function listCompanyPlacements(db: DbOrTx, companyId: number) {
  const of = (table: typeof collectives | typeof offices | typeof legalEntities) =>
    db.select({ id: table.id, name: table.name }).from(table).where(eq(table.companyId, companyId)).orderBy(asc(table.name), asc(table.id));
  const [c, o, l] = await readsTogether(db, [() => of(collectives), () => of(offices), () => of(legalEntities)]);
  return { collectives: c, offices: o, legalEntities: l };
}

export type EmployeeColumns = Partial<typeof users.$inferInsert>;

export async function insertEmployee(db: DbOrTx, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/**
 * Switches on every product of the company for a new person, as the demo's people have them
 * (spec part 1 §6: the company enables products per employee); without any they could hire nothing.
 */
export async function enableCompanyProducts(db: DbOrTx, companyId: number, userId: number): Promise<void> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.companyId, companyId));
  if (rows.length > 0) await db.insert(userProducts).values(rows.map((row) => ({ companyId, userId, productId: row.id, isActive: true })));
}

export async function updateEmployee(db: DbOrTx, companyId: number, id: number, values: EmployeeColumns): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.companyId, companyId), eq(users.id, id)));
}

/** Locks and counts the company's active administrators, so two deactivations cannot both leave none. */
export async function lockActiveCompanyAdmins(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'company-admin'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Ends every live session of the person at once. */
export async function revokeEmployeeSessions(db: DbOrTx, companyId: number, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.companyId, companyId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
