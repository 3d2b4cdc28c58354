import type { FastifyInstance } from 'fastify';
import { bagOverview, firstStartMonth, formatIsoDate, toMadridDate } from '@flexplan/domain/catalogue';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { NotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import { listContractCharges } from './contracts.repository';
import { findUserBags } from './user-bags.repository';

const bagsQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });

/**
 * GET /api/bags: the user's bags for a plan year — total, spent, available and percent spent of
 * each (spec part 1 §9, part 2 §3 Simulation). The default year is the one new items start in.
 */
export async function bagRoutes(app: FastifyInstance) {
  app.get('/bags', async (request) => {
    const user = currentUser(request);
    const today = formatIsoDate(toMadridDate(app.now().toISOString()));
    const { year = firstStartMonth(today, request.company?.cutOffDay ?? 1).year } = parseInput(bagsQuery, request.query);
    const bags = await findUserBags(app.database.db, user.companyId, user.id);
    if (!bags) throw new NotFoundError('user');
    const charges = await listContractCharges(app.database.db, user.companyId, user.id);
    return { year, today, bags, overview: bagOverview(bags, charges, { year }) };
  });
}
