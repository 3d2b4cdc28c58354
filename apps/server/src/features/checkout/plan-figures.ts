import type { EmployeePlan } from '@flexplan/domain/payslip/payslip-inputs';
import { planYearFigures, type PlanYearFigures } from '@flexplan/domain/payslip/plan-year-figures';
import type { TaxYears } from '@flexplan/domain/tax/tax-years';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { listFamilyOf } from '../families/family-members.service';
import { getProfile } from '../profile/profile.service';
import { loadTaxYears } from '../tax/tax-years.service';

/** A plan year's figures for the contract PDF; null when the calculator is unavailable. */
export type PlanFiguresOf = (year: number) => Promise<PlanYearFigures | null>;

type Owner = Pick<SessionUser, 'companyId' | 'id'>;

/** The same profile, cart, contracts and family the calculator and the payslips read (payslip.service.ts). */
async function loadPlan(deps: Pick<ServiceDeps, 'db'>, owner: Owner): Promise<{ plan: EmployeePlan; years: TaxYears }> {
  const [profile, family, years] = await Promise.all([getProfile(deps, owner), listFamilyOf(deps, owner), loadTaxYears(deps)]);
  return { plan: { profile, cart: profile.cart, contracts: profile.contracts, family }, years };
}

/** The employee's plan figures as they stand now, read through the pool: outside any transaction. */
export function livePlanFigures(deps: Pick<ServiceDeps, 'db'>, owner: Owner): PlanFiguresOf {
  let loaded: ReturnType<typeof loadPlan> | undefined;
  return async (year) => {
    const { plan, years } = await (loaded ??= loadPlan(deps, owner));
    return planYearFigures(plan, year, years);
  };
}

/**
 * The figures of every year in the employee's cart, computed now: a purchase reads them before it
 * opens its transaction (nothing reads beside an open one), and moving cart items to pending does
 * not change them — cart and signed items both count in the plan.
 */
export async function cartPlanFigures(deps: Pick<ServiceDeps, 'db'>, owner: Owner): Promise<PlanFiguresOf> {
  const { plan, years } = await loadPlan(deps, owner);
  const figures = new Map([...new Set(plan.cart.map((c) => c.year))].map((year) => [year, planYearFigures(plan, year, years)]));
  return (year) => Promise.resolve(figures.get(year) ?? null);
}
