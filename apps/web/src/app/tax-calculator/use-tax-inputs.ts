import { useDeferredValue, useMemo } from 'react';
import { useUserPlan } from '../../features/benefits/api/get-user-plan';
import { useCompany } from '../../features/company/api/get-company';
import { useFamilyList } from '../../features/family/api/list-family';
import { useBags } from '../../features/home/api/get-year-bags';
import { useProfile } from '../../features/profile/api/get-profile';
import { useTaxRules } from '../../shared/api/tax-rules';
import { planSavingsOf, type PlanSavingsState } from '../../features/tax-calculator/lib/plan-savings';
import { taxInputsOf, type TaxInputsState } from '../../features/tax-calculator/lib/tax-inputs';

/**
 * The calculator's inputs for a plan year (default: the year new items start in, GET /bags).
 * Here rather than in the tax calculator: it reads five features' queries, and features meet in
 * app/ (docs/architecture.md "Layers and boundaries"). `workingDaysOf` gives a meal benefit's
 * working days a month where the page knows the benefit. The same object while the queries'
 * data are the same (and `workingDaysOf` too), so what is computed from it can be kept.
 */
export function useTaxInputs(year?: number, workingDaysOf?: (benefitId: number) => number | null): TaxInputsState {
  const profile = useProfile();
  const { cutOffDay } = useCompany();
  const plan = useUserPlan();
  const family = useFamilyList();
  const bags = useBags(year);
  const rules = useTaxRules(bags.data?.year);
  const { data: profileData, isError: isProfileError } = profile;
  const { data: planData, isError: isPlanError } = plan;
  const { data: familyData, isError: isFamilyError } = family;
  const { data: bagsData, isError: isBagsError } = bags;
  const { data: rulesData, isError: isRulesError } = rules;
  return useMemo(
    () =>
      taxInputsOf(
        {
          profile: { data: profileData, isError: isProfileError },
          plan: { data: planData, isError: isPlanError },
          family: { data: familyData, isError: isFamilyError },
          bags: { data: bagsData, isError: isBagsError },
          rules: { data: rulesData, isError: isRulesError },
          cutOffDay,
        },
        workingDaysOf,
      ),
    [profileData, isProfileError, planData, isPlanError, familyData, isFamilyError, bagsData, isBagsError, rulesData, isRulesError, cutOffDay, workingDaysOf],
  );
}

/**
 * Saved and possible savings of a plan year, for the header and the home. The tax engine runs
 * for each plan item and the whole plan: computed once per change of the inputs, and when they
 * change (a query answers, the year switches) in a deferred render, so the page around it paints
 * first and the figures shown stay until the new ones are ready. Not deferred on mount
 * (no initial value): a panel drawn loading and then with its figures moved the home below it
 * (CLS 0.08 under Lighthouse).
 */
export function usePlanSavings(year?: number): PlanSavingsState {
  const inputs = useDeferredValue(useTaxInputs(year));
  return useMemo(() => planSavingsOf(inputs), [inputs]);
}
