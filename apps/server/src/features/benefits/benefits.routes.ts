import type { FastifyInstance } from 'fastify';
import { isCategoryAlias } from '@flexplan/domain/benefits/category';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { NotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import { listRateTableRows, listUserBenefits } from './benefits.repository';

const categoryParams = z.object({ category: z.string().max(40) });
const rateTableParams = z.object({ key: z.string().regex(/^[a-z0-9-]{1,60}$/) });

/** The catalogue as one employee may see it (spec part 2 §7). */
export async function benefitRoutes(app: FastifyInstance) {
  app.get('/modalities/by-category/:category', async (request) => {
    const user = currentUser(request);
    const { category } = parseInput(categoryParams, request.params);
    if (!isCategoryAlias(category)) throw new NotFoundError('category');
    return listUserBenefits(app.database.db, { companyId: user.companyId, userId: user.id, collectiveId: user.collectiveId }, category);
  });

  /** Life and life-axa rates per 1000 by age band (the spec's rate table load). */
  app.get('/rate-tables/:key', async (request) => {
    const user = currentUser(request);
    const { key } = parseInput(rateTableParams, request.params);
    const rows = await listRateTableRows(app.database.db, user.companyId, [key]);
    if (rows.length === 0) throw new NotFoundError('rate table');
    const coverages: Record<string, { from: number; to: number; rate: number | null }[]> = {};
    for (const row of rows) (coverages[row.coverage] ??= []).push({ from: row.ageFrom, to: row.ageTo, rate: row.rate });
    return { key, coverages };
  });
}
