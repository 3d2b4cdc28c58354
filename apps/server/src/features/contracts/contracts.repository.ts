import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { contractStatuses, removableStatuses, type CategoryAlias, type ContractCharge, type ContractStatus } from '@flexplan/domain/catalogue';
import type { ContractView } from '@flexplan/domain/contracts/contracts-api';
import type { Db, DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { qualified } from '../../db/qualified-columns';
import { benefits, cartVersions, contractItems, contracts, products, users } from '../../db/schema/index';
import { contractViewsJson, parseContractViews } from './contract-views-json';

export type ContractRow = typeof contracts.$inferSelect;
export type ContractItemRow = typeof contractItems.$inferSelect;
export type NewContract = Omit<typeof contracts.$inferInsert, 'id' | 'companyId' | 'userId' | 'version' | 'createdAt' | 'updatedAt'>;
export type NewContractItem = Pick<ContractItemRow, 'benefitId' | 'familyId' | 'month' | 'price' | 'contributedPrice'>;

/**
 * The cart lock: the user's cart version row (migration 0019), held until the transaction ends.
 * Every cart change of one user runs one at a time, so two concurrent requests can never both
 * spend the same bag money; an add without the lock claims the same row. One row for both, taken
 * before the contract's insert checks its owner's key: the user's own row, which that check waits
 * for under FOR UPDATE, had made an add under the lock and one without it deadlock.
 */
export async function lockUserBags(tx: DbOrTx, companyId: number, userId: number): Promise<void> {
  await tx.execute(
    sql`select 1 from ${cartVersions} inner join ${users} on ${users.id} = ${cartVersions.userId}
        where ${users.companyId} = ${companyId} and ${users.id} = ${userId} for update of ${cartVersions}`,
  );
}

/** The user's contracts with their product line, as the bag rules count them; prepared once (the cart reads it at every change). */
const contractCharges = preparedPerDatabase((db) =>
  db
    .select({
      id: contracts.id,
      year: contracts.year,
      status: contracts.status,
      line: products.line,
      category: contracts.category,
      price: contracts.price,
      contributedPrice: contracts.contributedPrice,
      finalPrice: contracts.finalPrice,
      userBag: contracts.userBag,
      replacesContractId: contracts.replacesContractId,
    })
    .from(contracts)
    .innerJoin(benefits, and(eq(benefits.id, contracts.benefitId), eq(benefits.companyId, contracts.companyId)))
    .innerJoin(products, and(eq(products.id, benefits.productId), eq(products.companyId, benefits.companyId)))
    .where(and(eq(contracts.companyId, sql.placeholder('companyId')), eq(contracts.userId, sql.placeholder('userId'))))
    .prepare('contract_charges'),
);

export function listContractCharges(db: DbOrTx, companyId: number, userId: number): Promise<ContractCharge[]> {
  return contractCharges(db).execute({ companyId, userId });
}

/**
 * listContractCharges as one JSON array, a fragment of the enclosing query's user (`owner`: SQL
 * for the company and the user): GET /api/bags reads the bags and what is charged to them in one
 * statement (user-bags.repository.ts).
 */
export function contractChargesJson(owner: { companyId: SQLWrapper; userId: SQLWrapper }): SQL<ContractCharge[]> {
  return qualified(sql<ContractCharge[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${contracts.id}, 'year', ${contracts.year}, 'status', ${contracts.status}, 'line', ${products.line},
      'category', ${contracts.category}, 'price', ${contracts.price}, 'contributedPrice', ${contracts.contributedPrice},
      'finalPrice', ${contracts.finalPrice}, 'userBag', ${contracts.userBag}, 'replacesContractId', ${contracts.replacesContractId}
    ) order by ${contracts.id})
    from ${contracts}
    inner join ${benefits} on ${benefits.id} = ${contracts.benefitId} and ${benefits.companyId} = ${contracts.companyId}
    inner join ${products} on ${products.id} = ${benefits.productId} and ${products.companyId} = ${benefits.companyId}
    where ${contracts.companyId} = ${owner.companyId} and ${contracts.userId} = ${owner.userId}
  ), '[]'::json)`);
}

/** The user's contracts of one category, any year and status, with the provider of each one's benefit (health, saving plan). */
export function listCategoryContracts(db: DbOrTx, companyId: number, userId: number, category: CategoryAlias) {
  return db
    .select({ id: contracts.id, year: contracts.year, status: contracts.status, benefitId: contracts.benefitId, providerId: benefits.providerId })
    .from(contracts)
    .innerJoin(benefits, and(eq(benefits.id, contracts.benefitId), eq(benefits.companyId, contracts.companyId)))
    .where(and(eq(contracts.companyId, companyId), eq(contracts.userId, userId), eq(contracts.category, category)))
    .orderBy(asc(contracts.id));
}

/** One of the user's own contracts with its items; undefined for anyone else's (the caller answers 404). */
export async function findOwnContract(db: DbOrTx, companyId: number, userId: number, id: number) {
  const [contract] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.userId, userId), eq(contracts.id, id)));
  if (!contract) return undefined;
  const items = await db
    .select()
    .from(contractItems)
    .where(and(eq(contractItems.companyId, companyId), eq(contractItems.contractId, id)))
    .orderBy(asc(contractItems.month), asc(contractItems.id));
  return { contract, items };
}

/** What a cart change writes of a new contract; the other columns take their defaults. */
export type AddedContract = Pick<
  NewContract,
  | 'benefitId'
  | 'category'
  | 'collectiveId'
  | 'year'
  | 'status'
  | 'price'
  | 'finalPrice'
  | 'contributedPrice'
  | 'userBag'
  | 'details'
  | 'effectiveDate'
  | 'additionalInfo'
> &
  Pick<Partial<NewContract>, 'replacesContractId'>;

/**
 * A contract and its items in one statement, prepared once (two statements built at each
 * change before): the items come in as one array per column, so any number of them fit the one
 * prepared statement. Nullable values are cast in SQL, so that null is stored as NULL, not as JSON's
 * null. The owner comes from `owner`: the user as given (under the cart lock), or the user whose
 * cart version it claims (insertContractAtCartVersion), which inserts nothing once that has moved.
 */
function addContractStatement(db: DbOrTx, owner: SQL, name: string) {
  const value = (key: string) => sql.placeholder(key);
  const ownerRow = db.$with('owner', { companyId: users.companyId, id: users.id }).as(owner);
  const added = db.$with('added', getTableColumns(contracts)).as(
    sql`insert into ${contracts} (company_id, user_id, benefit_id, category, collective_id, year, status, price, final_price,
        contributed_price, user_bag, details, effective_date, additional_info, replaces_contract_id)
      select ${ownerRow.companyId}, ${ownerRow.id}, ${value('benefitId')}::integer, ${value('category')}::text, ${value('collectiveId')}::integer,
        ${value('year')}::integer, ${value('status')}::text, ${value('price')}::integer, ${value('finalPrice')}::integer,
        ${value('contributedPrice')}::integer, ${value('userBag')}::integer, ${value('details')}::jsonb, ${value('effectiveDate')}::date,
        ${value('additionalInfo')}::jsonb, ${value('replacesContractId')}::integer
      from ${ownerRow}
      returning *`,
  );
  const addedItems = db.$with('added_items', {}).as(
    sql`insert into ${contractItems} (company_id, contract_id, benefit_id, family_id, month, price, contributed_price)
      select ${added.companyId}, ${added.id}, item.* from ${added} cross join unnest(
        ${value('itemBenefitIds')}::integer[], ${value('itemFamilyIds')}::integer[], ${value('itemMonths')}::integer[],
        ${value('itemPrices')}::integer[], ${value('itemContributedPrices')}::integer[]) as item`,
  );
  return db.with(ownerRow, added, addedItems).select().from(added).prepare(name);
}

const addContract = preparedPerDatabase((db) =>
  addContractStatement(db, sql`select ${sql.placeholder('companyId')}::integer as company_id, ${sql.placeholder('userId')}::integer as id`, 'add_contract'),
);

/** The user's cart version moved one on, if it is still at the one read: the one writer of that version. */
const addContractAtCartVersion = preparedPerDatabase((db) =>
  addContractStatement(
    db,
    sql`update ${cartVersions} set version = version + 1
      where user_id = ${sql.placeholder('userId')} and version = ${sql.placeholder('cartVersion')}
      returning ${sql.placeholder('companyId')}::integer as company_id, user_id as id`,
    'add_contract_at_cart_version',
  ),
);

/** addContract's parameters: the row's, and the items as one array per column. */
function addContractParams(companyId: number, userId: number, row: AddedContract, items: NewContractItem[]) {
  return {
    ...row,
    companyId,
    userId,
    details: JSON.stringify(row.details ?? {}),
    effectiveDate: row.effectiveDate ?? null,
    additionalInfo: row.additionalInfo == null ? null : JSON.stringify(row.additionalInfo),
    replacesContractId: row.replacesContractId ?? null,
    userBag: row.userBag ?? 0,
    itemBenefitIds: items.map((item) => item.benefitId),
    itemFamilyIds: items.map((item) => item.familyId),
    itemMonths: items.map((item) => item.month),
    itemPrices: items.map((item) => item.price),
    itemContributedPrices: items.map((item) => item.contributedPrice),
  };
}

/** The items as written, in the order findOwnContract reads them: by month, then as inserted (a stable sort). */
const sortedItems = (items: NewContractItem[]) => items.toSorted((a, b) => a.month - b.month);

/** Adds a contract and its items; answers both as stored, the items in the order findOwnContract reads them. */
export async function insertContract(tx: DbOrTx, companyId: number, userId: number, row: AddedContract, items: NewContractItem[]) {
  const [contract] = await addContract(tx).execute(addContractParams(companyId, userId, row, items));
  return { contract: contract!, items: sortedItems(items) };
}

/**
 * insertContract without the cart lock, if the user's cart is still at `cartVersion` (migration
 * 0019), moving it on in the same statement; undefined when it has moved: something the price was
 * read from changed, or another change of the same version won.
 */
export async function insertContractAtCartVersion(
  db: DbOrTx,
  companyId: number,
  userId: number,
  cartVersion: number,
  row: AddedContract,
  items: NewContractItem[],
) {
  const [contract] = await addContractAtCartVersion(db).execute({ ...addContractParams(companyId, userId, row, items), cartVersion });
  return contract && { contract, items: sortedItems(items) };
}

/**
 * Takes the user's cart lock (lockUserBags) and reads one of their own contracts, without its
 * items, in the same statement; `contract` null for anyone else's (the caller answers 404).
 */
export async function lockCartFindingContract(tx: DbOrTx, companyId: number, userId: number, id: number): Promise<{ contract: ContractRow | null }> {
  const [row] = await tx
    .select({ contract: contracts })
    .from(users)
    .innerJoin(cartVersions, eq(cartVersions.userId, users.id))
    .leftJoin(contracts, and(eq(contracts.companyId, users.companyId), eq(contracts.userId, users.id), eq(contracts.id, id)))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .for('update', { of: cartVersions });
  return { contract: row?.contract ?? null };
}

/** Replaces a contract's figures and items if it is still at `version`; false when another change won. */
export async function updateContract(
  tx: DbOrTx,
  companyId: number,
  id: number,
  version: number,
  row: Partial<NewContract>,
  items: NewContractItem[],
): Promise<boolean> {
  const updated = await tx
    .update(contracts)
    .set({ ...row, version: version + 1, updatedAt: sql`now()` })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id), eq(contracts.version, version)))
    .returning({ id: contracts.id });
  if (updated.length === 0) return false;
  await tx.delete(contractItems).where(and(eq(contractItems.companyId, companyId), eq(contractItems.contractId, id)));
  await insertItems(tx, companyId, id, items);
  return true;
}

/**
 * DELETE /api/contracts/{id}'s one statement (BEGIN, the lock with the contract, the
 * delete and COMMIT before): takes the user's cart lock (lockUserBags) and deletes the contract if
 * its status lets any contract be removed (the domain's removableStatuses). The delete re-reads
 * the row once the lock is held, so a change that committed meanwhile (a checkout moving it to
 * pending) is seen and the contract kept. Its items go with it (on delete cascade).
 */
const removeRemovable = preparedPerDatabase((db) => {
  const companyId = sql.placeholder('companyId');
  const userId = sql.placeholder('userId');
  return db
    .delete(contracts)
    .where(
      and(
        eq(contracts.companyId, companyId),
        eq(contracts.userId, userId),
        eq(contracts.id, sql.placeholder('id')),
        inArray(contracts.status, [...removableStatuses]),
        // The cart lock (lockUserBags), in the same statement.
        sql`exists (select 1 from ${cartVersions} inner join ${users} on ${users.id} = ${cartVersions.userId}
                    where ${users.companyId} = ${companyId} and ${users.id} = ${userId} for update of ${cartVersions})`,
      ),
    )
    .returning({ id: contracts.id })
    .prepare('remove_own_cart_item');
});

/** Deletes one of the user's contracts under the cart lock, in one statement, if the domain lets any contract in its status go; false when it deleted nothing. */
export async function removeOwnCartItem(db: Db, companyId: number, userId: number, id: number): Promise<boolean> {
  const rows = await removeRemovable(db).execute({ companyId, userId, id });
  return rows.length > 0;
}

/** Its items go with it (contract_items: on delete cascade). */
export async function deleteContract(tx: DbOrTx, companyId: number, id: number): Promise<void> {
  await tx.delete(contracts).where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
}

async function insertItems(tx: DbOrTx, companyId: number, contractId: number, items: NewContractItem[]): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(contractItems).values(items.map((item) => ({ ...item, companyId, contractId })));
}

/**
 * Every contract of the user in `statuses` (all when not given) with its items and benefit name,
 * newest year first; the statuses are filtered in SQL and the items grouped in one pass.
 */
export async function listUserContracts(db: DbOrTx, companyId: number, userId: number, statuses?: ContractStatus[]) {
  const owned = and(eq(contracts.companyId, companyId), eq(contracts.userId, userId), statuses ? inArray(contracts.status, statuses) : undefined);
  const rows = await db
    .select({ contract: contracts, benefitName: benefits.name, line: products.line, isDefault: products.isDefault })
    .from(contracts)
    .innerJoin(benefits, and(eq(benefits.id, contracts.benefitId), eq(benefits.companyId, contracts.companyId)))
    .innerJoin(products, and(eq(products.id, benefits.productId), eq(products.companyId, benefits.companyId)))
    .where(owned)
    .orderBy(desc(contracts.year), asc(contracts.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({ item: contractItems })
    .from(contractItems)
    .innerJoin(contracts, and(eq(contracts.id, contractItems.contractId), eq(contracts.companyId, contractItems.companyId)))
    .where(and(eq(contractItems.companyId, companyId), owned))
    .orderBy(asc(contractItems.month), asc(contractItems.id));
  const byContract = new Map<number, ContractItemRow[]>();
  for (const { item } of items) {
    const list = byContract.get(item.contractId);
    if (list) list.push(item);
    else byContract.set(item.contractId, [item]);
  }
  return rows.map((r) => ({ ...r, items: byContract.get(r.contract.id) ?? [] }));
}

/** The statuses GET /api/my-contracts lists: every one but the cart's. */
const listedStatuses = contractStatuses.filter((status) => status !== 'cart');

/** GET /api/my-contracts' one statement (contract-views-json.ts), prepared once per database; undefined when there is no such user. */
const myContractViews = preparedPerDatabase((db) =>
  db
    .select({ views: contractViewsJson({ companyId: users.companyId, userId: users.id }, listedStatuses) })
    .from(users)
    .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.id, sql.placeholder('userId'))))
    .prepare('my_contract_views'),
);

/** The user's contracts (not the cart) as the API answers them, newest year first; [] for no such user. */
export async function listMyContractViews(db: Db, companyId: number, userId: number): Promise<ContractView[]> {
  const [row] = await myContractViews(db).execute({ companyId, userId });
  return row ? parseContractViews(row.views) : [];
}

/** A change of this contract still open (in the cart or awaiting acceptance). */
export function findOpenChange(db: DbOrTx, companyId: number, userId: number, contractId: number) {
  return db
    .select({ id: contracts.id, status: contracts.status })
    .from(contracts)
    .where(
      and(
        eq(contracts.companyId, companyId),
        eq(contracts.userId, userId),
        eq(contracts.replacesContractId, contractId),
        sql`${contracts.status} in ('cart', 'pending')`,
      ),
    )
    .then((rows) => rows[0]);
}

/** Cancels a contract at `version`; false when another change won. */
export async function cancelContract(tx: DbOrTx, companyId: number, id: number, version: number): Promise<boolean> {
  const rows = await tx
    .update(contracts)
    .set({ status: 'cancelled', version: version + 1, updatedAt: sql`now()` })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id), eq(contracts.version, version)))
    .returning({ id: contracts.id });
  return rows.length > 0;
}
