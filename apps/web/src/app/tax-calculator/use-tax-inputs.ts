import { useUserPlan } from '../../features/benefits/api/get-user-plan';
import { useCompany } from '../../features/company/api/get-company';
import { useFamilyList } from '../../features/family/api/list-family';
import { useBags } from '../../features/home/api/get-year-bags';
import { useProfile } from '../../features/profile/api/get-profile';
import { planSavingsOf, type PlanSavingsState } from '../../features/tax-calculator/lib/plan-savings';
import { taxInputsOf, type TaxInputsState } from '../../features/tax-calculator/lib/tax-inputs';

/**
 * The calculator's inputs for a plan year (default: the year new items start in, GET /bags).
 * Here rather than in the tax calculator: it reads five features' queries, and features meet in
 * app/ (docs/architecture.md "Layers and boundaries"). `workingDaysOf` gives a meal benefit's
 * working days a month where the page knows the benefit.
 */
export function useTaxInputs(year?: number, workingDaysOf?: (benefitId: number) => number | null): TaxInputsState {
  const profile = useProfile();
  const company = useCompany();
  const plan = useUserPlan();
  const family = useFamilyList();
  const bags = useBags(year);
  return taxInputsOf({ profile, plan, family, bags, cutOffDay: company.cutOffDay }, workingDaysOf);
}

/** Saved and possible savings of a plan year, for the header and the home. */
export function usePlanSavings(year?: number): PlanSavingsState {
  return planSavingsOf(useTaxInputs(year));
}
