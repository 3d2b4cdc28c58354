import type { CategoryAlias } from '../benefits/category';

/** Contract status (spec part 2 §4): a cart item is a contract with status `cart`. */
export const contractStatuses = ['cart', 'pending', 'contracted', 'cancelled'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** One month of one beneficiary (spec part 2 §3 Contract item). Money in cents; month 1–12. */
export interface ContractItem {
  benefitId: number;
  /** null: the employee; otherwise the family member's id. */
  familyId: number | null;
  month: number;
  /** Monthly price of this item. */
  price: number;
  /** What the company pays of it. */
  contributedPrice: number;
}

/** Category-specific details (spec part 2 §3 Details per type). */
export type ContractDetails = Record<string, unknown>;

export interface Contract {
  id: number;
  userId: number;
  benefitId: number;
  category: CategoryAlias;
  year: number;
  status: ContractStatus;
  signed: boolean;
  /** Sum of the items' prices. */
  price: number;
  /** What the employee's bags pay: price − contributedPrice. */
  finalPrice: number;
  contributedPrice: number;
  /** Part paid from the user bag. */
  userBag: number;
  details: ContractDetails;
  additionalInfo: Record<string, unknown> | null;
  disableDocumentation: boolean;
  items: ContractItem[];
  effectiveDate: string | null;
  collectiveId: number;
}
