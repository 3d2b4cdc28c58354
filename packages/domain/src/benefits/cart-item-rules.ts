import { priceCartItemWith, simpleCategoryPricers, type CartItemInput, type CategoryPricers, type PricedCartItem } from './cart-item-pricing';
import { wizardPricers } from './wizard-pricers';

// The cart rules of every category. The rules themselves live in cart-item-pricing.ts, free of
// zod, so that a product page can price a simple category without the wizards' schemas.
export * from './cart-item-pricing';

/**
 * The extension point: one pricer per category, the simple ones and the wizards' (health
 * insurance, saving plan, life, life-axa, renting); any other answers CATEGORY_NOT_SUPPORTED.
 */
export const categoryPricers: CategoryPricers = { ...simpleCategoryPricers, ...wizardPricers };

/**
 * THE entry point the server (authoritative) and the web (instant feedback) call to validate and
 * price a proposed cart item (docs/product/benefits-and-simulation.md §5); cart-item-pricing.ts `priceCartItemWith` says in
 * which order the rules run.
 */
export function priceCartItem(input: CartItemInput, pricers: CategoryPricers = categoryPricers): PricedCartItem {
  return priceCartItemWith(input, pricers);
}
