import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { ContractView } from '../../../shared/api/user-plan';

/** A cart item as GET /profile `cart` gives it (a contract in status `cart`); money in cents, months 1–12. */
export type CheckoutItem = ContractView;

/**
 * The cart is part of the profile (docs/product/employee-portal.md §3): the profile's key and call, so every change
 * that refreshes the profile (the header's dropdown included) shows here too.
 */
export const checkoutCartQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => api.get('/profile', { signal }),
  select: (profile) => profile.cart,
});

export function useCheckoutCart() {
  return useQuery(checkoutCartQueryOptions);
}
