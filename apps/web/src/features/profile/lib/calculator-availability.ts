import { calculatorAvailability } from '@flexplan/domain/tax/calculator-availability';
import type { User } from '../api/get-profile';

/**
 * Whether the profile warns that the side calculator cannot run. The rule is the domain's
 * (docs/product/benefits-and-simulation.md §2, docs/product/employee-portal.md §5 Calculator), the same one the calculator itself reads, so the
 * warning shows exactly when the calculator says unavailable; users without a tax-advantage
 * product have no calculator and are not told.
 */
export function isCalculatorUnavailable(user: Pick<User, 'fixedSalary' | 'flexibleBag' | 'products'>): boolean {
  return calculatorAvailability(user) === 'unavailable';
}
