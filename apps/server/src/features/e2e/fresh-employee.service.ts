import type { ServiceDeps } from '../../service-deps';
import { NotFoundError } from '../../http/http-errors';
import { seedFreshEmployee, type FreshEmployeeRequest, type SeededFreshEmployee } from '../../db/seed/seed-fresh-employee';

/**
 * POST /api/e2e/employees: a new employee made from a demo one, for one browser scenario that
 * changes data (its cart, contracts, profile) without touching what the other scenarios read.
 * The history is laura's, dated from the business clock's year as the seed dates it.
 */
export async function createFreshEmployee(
  { db, storage, clock }: Pick<ServiceDeps, 'db' | 'storage' | 'clock'>,
  request: FreshEmployeeRequest,
): Promise<SeededFreshEmployee> {
  const employee = await seedFreshEmployee(db, storage, request, clock.planYear());
  if (!employee) throw new NotFoundError('demo employee');
  return employee;
}
