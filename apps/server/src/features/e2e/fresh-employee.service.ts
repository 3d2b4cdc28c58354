import type { ServiceDeps } from '../../service-deps';
import { NotFoundError } from '../../http/http-errors';
import type { freshEmployeeRequestSchema } from '@flexplan/domain/api/fresh-employee-api';
import type { z } from 'zod';
import { seedFreshEmployee, type SeededFreshEmployee } from '../../db/seed/seed-fresh-employee';

/**
 * POST /api/e2e/employees: a new employee made from a demo one, for one browser scenario that
 * changes data (its cart, contracts, profile) without touching what the other scenarios read.
 * The history is laura's, dated from the business clock's year as the seed dates it. The tour of
 * home is done unless the scenario asks for it (the tour's own), so it covers no one else's page.
 */
export async function createFreshEmployee(
  { db, storage, clock }: Pick<ServiceDeps, 'db' | 'storage' | 'clock'>,
  { onboardingTourDone, ...request }: z.output<typeof freshEmployeeRequestSchema>,
): Promise<SeededFreshEmployee> {
  const onboardingTourDoneAt = onboardingTourDone ? clock.now() : null;
  const employee = await seedFreshEmployee(db, storage, { ...request, onboardingTourDoneAt }, clock.planYear());
  if (!employee) throw new NotFoundError('demo employee');
  return employee;
}
