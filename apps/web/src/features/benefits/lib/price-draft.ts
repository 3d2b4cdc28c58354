import type { FamilyMemberRef } from '@flexplan/domain/benefits/age';
import { priceCartItemWith, simpleCategoryPricers, type CategoryPricers, type PricedCartItem } from '@flexplan/domain/benefits/cart-item-pricing';
import type { WizardPricingInputs } from '@flexplan/domain/benefits/wizard-pricing-inputs';
import type { ContractView } from '../api/get-user-plan';
import type { BenefitPlan, CartDraft } from './benefit-plan';

/** The cart item, else the live contract: what a change is measured against. */
export function editedContract(plan: BenefitPlan): ContractView | null {
  return plan.cartItem ?? (plan.contract && plan.contract.status !== 'cancelled' ? plan.contract : null);
}

/**
 * The domain's price of a draft (the server's own rules) with the given categories' pricers, and
 * the wizard inputs a wizard category needs; throws the refusal.
 */
export function draftPricer(pricers: CategoryPricers) {
  return function priceDraft(plan: BenefitPlan, inputs: WizardPricingInputs, draft: CartDraft, editing = editedContract(plan)): PricedCartItem {
    const family: FamilyMemberRef[] = plan.family.map(({ id, birthday, relationship }) => ({ id, birthday, relationship }));
    return priceCartItemWith(
      {
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
      },
      pricers,
    );
  };
}

/**
 * The price of a simple category's draft (the forms of food, transport, kindergarten…): without
 * the wizards' pricers, whose zod schemas stay out of the product page's first download. The wizards price with theirs (wizards/wizard-inputs.ts).
 */
export const priceDraft = draftPricer(simpleCategoryPricers);
