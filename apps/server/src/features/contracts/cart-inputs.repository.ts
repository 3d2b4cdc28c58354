import type { Benefit, ContractCharge, FamilyMemberRef } from '@flexplan/domain/catalogue';
import type { DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { contractableBenefitQuery, toBenefitOf, type BenefitScope } from '../benefits/benefits.service';
import { familyRefsJson } from '../families/family-members.service';
import { contractChargesJson } from './contracts.repository';

/**
 * What a cart change prices with besides the bags, in one statement prepared once (issue 16: three
 * before): the benefit as the user may contract it, what their contracts charge to the bags and
 * their family. Run under the cart lock, after it, so that it reads what the last change committed.
 */
const cartInputs = preparedPerDatabase((db) =>
  contractableBenefitQuery(db, (owner) => ({ charges: contractChargesJson(owner), family: familyRefsJson(owner) })).prepare('cart_pricing_inputs'),
);

export interface CartInputs {
  benefit: Benefit;
  contracts: ContractCharge[];
  family: FamilyMemberRef[];
}

/** The cart's pricing inputs; undefined when the user may not contract the benefit (or there is no such benefit). */
export async function findCartInputs(db: DbOrTx, scope: BenefitScope, benefitId: number): Promise<CartInputs | undefined> {
  if (scope.collectiveId === null) return undefined;
  const [row] = await cartInputs(db).execute({ ...scope, benefitId });
  return row && { benefit: toBenefitOf(row), contracts: row.charges, family: row.family };
}
