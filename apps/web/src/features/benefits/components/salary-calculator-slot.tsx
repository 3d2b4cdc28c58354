import { type Benefit } from '@flexplan/domain/catalogue-types';
import { SideCalculator } from '../../tax-calculator/components/side-calculator';
import { type BenefitPlan } from '../lib/benefit-plan';

export interface SalaryCalculatorSlotProps {
  /** The category's tax-advantage benefits (the slot is only shown when there is one). */
  benefits: Benefit[];
  plans: BenefitPlan[];
}

/**
 * The side calculator (spec part 2 §2): salary without and with flexible remuneration, or the
 * "calculator unavailable" alert linking to the profile. It reads the page's form drafts
 * (FormDraftProvider in ProductCatalogue), so the figures move as the employee edits.
 */
export function SalaryCalculatorSlot({ plans }: SalaryCalculatorSlotProps) {
  return <SideCalculator benefits={plans.map((plan) => plan.benefit)} />;
}
