import { type User } from '../api/get-profile';

/**
 * spec part 1 §5 Calculator: the salary calculator is unavailable when the fixed salary is
 * missing or lower than the flexible bag, or the bag is missing. It only exists for users with
 * a tax-advantage (Exent) product, so only they are told.
 */
export function isCalculatorUnavailable(user: Pick<User, 'fixedSalary' | 'flexibleBag' | 'products'>): boolean {
  const hasTaxAdvantageProduct = user.products.some((product) => product.PL === 'Exent' && product.isActive);
  if (!hasTaxAdvantageProduct) return false;
  return user.fixedSalary === null || user.flexibleBag === null || user.fixedSalary < user.flexibleBag;
}
