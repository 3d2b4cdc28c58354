import type { CalculatorItem } from '../tax/employee-tax-profile';

/**
 * Each item's product line as payroll sees it: one category for one person, and one car per
 * renting contract (items of a contract share one vehicle object, calculator-items.ts). A line
 * enters payroll in its first month; a line that ends early was known to end when it started.
 */
function lineKeys(items: readonly CalculatorItem[]): string[] {
  const cars = new Map<NonNullable<CalculatorItem['vehicle']>, number>();
  return items.map((item) => {
    const car = item.vehicle ? (cars.get(item.vehicle) ?? cars.set(item.vehicle, cars.size).get(item.vehicle)) : '';
    return `${item.category}|${item.familyId ?? ''}|${car}`;
  });
}

function firstMonths(items: readonly CalculatorItem[]): { keys: string[]; first: Map<string, number> } {
  const keys = lineKeys(items);
  const first = new Map<string, number>();
  keys.forEach((key, i) => first.set(key, Math.min(first.get(key) ?? 13, items[i]!.month)));
  return { keys, first };
}

/** The months (ascending, distinct) in which a product line enters payroll. */
export function productStartMonths(items: readonly CalculatorItem[]): number[] {
  return [...new Set(firstMonths(items).first.values())].sort((a, b) => a - b);
}

/** The items of the lines that have entered payroll by `month`: what payroll then knows of the year. */
export function itemsKnownBy(items: readonly CalculatorItem[], month: number): CalculatorItem[] {
  const { keys, first } = firstMonths(items);
  return items.filter((_, i) => (first.get(keys[i]!) ?? 13) <= month);
}
