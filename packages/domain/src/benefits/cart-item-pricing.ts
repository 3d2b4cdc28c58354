import { liveCharges, type ContractCharge } from '../bags/available';
import { cartItemCapacity, type CapacityInput, type CartItemCapacity } from '../bags/cart-item-capacity';
import { contributionFor, receivesContribution, totalsOf } from '../bags/company-contribution';
import { assertInKindLimits } from '../bags/in-kind-limits';
import { assertBeneficiaries } from '../contracts/beneficiaries';
import type { ContractItemDraft, PricedContractItem } from '../contracts/contract-item-draft';
import { heldFigures, splitLockedItems, type EditedContract } from '../contracts/locked-items';
import { CatalogueError } from '../errors/catalogue-error-codes';
import { DomainError } from '../errors/domain-error';
import { errorCodes } from '../errors/error-codes';
import { WizardError } from '../errors/wizard-error-codes';
import { validationMessages } from '../validation/messages';
import type { FamilyMemberRef } from './age';
import type { Benefit } from './benefit';
import type { CategoryAlias } from './category';
import { priceFoodItems, type FoodVoucherCount } from './food';
import { assertFormationItems } from './formation';
import { assertKindergartenItems } from './kindergarten';
import { assertMinAmount, assertItemsWellFormed, assertNonZeroTotal, withoutZeroItems } from './monthly-items';
import { ticketsPrice } from './tickets';
import { assertTransportYearCap } from './transport';
import type { WizardPricingInputs } from './wizard-pricing-inputs';

/**
 * A proposed cart item, with everything the rules need. The client's prices are re-computed.
 * The wizard categories also read the optional `WizardPricingInputs` (wizard-pricing-inputs.ts).
 */
export interface CartItemInput extends CapacityInput, WizardPricingInputs {
  /** On PUT: the contract being changed, as stored. */
  editing?: EditedContract | null;
  family: readonly FamilyMemberRef[];
  items: readonly ContractItemDraft[];
  details?: Readonly<Record<string, unknown>>;
  /** The plan year's minimum wage and in-kind share (its tax year's `minimumWageAnnual`, `maxInKindShare`); default: 2026's. */
  minimumWageAnnual?: number;
  maxInKindBasisPoints?: number;
}

export interface PricedCartItem {
  items: PricedContractItem[];
  price: number;
  contributedPrice: number;
  finalPrice: number;
  /** The part of finalPrice paid from the user bag (it is spent first, see decisions). */
  userBag: number;
  details: Record<string, unknown>;
  /**
   * When the contract takes effect, ISO, for the categories that say so: life, life-axa and
   * renting (the first item month's first day), a saving-plan change (its window's date).
   */
  effectiveDate?: string;
}

/** What a pricer knows besides the items; the wizard inputs are passed through from the input. */
export interface PricingContext extends WizardPricingInputs {
  benefit: Benefit;
  year: number;
  family: readonly FamilyMemberRef[];
  details: Readonly<Record<string, unknown>>;
  /** Months still open, ascending. */
  allowedMonths: readonly number[];
  /** The year's other live contracts (not the one being edited). */
  otherContracts: readonly ContractCharge[];
  /** Today, ISO (a Madrid date or an instant), as the input gave it. */
  today: string;
  /** The contract being changed (PUT), or null for a new one. */
  editingId: number | null;
}

/**
 * How one category prices and checks its items. `price` gets the items of open months and
 * returns them priced (zero-priced months are dropped afterwards) with the details to store;
 * `checkTotal` sees the whole contract, closed months included.
 */
export interface CategoryPricer {
  price(items: readonly ContractItemDraft[], ctx: PricingContext): { items: ContractItemDraft[]; details: Record<string, unknown>; effectiveDate?: string };
  checkTotal?(items: readonly PricedContractItem[], ctx: PricingContext): void;
  /** The code of a refusal by the bags, when the category names it otherwise (health: PRICE_OVER, docs/product/benefits-and-simulation.md §5 Health). */
  overLimitCode?: 'PRICE_OVER';
}

