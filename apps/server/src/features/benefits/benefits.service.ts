import { isCategoryAlias } from '@flexplan/domain/benefits/category';
import type { Benefit, CategoryAlias } from '@flexplan/domain/catalogue-types';
import type { RateTableView } from '@flexplan/domain/benefits/benefits-api';
import type { RateTable } from '@flexplan/domain/wizards';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../http/http-errors';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import {
  findCompanyBenefit,
  findContractableBenefit,
  findRateTable,
  listRateTableRows,
  listUserBenefits,
  listUserBenefitsPrepared,
} from './benefits.repository';

/** The profile embeds the user's products in its own one statement (GET /api/profile). */
export { userProductsJson, type UserProductJson } from './benefits.repository';

/** The cart reads the benefit beside its other pricing inputs in one statement (contracts/cart-inputs.repository.ts). */
export { contractableBenefitQuery, toBenefitOf, type BenefitScope } from './benefits.repository';

const scopeOf = (user: SessionUser) => ({ companyId: user.companyId, userId: user.id, collectiveId: user.collectiveId });

/** GET /api/modalities/by-category/{category}: the category's benefits as this employee may see them (docs/product/benefits-and-simulation.md §7); 404 for an unknown category. */
export function listCategoryBenefits({ db }: Pick<ServiceDeps, 'db'>, user: SessionUser, category: string): Promise<Benefit[]> {
  if (!isCategoryAlias(category)) throw new NotFoundError('category');
  return listUserBenefitsPrepared(db, scopeOf(user), category);
}

/** GET /api/rate-tables/{key}: life and life-axa rates per 1000 by age band; a band without a rate is an age without cover. */
export async function getRateTable({ db }: Pick<ServiceDeps, 'db'>, user: SessionUser, key: string): Promise<RateTableView> {
  const rows = await listRateTableRows(db, user.companyId, [key]);
  if (rows.length === 0) throw new NotFoundError('rate table');
  const coverages: RateTableView['coverages'] = {};
  for (const row of rows) (coverages[row.coverage] ??= []).push({ from: row.ageFrom, to: row.ageTo, rate: row.rate });
  return { key, coverages };
}

/**
 * One benefit as the user may contract it now (own collective, product switched on), or
 * undefined. Takes the caller's transaction: checkout re-checks each item under its lock.
 */
export function findBenefitContractableBy(
  db: DbOrTx,
  user: Pick<SessionUser, 'companyId' | 'id' | 'collectiveId'>,
  benefitId: number,
): Promise<Benefit | undefined> {
  return findContractableBenefit(db, { companyId: user.companyId, userId: user.id, collectiveId: user.collectiveId }, benefitId);
}

/** Whether the company has this benefit at all, whatever the user's collective or switches (to tell "not allowed" from "not found"). */
export async function isCompanyBenefit(db: DbOrTx, companyId: number, benefitId: number): Promise<boolean> {
  return (await findCompanyBenefit(db, companyId, benefitId)) !== undefined;
}

/** The category's benefits as the user may contract them, read in the caller's transaction (the cart's pricing inputs). */
export function listBenefitsContractableBy(
  db: DbOrTx,
  user: Pick<SessionUser, 'companyId' | 'id' | 'collectiveId'>,
  category: CategoryAlias,
): Promise<Benefit[]> {
  return listUserBenefits(db, { companyId: user.companyId, userId: user.id, collectiveId: user.collectiveId }, category);
}

/** A life or life-axa rate table as the domain prices with it; null when the company has none by that key. */
export function findRateTableOf(db: DbOrTx, companyId: number, key: string): Promise<RateTable | null> {
  return findRateTable(db, companyId, key);
}
