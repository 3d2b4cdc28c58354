import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { ContractView } from '../../../shared/api/user-plan';

/** A cart item as GET /profile `cart` gives it (a contract in status `cart`); money in cents. */
export type CartItem = ContractView;

/**
 * The cart is part of the profile (docs/product/employee-portal.md §3): the same query as the profile's (same key,
 * same call), so it is already cached and every cart change that refreshes the profile shows here.
 */
export const cartQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => api.get('/profile', { signal }),
  select: (profile) => profile.cart,
});

export function useCart() {
  return useQuery(cartQueryOptions);
}
