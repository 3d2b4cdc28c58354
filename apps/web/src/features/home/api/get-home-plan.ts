import { type CategoryAlias, type ContractStatus, type ProductLine } from '@flexplan/domain/catalogue-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { type LocalizedText } from '../../../shared/i18n/localized-text';

/** A product the company enabled for the user (GET /profile `products`). */
export interface PlanProduct {
  id: number;
  name: LocalizedText;
  PL: ProductLine;
  isActive: boolean;
  category: { alias: CategoryAlias; name: LocalizedText };
}

/** A cart item or contract as the API answers it (docs/api.md "A contract"): cents, months 1–12. */
export interface PlanContract {
  id: number;
  benefitId: number;
  productCategory: CategoryAlias;
  PL: ProductLine | null;
  benefitName: LocalizedText | null;
  year: number;
  status: ContractStatus;
  signed: boolean;
  price: number;
  finalPrice: number;
  contributedPrice: number;
  details: Record<string, unknown> | null;
  additionalInfo: Record<string, unknown> | null;
  disableDocumentation: boolean;
  items: { benefitId: number; familyId: number | null; month: number; price: number; contributedPrice: number }[];
}

/** What the home reads of GET /profile: the user's products, cart and contracts. */
export interface HomePlan {
  products: PlanProduct[];
  cart: PlanContract[];
  contracts: PlanContract[];
}

/**
 * The profile query itself (same key, same call): the route guard has it cached, and every cart
 * change that refreshes the profile refreshes the home too.
 */
export const homePlanQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => api.get<HomePlan>('/profile', { signal }),
});

export function useHomePlan() {
  return useQuery(homePlanQueryOptions);
}

/** The name of every product category the user has, active or not, for lists that name a product by alias. */
export function useProductNames() {
  return useQuery({
    ...homePlanQueryOptions,
    select: (plan) => new Map((plan.products ?? []).map((product) => [product.category.alias as string, product.category.name])),
  });
}
