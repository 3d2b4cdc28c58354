import { totalCompensation } from '@flexplan/domain/compensation/compensation';
import type { CompensationView } from '@flexplan/domain/compensation/compensation-api';
import { NotFoundError } from '../../http/http-errors';
import type { CompanyRow } from '../../http/request-company';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { findUserBags } from '../contracts/bags.service';
import { listContractedContractsOf } from '../contracts/contracts.service';

/**
 * GET /api/compensations: the plan year's total compensation (spec part 1 §2 Compensation). Each
 * benefit's value is the year's price of its contracted items — what the company pays for it,
 * contributions included. 404 where the company hides compensation.
 */
export async function getCompensation(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  user: SessionUser,
  company: CompanyRow | null,
): Promise<CompensationView> {
  if (!company || company.hideCompensation) throw new NotFoundError('compensation');
  const year = clock.planYear();
  const [bags, contracts] = await Promise.all([findUserBags(db, user.companyId, user.id), listContractedContractsOf(db, user)]);
  const byProduct = new Map<string, number>();
  for (const { contract, items } of contracts) {
    if (contract.year !== year) continue;
    byProduct.set(contract.category, (byProduct.get(contract.category) ?? 0) + items.reduce((sum, i) => sum + i.price, 0));
  }
  const compensation = totalCompensation({
    fixedSalary: bags?.fixedSalary ?? null,
    variableSalary: bags?.variableSalary ?? null,
    benefits: [...byProduct].map(([product, value]) => ({ product, value })),
    showSocialSecurity: !company.hideSocialSecurityInCompensation,
  });
  return { year, ...compensation, entries: compensation.benefits };
}
