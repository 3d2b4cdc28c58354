import type { ContractView } from '../../api/get-user-plan';
import type { BenefitPlan } from '../../lib/benefit-plan';

/** What every category form receives from `CategoryForm`. */
export interface CategoryFormProps {
  plan: BenefitPlan;
  /** The item or contract to start from; null for a new (or reset) form. */
  initial: ContractView | null;
  onReset: () => void;
}
