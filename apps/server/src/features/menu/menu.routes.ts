import type { FastifyInstance } from 'fastify';
import { listMenuItems } from '../company/company.repository';
import { currentUser } from '../../plugins/auth';

/** GET /api/menu: the main menu tiles; compensation is left out when the company hides it. */
export async function menuRoutes(app: FastifyInstance) {
  app.get('/menu', { config: { allowRestricted: true } }, async (request) => {
    const user = currentUser(request);
    const items = await listMenuItems(app.database.db, user.companyId);
    const hidden = request.company?.hideCompensation ? '/compensation' : null;
    return items.filter((item) => item.link !== hidden).map(({ position, ...item }) => ({ ...item, order: position }));
  });
}
