import { applyContribution } from '../bags/company-contribution';
import type { PricedContractItem } from '../contracts/contract-item-draft';
import type { Cents } from '../tax/tax-year';
import type { BestPlanReason } from './best-plan-types';
import { afterCharge, budgetRefusal, type BudgetCharge, type PlanBudget } from './plan-budget';
import type { FlexLine } from './plan-lines';

/** A line as filled: its items (with the contribution), totals and why it is short of the expense. */
export interface FilledLine {
  line: FlexLine;
  items: PricedContractItem[];
  price: Cents;
  sacrificed: Cents;
  reason: BestPlanReason | null;
}

/**
 * `price` cents for the year spread over the line's months, the earlier months a cent more when it
 * does not divide; over fewer months when an even spread would fall under the minimum amount.
 */
export function spread(line: FlexLine, price: Cents): { familyId: number | null; month: number; price: number }[] {
  if (price <= 0) return [];
  const minimum = Math.max(1, line.minAmount);
  const count = Math.min(line.months.length, Math.floor(price / minimum));
  if (count === 0) return [];
  const base = Math.floor(price / count);
  const extra = price - base * count;
  return line.months.slice(0, count).map((month, i) => ({ familyId: line.familyId, month, price: base + (i < extra ? 1 : 0) }));
}

function priced(line: FlexLine, price: Cents) {
  const { items, finalPrice } = applyContribution(line.benefit, spread(line, price));
  const charge: BudgetCharge = { price: items.reduce((s, i) => s + i.price, 0), sacrificed: finalPrice, canUseUserBag: line.canUseUserBag };
  return { items, charge };
}

/** Why `price` cannot go in the line: its own limits first, then the budget's rules. */
function refusal(line: FlexLine, price: Cents, budget: PlanBudget): BestPlanReason | null {
  if (price > line.monthlyMax * line.months.length || price > line.priceCap) return 'limit-reached';
  const { items, charge } = priced(line, price);
  if (items.length === 0 || items.some((i) => i.price > line.monthlyMax)) return 'limit-reached';
  if (charge.sacrificed > line.sacrificedCap) return 'limit-reached';
  return budgetRefusal(budget, charge);
}

/** The most the line can take within its limits and the budget (what is allowed shrinks as the amount grows). */
export function fillLine(line: FlexLine, budget: PlanBudget): { filled: FilledLine; budget: PlanBudget } {
  let low = 0;
  let high = Math.min(line.monthlyMax * line.months.length, line.priceCap, line.expenseAnnual);
  const lowest = Math.max(1, line.minAmount);
  if (high < lowest || refusal(line, lowest, budget) !== null) high = 0;
  else {
    low = lowest;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (refusal(line, mid, budget) === null) low = mid;
      else high = mid - 1;
    }
  }
  const amount = low;
  const { items, charge } = priced(line, amount);
  const reason = amount >= line.expenseAnnual ? null : (refusal(line, amount === 0 ? lowest : amount + 1, budget) ?? 'limit-reached');
  return {
    filled: { line, items, price: charge.price, sacrificed: charge.sacrificed, reason },
    budget: amount > 0 ? afterCharge(budget, charge) : budget,
  };
}

/**
 * Fills the lines one after another. Every euro they take is exempt (each line stops at its
 * exemption's room) and lowers the taxable pay alike, and the bags and the minimum wage count
 * every euro given up alike, so only the in-kind cap can make the order matter: it counts the
 * price, company contribution included, so the lines with the least contribution per euro given
 * up go first. Lines that cannot use the user bag go before those that can, which keeps the user
 * bag for the lines allowed to spend it.
 */
export function fillLines(lines: readonly FlexLine[], budget: PlanBudget): { filled: FilledLine[]; budget: PlanBudget } {
  const capWeight = (line: FlexLine) => {
    const probe = priced(line, Math.max(line.minAmount, 10_000)).charge;
    return probe.sacrificed > 0 ? probe.price / probe.sacrificed : Infinity;
  };
  const ordered = [...lines].sort((a, b) => capWeight(a) - capWeight(b) || Number(a.canUseUserBag) - Number(b.canUseUserBag));
  const filled: FilledLine[] = [];
  let left = budget;
  for (const line of ordered) {
    const next = fillLine(line, left);
    filled.push(next.filled);
    left = next.budget;
  }
  return { filled, budget: left };
}
