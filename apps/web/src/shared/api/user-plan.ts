import { type CategoryAlias, type ContractStatus, type ProductLine } from '@flexplan/domain/catalogue-types';
import { queryOptions } from '@tanstack/react-query';
import { type LocalizedText } from '../i18n/localized-text';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** A product the company enabled for the user (GET /profile `products`). */
export interface UserProduct {
  id: number;
  name: LocalizedText;
  PL: ProductLine;
  isDefault: boolean;
  isActive: boolean;
  category: { alias: CategoryAlias; name: LocalizedText };
}

/** A cart item or contract as the API answers it (docs/api.md "A contract"): cents, months 1–12. */
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
  disableDocumentation: boolean;
  effectiveDate: string | null;
  version: number;
  /** A change awaiting acceptance: the contract it replaces. */
  replacesContractId: number | null;
  items: { benefitId: number; familyId: number | null; month: number; price: number; contributedPrice: number }[];
}

/** The part of GET /profile about the plan: the user's products, cart and contracts. */
export interface UserPlan {
  products: UserProduct[];
  cart: ContractView[];
  contracts: ContractView[];
}

/**
 * The profile query itself (same key, same call): the route guard has it cached already, and
 * every cart change that refreshes the profile refreshes the cart, the contracts, the home and
 * the menu at once.
 */
export const userPlanQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => api.get<UserPlan>('/profile', { signal }),
});
