import { CatalogueError, type CatalogueErrorCode } from '../errors/catalogue-error-codes';
import { totalSalary, type UserBags } from './user-bags';

/** Minimum wage 2026: 1,221 €/month × 14 (docs/product/tax-rules.md §2). */
export const MINIMUM_WAGE_ANNUAL_2026 = 1_709_400;
/** In-kind pay is at most 30 % of salary (art. 26.1 ET; docs/product/tax-rules.md §3), in basis points. */
export const MAX_IN_KIND_SHARE_BASIS_POINTS = 3_000;

/** A contract's yearly figures as the limits see them. */
export interface InKindAmounts {
  /** All in-kind pay, the company's contribution included. */
  price: number;
  /** The salary given up for it (price − company contribution). */
  finalPrice: number;
}

export interface InKindLimitsInput {
  salary: Pick<UserBags, 'fixedSalary' | 'variableSalary'>;
  /** The year's other live contracts (not the one being edited). */
  current: readonly InKindAmounts[];
  proposed: InKindAmounts;
  /** The edited contract as it stands: a change that does not grow it is never refused. */
  previous?: InKindAmounts | null;
  minimumWageAnnual?: number;
  maxInKindBasisPoints?: number;
}

export interface InKindLimitBreach {
  code: Extract<CatalogueErrorCode, 'IN_KIND_OVER_30_PERCENT' | 'BELOW_MINIMUM_WAGE'>;
  /** Bounds in cents; `max` is the most this contract may take under the rule. */
  params: Record<string, number>;
}

/**
 * The legal limits of flexible pay (docs/product/tax-rules.md §3): in-kind pay ≤ 30 % of salary (fixed +
 * variable), and cash pay (salary − salary sacrifice) ≥ the year's minimum wage. Null when the
 * proposal keeps both, or when the salary is unknown (the company's bags are then the only limit).
 */
export function findInKindLimitBreach(input: InKindLimitsInput): InKindLimitBreach | null {
  const salary = totalSalary(input.salary);
  if (salary === null) return null;
  const previous = input.previous ?? { price: 0, finalPrice: 0 };
  const maxShare = input.maxInKindBasisPoints ?? MAX_IN_KIND_SHARE_BASIS_POINTS;
  const minimumWage = input.minimumWageAnnual ?? MINIMUM_WAGE_ANNUAL_2026;

  const currentInKind = input.current.reduce((sum, c) => sum + c.price, 0);
  const inKind = currentInKind + input.proposed.price;
  if (input.proposed.price > previous.price && inKind * 10_000 > maxShare * salary) {
    const maxInKind = Math.floor((maxShare * salary) / 10_000);
    return { code: 'IN_KIND_OVER_30_PERCENT', params: { salary, inKind, maxInKind, max: Math.max(0, maxInKind - currentInKind) } };
  }

  const currentSacrifice = input.current.reduce((sum, c) => sum + c.finalPrice, 0);
  const cash = salary - currentSacrifice - input.proposed.finalPrice;
  if (input.proposed.finalPrice > previous.finalPrice && cash < minimumWage) {
    return { code: 'BELOW_MINIMUM_WAGE', params: { salary, cash, minimumWage, max: Math.max(0, salary - minimumWage - currentSacrifice) } };
  }
  return null;
}

/** Throws the breach of `findInKindLimitBreach` as a CatalogueError. */
export function assertInKindLimits(input: InKindLimitsInput): void {
  const breach = findInKindLimitBreach(input);
  if (breach) throw new CatalogueError(breach.code, breach.params);
}