/** Default / gym: one amount per beneficiary and month, for whom whoAffect names. */
export const monthlyPricer: CategoryPricer = {
  price(items, ctx) {
    assertBeneficiaries(items, ctx.benefit.whoAffect, ctx.family);
    return { items: items.map((i) => ({ ...i })), details: {} };
  },
};

const foodPricer: CategoryPricer = {
  price(items, ctx) {
    assertBeneficiaries(items, 'employee', ctx.family);
    const raw = ctx.details['vouchers'];
    if (raw !== undefined && !Array.isArray(raw)) throw new CatalogueError('FOOD_VOUCHER_FORMAT', { field: 'details.vouchers' });
    const vouchers = raw as FoodVoucherCount[] | undefined;
    const priced = priceFoodItems(ctx.benefit, items, vouchers);
    const kept = vouchers?.filter((v) => v.count > 0).map((v) => ({ faceValue: v.faceValue, count: v.count }));
    return { items: priced, details: kept ? { vouchers: kept } : {} };
  },
};

const transportPricer: CategoryPricer = {
  price(items, ctx) {
    assertBeneficiaries(items, 'employee', ctx.family);
    return { items: items.map((i) => ({ ...i })), details: {} };
  },
  checkTotal(items, ctx) {
    const others = ctx.otherContracts.filter((c) => c.category === 'transport').reduce((sum, c) => sum + c.price, 0);
    assertTransportYearCap(
      items.reduce((sum, i) => sum + i.price, 0),
      others,
    );
  },
};

const kindergartenPricer: CategoryPricer = {
  price(items, ctx) {
    const taken = withoutZeroItems(items);
    assertKindergartenItems(taken, ctx.family, ctx.year);
    return { items: taken, details: {} };
  },
};

const formationPricer: CategoryPricer = {
  price(items, ctx) {
    assertBeneficiaries(items, 'employee', ctx.family);
    const paymentFreq = assertFormationItems(withoutZeroItems(items), ctx.details['paymentFreq']);
    return { items: items.map((i) => ({ ...i })), details: { paymentFreq } };
  },
};

/** Tickets / lottery: one item, in the proposed month or the first open one, of count × ticket price. */
export const ticketsPricer: CategoryPricer = {
  price(items, ctx) {
    assertBeneficiaries(items, 'employee', ctx.family);
    const count = ctx.details['ticketCount'] ?? 0;
    const price = ticketsPrice(typeof count === 'number' ? count : Number.NaN, ctx.benefit.ticketPrice);
    const month = items[0]?.month ?? ctx.allowedMonths[0];
    if (month === undefined) throw new CatalogueError('MONTH_NOT_AVAILABLE', { month: 0 });
    const details: Record<string, unknown> = { ticketCount: count, ticketPrice: ctx.benefit.ticketPrice };
    if (typeof ctx.details['ticketNumber'] === 'string') details['ticketNumber'] = ctx.details['ticketNumber'];
    return { items: [{ familyId: null, month, price }], details };
  },
};

/** One pricer per category: what `priceCartItemWith` looks a benefit's category up in. */
export type CategoryPricers = Readonly<Partial<Record<CategoryAlias, CategoryPricer>>>;

/**
 * The categories priced without a wizard. The wizard categories (health insurance, saving plan,
 * life, life-axa, renting) parse their details with zod schemas (wizard-pricers.ts) and join these
 * in cart-item-rules.ts `categoryPricers`; kept apart so that a product page of a simple category
 * prices its form without zod.
 */
export const simpleCategoryPricers: CategoryPricers = {
  gym: monthlyPricer,
  food: foodPricer,
  transport: transportPricer,
  kindergarten: kindergartenPricer,
  formation: formationPricer,
  lottery: ticketsPricer,
};

