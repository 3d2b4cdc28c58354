import type { FreshCompany } from '@flexplan/domain/api/fresh-company-api';
import { seedFreshCompany } from '../../db/seed/seed-fresh-company';
import { NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';

/** POST /api/e2e/companies: a company of one browser scenario's own (acme's branding, an administrator, an employee). */
export async function createFreshCompany({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>): Promise<FreshCompany> {
  const company = await seedFreshCompany(db, clock.now());
  if (!company) throw new NotFoundError('demo company');
  return company;
}
