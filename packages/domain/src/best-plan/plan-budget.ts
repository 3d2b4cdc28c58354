import { liveCharges, availableOnLine, type ContractCharge } from '../bags/available';
import { MAX_IN_KIND_SHARE_BASIS_POINTS, MINIMUM_WAGE_ANNUAL_2026 } from '../bags/in-kind-limits';
import { userBagAvailable } from '../bags/user-bag';
import { totalSalary, type UserBags } from '../bags/user-bags';
import type { Cents } from '../tax/tax-year';
import type { BestPlanReason } from './best-plan-types';

/**
 * What the cart rules still let the year's Exent products take (priceCartItem's order): the
 * flexible bag and the user bag left (the user bag is spent first, by benefits that may use it),
 * the room under the 30 % in-kind cap (prices, contribution included) and above the minimum wage
 * (salary given up). Infinity where the salary is unknown: the cart then checks only the bags.
 */
export interface PlanBudget {
  flexible: Cents;
  userBag: Cents;
  inKind: Cents;
  wage: Cents;
}

/** One contract's (or part's) figures as the budget reads them. */
export interface BudgetCharge {
  price: Cents;
  sacrificed: Cents;
  canUseUserBag: boolean;
}

export function planBudget(bags: UserBags, contracts: readonly ContractCharge[], year: number, minimumWageAnnual = MINIMUM_WAGE_ANNUAL_2026): PlanBudget {
  const filter = { year };
  const live = liveCharges(contracts, filter);
  const salary = totalSalary(bags);
  const inKindMax = salary === null ? Infinity : Math.floor((MAX_IN_KIND_SHARE_BASIS_POINTS * salary) / 10_000);
  return {
    flexible: availableOnLine('Exent', bags, contracts, filter),
    userBag: userBagAvailable(bags, contracts, filter),
    inKind: inKindMax - live.reduce((sum, c) => sum + c.price, 0),
    wage: salary === null ? Infinity : salary - minimumWageAnnual - live.reduce((sum, c) => sum + c.finalPrice, 0),
  };
}

/** The first rule a charge breaks, or null when the budget can take it. */
export function budgetRefusal(budget: PlanBudget, charge: BudgetCharge): BestPlanReason | null {
  if (charge.sacrificed > budget.wage) return 'minimum-wage';
  if (charge.price > budget.inKind) return 'in-kind-cap';
  if (charge.sacrificed > budget.flexible + (charge.canUseUserBag ? budget.userBag : 0)) return 'bag-exhausted';
  return null;
}

/** The budget once a charge is taken (the user bag first, as the cart spends it). */
export function afterCharge(budget: PlanBudget, charge: BudgetCharge): PlanBudget {
  const fromUserBag = charge.canUseUserBag ? Math.min(charge.sacrificed, budget.userBag) : 0;
  return {
    flexible: budget.flexible - (charge.sacrificed - fromUserBag),
    userBag: budget.userBag - fromUserBag,
    inKind: budget.inKind - charge.price,
    wage: budget.wage - charge.sacrificed,
  };
}
