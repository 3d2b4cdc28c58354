import { type CategoryAlias, type ContractStatus, type ProductLine } from '@flexplan/domain/catalogue-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { type LocalizedText } from '../../../shared/i18n/localized-text';

/** A product the company enabled for the user (GET /profile `products`). */
export interface UserProduct {
  id: number;
  name: LocalizedText;
  PL: ProductLine;
  isDefault: boolean;
  isActive: boolean;
  category: { alias: CategoryAlias; name: LocalizedText };
}

/** A contract as the API answers it (docs/api.md "A contract"): cents, months 1–12. */
export interface ContractView {
  id: number;
  benefitId: number;
  product: CategoryAlias;
  productCategory: CategoryAlias;
  PL: ProductLine | null;
  benefitName: LocalizedText | null;
  year: number;
  status: ContractStatus;
  signed: boolean;
  price: number;
  finalPrice: number;
  contributedPrice: number;
  userBag: number;
  details: Record<string, unknown>;
  additionalInfo: Record<string, unknown> | null;
  effectiveDate: string | null;
  version: number;
  items: { benefitId: number; familyId: number | null; month: number; price: number; contributedPrice: number }[];
}

/** The part of GET /profile this feature reads: the user's products, cart and contracts. */
export interface UserPlan {
  products: UserProduct[];
  cart: ContractView[];
  contracts: ContractView[];
}

/**
 * The same query as the profile feature's (same key, same call): the route guard has it cached
 * already, and invalidating the profile refreshes the cart, the contracts and the menu at once.
 */
export const userPlanQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => api.get<UserPlan>('/profile', { signal }),
});

export function useUserPlan() {
  return useQuery(userPlanQueryOptions);
}

/** The product categories in the user's menu: the active ones (spec part 1 §2 Shell). */
export function useUserProducts() {
  return useQuery({ ...userPlanQueryOptions, select: (plan) => (plan.products ?? []).filter((product) => product.isActive) });
}
