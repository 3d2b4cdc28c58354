import type { Benefit, ContractCharge, FamilyMemberRef, UserBags } from '@flexplan/domain/catalogue';
import type { DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { contractableBenefitQuery, toBenefitOf, type BenefitScope } from '../benefits/benefits.service';
import { familyRefsJson } from '../families/family-members.service';
import { contractChargesJson } from './contracts.repository';
import { cartBagsJson, cartBagsOf } from './user-bags.repository';

/**
 * What a cart change prices with, in one statement prepared once (three before): the
 * benefit as the user may contract it, what their contracts charge to the bags, their family, and
 * the bags with the cart version they are all at (migration 0019). One statement, so one snapshot:
 * an add writes only if the version has not moved since (insertContractAtCartVersion); a change
 * under the cart lock reads them after the lock, so that it reads what the last change committed.
 */
const cartInputs = preparedPerDatabase((db) =>
  contractableBenefitQuery(db, (owner) => ({ charges: contractChargesJson(owner), family: familyRefsJson(owner), bags: cartBagsJson(owner) })).prepare(
    'cart_pricing_inputs',
  ),
);

export interface CartInputs {
  benefit: Benefit;
  contracts: ContractCharge[];
  family: FamilyMemberRef[];
  /** The bags and the cart version read with the rest; null when the user is gone. */
  cart: { bags: UserBags; cartVersion: number } | null;
}

/** The cart's pricing inputs; undefined when the user may not contract the benefit (or there is no such benefit). */
export async function findCartInputs(db: DbOrTx, scope: BenefitScope, benefitId: number): Promise<CartInputs | undefined> {
  if (scope.collectiveId === null) return undefined;
  const [row] = await cartInputs(db).execute({ ...scope, benefitId });
  return row && { benefit: toBenefitOf(row), contracts: row.charges, family: row.family, cart: row.bags && cartBagsOf(row.bags) };
}
