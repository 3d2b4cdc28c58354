import { firstStartMonth } from '@flexplan/domain/catalogue';
import { compensationBenefits, compensationYears, totalCompensation } from '@flexplan/domain/compensation/compensation';
import type { CompensationView } from '@flexplan/domain/compensation/compensation-api';
import { NotFoundError } from '../../http/http-errors';
import type { CompanyRow } from '../../http/request-company';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { findUserBags } from '../contracts/bags.service';
import { listContractedContractsOf } from '../contracts/contracts.service';

/**
 * GET /api/compensations?year=: one year's total compensation (docs/product/employee-portal.md §2 Compensation), the
 * plan year unless asked. Each benefit's value is the year's price of the items of its contracts in
 * force; the domain decides which count and how they split the gross pay
 * (docs/decisions/062-compensation-splits-gross-pay.md). 404 where the company hides compensation.
 */
export async function getCompensation(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  user: SessionUser,
  company: CompanyRow | null,
  requestedYear?: number,
): Promise<CompensationView> {
  if (!company || company.hideCompensation) throw new NotFoundError('compensation');
  // The plan year as GET /api/bags has it: the year new items start in.
  const planYear = firstStartMonth(clock.today(), company.cutOffDay).year;
  const year = requestedYear ?? planYear;
  const [bags, rows] = await Promise.all([findUserBags(db, user.companyId, user.id), listContractedContractsOf(db, user)]);
  const contracts = rows.map(({ contract, items }) => ({ ...contract, items }));
  const compensation = totalCompensation({
    fixedSalary: bags?.fixedSalary ?? null,
    variableSalary: bags?.variableSalary ?? null,
    benefits: compensationBenefits(contracts, year),
    showSocialSecurity: !company.hideSocialSecurityInCompensation,
  });
  return { year, years: compensationYears(planYear, contracts), ...compensation, entries: compensation.benefits };
}
