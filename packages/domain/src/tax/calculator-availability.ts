/** What the side calculator reads of the employee to decide whether it can run (money in cents). */
export interface CalculatorEmployee {
  fixedSalary: number | null;
  flexibleBag: number | null;
  /** The products the company enabled for the employee; `PL` 'Exent' is a tax-advantage product. */
  products: readonly { PL: string; isActive: boolean }[];
}

/**
 * `hidden`: no tax-advantage product is switched on, so there is no calculator at all.
 * `unavailable`: there is one, but it cannot run; the employee is sent to the profile's employee tab.
 */
export type CalculatorAvailability = 'hidden' | 'unavailable' | 'available';

/**
 * docs/product/benefits-and-simulation.md §2 and docs/product/employee-portal.md §5 Calculator: the side calculator shows only when a tax-advantage
 * (Exent) product is switched on, and is unavailable when the fixed salary is missing or lower
 * than the flexible bag, or the bag is missing. A zero salary counts as missing: there is no
 * salary to compare with and without flexible remuneration. A salary equal to the bag runs.
 */
export function calculatorAvailability(employee: CalculatorEmployee): CalculatorAvailability {
  if (!employee.products.some((product) => product.PL === 'Exent' && product.isActive)) return 'hidden';
  const { fixedSalary, flexibleBag } = employee;
  if (fixedSalary === null || fixedSalary <= 0 || flexibleBag === null || fixedSalary < flexibleBag) return 'unavailable';
  return 'available';
}