/** The pricer of a benefit: informative ones are refused; a `tickets` contract method prices tickets; a category without one answers CATEGORY_NOT_SUPPORTED. */
export function pricerFor(benefit: Benefit, pricers: CategoryPricers): CategoryPricer {
  if (benefit.contractMethod === 'informative' || benefit.product.alias === 'informative') {
    throw new CatalogueError('INFORMATIVE_NOT_CONTRACTABLE');
  }
  if (benefit.contractMethod === 'tickets') return pricers.lottery ?? ticketsPricer;
  const pricer = pricers[benefit.product.alias];
  if (!pricer) throw new CatalogueError('CATEGORY_NOT_SUPPORTED', { category: benefit.product.alias });
  return pricer;
}

/**
 * `priceCartItem` (cart-item-rules.ts) with the pricers given: validates and prices a proposed
 * cart item (docs/product/benefits-and-simulation.md §5): the pricer of the category re-computes the items;
 * then, in order: a zero total (ZERO_PRICE), a month below minAmount (MIN_AMOUNT_NOT_REACHED),
 * the category's yearly check, the company contribution, the bags (PRICE_EXCEEDS_AVAILABLE) and
 * the legal limits (IN_KIND_OVER_30_PERCENT, BELOW_MINIMUM_WAGE). Months must be open
 * (MONTH_NOT_AVAILABLE); editing a pending or contracted contract keeps its closed months.
 */
export function priceCartItemWith(input: CartItemInput, pricers: CategoryPricers): PricedCartItem {
  const { benefit, year } = input;
  const pricer = pricerFor(benefit, pricers);
  const benefitOf = itemBenefits(benefit, input.supplementaries);
  const items = ownBenefitOmitted(input.items, benefit.id);
  assertItemBenefits(items, benefitOf);
  assertItemsWellFormed(items);
  const editing = input.editing ? { ...input.editing, items: ownBenefitOmitted(input.editing.items, benefit.id) } : input.editing;
  const capacity = cartItemCapacity(input);
  const { locked, changeable } = splitLockedItems(items, editing, capacity.allowedMonths);
  const ctx: PricingContext = {
    ...wizardInputsOf(input),
    benefit,
    year,
    family: input.family,
    details: input.details ?? {},
    allowedMonths: capacity.allowedMonths,
    otherContracts: liveCharges(input.contracts, { year, excludeContractId: input.editing?.id ?? null }),
    today: input.today,
    editingId: input.editing?.id ?? null,
  };

  const priced = pricer.price(changeable, ctx);
  const taken = withoutZeroItems(ownBenefitOmitted(priced.items, benefit.id));
  assertItemBenefits(taken, benefitOf);
  assertItemsWellFormed(taken);
  assertMonthsOpen(taken, capacity.allowedMonths);
  assertNonZeroTotal([...locked, ...taken]);
  for (const item of taken) assertMinAmount([item], benefitOf(item).minAmount);
  if (benefit.contractMethod === 'hole-year') assertWholeYear(taken, capacity.allowedMonths);

  // Each item gets the contribution of its own benefit: a supplementary has its own (docs/product/benefits-and-simulation.md §3).
  const contributed = taken.map((item) => withContribution(item, benefitOf(item)));
  const contract = totalsOf([...locked, ...contributed].sort(byMonthThenBeneficiary));
  pricer.checkTotal?.(contract.items, ctx);

  const held = heldFigures(editing);
  const grows = held === null || contract.price > held.price || contract.finalPrice > held.finalPrice;
  if (grows) assertWithinBags(contract.finalPrice, taken, capacity, pricer.overLimitCode);
  assertInKindLimits({
    salary: input.bags,
    current: ctx.otherContracts,
    proposed: contract,
    previous: held,
    minimumWageAnnual: input.minimumWageAnnual,
    maxInKindBasisPoints: input.maxInKindBasisPoints,
  });
  const result: PricedCartItem = { ...contract, userBag: Math.min(contract.finalPrice, capacity.userBagAvailable), details: priced.details };
  if (priced.effectiveDate !== undefined) result.effectiveDate = priced.effectiveDate;
  return result;
}

