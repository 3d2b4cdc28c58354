import type { FastifyInstance } from 'fastify';
import { totalCompensation } from '@flexplan/domain/compensation/compensation';
import { NotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import { listUserContracts } from '../contracts/contracts.repository';
import { findUserBags } from '../contracts/user-bags.repository';

/**
 * GET /api/compensations: the year's total compensation (spec part 1 §2 Compensation). Each
 * benefit's value is the year's price of its contracted items — what the company pays for it,
 * contributions included. 404 where the company hides compensation.
 */
export async function compensationRoutes(app: FastifyInstance) {
  app.get('/compensations', async (request) => {
    const user = currentUser(request);
    const company = request.company;
    if (!company || company.hideCompensation) throw new NotFoundError('compensation');
    const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(app.now()));
    const [bags, contracts] = await Promise.all([
      findUserBags(app.database.db, user.companyId, user.id),
      listUserContracts(app.database.db, user.companyId, user.id, ['contracted']),
    ]);
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
  });
}
