import { priceCartItem, type FamilyMemberRef, type PricedCartItem } from '@flexplan/domain/catalogue';
import { type WizardPricingInputs } from '@flexplan/domain/benefits/wizard-pricing-inputs';
import { type Benefit } from '@flexplan/domain/catalogue-types';
import { useQuery } from '@tanstack/react-query';
import { categoryBenefitsQueryOptions } from '../../api/get-category-benefits';
import { type ContractView, userPlanQueryOptions, useUserPlan } from '../../api/get-user-plan';
import { buildBenefitPlan, type BenefitPlan, type CartDraft } from '../../lib/benefit-plan';

/** The category's whole catalogue, supplementaries included (same query as the page's, unfiltered). */
export function useCategoryCatalogue(alias: string) {
  return useQuery(categoryBenefitsQueryOptions(alias));
}

/** The profile's private use, 0–100 (GET /profile `privateUse`), read-only in the renting form. */
export function usePrivateUse() {
  return useQuery({
    ...userPlanQueryOptions,
    select: (profile) => {
      const value = (profile as unknown as { privateUse?: number | null }).privateUse;
      return typeof value === 'number' ? value : 0;
    },
  });
}

/** The user's own birthday: entry 0 of GET /families. */
export function employeeBirthdayOf(plan: BenefitPlan): string | null {
  return plan.family.find((m) => m.relationship === 'you')?.birthday ?? null;
}

/** The cart item, else the live contract: what a change is measured against. */
export function editedContract(plan: BenefitPlan): ContractView | null {
  return plan.cartItem ?? (plan.contract && plan.contract.status !== 'cancelled' ? plan.contract : null);
}

/** The domain's price of a draft with the wizard inputs (the server's own rules); throws the refusal. */
export function priceDraft(plan: BenefitPlan, inputs: WizardPricingInputs, draft: CartDraft, editing = editedContract(plan)): PricedCartItem {
  const family: FamilyMemberRef[] = plan.family.map(({ id, birthday, relationship }) => ({ id, birthday, relationship }));
  return priceCartItem({
    ...inputs,
    benefit: plan.benefit,
    bags: plan.bags,
    year: plan.year,
    contracts: plan.charges,
    family,
    items: draft.items,
    details: draft.details,
    today: plan.today,
    companyCutOffDay: plan.cutOffDay,
    editing: editing ? { id: editing.id, status: editing.status, items: editing.items } : null,
  });
}

/** The plan of another benefit of the same page (the wizard chooses among them). */
export function usePlanOf(host: BenefitPlan) {
  const userPlan = useUserPlan();
  return (benefit: Benefit): BenefitPlan => {
    const { cart = [], contracts = [] } = userPlan.data ?? {};
    return buildBenefitPlan(benefit, { ...host, cart, contracts });
  };
}
