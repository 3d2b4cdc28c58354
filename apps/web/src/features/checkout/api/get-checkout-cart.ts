import { type ContractItem } from '@flexplan/domain/catalogue-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { type LocalizedText } from '../../../shared/i18n/localized-text';

/** A cart item as GET /profile `cart` gives it (docs/api.md "A contract"); money in cents, months 1–12. */
export interface CheckoutItem {
  id: number;
  benefitId: number;
  /** The category alias. */
  product: string;
  PL: 'Exent' | 'Top';
  benefitName: LocalizedText | null;
  year: number;
  status: 'cart';
  price: number;
  finalPrice: number;
  contributedPrice: number;
  details: Record<string, unknown>;
  additionalInfo: Record<string, unknown> | null;
  disableDocumentation: boolean;
  version: number;
  items: ContractItem[];
}

/**
 * The cart is part of the profile (spec part 1 §3): the profile's key and call, so every change
 * that refreshes the profile (the header's dropdown included) shows here too.
 */
export const checkoutCartQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => api.get<{ cart?: CheckoutItem[] }>('/profile', { signal }),
  select: (profile) => profile.cart ?? [],
});

export function useCheckoutCart() {
  return useQuery(checkoutCartQueryOptions);
}
