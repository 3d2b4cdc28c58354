import {
  cartItemCapacity,
  type BagOverview,
  type CartItemCapacity,
  type ContractCharge,
  type ContractItemDraft,
  type UserBags,
} from '@flexplan/domain/catalogue';
import type { Benefit } from '@flexplan/domain/catalogue-types';
import type { FamilyMember } from '../api/get-family';
import type { ContractView } from '../api/get-user-plan';

/** Everything a benefit's form and action bar need, worked out once per card. */
export interface BenefitPlan {
  benefit: Benefit;
  /** The plan year new items start in (GET /bags). */
  year: number;
  /** The server's today (Europe/Madrid), so the browser's rules agree with the server's. */
  today: string;
  cutOffDay: number;
  bags: UserBags;
  overview: BagOverview;
  charges: ContractCharge[];
  family: FamilyMember[];
  /** This benefit's item in the cart, if any. */
  cartItem: ContractView | null;
  /** This benefit's pending, contracted or cancelled contract of the year, if any: the one in force. */
  contract: ContractView | null;
  /** A signed change of the contract in force, waiting for its e-mail acceptance (docs/product/cart-and-contracts.md §4). */
  pendingChange: ContractView | null;
  /** What the bags and the calendar still allow (the cart item's own figures given back). */
  capacity: CartItemCapacity;
}

/** What a form proposes: the items and the category's details (docs/api.md POST /contracts). */
export interface CartDraft {
  items: ContractItemDraft[];
  details: Record<string, unknown>;
}

export interface PlanSources {
  year: number;
  today: string;
  cutOffDay: number;
  bags: UserBags;
  overview: BagOverview;
  charges: ContractCharge[];
  family: FamilyMember[];
  cart: ContractView[];
  contracts: ContractView[];
}

export function buildBenefitPlan(benefit: Benefit, sources: PlanSources): BenefitPlan {
  const ofBenefit = (c: ContractView) => c.benefitId === benefit.id && c.year === sources.year;
  const cartItem = sources.cart.find(ofBenefit) ?? null;
  // A live contract comes before a cancelled one; a contracted one before the pending change that
  // will replace it, whose conditions apply only once accepted (docs/product/cart-and-contracts.md §4).
  const live = sources.contracts.filter((c) => ofBenefit(c) && c.status !== 'cancelled');
  const contracted = live.find((c) => c.status === 'contracted') ?? null;
  const contract = contracted ?? live[0] ?? sources.contracts.find(ofBenefit) ?? null;
  const pendingChange = contracted ? (live.find((c) => c.status === 'pending') ?? null) : null;
  const editing = cartItem ?? (contract && contract.status !== 'cancelled' ? contract : null);
  const capacity = cartItemCapacity({
    benefit,
    bags: sources.bags,
    year: sources.year,
    contracts: sources.charges,
    editing: editing ? { id: editing.id } : null,
    today: sources.today,
    companyCutOffDay: sources.cutOffDay,
  });
  return { ...sources, benefit, cartItem, contract, pendingChange, capacity };
}

/** The months an existing item takes, and its (first) monthly amount per beneficiary. */
export function monthsOf(contract: ContractView | null, familyId: number | null = null): number[] {
  if (!contract) return [];
  return [...new Set(contract.items.filter((i) => i.familyId === familyId).map((i) => i.month))].sort((a, b) => a - b);
}

export function monthlyAmountOf(contract: ContractView | null, familyId: number | null = null): number | null {
  return contract?.items.find((i) => i.familyId === familyId)?.price ?? null;
}
