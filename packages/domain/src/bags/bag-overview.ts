import { availableOnLine, lineBag, liveCharges, spentOnLine, type ChargeFilter, type ContractCharge } from './available';
import { isCompanyBagShown, percentSpent } from './percent-spent';
import { userBagAvailable, userBagSpent, userBagTotal } from './user-bag';
import { companyBagCents, type UserBags } from './user-bags';

export interface BagSummary {
  total: number;
  spent: number;
  available: number;
  percentSpent: number;
}

export interface BagOverview {
  flexible: BagSummary;
  /**
   * The Top line's figures. `isShown` is false when the person has no top bag (topBag null): the
   * figures are then the fixed salary, the Top line's limit (docs/product/benefits-and-simulation.md §5 General), which the cart
   * and the checkout still apply, but not a bag to show (docs/decisions/061-no-top-bag-is-no-bag.md).
   */
  top: BagSummary & { isShown: boolean };
  /** Spent: the company contributions of the year's live contracts. */
  company: BagSummary & { isShown: boolean };
  user: BagSummary;
}

/** The bags of the home page and the product pages (docs/product/employee-portal.md §1 Home, §9). */
export function bagOverview(bags: UserBags, charges: readonly ContractCharge[], filter: ChargeFilter): BagOverview {
  const companyTotal = companyBagCents(bags);
  const companySpent = liveCharges(charges, filter).reduce((sum, c) => sum + Math.max(0, c.contributedPrice), 0);
  const userTotal = userBagTotal(bags);
  const userSpent = userBagSpent(charges, filter);
  return {
    flexible: summary(lineBag('Exent', bags), spentOnLine('Exent', charges, filter), availableOnLine('Exent', bags, charges, filter)),
    top: {
      ...summary(lineBag('Top', bags), spentOnLine('Top', charges, filter), availableOnLine('Top', bags, charges, filter)),
      isShown: bags.topBag !== null,
    },
    company: { ...summary(companyTotal, companySpent, Math.max(0, companyTotal - companySpent)), isShown: isCompanyBagShown(companyTotal) },
    user: summary(userTotal, userSpent, userBagAvailable(bags, charges, filter)),
  };
}

function summary(total: number, spent: number, available: number): BagSummary {
  return { total, spent, available, percentSpent: percentSpent(spent, total) };
}
