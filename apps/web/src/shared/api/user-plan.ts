import type { contractViewSchema } from '@flexplan/domain/contracts/contracts-api';
import type { profileProductSchema, userProfileSchema } from '@flexplan/domain/profile/profile-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** A product the company enabled for the user (GET /profile `products`). */
export type UserProduct = ResponseOf<typeof profileProductSchema>;

/** A cart item or contract as the API answers it (docs/product/cart-and-contracts.md §3 Contract): cents, months 1–12. */
export type ContractView = ResponseOf<typeof contractViewSchema>;

/** The part of GET /profile about the plan: the user's products, cart and contracts, and the renting car's private use. */
export type UserPlan = Pick<ResponseOf<typeof userProfileSchema>, 'products' | 'cart' | 'contracts' | 'privateUse'>;

/**
 * The profile query itself (same key, same call): the route guard has it cached already, and
 * every cart change that refreshes the profile refreshes the cart, the contracts, the home and
 * the menu at once.
 */
export const userPlanQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => api.get('/profile', { signal }),
});
