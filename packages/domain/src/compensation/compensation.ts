import type { ContractStatus } from '../contracts/contract';

/** docs/product/employee-portal.md §9: social security cost is 30 % of fixed plus variable salary, the base capped at 50 000 €. */
export const SOCIAL_SECURITY_COST_RATE_BASIS_POINTS = 3000;
export const SOCIAL_SECURITY_COST_BASE_CAP = 5_000_000;

/** One benefit's year: its price, and the part of it the company pays. Cents. */
export interface CompensationBenefit {
  product: string;
  /** The year's price of its items. */
  value: number;
  /** What the company pays of it, on top of the salary. */
  companyContribution: number;
}

export interface CompensationInput {
  fixedSalary: number | null;
  variableSalary: number | null;
  benefits: readonly CompensationBenefit[];
  showSocialSecurity: boolean;
}

export interface Compensation {
  fixedSalary: number;
  variableSalary: number;
  benefits: CompensationBenefit[];
  /** The benefits' full value. */
  benefitsTotal: number;
  /** The part of the benefits paid out of the gross pay (flexible remuneration). */
  benefitsFromSalary: number;
  /** The part of the benefits the company adds on top of the gross pay. */
  companyContributions: number;
  /** Gross pay received as money: fixed + variable − benefitsFromSalary, not below 0. */
  cashSalary: number;
  /** null when the company hides social security in the compensation page. */
  socialSecurityCost: number | null;
  /** cashSalary + benefitsTotal + socialSecurityCost: gross pay + company contributions + social security. */
  total: number;
}

/** Rounded half up to the cent (spec: money rounded to 2 decimals). */
export function socialSecurityCost(fixedSalary: number, variableSalary: number): number {
  const base = Math.min(Math.max(0, fixedSalary + variableSalary), SOCIAL_SECURITY_COST_BASE_CAP);
  return Math.floor((base * SOCIAL_SECURITY_COST_RATE_BASIS_POINTS + 5000) / 10_000);
}

/**
 * The compensation page (docs/product/employee-portal.md §2): salaries, benefits, social security cost when shown,
 * total. The flexible benefits are a split of the gross pay, not an addition to it: the employee
 * gives up that much salary for them, so only the company's contributions add to the total
 * (docs/decisions/062-compensation-splits-gross-pay.md).
 */
export function totalCompensation(input: CompensationInput): Compensation {
  const fixed = input.fixedSalary ?? 0;
  const variable = input.variableSalary ?? 0;
  const benefits = input.benefits.filter((b) => b.value > 0).map((b) => ({ ...b, companyContribution: Math.min(b.value, Math.max(0, b.companyContribution)) }));
  const benefitsTotal = benefits.reduce((sum, b) => sum + b.value, 0);
  const companyContributions = benefits.reduce((sum, b) => sum + b.companyContribution, 0);
  const benefitsFromSalary = benefitsTotal - companyContributions;
  const cashSalary = Math.max(0, fixed + variable - benefitsFromSalary);
  const ss = input.showSocialSecurity ? socialSecurityCost(fixed, variable) : null;
  return {
    fixedSalary: fixed,
    variableSalary: variable,
    benefits,
    benefitsTotal,
    benefitsFromSalary,
    companyContributions,
    cashSalary,
    socialSecurityCost: ss,
    total: cashSalary + benefitsTotal + (ss ?? 0),
  };
}

/** What the compensation page reads of a contract. */
export interface CompensationContract {
  year: number;
  category: string;
  status: ContractStatus;
  signed: boolean;
  items: readonly { price: number; contributedPrice: number }[];
}

/**
 * A contract is part of the compensation when it is in force: contracted and signed. One pending
 * signature, awaiting review, in the cart or cancelled pays nothing yet (docs/product/cart-and-contracts.md §4 labels).
 */
export function isInForce(contract: Pick<CompensationContract, 'status' | 'signed'>): boolean {
  return contract.status === 'contracted' && contract.signed;
}

/** The year's value of each product from the contracts in force, in the order first met. */
export function compensationBenefits(contracts: readonly CompensationContract[], year: number): CompensationBenefit[] {
  const byProduct = new Map<string, CompensationBenefit>();
  for (const contract of contracts) {
    if (contract.year !== year || !isInForce(contract)) continue;
    const entry = byProduct.get(contract.category) ?? { product: contract.category, value: 0, companyContribution: 0 };
    for (const item of contract.items) {
      entry.value += item.price;
      entry.companyContribution += item.contributedPrice;
    }
    byProduct.set(contract.category, entry);
  }
  return [...byProduct.values()];
}

/** The years the page offers: the plan year and each year with a contract in force, oldest first. */
export function compensationYears(planYear: number, contracts: readonly Pick<CompensationContract, 'year' | 'status' | 'signed'>[]): number[] {
  const years = new Set([planYear, ...contracts.filter(isInForce).map((c) => c.year)]);
  return [...years].sort((a, b) => a - b);
}
