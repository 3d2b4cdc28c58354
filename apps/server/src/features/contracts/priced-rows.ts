import type { Benefit, PricedCartItem } from '@flexplan/domain/catalogue';

/** The contract columns a priced cart item sets, whether it is added, updated or a change. */
export function pricedColumns(priced: PricedCartItem) {
  return {
    price: priced.price,
    finalPrice: priced.finalPrice,
    contributedPrice: priced.contributedPrice,
    userBag: priced.userBag,
    details: priced.details,
    effectiveDate: priced.effectiveDate ?? null,
  };
}

/** The rows to store: an item without a benefitId is the contract's benefit; a health supplementary's names its own. */
export function itemRows(priced: PricedCartItem, benefit: Benefit) {
  return priced.items.map((i) => ({
    benefitId: i.benefitId ?? benefit.id,
    familyId: i.familyId,
    month: i.month,
    price: i.price,
    contributedPrice: i.contributedPrice,
  }));
}
