import type { Contribution } from '../benefits/benefit';
import { CatalogueError } from '../errors/catalogue-error-codes';
import { eurosToCents } from '../money/format-money';
import { divideRoundHalfUp } from '../tax/integer-division';

/** A fixed amount in cents, or a percent in basis points (10 % = 1000): the company bag's form. */
export type AmountOrPercent = Contribution;

/**
 * The user's budgets and salary (docs/product/employee-portal.md §3 User, docs/product/benefits-and-simulation.md §3 Bags). Money in integer cents,
 * yearly unless said; null: not set.
 */
export interface UserBags {
  /** Exent products are paid from it (yearly). */
  flexibleBag: number | null;
  /** Top products are paid from it (yearly); null: no top bag, fixedSalary stands in. */
  topBag: number | null;
  /** The company's contribution budget: an amount, or a percent of fixedSalary. */
  companyBag: AmountOrPercent | null;
  /** The user bag: yearly, or MONTHLY when `userBagProrate`. */
  userBag: number | null;
  /** The user bag is paid monthly: its yearly total is userBag × paymentCount. */
  userBagProrate: boolean;
  /** Only benefits with `usesUserBag` may draw on the user bag. */
  userBagRestricted: boolean;
  fixedSalary: number | null;
  variableSalary: number | null;
  /** Payments a year (12 or 14). */
  paymentCount: number | null;
}

export const emptyUserBags: UserBags = {
  flexibleBag: null,
  topBag: null,
  companyBag: null,
  userBag: null,
  userBagProrate: false,
  userBagRestricted: false,
  fixedSalary: null,
  variableSalary: null,
  paymentCount: null,
};

const percentPattern = /^(\d{1,3})(?:[.,](\d{1,2}))?\s*%$/;
const amountPattern = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/**
 * Reads the spec's "number or percentage string" (docs/product/employee-portal.md §3 companyBag): `"10%"`,
 * `"12,5 %"` → percent; `"1200.50"`, `"1200,5"` → euros as cents; a JSON number is euros.
 * Empty → null. Anything else (negative, over 100 %, 3 decimals, thousands separators)
 * throws `INVALID_BAG_VALUE`: a bag is money, so a guess is worse than a refusal.
 */
export function parseAmountOrPercent(raw: string | number | null | undefined): AmountOrPercent | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || raw < 0) throw new CatalogueError('INVALID_BAG_VALUE', { value: String(raw) });
    return { kind: 'amount', cents: eurosToCents(raw) };
  }
  const text = raw.trim();
  if (text === '') return null;
  const percent = percentPattern.exec(text);
  if (percent) {
    const basisPoints = Number(percent[1]) * 100 + twoDecimals(percent[2]);
    if (basisPoints > 10_000) throw new CatalogueError('INVALID_BAG_VALUE', { value: text });
    return { kind: 'percent', basisPoints };
  }
  const amount = amountPattern.exec(text);
  if (amount) return { kind: 'amount', cents: Number(amount[1]) * 100 + twoDecimals(amount[2]) };
  throw new CatalogueError('INVALID_BAG_VALUE', { value: text });
}

function twoDecimals(digits: string | undefined): number {
  return digits === undefined ? 0 : Number(digits.padEnd(2, '0'));
}

/** An amount as is; a percent of `basisCents`, rounded half up to the cent. */
export function resolveAmountOrPercent(value: AmountOrPercent | null, basisCents: number): number {
  if (value === null) return 0;
  if (value.kind === 'amount') return Math.max(0, value.cents);
  return divideRoundHalfUp(Math.max(0, basisCents) * value.basisPoints, 10_000);
}

/**
 * The company bag that applies to an employee: their own when the administrator set one, else the
 * company's (docs/product/employee-portal.md §3: User and Company both carry a companyBag); null when neither is set.
 */
export function effectiveCompanyBag(own: AmountOrPercent | null, company: AmountOrPercent | null): AmountOrPercent | null {
  return own ?? company;
}

/** The company bag in cents: a percent applies to the fixed salary (docs/decisions-catalogue.md). */
export function companyBagCents(bags: UserBags): number {
  return resolveAmountOrPercent(bags.companyBag, bags.fixedSalary ?? 0);
}

/** Fixed plus variable salary, the basis of the in-kind limits; null when the fixed salary is unknown. */
export function totalSalary(bags: Pick<UserBags, 'fixedSalary' | 'variableSalary'>): number | null {
  if (bags.fixedSalary === null) return null;
  return bags.fixedSalary + (bags.variableSalary ?? 0);
}
