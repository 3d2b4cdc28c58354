import { SavingsPanel } from '../../tax-calculator/components/savings-panel';

/**
 * The saved / pending-saving panel of users with tax-advantaged products (spec part 1 §1 Home):
 * the tax engine's figures for the year (features/tax-calculator).
 */
export function TaxSavingsSlot({ year }: { year: number }) {
  return <SavingsPanel year={year} />;
}
