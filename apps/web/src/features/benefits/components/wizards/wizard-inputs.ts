import { categoryPricers } from '@flexplan/domain/benefits/cart-item-rules';
import type { Benefit } from '@flexplan/domain/catalogue-types';
import { useQuery } from '@tanstack/react-query';
import { categoryBenefitsQueryOptions } from '../../api/get-category-benefits';
import { userPlanQueryOptions, useUserPlan } from '../../api/get-user-plan';
import { buildBenefitPlan, type BenefitPlan } from '../../lib/benefit-plan';
import { draftPricer } from '../../lib/price-draft';

export { editedContract } from '../../lib/price-draft';

/** The price of a wizard's draft: the domain's rules with every category's pricer, the wizards' included. */
export const priceDraft = draftPricer(categoryPricers);

/** The category's whole catalogue, supplementaries included (same query as the page's, unfiltered). */
export function useCategoryCatalogue(alias: string) {
  return useQuery(categoryBenefitsQueryOptions(alias));
}

/** The profile's private use, 0–100 (GET /profile `privateUse`), read-only in the renting form. */
export function usePrivateUse() {
  return useQuery({ ...userPlanQueryOptions, select: (profile) => profile.privateUse });
}

/** The user's own birthday: entry 0 of GET /families. */
export function employeeBirthdayOf(plan: BenefitPlan): string | null {
  return plan.family.find((m) => m.relationship === 'you')?.birthday ?? null;
}

/** The plan of another benefit of the same page (the wizard chooses among them). */
export function usePlanOf(host: BenefitPlan) {
  const userPlan = useUserPlan();
  return (benefit: Benefit): BenefitPlan => {
    const { cart = [], contracts = [] } = userPlan.data ?? {};
    return buildBenefitPlan(benefit, { ...host, cart, contracts });
  };
}
