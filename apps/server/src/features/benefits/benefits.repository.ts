import { and, asc, eq, inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Benefit, CategoryAlias, LocalizedText, ProductLine } from '@flexplan/domain/catalogue-types';
import type { RateBand, RateTable } from '@flexplan/domain/wizards';
import type { Db, DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { qualified } from '../../db/qualified-columns';
import { benefits, products, providers, rateTableRows, userProducts } from '../../db/schema/index';

type BenefitRow = typeof benefits.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type ProviderRow = typeof providers.$inferSelect;

const imageUrl = (name: string | null) => (name ? `/api/storage/images/${encodeURIComponent(name)}` : null);

function toBenefit(b: BenefitRow, p: ProductRow, provider: ProviderRow | null): Benefit {
  return {
    id: b.id,
    product: {
      id: p.id,
      alias: p.alias,
      line: p.line,
      name: p.name,
      isDefault: p.isDefault,
      isDocumentRequired: p.isDocumentRequired,
      isQuestionsRequired: p.isQuestionsRequired,
      questions: p.questions,
      documentName: p.documentName,
    },
    collectiveId: b.collectiveId,
    parentId: b.parentId,
    isSupplementary: b.isSupplementary,
    name: b.name,
    description: b.description,
    longDescription: b.longDescription,
    provider: provider ? { id: provider.id, name: provider.name, logo: imageUrl(provider.logo), website: provider.website } : null,
    isTaxAdvantage: b.isTaxAdvantage,
    usesUserBag: b.usesUserBag,
    minAmount: b.minAmount,
    defaultPrice: b.defaultPrice,
    workingPrice: b.workingPrice,
    workingDays: b.workingDays,
    priceForFamily: b.priceForFamily,
    ageGroups: b.ageGroups,
    ageGroupsForFamily: b.ageGroupsForFamily,
    contribution: b.contribution ?? null,
    contributionTarget: b.contributionTarget,
    whoAffect: b.whoAffect,
    startDate: b.startDate,
    endDate: b.endDate,
    cutOffDay: b.cutOffDay,
    monthsAvailability: b.monthsAvailability,
    faceValues: b.faceValues,
    contractMethod: b.contractMethod,
    questionnaire: { enabled: b.questionnaireEnabled, type: b.questionnaireType ?? null },
    ticketPrice: b.ticketPrice,
    vehicle: b.vehicle ?? null,
    healthType: b.healthType,
    savingsType: b.savingsType,
    rateTable: b.rateTable,
  };
}

/** The benefits with their product and provider, and `extra` fields of the same row (the cart's pricing inputs). */
function benefitQuery<Extra extends Record<string, SQL>>(db: DbOrTx, extra: Extra = {} as Extra) {
  return db
    .select({ benefit: benefits, product: products, provider: providers, ...extra })
    .from(benefits)
    .innerJoin(products, and(eq(products.id, benefits.productId), eq(products.companyId, benefits.companyId)))
    .innerJoin(userProducts, and(eq(userProducts.productId, products.id), eq(userProducts.companyId, products.companyId)))
    .leftJoin(providers, and(eq(providers.id, benefits.providerId), eq(providers.companyId, benefits.companyId)));
}

export interface BenefitScope {
  companyId: number;
  userId: number;
  collectiveId: number | null;
}

/** The benefits a scope may see of one category: values, or placeholders of a prepared statement. */
function userBenefitsWhere(scope: Record<keyof BenefitScope, number | Placeholder>, category: CategoryAlias | Placeholder) {
  return and(
    eq(benefits.companyId, scope.companyId),
    eq(benefits.collectiveId, scope.collectiveId),
    eq(products.alias, category),
    eq(userProducts.userId, scope.userId),
    eq(userProducts.isActive, true),
  );
}

/** GET /api/modalities' statement, prepared once per database (built anew at each call before). */
const userBenefits = preparedPerDatabase((db) =>
  benefitQuery(db)
    .where(
      userBenefitsWhere(
        { companyId: sql.placeholder('companyId'), collectiveId: sql.placeholder('collectiveId'), userId: sql.placeholder('userId') },
        sql.placeholder('category'),
      ),
    )
    .orderBy(asc(benefits.position), asc(benefits.id))
    .prepare('user_benefits'),
);

/**
 * The benefits a user may see and contract: of their company and collective, of a product the
 * company enabled for them and they have not switched off (docs/product/cart-and-contracts.md §1, docs/product/employee-portal.md §6). Built in
 * the caller's transaction (the cart's pricing inputs); GET /api/modalities runs it prepared (listUserBenefitsPrepared).
 */
export async function listUserBenefits(db: DbOrTx, scope: BenefitScope, category: CategoryAlias): Promise<Benefit[]> {
  if (scope.collectiveId === null) return [];
  const rows = await benefitQuery(db)
    .where(userBenefitsWhere({ ...scope, collectiveId: scope.collectiveId }, category))
    .orderBy(asc(benefits.position), asc(benefits.id));
  return rows.map((r) => toBenefit(r.benefit, r.product, r.provider));
}

/** listUserBenefits on the database itself, as a statement prepared once (a hot read: GET /api/modalities). */
export async function listUserBenefitsPrepared(db: Db, scope: BenefitScope, category: CategoryAlias): Promise<Benefit[]> {
  if (scope.collectiveId === null) return [];
  const rows = await userBenefits(db).execute({ ...scope, category });
  return rows.map((r) => toBenefit(r.benefit, r.product, r.provider));
}

/**
 * One benefit as a user may contract it, with `extra` fields of the user beside it (their owner:
 * the benefit's company and the user), as a statement to prepare: placeholders companyId,
 * benefitId, collectiveId and userId.
 */
export function contractableBenefitQuery<Extra extends Record<string, SQL>>(
  db: DbOrTx,
  extra: (owner: { companyId: SQLWrapper; userId: SQLWrapper }) => Extra,
) {
  return benefitQuery(db, extra({ companyId: benefits.companyId, userId: userProducts.userId })).where(
    and(
      eq(benefits.companyId, sql.placeholder('companyId')),
      eq(benefits.id, sql.placeholder('benefitId')),
      eq(benefits.collectiveId, sql.placeholder('collectiveId')),
      eq(userProducts.userId, sql.placeholder('userId')),
      eq(userProducts.isActive, true),
    ),
  );
}

/** One benefit as a user may contract it, prepared once (the cart reads it at every change). */
const contractableBenefit = preparedPerDatabase((db) => contractableBenefitQuery(db, () => ({})).prepare('contractable_benefit'));

/** One benefit of the company as the user may contract it, or undefined (another collective, inactive product…). */
export async function findContractableBenefit(db: DbOrTx, scope: BenefitScope, benefitId: number): Promise<Benefit | undefined> {
  if (scope.collectiveId === null) return undefined;
  const [row] = await contractableBenefit(db).execute({ ...scope, benefitId });
  return row ? toBenefitOf(row) : undefined;
}

/** The Benefit of a row of benefitQuery. */
export function toBenefitOf(row: { benefit: BenefitRow; product: ProductRow; provider: ProviderRow | null }): Benefit {
  return toBenefit(row.benefit, row.product, row.provider);
}

/** A benefit of the company whatever the user's collective or switches (to tell "not allowed" from "not found"). */
export async function findCompanyBenefit(db: DbOrTx, companyId: number, benefitId: number) {
  const rows = await db
    .select({ id: benefits.id, collectiveId: benefits.collectiveId, productId: benefits.productId })
    .from(benefits)
    .where(and(eq(benefits.companyId, companyId), eq(benefits.id, benefitId)));
  return rows[0];
}

/** A product the company enabled for the user, with the user's switch, as userProductsJson answers it. */
export interface UserProductJson {
  id: number;
  alias: CategoryAlias;
  line: ProductLine;
  name: LocalizedText;
  isDefault: boolean;
  isActive: boolean;
}

/**
 * The products the company enabled for the user, with the user's switch, in the company's order
 * (docs/product/employee-portal.md §3 products): one JSON array, a fragment GET /api/profile embeds in its one
 * statement. `owner` is SQL for the company and the user (columns of the enclosing query).
 */
export function userProductsJson(owner: { companyId: SQLWrapper; userId: SQLWrapper }): SQL<UserProductJson[]> {
  return qualified(sql<UserProductJson[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${products.id}, 'alias', ${products.alias}, 'line', ${products.line}, 'name', ${products.name},
      'isDefault', ${products.isDefault}, 'isActive', ${userProducts.isActive}
    ) order by ${products.position}, ${products.id})
    from ${userProducts}
    inner join ${products} on ${products.id} = ${userProducts.productId} and ${products.companyId} = ${userProducts.companyId}
    where ${userProducts.companyId} = ${owner.companyId} and ${userProducts.userId} = ${owner.userId}
  ), '[]'::json)`);
}

export function listRateTableRows(db: DbOrTx, companyId: number, tableKeys: string[]) {
  if (tableKeys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(rateTableRows)
    .where(and(eq(rateTableRows.companyId, companyId), inArray(rateTableRows.tableKey, tableKeys)));
}

/**
 * A life or life-axa rate table (`benefit.rateTable`) as the domain prices with it; null when the
 * company has no such table. A row without a rate is an age without cover: it is left out.
 */
export async function findRateTable(db: DbOrTx, companyId: number, key: string): Promise<RateTable | null> {
  const rows = await listRateTableRows(db, companyId, [key]);
  if (rows.length === 0) return null;
  const coverages: Record<string, RateBand[]> = {};
  for (const row of rows) {
    const bands = (coverages[row.coverage] ??= []);
    if (row.rate !== null) bands.push({ from: row.ageFrom, to: row.ageTo, rate: row.rate });
  }
  return { key, coverages };
}
