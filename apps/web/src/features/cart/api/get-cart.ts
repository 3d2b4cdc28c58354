import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { type LocalizedText } from '../../../shared/i18n/localized-text';

/** A cart item as GET /profile `cart` gives it (docs/api.md "A contract"); money in cents. */
export interface CartItem {
  id: number;
  benefitId: number;
  productCategory: string;
  benefitName: LocalizedText | null;
  year: number;
  status: 'cart';
  price: number;
  /** What the employee's bags pay a year. */
  finalPrice: number;
}

/**
 * The cart is part of the profile (spec part 1 §3): the same query as the profile's (same key,
 * same call), so it is already cached and every cart change that refreshes the profile shows here.
 */
export const cartQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => api.get<{ cart?: CartItem[] }>('/profile', { signal }),
  select: (profile) => profile.cart ?? [],
});

export function useCart() {
  return useQuery(cartQueryOptions);
}