function wizardInputsOf(input: WizardPricingInputs): WizardPricingInputs {
  const { employeeBirthday, rateTable, supplementaries, healthContracts, savingContracts, savingPlanBaskets, privateUse, rentingInKindRules } = input;
  return { employeeBirthday, rateTable, supplementaries, healthContracts, savingContracts, savingPlanBaskets, privateUse, rentingInKindRules };
}

/** The benefit of an item: its own benefitId when it names a supplementary of the contract's benefit, else the contract's. */
function itemBenefits(benefit: Benefit, supplementaries: readonly Benefit[] = []): (item: Pick<ContractItemDraft, 'benefitId'>) => Benefit {
  const own = new Map(supplementaries.filter((s) => s.parentId === benefit.id).map((s) => [s.id, s]));
  return (item) => (item.benefitId === undefined ? benefit : (own.get(item.benefitId) ?? benefit));
}

/** Drafts leave out the contract's own benefit id (contract-item-draft.ts): one form per item, one key. */
function ownBenefitOmitted<T extends { benefitId?: number }>(items: readonly T[], benefitId: number): T[] {
  return items.map((item) => {
    if (item.benefitId !== benefitId) return { ...item };
    const { benefitId: _own, ...rest } = item;
    return rest as T;
  });
}

/** An item may only name the contract's benefit or one of its supplementaries. */
function assertItemBenefits(items: readonly Pick<ContractItemDraft, 'benefitId'>[], benefitOf: ReturnType<typeof itemBenefits>): void {
  items.forEach((item, index) => {
    if (item.benefitId !== undefined && benefitOf(item).id !== item.benefitId) {
      throw new DomainError(errorCodes.VALIDATION, 'El beneficio del importe no pertenece a este contrato', {
        field: `items.${index}.benefitId`,
        message: validationMessages.invalid,
      });
    }
  });
}

function withContribution(item: ContractItemDraft, benefit: Benefit): PricedContractItem {
  return { ...item, contributedPrice: receivesContribution(item.familyId, benefit) ? contributionFor(item.price, benefit.contribution) : 0 };
}

function assertMonthsOpen(items: readonly ContractItemDraft[], allowedMonths: readonly number[]): void {
  for (const item of items) if (!allowedMonths.includes(item.month)) throw new CatalogueError('MONTH_NOT_AVAILABLE', { month: item.month });
}

/** A whole-year benefit (contractMethod hole-year) takes every open month, for each beneficiary. */
function assertWholeYear(items: readonly ContractItemDraft[], allowedMonths: readonly number[]): void {
  const months = new Map<number | null, Set<number>>();
  for (const item of items) months.set(item.familyId, (months.get(item.familyId) ?? new Set()).add(item.month));
  for (const taken of months.values()) {
    if (taken.size !== allowedMonths.length) throw new CatalogueError('WHOLE_YEAR_REQUIRED', { months: allowedMonths.join(',') });
  }
}

/** Each month within the line's bag, and the contract within what the bags have left. */
function assertWithinBags(finalPrice: number, taken: readonly ContractItemDraft[], capacity: CartItemCapacity, code?: 'PRICE_OVER'): void {
  const refuse = (params: Record<string, number>) => (code ? new WizardError(code, params) : new CatalogueError('PRICE_EXCEEDS_AVAILABLE', params));
  for (const item of taken) {
    if (item.price > capacity.maxPrice) throw refuse({ available: capacity.capacity, maxPrice: capacity.maxPrice, month: item.month });
  }
  if (finalPrice > capacity.capacity) throw refuse({ available: capacity.capacity });
}

function byMonthThenBeneficiary(a: ContractItemDraft, b: ContractItemDraft): number {
  return a.month - b.month || (a.familyId ?? 0) - (b.familyId ?? 0) || (a.benefitId ?? 0) - (b.benefitId ?? 0);
}
